// Seeded random numbers that are the same on every platform and compiler
// (std::mt19937 is, but std's distributions are not): SplitMix64 to expand a
// seed, xoshiro256** to draw (Blackman and Vigna, public domain algorithms).
#pragma once

#include <array>
#include <cstdint>

namespace qiyuan {

// SplitMix64: one 64-bit state; also a good 64-bit mixing function.
class SplitMix64 {
public:
    explicit constexpr SplitMix64(std::uint64_t seed)
        : state_(seed)
    {
    }
    constexpr std::uint64_t next()
    {
        std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }

private:
    std::uint64_t state_;
};

// xoshiro256**: the generator for shuffles and playouts.
class Xoshiro256 {
public:
    explicit constexpr Xoshiro256(std::uint64_t seed)
    {
        SplitMix64 sm(seed); // never an all-zero state
        for (auto& word : s_)
            word = sm.next();
    }

    constexpr std::uint64_t next()
    {
        const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
        const std::uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 45);
        return result;
    }

    // Uniform in [0, n) for n >= 1, without modulo bias: rejection of the
    // incomplete top range, so the result depends on nothing but the state.
    constexpr std::uint64_t below(std::uint64_t n)
    {
        const std::uint64_t limit = ~std::uint64_t(0) - (~std::uint64_t(0) % n); // a multiple of n
        std::uint64_t x = next();
        while (x >= limit)
            x = next();
        return x % n;
    }

private:
    static constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::array<std::uint64_t, 4> s_{};
};

} // namespace qiyuan
