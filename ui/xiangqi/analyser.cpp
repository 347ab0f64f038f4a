#include "analyser.h"

#include "computerplayer.h"
#include "ucitext.h"

#include "ai/xiangqi_search.h"

#include <QCoreApplication>
#include <QPointer>
#include <QProcess>
#include <QTimer>

#include <algorithm>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

// Messages shared with the UCI opponent use its translation context.
#define ENGINE_TR(text) UciXiangqiPlayer::tr(text)

struct XiangqiAnalyser::Shared {
    ai::XiangqiSearch search{32};
    std::atomic<bool> stop{false};
};

XiangqiAnalyser::XiangqiAnalyser(const QString& command, const QList<QPair<QString, QString>>& options,
                                 QObject* parent)
    : QObject(parent)
    , command_(command.trimmed())
    , options_(options)
{
    qRegisterMetaType<AnalysisInfo>();
    watchdog_ = new QTimer(this);
    watchdog_->setSingleShot(true);
    connect(watchdog_, &QTimer::timeout, this, [this] {
        switch (state_) {
        case State::Starting: fail(ENGINE_TR("The engine did not start as a UCI engine (no \"uciok\").")); break;
        case State::Searching:
            //: The engine was pinged with the UCI command "isready" while analysing and did not answer
            fail(tr("The engine stopped responding: no answer to \"isready\" within %n second(s).", nullptr,
                    std::max(1, (answerTimeoutMs_ + 999) / 1000)));
            break;
        case State::Stopping: fail(tr("The engine did not stop when asked.")); break;
        default: break;
        }
    });
    pingTimer_ = new QTimer(this);
    pingTimer_->setInterval(pingIntervalMs_);
    connect(pingTimer_, &QTimer::timeout, this, &XiangqiAnalyser::ping);
    if (isBuiltin())
        shared_ = std::make_shared<Shared>();
}

XiangqiAnalyser::~XiangqiAnalyser()
{
    if (isBuiltin())
        stopBuiltin();
    else
        retireProcess();
}

void XiangqiAnalyser::setTimeouts(int startMs, int answerMs, int stopMs)
{
    startTimeoutMs_ = startMs;
    answerTimeoutMs_ = answerMs;
    stopTimeoutMs_ = stopMs;
}

void XiangqiAnalyser::setPingInterval(int ms)
{
    pingIntervalMs_ = std::max(1, ms);
    pingTimer_->setInterval(pingIntervalMs_);
}

void XiangqiAnalyser::setLineCount(int lines)
{
    lines = std::clamp(lines, 1, MaxLines);
    if (lines == requestedLines_)
        return;
    const int before = lineCount();
    requestedLines_ = lines;
    if (lineCount() == before)
        return; // the engine reports no more lines than it did
    if (isBuiltin()) {
        if (builtinRunning_)
            analyseBuiltin();
        return;
    }
    // A UCI engine takes setoption only between searches: stop, and search again after bestmove.
    if (state_ == State::Searching) {
        pending_ = true;
        askToStop();
    }
}

int XiangqiAnalyser::lineCount() const
{
    return std::min(requestedLines_, maxLines());
}

int XiangqiAnalyser::maxLines() const
{
    if (isBuiltin() || !optionsKnown_)
        return MaxLines;
    return static_cast<int>(std::clamp<qint64>(multiPvMax_, 1, MaxLines));
}

qint64 XiangqiAnalyser::processId() const
{
    return process_ && process_->state() == QProcess::Running ? process_->processId() : 0;
}

void XiangqiAnalyser::analyse(const Position& start, const std::vector<Move>& moves)
{
    start_ = start;
    moves_ = moves;
    root_ = start;
    for (const Move m : moves)
        root_.makeMove(m);
    pending_ = true;
    if (isBuiltin()) {
        analyseBuiltin();
        return;
    }
    if (failed_)
        return; // reported once; a new analyser tries again
    switch (state_) {
    case State::Off: startProcess(); break;
    case State::Starting: break; // searched after uciok
    case State::Idle: sendPending(); break;
    case State::Searching: askToStop(); break;
    case State::Stopping: break; // the new position follows the bestmove
    }
}

void XiangqiAnalyser::stop()
{
    pending_ = false;
    if (isBuiltin()) {
        stopBuiltin();
    } else if (state_ == State::Searching) {
        askToStop();
    }
}

// --- The built-in AI ----------------------------------------------------------

void XiangqiAnalyser::stopBuiltin()
{
    builtinRunning_ = false;
    ++generation_;
    shared_->stop = true;
    if (worker_.joinable())
        worker_.join();
}

