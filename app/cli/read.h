// qiyuan-cli read: a xiangqi game record (PGN or XQF) as JSON (docs/CLI.md,
// section "read").
#pragma once

namespace qiyuan::cli {

// argv[1] is "read". Prints one JSON object; returns the exit code.
int readRecord(int argc, char** argv);

} // namespace qiyuan::cli
