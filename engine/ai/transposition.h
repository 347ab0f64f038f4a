// A transposition table of fixed size: buckets of four 16-byte entries, the
// bucket chosen by the low bits of the Zobrist hash, the full hash kept to
// verify. Replaces the shallowest or oldest entry of a bucket. Not shared
// between threads (each search object owns one).
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace qiyuan::ai {

enum Bound : std::uint8_t { BoundNone = 0, BoundUpper = 1, BoundLower = 2, BoundExact = 3 };

struct TTEntry {
    std::uint64_t key = 0;
    std::uint16_t move = 0; // Move::code()
    std::int16_t score = 0;
    std::int16_t eval = 0;
    std::int8_t depth = 0;
    std::uint8_t boundAndAge = 0; // bound in the low 2 bits, search generation above

    Bound bound() const { return static_cast<Bound>(boundAndAge & 3); }
    int age() const { return boundAndAge >> 2; }
};
static_assert(sizeof(TTEntry) == 16);

class TranspositionTable {
public:
    explicit TranspositionTable(int megabytes = 16) { resize(megabytes); }

    // Largest power-of-two number of buckets that fits in `megabytes` MiB.
    void resize(int megabytes);
    void clear();
    void newSearch() { generation_ = (generation_ + 1) & 63; }
    std::size_t bytes() const { return entries_.size() * sizeof(TTEntry); }

    // The entry for `key`, or nullptr.
    const TTEntry* probe(std::uint64_t key) const;
    // Starts loading the bucket of `key` into the cache (the table is far larger than it).
    void prefetch(std::uint64_t key) const
    {
#if defined(__GNUC__) || defined(__clang__)
        __builtin_prefetch(&entries_[(key & bucketMask_) * BucketSize]);
#else
        (void)key;
#endif
    }
    void store(std::uint64_t key, std::uint16_t move, int score, int eval, int depth, Bound bound);
    int hashFull() const; // per mille of a sample in use by the current search

private:
    static constexpr int BucketSize = 4;
    std::vector<TTEntry> entries_;
    std::size_t bucketMask_ = 0;
    std::uint8_t generation_ = 0;
};

} // namespace qiyuan::ai