void XiangqiAnalyser::analyseBuiltin()
{
    stopBuiltin();
    pending_ = false;
    shared_->stop = false;
    builtinRunning_ = true;
    const quint64 generation = ++generation_;
    ai::XiangqiSearchOptions options;
    options.level = ai::MaxLevel;
    options.randomize = false;
    options.limits.infinite = true;
    options.multiPv = requestedLines_;
    // Copies: the worker never touches the caller's game.
    const Position root = root_;
    const ai::PriorPositions prior = ai::priorPositions(start_, moves_);
    std::shared_ptr<Shared> shared = shared_;
    worker_ = std::thread([this, shared, root, prior, options, generation] {
        const ai::ProgressCallback report = [this, root, generation](const ai::Progress& p) {
            AnalysisInfo info;
            info.line = p.line;
            info.depth = p.depth;
            const int sign = root.sideToMove() == Side::Red ? 1 : -1;
            info.mate = ai::isMateScore(p.score);
            if (info.mate)
                info.mateIn = sign * ai::mateInMoves(p.score);
            else
                info.score = sign * p.score;
            info.nodes = static_cast<qint64>(p.nodes);
            info.nps = static_cast<qint64>(p.nps);
            Position pos = root;
            for (const std::string& text : p.pv) {
                const Move m = Position::parseIccs(text);
                if (m.isNull() || !pos.isLegal(m))
                    break;
                info.pv.push_back(m);
                pos.makeMove(m);
            }
            // Runs in the GUI thread; dropped when this object is gone or the position changed.
            QMetaObject::invokeMethod(
                this,
                [this, generation, info] {
                    if (generation == generation_)
                        emit updated(info);
                },
                Qt::QueuedConnection);
        };
        shared->search.search(root, prior, options, &shared->stop, report);
    });
}

// --- A UCI engine -------------------------------------------------------------

void XiangqiAnalyser::startProcess()
{
    state_ = State::Starting;
    offersVariant_ = false;
    offersAnalyseMode_ = false;
    optionsKnown_ = false;
    multiPvMax_ = 0;
    sentLines_ = 1;
    buffer_.clear();
    process_ = new QProcess(this);
    setCommand(*process_, command_);
    connect(process_, &QProcess::readyReadStandardOutput, this, &XiangqiAnalyser::onReadyRead);
    connect(process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            fail(ENGINE_TR("The engine %1 could not be started: %2").arg(command_, process_->errorString()));
    });
    connect(process_, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
        fail(status == QProcess::CrashExit ? ENGINE_TR("The engine crashed.")
                                           : ENGINE_TR("The engine quit (exit code %1).").arg(code));
    });
    connect(process_, &QProcess::started, this, [this] { send("uci"); });
    process_->start();
    watchdog_->start(startTimeoutMs_);
}

void XiangqiAnalyser::send(const QByteArray& line)
{
    if (process_ && process_->state() == QProcess::Running)
        process_->write(line + '\n');
}

void XiangqiAnalyser::onReadyRead()
{
    buffer_ += process_->readAllStandardOutput();
    int end;
    while ((end = buffer_.indexOf('\n')) >= 0) {
        const QString line = QString::fromUtf8(buffer_.left(end)).trimmed();
        buffer_.remove(0, end + 1);
        if (!line.isEmpty())
            onLine(line);
        if (failed_ || !process_)
            return;
    }
    if (buffer_.size() > 1 << 20)
        fail(ENGINE_TR("The engine sent a line too long to be UCI."));
}

