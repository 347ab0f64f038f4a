// `qiyuan-cli replay` for the 积分象棋 variants (docs/CLI.md, FEN in
// docs/rules/jifen-fen.md). main.cpp parses the options and dispatches here.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace qiyuan::cli {

// jifen-simple, jifen-match, jifen-contest.
bool isJifenVariant(const std::string& variant);

// Replays `actions` from the FEN (default: the start position) with `first` to act
// ("red" or "black"), prints one JSON object and returns the exit code: 0 done,
// 1 an illegal action, 2 bad arguments. `banqiOptions`: --layout or --seed was given.
int replayJifen(const std::string& variant, const std::optional<std::string>& fen,
                const std::optional<std::string>& first, bool banqiOptions, const std::vector<std::string>& actions);

} // namespace qiyuan::cli
