// `qiyuan-cli uci`: the built-in AI as a UCI engine (docs/CLI.md, details in
// docs/AI.md). Reads commands from `in` until `quit` or the end of input and
// answers on `out`; the search runs in a thread of its own, so `stop` and
// `isready` are answered while it thinks.
#pragma once

#include <iosfwd>

namespace qiyuan::cli {

int runUci(std::istream& in, std::ostream& out);

} // namespace qiyuan::cli
