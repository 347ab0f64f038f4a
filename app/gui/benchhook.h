// Benchmark hooks of the app, for bench/startup (run by hand, never by ctest).
// Off unless the environment variable QIYUAN_BENCH is set:
//   QIYUAN_BENCH=startup  open a hot-seat xiangqi table at once (no dialog); after
//                         the board's first paint print the time since the process
//                         started and the memory, then quit.
//   QIYUAN_BENCH=resize   the same table, then resize the window through
//                         QIYUAN_BENCH_FRAMES sizes (default 60) from 500x400 to
//                         1900x1200 and time a synchronous repaint of the board at
//                         each size; print the times, then quit.
// Output: one line per result, "qiyuan-bench key=value ...", on stdout.
#pragma once

#include <QString>

namespace qiyuan::ui {
class MainWindow;
}

namespace qiyuan::bench {

// Call first thing in main(): notes the time main() was entered.
void markMainEntered();
// In a bench run, prints the time since main() and the CPU time at a named
// point of the start-up (one "qiyuan-bench phase=..." line); else nothing.
void phase(const char* name);
// The mode asked for by QIYUAN_BENCH ("startup", "resize"), or empty.
QString mode();
// Sets the hook up on a window about to be shown; returns false (and prints
// why on stderr) for an unknown mode.
bool install(ui::MainWindow& window, const QString& mode);

} // namespace qiyuan::bench
