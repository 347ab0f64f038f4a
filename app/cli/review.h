// qiyuan-cli review: a whole game judged by the built-in engine (docs/CLI.md,
// section "review").
#pragma once

namespace qiyuan::cli {

// argv[1] is "review". Prints one JSON line per move and a summary; returns the exit code.
int reviewRecord(int argc, char** argv);

} // namespace qiyuan::cli
