// The hidden deal of a 翻翻棋 game (BQ-1) and the random first player (BQ-2),
// both from one seed, and the commitment to that seed: the SHA-256 hash shown
// at the start, so that the seed revealed after the game proves the deal was
// fixed before the first flip. docs/rules/banqi-rules.md gives the algorithm.
#pragma once

#include "types.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace qiyuan::banqi {

struct Deal {
    // The piece on every square, face down: a1..h1, a2..h2, a3..h3, a4..h4.
    std::array<Piece, SquareCount> layout{};
    // Which of the two seats at the table acts first (BQ-2): 0 is the seat listed
    // first (the host, "player 1" of a hot-seat table), 1 the other.
    int firstSeat = 0;
    // Set when the deal comes from a seed; with the salt it makes the commitment.
    std::optional<std::uint64_t> seed;
    std::string salt; // hides a guessable seed; any text without line breaks

    // Lowercase SHA-256 hex of commitmentText(seed, salt); empty without a seed.
    std::string commitment() const;
    bool operator==(const Deal&) const = default;
};

// The seeded shuffle: xoshiro256** seeded with `seed`, a Fisher-Yates shuffle of
// the set in the order of fullSet(), then one draw for the first seat.
Deal dealFromSeed(std::uint64_t seed, std::string salt = {});
// A layout of 32 FEN letters (a1..h1, a2..h2, ...) with exactly the set of
// BQ-1; first seat 0, no seed. nullopt (and *error) when it is not one.
std::optional<Deal> dealFromLayout(std::string_view text, std::string* error = nullptr);
std::string layoutText(const std::array<Piece, SquareCount>& layout);

// The 32 pieces in the set's canonical order: red K A A B B R R N N C C P P P P P, then black.
std::array<Piece, SquareCount> fullSet();

// The text whose hash is the commitment: "qiyuan-banqi-deal/1 seed=<decimal> salt=<salt>".
std::string commitmentText(std::uint64_t seed, std::string_view salt);
// True when the revealed seed and salt give the commitment shown at the start.
bool verifyCommitment(std::string_view commitment, std::uint64_t seed, std::string_view salt);

} // namespace qiyuan::banqi
