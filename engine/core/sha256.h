// SHA-256 (FIPS 180-4), small and standard-library only: the commitment to a
// 翻翻棋 deal (BQ-1) is a SHA-256 hash, so that the seed cannot be found from it.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace qiyuan {

class Sha256 {
public:
    Sha256();
    void add(std::string_view bytes);
    // The digest of everything added; the object must not be used afterwards.
    std::array<std::uint8_t, 32> finish();

private:
    void compress(const std::uint8_t* block);

    std::array<std::uint32_t, 8> state_;
    std::array<std::uint8_t, 64> buffer_{};
    std::size_t buffered_ = 0;
    std::uint64_t length_ = 0; // bytes added
};

// Lowercase hex of the SHA-256 digest of `bytes` (64 characters).
std::string sha256Hex(std::string_view bytes);

} // namespace qiyuan
