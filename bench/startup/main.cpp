// qiyuan-bench-startup: starts the app (build/bin/qiyuan) N times with
// QIYUAN_BENCH=startup and reports the time from starting the process to the
// first painted board, and its resident memory; with --resize it also runs the
// app's resize bench (the board repainted at 60 window sizes). Needs a display:
// run it under xvfb-run (see bench/README.md). Run by hand, never by ctest.
// Exit status: 0 measured (targets met or not), 1 a run failed, 2 bad arguments.
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QMap>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <optional>
#include <vector>

namespace {

constexpr double StartupTargetMs = 400;
constexpr double MemoryTargetMb = 120;
constexpr double FrameTargetMs = 8;

void say(const QString& text)
{
    std::fputs(qPrintable(text + QLatin1Char('\n')), stdout);
    std::fflush(stdout);
}

int fail(const QString& text, int code)
{
    std::fputs(qPrintable(QStringLiteral("qiyuan-bench-startup: %1\n").arg(text)), stderr);
    return code;
}

qint64 monotonicNs()
{
    timespec ts{};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return qint64(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

QString loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    if (!f.open(QIODevice::ReadOnly))
        return QStringLiteral("?");
    return QString::fromLatin1(f.readAll()).section(QLatin1Char(' '), 0, 2);
}

struct Stats {
    double median = 0, min = 0, max = 0;
};

Stats stats(std::vector<double> v)
{
    if (v.empty())
        return {};
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return {n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2, v.front(), v.back()};
}

// "qiyuan-bench <kind> key=value ..." lines of the app's output.
struct Line {
    QString kind;
    QMap<QString, QString> values;
    double number(const char* key) const { return values.value(QLatin1String(key)).toDouble(); }
};

std::vector<Line> parse(const QByteArray& output)
{
    std::vector<Line> lines;
    for (const QByteArray& raw : output.split('\n')) {
        const QString text = QString::fromUtf8(raw).trimmed();
        if (!text.startsWith(QLatin1String("qiyuan-bench ")))
            continue;
        const QStringList words = text.mid(13).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        Line line;
        for (const QString& w : words) {
            const qsizetype eq = w.indexOf(QLatin1Char('='));
            if (eq < 0 && line.kind.isEmpty())
                line.kind = w;
            else if (eq > 0)
                line.values.insert(w.left(eq), w.mid(eq + 1));
        }
        // "frame=N ..." and "phase=..." lines have no kind word.
        if (line.kind.isEmpty())
            line.kind = line.values.contains(QStringLiteral("frame")) ? QStringLiteral("frame")
                                                                      : QStringLiteral("phase");
        lines.push_back(line);
    }
    return lines;
}

struct Run {
    qint64 spawnedNs = 0; // CLOCK_MONOTONIC just before the process was started
    qint64 exitedNs = 0;
    std::vector<Line> lines;
};

// Starts the app once with a fresh settings folder (the user's are never read
// or written) and waits for it to quit by itself.
std::optional<Run> runApp(const QString& app, const QString& mode, const QString& platform, int frames,
                          int timeoutMs, QString* error)
{
    QTemporaryDir config;
    if (!config.isValid()) {
        *error = QStringLiteral("cannot make a temporary folder");
        return std::nullopt;
    }
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QIYUAN_BENCH"), mode);
    env.insert(QStringLiteral("QIYUAN_BENCH_FRAMES"), QString::number(frames));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), platform);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path());
    process.setProcessEnvironment(env);
    Run run;
    run.spawnedNs = monotonicNs();
    process.start(app, {});
    if (!process.waitForStarted(10000)) {
        *error = QStringLiteral("cannot start %1: %2").arg(app, process.errorString());
        return std::nullopt;
    }
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished(3000);
        *error = QStringLiteral("%1 did not quit within %2 s").arg(app).arg(timeoutMs / 1000);
        return std::nullopt;
    }
    run.exitedNs = monotonicNs();
    run.lines = parse(process.readAllStandardOutput());
    const QByteArray stderrText = process.readAllStandardError();
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        *error = QStringLiteral("%1 failed (exit %2): %3")
                     .arg(app)
                     .arg(process.exitCode())
                     .arg(QString::fromLocal8Bit(stderrText).trimmed());
        return std::nullopt;
    }
    return run;
}

