// qiyuan-cli werewolf: resolves the role games' nights and days (docs/CLI.md,
// section "werewolf — night and day resolution").
#pragma once

namespace qiyuan::cli {

// argv[1] is "werewolf". Prints one JSON object; returns the exit code.
int werewolf(int argc, char** argv);

} // namespace qiyuan::cli