void XiangqiAnalyser::onLine(const QString& line)
{
    const QString command = line.section(QLatin1Char(' '), 0, 0);
    if (command == QLatin1String("id") && line.startsWith(QLatin1String("id name "))) {
        engineName_ = line.mid(8).trimmed();
        if (engineName_.contains(QLatin1String("Fairy-Stockfish"), Qt::CaseInsensitive))
            firstRank_ = 1;
    } else if (command == QLatin1String("option") && state_ == State::Starting) {
        if (const auto o = parseUciOption(line); o && o->name == QLatin1String("UCI_Variant"))
            offersVariant_ = o->choices.contains(QLatin1String("xiangqi")) || o->type != QLatin1String("combo");
        else if (o && o->name == QLatin1String("UCI_AnalyseMode") && o->type == QLatin1String("check"))
            offersAnalyseMode_ = true;
        else if (o && o->name == QLatin1String("MultiPV") && o->type == QLatin1String("spin") && o->min <= 1)
            multiPvMax_ = o->max;
    } else if (command == QLatin1String("uciok") && state_ == State::Starting) {
        watchdog_->stop();
        state_ = State::Idle;
        optionsKnown_ = true;
        if (offersVariant_)
            send("setoption name UCI_Variant value xiangqi");
        if (offersAnalyseMode_) // the engine's own settings for analysis rather than play
            send("setoption name UCI_AnalyseMode value true");
        for (const auto& [name, value] : std::as_const(options_)) {
            if (name == QLatin1String("MultiPV"))
                continue; // the panel's choice of lines (sendPending)
            send("setoption name " + name.toUtf8() + " value " + value.toUtf8());
        }
        send("ucinewgame");
        emit ready(engineName_);
        sendPending();
    } else if (command == QLatin1String("info") && state_ == State::Searching) {
        if (pingOutstanding_) // talking: alive, even if it never answers isready
            watchdog_->start(answerTimeoutMs_);
        const auto uci = parseUciInfo(line);
        if (!uci)
            return;
        if (uci->multipv > lineCount())
            return; // from before fewer lines were asked for
        AnalysisInfo info;
        info.line = uci->multipv;
        info.depth = uci->depth;
        const int sign = root_.sideToMove() == Side::Red ? 1 : -1;
        info.mate = uci->mate;
        (info.mate ? info.mateIn : info.score) = sign * (uci->mate ? uci->mateIn : uci->score);
        info.nodes = uci->nodes;
        info.nps = uci->nps;
        firstRank_ = guessFirstRank(root_, uci->pv, firstRank_);
        info.pv = readUciLine(root_, uci->pv, firstRank_);
        emit updated(info);
    } else if (command == QLatin1String("readyok") && state_ == State::Searching) {
        if (pingOutstanding_) {
            pingOutstanding_ = false;
            watchdog_->stop();
        }
    } else if (command == QLatin1String("bestmove")
               && (state_ == State::Searching || state_ == State::Stopping)) {
        // The end of a search: stopped, or the engine finished by itself (a mate found).
        endSearch();
        watchdog_->stop();
        state_ = State::Idle;
        sendPending();
    }
}

void XiangqiAnalyser::sendPending()
{
    if (!pending_ || state_ != State::Idle)
        return;
    pending_ = false;
    state_ = State::Searching;
    if (multiPvMax_ > 0 && sentLines_ != lineCount()) {
        sentLines_ = lineCount();
        send("setoption name MultiPV value " + QByteArray::number(sentLines_));
    }
    send("position fen " + QByteArray::fromStdString(root_.fen()));
    send("go infinite");
    // The first ping at once: an engine that hangs on go is found as soon as one that hangs later.
    pingOutstanding_ = false;
    ping();
    pingTimer_->start();
}

void XiangqiAnalyser::ping()
{
    if (state_ != State::Searching || pingOutstanding_)
        return; // the watchdog runs for the ping already out
    pingOutstanding_ = true;
    send("isready");
    watchdog_->start(answerTimeoutMs_);
}

void XiangqiAnalyser::endSearch()
{
    pingTimer_->stop();
    pingOutstanding_ = false;
}

void XiangqiAnalyser::askToStop()
{
    endSearch();
    send("stop");
    state_ = State::Stopping;
    watchdog_->start(stopTimeoutMs_);
}

void XiangqiAnalyser::fail(const QString& reason)
{
    if (failed_)
        return;
    failed_ = true;
    state_ = State::Off;
    pending_ = false;
    endSearch();
    watchdog_->stop();
    if (process_) {
        process_->disconnect(this);
        process_->kill();
        process_->waitForFinished(100); // reaped at once: it was killed
        process_->deleteLater();
        process_ = nullptr;
    }
    emit failed(reason);
}

void XiangqiAnalyser::retireProcess()
{
    if (!process_)
        return;
    QProcess* p = process_;
    process_ = nullptr;
    state_ = State::Off;
    p->disconnect(this);
    endSearch();
    watchdog_->stop();
    if (p->state() == QProcess::NotRunning) {
        p->deleteLater();
        return;
    }
    // A clean goodbye without waiting for it: the process lives on its own
    // (owned by the application) until it quits or is killed a second later.
    p->write("stop\nquit\n");
    p->setParent(QCoreApplication::instance());
    connect(p, &QProcess::finished, p, &QObject::deleteLater);
    QTimer::singleShot(1000, p, [p] {
        if (p->state() != QProcess::NotRunning)
            p->kill();
    });
}

} // namespace qiyuan::ui
