#include "transposition.h"

#include <algorithm>

namespace qiyuan::ai {

namespace {
constexpr auto Relaxed = std::memory_order_relaxed;
} // namespace

std::uint64_t TranspositionTable::pack(const TTEntry& e)
{
    return std::uint64_t(e.move) | std::uint64_t(std::uint16_t(e.score)) << 16
        | std::uint64_t(std::uint16_t(e.eval)) << 32 | std::uint64_t(std::uint8_t(e.depth)) << 48
        | std::uint64_t(e.boundAndAge) << 56;
}

TTEntry TranspositionTable::unpack(std::uint64_t key, std::uint64_t data)
{
    TTEntry e;
    e.key = key;
    e.move = std::uint16_t(data);
    e.score = std::int16_t(std::uint16_t(data >> 16));
    e.eval = std::int16_t(std::uint16_t(data >> 32));
    e.depth = std::int8_t(std::uint8_t(data >> 48));
    e.boundAndAge = std::uint8_t(data >> 56);
    return e;
}

TTEntry TranspositionTable::read(const Slot& s) const
{
    const std::uint64_t data = s.data.load(Relaxed);
    return unpack(s.check.load(Relaxed) ^ data, data);
}

void TranspositionTable::resize(int megabytes)
{
    const std::size_t bytes = static_cast<std::size_t>(std::max(1, megabytes)) << 20;
    std::size_t buckets = 1;
    while (buckets * 2 * BucketSize * sizeof(Slot) <= bytes)
        buckets *= 2;
    size_ = buckets * BucketSize;
    slots_ = std::make_unique<Slot[]>(size_);
    bucketMask_ = buckets - 1;
    generation_ = 0;
}

void TranspositionTable::clear()
{
    for (std::size_t i = 0; i < size_; ++i) {
        slots_[i].check.store(0, Relaxed);
        slots_[i].data.store(0, Relaxed);
    }
    generation_ = 0;
}

bool TranspositionTable::probe(std::uint64_t key, TTEntry& out) const
{
    const Slot* bucket = &slots_[(key & bucketMask_) * BucketSize];
    for (int i = 0; i < BucketSize; ++i) {
        const TTEntry e = read(bucket[i]);
        if (e.key == key && e.bound() != BoundNone) {
            out = e;
            return true;
        }
    }
    return false;
}

void TranspositionTable::store(std::uint64_t key, std::uint16_t move, int score, int eval, int depth, Bound bound)
{
    Slot* bucket = &slots_[(key & bucketMask_) * BucketSize];
    Slot* target = nullptr;
    TTEntry old;
    for (int i = 0; i < BucketSize; ++i) {
        old = read(bucket[i]);
        if (old.key == key) {
            target = &bucket[i];
            break;
        }
    }
    if (target) {
        // Keep a deeper result of the same search unless this one is exact.
        if (bound != BoundExact && depth + 2 < old.depth && old.age() == generation_)
            return;
        if (move == 0)
            move = old.move; // keep the known best move
    } else {
        // Replace the entry worth least: shallow and from earlier searches.
        auto worth = [&](const TTEntry& e) {
            const int age = (generation_ - e.age()) & 63;
            return e.bound() == BoundNone ? -1000 : e.depth - 8 * age;
        };
        target = bucket;
        int least = worth(read(bucket[0]));
        for (int i = 1; i < BucketSize; ++i) {
            const int w = worth(read(bucket[i]));
            if (w < least) {
                least = w;
                target = &bucket[i];
            }
        }
    }
    TTEntry e;
    e.move = move;
    e.score = static_cast<std::int16_t>(score);
    e.eval = static_cast<std::int16_t>(eval);
    e.depth = static_cast<std::int8_t>(std::clamp(depth, -1, 127));
    e.boundAndAge = static_cast<std::uint8_t>(bound | (generation_ << 2));
    const std::uint64_t data = pack(e);
    target->data.store(data, Relaxed);
    target->check.store(key ^ data, Relaxed);
}

int TranspositionTable::hashFull() const
{
    const std::size_t sample = std::min<std::size_t>(1000, size_);
    int used = 0;
    for (std::size_t i = 0; i < sample; ++i) {
        const TTEntry e = read(slots_[i]);
        used += e.bound() != BoundNone && e.age() == generation_;
    }
    return sample ? static_cast<int>(used * 1000 / sample) : 0;
}

} // namespace qiyuan::ai
