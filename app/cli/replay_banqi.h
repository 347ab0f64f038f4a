// `qiyuan-cli replay --variant banqi|banqi-taiwan|banqi-tcga|banqi-chariot-rush
// [--rules key=value,...]` (docs/CLI.md): the 翻翻棋 referee under a preset, its
// options changed by the option table (engine/banqi/rules.h). Prints one JSON
// object on stdout; returns the exit code (0 done, 1 illegal action, 2 bad arguments).
#pragma once

#include "banqi/rules.h"

#include <optional>
#include <string>
#include <vector>

int replayBanqi(const std::string& variant, const std::optional<std::string>& fen,
                const std::optional<std::string>& layout, const std::optional<std::string>& seed,
                const std::optional<std::string>& first, const std::optional<std::string>& options,
                const std::vector<std::string>& actions);

// --rules OPTIONS for a banqi preset, as replay and serve read it: the rule set,
// or nullopt with *error the sentence naming the option ("--rules: ...").
std::optional<qiyuan::banqi::RuleSet> banqiRulesArgument(const qiyuan::banqi::RuleSet& preset,
                                                         const std::string& options, std::string* error);
