#include "benchhook.h"

#include "ui/mainwindow.h"
#include "ui/xiangqi/xiangqitable.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFile>
#include <QGuiApplication>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <vector>

#include <sys/resource.h>
#include <unistd.h>

namespace qiyuan::bench {

namespace {

qint64 clockNs(clockid_t clock)
{
    timespec ts{};
    clock_gettime(clock, &ts);
    return qint64(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

qint64 g_mainEnteredNs = 0; // CLOCK_MONOTONIC when main() was entered

// Milliseconds since the kernel started this process (exec), from the start
// time in /proc/self/stat (field 22, in clock ticks since boot, counted on the
// boot-time clock). Its resolution is one tick (10 ms at USER_HZ 100); -1 when
// unreadable.
double msSinceProcessStart()
{
    QFile f(QStringLiteral("/proc/self/stat"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray stat = f.readAll();
    // The command name (field 2) may hold spaces: count fields after its ')'.
    const qsizetype close = stat.lastIndexOf(')');
    if (close < 0)
        return -1;
    const QList<QByteArray> fields = stat.mid(close + 2).split(' ');
    // fields[0] is field 3 (state), so field 22 is fields[19].
    if (fields.size() < 20)
        return -1;
    bool ok = false;
    const qulonglong ticks = fields[19].toULongLong(&ok);
    const long hz = sysconf(_SC_CLK_TCK);
    if (!ok || hz <= 0)
        return -1;
    const double startMs = double(ticks) * 1000.0 / double(hz);
    return double(clockNs(CLOCK_BOOTTIME)) / 1e6 - startMs;
}

// VmRSS and VmHWM (peak resident set) in kB from /proc/self/status.
std::pair<long, long> residentKb()
{
    long rss = -1, hwm = -1;
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return {rss, hwm};
    // readAll: a /proc file has no size, so atEnd() cannot be trusted.
    const QList<QByteArray> lines = f.readAll().split('\n');
    for (const QByteArray& line : lines) {
        auto value = [&line] { return line.mid(6).trimmed().split(' ').value(0).toLong(); };
        if (line.startsWith("VmRSS:"))
            rss = value();
        else if (line.startsWith("VmHWM:"))
            hwm = value();
    }
    return {rss, hwm};
}

// CPU time (user + system) this process has used, in milliseconds: on a busy
// machine it says how much of the wall time was our own work.
double cpuMs()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return (u.ru_utime.tv_sec + u.ru_stime.tv_sec) * 1e3 + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e3;
}

void printLine(const QString& text)
{
    std::fprintf(stdout, "qiyuan-bench %s\n", qPrintable(text));
    std::fflush(stdout);
}

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

// Resizes the window through `frames` sizes and times the board's repaint at
// each (painting and putting it on screen). Two sweeps:
// - "drag": as while the user drags the window's edge: every repaint right
//   after a resize is a live-resize frame (the last crisp board and piece
//   images, scaled), then a second repaint at the same size;
// - "settled": at each size the live resize is ended first (as when the size
//   holds still), so the timed repaint redraws the board cache (wood, lines,
//   river text, coordinates) and the pieces' images for that size.
void runResize(ui::MainWindow& window, int frames)
{
    ui::BoardWidget* board = window.xiangqiTable()->board();
    struct Sweep {
        std::vector<double> first, again, firstCpu, againCpu;
        int live = 0;
    };
    Sweep drag, settled;
    int unchanged = 0;
    // Growing by default; QIYUAN_BENCH_ORDER=down goes from large to small.
    const bool down = qEnvironmentVariable("QIYUAN_BENCH_ORDER") == QLatin1String("down");
    for (int pass = 0; pass < 2; ++pass) {
        Sweep& sweep = pass == 0 ? drag : settled;
        const QLatin1String name(pass == 0 ? "drag" : "settled");
        for (int i = 0; i < frames; ++i) {
            const int step = down != (pass == 1) ? frames - 1 - i : i; // the second sweep goes back
            const int w = 500 + (1900 - 500) * step / std::max(1, frames - 1);
            const int h = 400 + (1200 - 400) * step / std::max(1, frames - 1);
            const QSize before = board->size();
            // The rest of the window (move list, buttons) repaints first, with
            // the board held back: repaint() paints every dirty widget of the
            // window, and only the board's share is timed.
            board->setUpdatesEnabled(false);
            window.resize(w, h);
            QCoreApplication::processEvents();
            // A visible top level is resized and laid out at once (the resize
            // event is sent, not posted): the board has its new size and
            // nothing has painted it yet.
            if (board->size() == before)
                ++unchanged;
            if (pass == 1)
                board->settle();
            const bool live = board->isLiveResizing();
            sweep.live += live;
            board->setUpdatesEnabled(true);
            // Wall time, and the CPU time of the process (all its threads) to tell
            // our work from waiting on a busy machine.
            qint64 wall = clockNs(CLOCK_MONOTONIC), cpu = clockNs(CLOCK_PROCESS_CPUTIME_ID);
            board->repaint();
            const double firstMs = double(clockNs(CLOCK_MONOTONIC) - wall) / 1e6;
            const double firstCpuMs = double(clockNs(CLOCK_PROCESS_CPUTIME_ID) - cpu) / 1e6;
            wall = clockNs(CLOCK_MONOTONIC);
            cpu = clockNs(CLOCK_PROCESS_CPUTIME_ID);
            board->repaint();
            const double againMs = double(clockNs(CLOCK_MONOTONIC) - wall) / 1e6;
            const double againCpuMs = double(clockNs(CLOCK_PROCESS_CPUTIME_ID) - cpu) / 1e6;
            sweep.first.push_back(firstMs);
            sweep.again.push_back(againMs);
            sweep.firstCpu.push_back(firstCpuMs);
            sweep.againCpu.push_back(againCpuMs);
            printLine(QStringLiteral("frame=%1 sweep=%10 live=%11 window=%2x%3 board=%4x%5 resize_repaint_ms=%6 "
                                     "resize_repaint_cpu_ms=%7 cached_repaint_ms=%8 cached_repaint_cpu_ms=%9")
                          .arg(i)
                          .arg(window.width())
                          .arg(window.height())
                          .arg(board->width())
                          .arg(board->height())
                          .arg(firstMs, 0, 'f', 3)
                          .arg(firstCpuMs, 0, 'f', 3)
                          .arg(againMs, 0, 'f', 3)
                          .arg(againCpuMs, 0, 'f', 3)
                          .arg(name)
                          .arg(int(live)));
            QCoreApplication::processEvents(); // the rest of the window, as between real frames
        }
        // The drag ends: the size holds still and the board is redrawn crisply once.
        board->settle();
        qint64 wall = clockNs(CLOCK_MONOTONIC), cpu = clockNs(CLOCK_PROCESS_CPUTIME_ID);
        board->repaint();
        const double settleMs = double(clockNs(CLOCK_MONOTONIC) - wall) / 1e6;
        const double settleCpuMs = double(clockNs(CLOCK_PROCESS_CPUTIME_ID) - cpu) / 1e6;
        auto worst = [](const std::vector<double>& v) { return *std::max_element(v.begin(), v.end()); };
        printLine(QStringLiteral("resize sweep=%9 frames=%1 live_frames=%10 unchanged_board_size=%2 "
                                 "resize_repaint_median_ms=%3 resize_repaint_worst_ms=%4 resize_repaint_cpu_median_ms=%5 "
                                 "resize_repaint_cpu_worst_ms=%6 cached_repaint_median_ms=%7 cached_repaint_worst_ms=%8 "
                                 "settle_repaint_ms=%11 settle_repaint_cpu_ms=%12")
                      .arg(frames)
                      .arg(unchanged)
                      .arg(median(sweep.first), 0, 'f', 3)
                      .arg(worst(sweep.first), 0, 'f', 3)
                      .arg(median(sweep.firstCpu), 0, 'f', 3)
                      .arg(worst(sweep.firstCpu), 0, 'f', 3)
                      .arg(median(sweep.again), 0, 'f', 3)
                      .arg(worst(sweep.again), 0, 'f', 3)
                      .arg(name)
                      .arg(sweep.live)
                      .arg(settleMs, 0, 'f', 3)
                      .arg(settleCpuMs, 0, 'f', 3));
        unchanged = 0;
    }
}

// Waits for the board's first paint; reports once the event loop turns again,
// i.e. after the whole window was painted and flushed to the screen.
class FirstPaint : public QObject {
public:
    FirstPaint(ui::MainWindow& window, QString mode)
        : QObject(&window)
        , window_(window)
        , mode_(std::move(mode))
    {
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint && !seen_) {
            seen_ = true;
            watched->removeEventFilter(this);
            QTimer::singleShot(0, this, [this] { report(); });
        }
        return false;
    }

private:
    void report()
    {
        const qint64 nowNs = clockNs(CLOCK_MONOTONIC);
        const auto [rss, hwm] = residentKb();
        printLine(QStringLiteral("startup first_paint_monotonic_ns=%1 since_main_ms=%2 since_exec_proc_ms=%3 "
                                 "cpu_ms=%4 vmrss_kb=%5 vmhwm_kb=%6 platform=%7")
                      .arg(nowNs)
                      .arg(double(nowNs - g_mainEnteredNs) / 1e6, 0, 'f', 2)
                      .arg(msSinceProcessStart(), 0, 'f', 0)
                      .arg(cpuMs(), 0, 'f', 1)
                      .arg(rss)
                      .arg(hwm)
                      .arg(QGuiApplication::platformName()));
        if (mode_ == QLatin1String("resize")) {
            bool ok = false;
            const int frames = qEnvironmentVariableIntValue("QIYUAN_BENCH_FRAMES", &ok);
            runResize(window_, ok && frames > 1 ? frames : 60);
        }
        // exit(), not quit(): no close event, so nothing is written to the settings.
        QCoreApplication::exit(0);
    }

    ui::MainWindow& window_;
    QString mode_;
    bool seen_ = false;
};

} // namespace

void markMainEntered()
{
    g_mainEnteredNs = clockNs(CLOCK_MONOTONIC);
}

void phase(const char* name)
{
    static const bool on = !mode().isEmpty();
    if (on)
        printLine(QStringLiteral("phase=%1 since_main_ms=%2 cpu_ms=%3")
                      .arg(QLatin1String(name))
                      .arg(double(clockNs(CLOCK_MONOTONIC) - g_mainEnteredNs) / 1e6, 0, 'f', 2)
                      .arg(cpuMs(), 0, 'f', 1));
}

QString mode()
{
    return qEnvironmentVariable("QIYUAN_BENCH");
}

bool install(ui::MainWindow& window, const QString& mode)
{
    if (mode != QLatin1String("startup") && mode != QLatin1String("resize")) {
        std::fprintf(stderr, "qiyuan: unknown QIYUAN_BENCH mode '%s' (startup, resize)\n", qPrintable(mode));
        return false;
    }
    // A hot-seat table without a clock, as after "Two players" and "No clock".
    window.startXiangqi(xiangqi::Position(), TimeControl{});
    window.xiangqiTable()->board()->installEventFilter(new FirstPaint(window, mode));
    return true;
}

} // namespace qiyuan::bench
