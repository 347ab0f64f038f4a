#include "transposition.h"

#include <algorithm>

namespace qiyuan::ai {

void TranspositionTable::resize(int megabytes)
{
    const std::size_t bytes = static_cast<std::size_t>(std::max(1, megabytes)) << 20;
    std::size_t buckets = 1;
    while (buckets * 2 * BucketSize * sizeof(TTEntry) <= bytes)
        buckets *= 2;
    entries_.assign(buckets * BucketSize, TTEntry{});
    entries_.shrink_to_fit();
    bucketMask_ = buckets - 1;
}

void TranspositionTable::clear()
{
    std::fill(entries_.begin(), entries_.end(), TTEntry{});
    generation_ = 0;
}

const TTEntry* TranspositionTable::probe(std::uint64_t key) const
{
    const TTEntry* bucket = &entries_[(key & bucketMask_) * BucketSize];
    for (int i = 0; i < BucketSize; ++i)
        if (bucket[i].key == key && bucket[i].bound() != BoundNone)
            return &bucket[i];
    return nullptr;
}

void TranspositionTable::store(std::uint64_t key, std::uint16_t move, int score, int eval, int depth, Bound bound)
{
    TTEntry* bucket = &entries_[(key & bucketMask_) * BucketSize];
    TTEntry* target = nullptr;
    for (int i = 0; i < BucketSize; ++i) {
        if (bucket[i].key == key) {
            target = &bucket[i];
            break;
        }
    }
    if (target) {
        // Keep a deeper result of the same search unless this one is exact.
        if (bound != BoundExact && depth + 2 < target->depth && target->age() == generation_)
            return;
        if (move == 0)
            move = target->move; // keep the known best move
    } else {
        // Replace the entry worth least: shallow and from earlier searches.
        auto worth = [&](const TTEntry& e) {
            const int age = (generation_ - e.age()) & 63;
            return e.bound() == BoundNone ? -1000 : e.depth - 8 * age;
        };
        target = bucket;
        for (int i = 1; i < BucketSize; ++i)
            if (worth(bucket[i]) < worth(*target))
                target = &bucket[i];
    }
    target->key = key;
    target->move = move;
    target->score = static_cast<std::int16_t>(score);
    target->eval = static_cast<std::int16_t>(eval);
    target->depth = static_cast<std::int8_t>(std::clamp(depth, -1, 127));
    target->boundAndAge = static_cast<std::uint8_t>(bound | (generation_ << 2));
}

int TranspositionTable::hashFull() const
{
    const std::size_t sample = std::min<std::size_t>(1000, entries_.size());
    int used = 0;
    for (std::size_t i = 0; i < sample; ++i)
        used += entries_[i].bound() != BoundNone && entries_[i].age() == generation_;
    return sample ? static_cast<int>(used * 1000 / sample) : 0;
}

} // namespace qiyuan::ai