const Line* find(const Run& run, const QString& kind)
{
    for (const Line& l : run.lines)
        if (l.kind == kind)
            return &l;
    return nullptr;
}

QString verdict(bool met)
{
    return met ? QStringLiteral("met") : QStringLiteral("MISSED");
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication core(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Start-up time, memory and resize repaints of the qiyuan app. Run under a display, e.g.\n"
        "  xvfb-run -a -s \"-screen 0 1920x1200x24\" build/bin/qiyuan-bench-startup --runs 20 --resize"));
    parser.addHelpOption();
    const QCommandLineOption runsOpt(QStringLiteral("runs"), QStringLiteral("start-up runs (default 20)"),
                                     QStringLiteral("N"), QStringLiteral("20"));
    const QCommandLineOption appOpt(QStringLiteral("app"), QStringLiteral("the app (default: qiyuan beside this program)"),
                                    QStringLiteral("PATH"));
    const QCommandLineOption resizeOpt(QStringLiteral("resize"), QStringLiteral("also run the resize bench"));
    const QCommandLineOption resizeRunsOpt(QStringLiteral("resize-runs"),
                                           QStringLiteral("runs of the resize bench (default 3)"), QStringLiteral("N"),
                                           QStringLiteral("3"));
    const QCommandLineOption framesOpt(QStringLiteral("frames"),
                                       QStringLiteral("window sizes per resize run, 500x400 to 1900x1200 (default 60)"),
                                       QStringLiteral("N"), QStringLiteral("60"));
    const QCommandLineOption platformOpt(QStringLiteral("platform"), QStringLiteral("Qt platform (default xcb)"),
                                         QStringLiteral("NAME"), QStringLiteral("xcb"));
    const QCommandLineOption framesOutOpt(QStringLiteral("print-frames"), QStringLiteral("print every resize frame"));
    parser.addOptions({runsOpt, appOpt, resizeOpt, resizeRunsOpt, framesOpt, platformOpt, framesOutOpt});
    parser.process(core);

    bool ok = false;
    const int runs = parser.value(runsOpt).toInt(&ok);
    if (!ok || runs < 1 || runs > 1000)
        return fail(QStringLiteral("--runs must be 1..1000"), 2);
    const int resizeRuns = parser.value(resizeRunsOpt).toInt(&ok);
    if (!ok || resizeRuns < 1 || resizeRuns > 100)
        return fail(QStringLiteral("--resize-runs must be 1..100"), 2);
    const int frames = parser.value(framesOpt).toInt(&ok);
    if (!ok || frames < 2 || frames > 10000)
        return fail(QStringLiteral("--frames must be 2..10000"), 2);
    const QString platform = parser.value(platformOpt);
    if (platform == QLatin1String("xcb") && qEnvironmentVariableIsEmpty("DISPLAY"))
        return fail(QStringLiteral("no DISPLAY: run under xvfb-run -a -s \"-screen 0 1920x1200x24\" (see bench/README.md)"),
                    2);
    const QString app = parser.isSet(appOpt) ? parser.value(appOpt)
                                             : QCoreApplication::applicationDirPath() + QStringLiteral("/qiyuan");
    if (!QFileInfo(app).isExecutable())
        return fail(QStringLiteral("%1 is not an executable: build first (scripts/build) or pass --app").arg(app), 2);

    say(QStringLiteral("app: %1, platform %2, load average before: %3").arg(app, platform, loadAverage()));

    // Start-up.
    std::vector<double> fromSpawn, fromMain, fromProc, cpu, rss, hwm, total;
    for (int i = 0; i < runs; ++i) {
        QString error;
        const auto run = runApp(app, QStringLiteral("startup"), platform, frames, 60000, &error);
        if (!run)
            return fail(error, 1);
        const Line* l = find(*run, QStringLiteral("startup"));
        if (!l)
            return fail(QStringLiteral("run %1: the app printed no start-up line").arg(i + 1), 1);
        const double spawn = (l->number("first_paint_monotonic_ns") - double(run->spawnedNs)) / 1e6;
        fromSpawn.push_back(spawn);
        fromMain.push_back(l->number("since_main_ms"));
        fromProc.push_back(l->number("since_exec_proc_ms"));
        cpu.push_back(l->number("cpu_ms"));
        rss.push_back(l->number("vmrss_kb") / 1024);
        hwm.push_back(l->number("vmhwm_kb") / 1024);
        total.push_back(double(run->exitedNs - run->spawnedNs) / 1e6);
        say(QStringLiteral("run %1: first paint %2 ms after start (%3 ms after main, /proc %4 ms), cpu %5 ms, "
                           "VmRSS %6 MB, VmHWM %7 MB")
                .arg(i + 1, 2)
                .arg(spawn, 0, 'f', 1)
                .arg(fromMain.back(), 0, 'f', 1)
                .arg(fromProc.back(), 0, 'f', 0)
                .arg(cpu.back(), 0, 'f', 1)
                .arg(rss.back(), 0, 'f', 1)
                .arg(hwm.back(), 0, 'f', 1));
    }
    auto row = [](const char* what, const Stats& s, const char* unit) {
        say(QStringLiteral("  %1 median %2 %5, min %3, max %4")
                .arg(QLatin1String(what), -34)
                .arg(s.median, 0, 'f', 1)
                .arg(s.min, 0, 'f', 1)
                .arg(s.max, 0, 'f', 1)
                .arg(QLatin1String(unit)));
    };
    say(QStringLiteral("start-up, %1 runs:").arg(runs));
    const Stats spawnStats = stats(fromSpawn);
    const Stats hwmStats = stats(hwm);
    row("process start -> first paint", spawnStats, "ms");
    row("main() -> first paint", stats(fromMain), "ms");
    row("/proc start time -> first paint", stats(fromProc), "ms");
    row("CPU time to first paint", stats(cpu), "ms");
    row("VmRSS at first paint", stats(rss), "MB");
    row("VmHWM (peak) at first paint", hwmStats, "MB");
    row("process start -> exit", stats(total), "ms");
    say(QStringLiteral("  target: first paint under %1 ms (median %2: %3), memory under %4 MB (peak %5: %6)")
            .arg(StartupTargetMs)
            .arg(spawnStats.median, 0, 'f', 1)
            .arg(verdict(spawnStats.median < StartupTargetMs))
            .arg(MemoryTargetMb)
            .arg(hwmStats.max, 0, 'f', 1)
            .arg(verdict(hwmStats.max < MemoryTargetMb)));

    if (parser.isSet(resizeOpt)) {
        // Two sweeps per run (see app/gui/benchhook.cpp): "drag" frames are
        // what the user sees while resizing (live-resize frames: the target
        // applies to them); "settled" frames redraw everything crisply at
        // each size, as the one frame after the size holds still.
        struct Sweep {
            std::vector<double> first, firstCpu, cached, settle;
            // Per window size, the best of the runs: on a shared machine the
            // other runs' extra time is other processes', not ours.
            std::vector<double> bestWall, bestCpu;
            int live = 0, count = 0;
        };
        QMap<QString, Sweep> sweeps;
        for (const char* name : {"drag", "settled"}) {
            Sweep& sw = sweeps[QLatin1String(name)];
            sw.bestWall.assign(std::size_t(frames), 1e300);
            sw.bestCpu.assign(std::size_t(frames), 1e300);
        }
        for (int i = 0; i < resizeRuns; ++i) {
            QString error;
            const auto run = runApp(app, QStringLiteral("resize"), platform, frames, 300000, &error);
            if (!run)
                return fail(error, 1);
            int mine = 0;
            for (const Line& l : run->lines) {
                const QString name = l.values.value(QStringLiteral("sweep"));
                if (!sweeps.contains(name))
                    continue;
                Sweep& sw = sweeps[name];
                if (l.kind == QLatin1String("resize")) {
                    sw.settle.push_back(l.number("settle_repaint_ms"));
                    continue;
                }
                if (l.kind != QLatin1String("frame"))
                    continue;
                ++mine;
                ++sw.count;
                sw.live += l.values.value(QStringLiteral("live")).toInt();
                sw.first.push_back(l.number("resize_repaint_ms"));
                sw.firstCpu.push_back(l.number("resize_repaint_cpu_ms"));
                sw.cached.push_back(l.number("cached_repaint_ms"));
                const int index = l.values.value(QStringLiteral("frame")).toInt();
                if (index >= 0 && index < frames) {
                    sw.bestWall[std::size_t(index)] = std::min(sw.bestWall[std::size_t(index)], sw.first.back());
                    sw.bestCpu[std::size_t(index)] = std::min(sw.bestCpu[std::size_t(index)], sw.firstCpu.back());
                }
                if (parser.isSet(framesOutOpt))
                    say(QStringLiteral("  run %1 %8 frame %2: window %3, board %4, repaint %5 ms (cpu %6), again %7 ms")
                            .arg(i + 1)
                            .arg(l.values.value(QStringLiteral("frame")))
                            .arg(l.values.value(QStringLiteral("window")), l.values.value(QStringLiteral("board")))
                            .arg(sw.first.back(), 0, 'f', 2)
                            .arg(sw.firstCpu.back(), 0, 'f', 2)
                            .arg(sw.cached.back(), 0, 'f', 2)
                            .arg(name));
            }
            if (mine != 2 * frames)
                return fail(QStringLiteral("resize run %1: %2 frames reported, %3 expected")
                                .arg(i + 1)
                                .arg(mine)
                                .arg(2 * frames),
                            1);
            say(QStringLiteral("resize run %1: %2 frames in each sweep").arg(i + 1).arg(frames));
        }
        say(QStringLiteral("resize, %1 runs x %2 window sizes from 500x400 to 1900x1200 and back:")
                .arg(resizeRuns)
                .arg(frames));
        auto frameRow = [](const QString& what, const Stats& s) {
            say(QStringLiteral("  %1 median %2 ms, best %3, worst %4")
                    .arg(what, -52)
                    .arg(s.median, 0, 'f', 2)
                    .arg(s.min, 0, 'f', 2)
                    .arg(s.max, 0, 'f', 2));
        };
        const Sweep& drag = sweeps[QStringLiteral("drag")];
        const Sweep& settled = sweeps[QStringLiteral("settled")];
        say(QStringLiteral("  while dragging (%1 of %2 frames were live-resize frames):").arg(drag.live).arg(drag.count));
        const Stats dragStats = stats(drag.first);
        frameRow(QStringLiteral("board repaint after a resize"), dragStats);
        frameRow(QStringLiteral("  its CPU time"), stats(drag.firstCpu));
        frameRow(QStringLiteral("board repaint at the same size"), stats(drag.cached));
        if (resizeRuns > 1)
            frameRow(QStringLiteral("best of the runs at each size"), stats(drag.bestWall));
        frameRow(QStringLiteral("crisp redraw once the drag stops (1 per run)"), stats(drag.settle));
        say(QStringLiteral("  crisp redraw at every size (no live resize):"));
        frameRow(QStringLiteral("board repaint after a resize (cache rebuilt)"), stats(settled.first));
        frameRow(QStringLiteral("  its CPU time"), stats(settled.firstCpu));
        if (resizeRuns > 1)
            frameRow(QStringLiteral("best of the runs at each size"), stats(settled.bestWall));
        say(QStringLiteral("  target: under %1 ms a frame while resizing (median %2: %3; worst %4: %5)")
                .arg(FrameTargetMs)
                .arg(dragStats.median, 0, 'f', 2)
                .arg(verdict(dragStats.median < FrameTargetMs))
                .arg(dragStats.max, 0, 'f', 2)
                .arg(verdict(dragStats.max < FrameTargetMs)));
    }
    say(QStringLiteral("load average after: %1 (on a busy machine, times stretch; the CPU times say how much was "
                       "our own work)")
            .arg(loadAverage()));
    return 0;
}
