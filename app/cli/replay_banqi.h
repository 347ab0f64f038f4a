// `qiyuan-cli replay --variant banqi|banqi-taiwan|banqi-tcga|banqi-chariot-rush
// [--rules key=value,...]` (docs/CLI.md): the 翻翻棋 referee under a preset, its
// options changed by the option table (engine/banqi/rules.h). Prints one JSON
// object on stdout; returns the exit code (0 done, 1 illegal action, 2 bad arguments).
#pragma once

#include <optional>
#include <string>
#include <vector>

int replayBanqi(const std::string& variant, const std::optional<std::string>& fen,
                const std::optional<std::string>& layout, const std::optional<std::string>& seed,
                const std::optional<std::string>& first, const std::optional<std::string>& options,
                const std::vector<std::string>& actions);
