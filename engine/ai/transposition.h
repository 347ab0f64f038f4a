// A transposition table of fixed size: buckets of four 16-byte entries, the
// bucket chosen by the low bits of the Zobrist hash, the full hash kept to
// verify. Replaces the shallowest or oldest entry of a bucket.
//
// Shared by the threads of one search (Lazy SMP): each entry is two atomic
// words, the data and the key xor the data, so a read that races a write
// sees a key that does not match and counts as a miss, never as a torn entry.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

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

class TranspositionTable {
public:
    explicit TranspositionTable(int megabytes = 16) { resize(megabytes); }

    // Largest power-of-two number of buckets that fits in `megabytes` MiB.
    void resize(int megabytes);
    void clear();
    void newSearch() { generation_ = (generation_ + 1) & 63; }
    std::size_t bytes() const { return size_ * sizeof(Slot); }

    // The entry for `key` into *out; false when there is none.
    bool probe(std::uint64_t key, TTEntry& out) const;
    // Starts loading the bucket of `key` into the cache (the table is far larger than it).
    void prefetch(std::uint64_t key) const
    {
#if defined(__GNUC__) || defined(__clang__)
        __builtin_prefetch(&slots_[(key & bucketMask_) * BucketSize]);
#else
        (void)key;
#endif
    }
    void store(std::uint64_t key, std::uint16_t move, int score, int eval, int depth, Bound bound);
    int hashFull() const; // per mille of a sample in use by the current search

private:
    struct Slot {
        std::atomic<std::uint64_t> check{0}; // key ^ data
        std::atomic<std::uint64_t> data{0};
    };
    static_assert(sizeof(Slot) == 16);
    static constexpr int BucketSize = 4;
    static std::uint64_t pack(const TTEntry& e);
    static TTEntry unpack(std::uint64_t key, std::uint64_t data);
    TTEntry read(const Slot& s) const; // key 0 and BoundNone when empty or torn

    std::unique_ptr<Slot[]> slots_;
    std::size_t size_ = 0;
    std::size_t bucketMask_ = 0;
    std::uint8_t generation_ = 0;
};

} // namespace qiyuan::ai
