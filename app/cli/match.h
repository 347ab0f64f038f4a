// qiyuan-cli match: two engines play a match (docs/CLI.md, section "match").
#pragma once

namespace qiyuan::cli {

// argv[1] is "match". Prints one JSON line per game and a summary; returns the exit code.
int engineMatch(int argc, char** argv);

} // namespace qiyuan::cli
