// `qiyuan-cli replay --variant banqi|banqi-taiwan` (docs/CLI.md): the 翻翻棋
// referee. Prints one JSON object on stdout; returns the exit code (0 done,
// 1 illegal action, 2 bad arguments).
#pragma once

#include <optional>
#include <string>
#include <vector>

int replayBanqi(const std::string& variant, const std::optional<std::string>& fen,
                const std::optional<std::string>& layout, const std::optional<std::string>& seed,
                const std::optional<std::string>& first, const std::vector<std::string>& actions);
