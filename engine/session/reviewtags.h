// A whole-game review saved with the record: each main-line move's comment
// carries the mark, the evaluation after it and the engine's choice before it,
// as other programs read them — "?? [%eval -4.74] [%best c3c4]" (the
// evaluation in pawns from red's side, mates as #N / #-N in moves) — and the
// start position's evaluation stands in the comment before the first move.
// Reading takes them out of the comments again, so a reopened record shows the
// review without analysing and the player's own comments stay as written.
#pragma once

#include "xiangqi/gametree.h"

#include <optional>
#include <string>
#include <vector>

namespace qiyuan::session {

struct ReviewTag {
    std::optional<int> eval; // centipawns from red's side (ai.h's mate convention)
    std::string best;        // ICCS: the engine's move in the position before (empty at the start)
    std::string mark;        // "", "?!", "?", "??"
    bool operator==(const ReviewTag&) const = default;
};

// tags[0]: the start position; tags[p]: after main-line move p. Replaces any tags there were.
void addReviewTags(xiangqi::GameTree& tree, const std::vector<ReviewTag>& tags);
// The tags of the main line, taken out of its comments (nullopt eval where a
// comment has none); empty when no main-line comment holds an evaluation.
std::vector<ReviewTag> takeReviewTags(xiangqi::GameTree& tree);

// The PGN NAG of a review mark at the head of a move's comment ("?? [%eval
// ..."): $6 ?!, $2 ?, $4 ??, the numbers chess and xiangqi programs show as
// those marks; 0 when the comment carries no review mark. The writer puts it
// after the move so that other programs show the mark; reading ignores NAGs
// (the comment keeps the mark).
int reviewNag(const std::string& comment);

// "[%eval 0.25]" text of a score and back.
std::string evalText(int centipawns);
std::optional<int> parseEval(const std::string& text);

} // namespace qiyuan::session
