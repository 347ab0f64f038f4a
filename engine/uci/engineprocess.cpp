#include "engineprocess.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QProcess>
#include <QTimer>

#include <algorithm>
#include <utility>

namespace qiyuan::uci {

using namespace qiyuan::xiangqi;

QStringList splitCommand(const QString& command)
{
    return QProcess::splitCommand(command);
}

QString programName(const QString& command)
{
    return QFileInfo(splitCommand(command).value(0)).fileName();
}

EngineProcess::EngineProcess(const QString& command, QObject* parent)
    : QObject(parent)
    , command_(command.trimmed())
{
    qRegisterMetaType<Failure>();
    qRegisterMetaType<UciInfo>();
    watchdog_ = new QTimer(this);
    watchdog_->setSingleShot(true);
    connect(watchdog_, &QTimer::timeout, this, [this] {
        switch (state_) {
        case State::Starting: fail(failure(Failure::Kind::NoUciOk)); break;
        case State::Searching: {
            Failure f = failure(moveTimeMs_ > 0 ? Failure::Kind::NoBestMove : Failure::Kind::NoReadyOk);
            f.timeoutMs = answerTimeoutMs_;
            if (perftDepth_ > 0) { // the count's own time
                f.detail = QStringLiteral("perft");
                f.timeoutMs = moveTimeMs_;
            }
            fail(f);
            break;
        }
        case State::Stopping: fail(failure(Failure::Kind::DidNotStop)); break;
        default: break;
        }
    });
    pingTimer_ = new QTimer(this);
    pingTimer_->setInterval(pingIntervalMs_);
    connect(pingTimer_, &QTimer::timeout, this, &EngineProcess::ping);
}

EngineProcess::~EngineProcess()
{
    retire();
}

Failure EngineProcess::failure(Failure::Kind kind) const
{
    Failure f;
    f.kind = kind;
    f.command = command_;
    return f;
}

void EngineProcess::setTimeouts(int startMs, int answerMs, int stopMs)
{
    startTimeoutMs_ = startMs;
    answerTimeoutMs_ = answerMs;
    stopTimeoutMs_ = stopMs;
}

void EngineProcess::setPingInterval(int ms)
{
    pingIntervalMs_ = std::max(1, ms);
    pingTimer_->setInterval(pingIntervalMs_);
}

qint64 EngineProcess::processId() const
{
    return process_ && process_->state() == QProcess::Running ? process_->processId() : 0;
}

void EngineProcess::start()
{
    if (state_ != State::Off)
        return;
    state_ = State::Starting;
    offersVariant_ = false;
    offersAnalyseMode_ = false;
    optionsKnown_ = false;
    optionLines_.clear();
    multiPvMax_ = 0;
    sentLines_ = 1;
    buffer_.clear();
    process_ = new QProcess(this);
    const QStringList parts = splitCommand(command_);
    process_->setProgram(parts.value(0));
    process_->setArguments(parts.mid(1));
    // Engines often look for their networks and books next to themselves.
    process_->setWorkingDirectory(QFileInfo(parts.value(0)).absolutePath());
    connect(process_, &QProcess::readyReadStandardOutput, this, &EngineProcess::onReadyRead);
    connect(process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e != QProcess::FailedToStart)
            return;
        Failure f = failure(Failure::Kind::NotStarted);
        f.detail = process_->errorString();
        fail(f);
    });
    connect(process_, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
        Failure f = failure(status == QProcess::CrashExit ? Failure::Kind::Crashed : Failure::Kind::Quit);
        f.exitCode = code;
        fail(f);
    });
    connect(process_, &QProcess::started, this, [this] { send("uci"); });
    process_->start();
    watchdog_->start(startTimeoutMs_);
}

void EngineProcess::newGame()
{
    if (state_ == State::Idle)
        send("ucinewgame");
}

void EngineProcess::search(const Position& start, const std::vector<Move>& moves, int moveTimeMs)
{
    pendingStart_ = start;
    pendingMoves_ = moves;
    pendingTimeMs_ = std::max(0, moveTimeMs);
    pendingPerft_ = 0;
    request();
}

void EngineProcess::perft(const Position& root, int depth, int timeoutMs)
{
    pendingStart_ = root;
    pendingMoves_.clear();
    pendingTimeMs_ = std::max(1, timeoutMs);
    pendingPerft_ = std::max(1, depth);
    request();
}

void EngineProcess::request()
{
    pending_ = true;
    switch (state_) {
    case State::Off: EngineProcess::start(); break;
    case State::Starting: break; // sent after uciok
    case State::Idle: sendPending(); break;
    case State::Searching: askToStop(); break;
    case State::Stopping: break; // the new search follows the bestmove
    }
}

void EngineProcess::stop()
{
    pending_ = false;
    if (state_ == State::Searching)
        askToStop();
}

void EngineProcess::send(const QByteArray& line)
{
    if (process_ && process_->state() == QProcess::Running)
        process_->write(line + '\n');
}

void EngineProcess::onReadyRead()
{
    buffer_ += process_->readAllStandardOutput();
    int end;
    while ((end = buffer_.indexOf('\n')) >= 0) {
        const QString line = QString::fromUtf8(buffer_.left(end)).trimmed();
        buffer_.remove(0, end + 1);
        if (!line.isEmpty())
            onLine(line);
        if (!process_)
            return; // failed
    }
    if (buffer_.size() > 1 << 20)
        fail(failure(Failure::Kind::LineTooLong));
}

void EngineProcess::onLine(const QString& line)
{
    const QString command = line.section(QLatin1Char(' '), 0, 0);
    if (command == QLatin1String("id") && line.startsWith(QLatin1String("id name "))) {
        name_ = line.mid(8).trimmed();
        if (name_.contains(QLatin1String("Fairy-Stockfish"), Qt::CaseInsensitive))
            firstRank_ = 1;
    } else if (command == QLatin1String("option") && state_ == State::Starting) {
        const auto o = parseUciOption(line);
        if (!o)
            return;
        optionLines_ << line;
        if (o->name == QLatin1String("UCI_Variant"))
            offersVariant_ = o->choices.contains(QLatin1String("xiangqi")) || o->type != QLatin1String("combo");
        else if (o->name == QLatin1String("UCI_AnalyseMode") && o->type == QLatin1String("check"))
            offersAnalyseMode_ = true;
        else if (o->name == QLatin1String("MultiPV") && o->type == QLatin1String("spin") && o->min <= 1)
            multiPvMax_ = o->max;
    } else if (command == QLatin1String("uciok") && state_ == State::Starting) {
        watchdog_->stop();
        state_ = State::Idle;
        optionsKnown_ = true;
        if (offersVariant_)
            send("setoption name UCI_Variant value xiangqi");
        if (analyseMode_ && offersAnalyseMode_) // the engine's own settings for analysis rather than play
            send("setoption name UCI_AnalyseMode value true");
        for (const auto& [name, value] : std::as_const(options_)) {
            if (analyseMode_ && name == QLatin1String("MultiPV"))
                continue; // the lines asked for (setLines)
            send("setoption name " + name.toUtf8() + " value " + value.toUtf8());
        }
        send("ucinewgame");
        emit ready(name_);
        sendPending();
    } else if (command == QLatin1String("info") && state_ == State::Searching) {
        if (pingOutstanding_) // talking: alive, even if it never answers isready
            watchdog_->start(answerTimeoutMs_);
        const auto uci = parseUciInfo(line);
        if (!uci)
            return;
        firstRank_ = guessFirstRank(root_, uci->pv, firstRank_);
        emit info(*uci, readUciLine(root_, uci->pv, firstRank_));
    } else if (perftDepth_ > 0 && state_ == State::Searching && line.startsWith(QLatin1String("Nodes searched:"))) {
        watchdog_->stop();
        state_ = State::Idle;
        perftDepth_ = 0;
        emit perftDone(line.mid(15).trimmed().toULongLong());
        if (process_)
            sendPending();
    } else if (command == QLatin1String("readyok") && state_ == State::Searching) {
        if (pingOutstanding_) {
            pingOutstanding_ = false;
            watchdog_->stop();
        }
    } else if (command == QLatin1String("bestmove")
               && (state_ == State::Searching || state_ == State::Stopping)) {
        const bool stopped = state_ == State::Stopping;
        endPings();
        watchdog_->stop();
        state_ = State::Idle;
        if (!stopped)
            onBestMove(line.section(QLatin1Char(' '), 1, 1, QString::SectionSkipEmpty));
        if (process_)
            sendPending();
    }
}

void EngineProcess::onBestMove(const QString& text)
{
    if (moveTimeMs_ == 0) { // the engine ended an infinite search by itself
        emit searchEnded();
        return;
    }
    if (text == QLatin1String("(none)") || text == QLatin1String("0000") || text.isEmpty()) {
        emit bestMove({});
        return;
    }
    // Both rank conventions; the one this engine is known to use wins a tie.
    const Move zero = readUciMove(root_, text, 0);
    const Move one = readUciMove(root_, text, 1);
    Move m;
    if (!zero.isNull() && (one.isNull() || firstRank_ == 0)) {
        m = zero;
        if (one.isNull())
            firstRank_ = 0;
    } else if (!one.isNull()) {
        m = one;
        firstRank_ = 1;
    }
    if (m.isNull()) {
        Failure f = failure(Failure::Kind::IllegalMove);
        f.detail = text.left(20);
        fail(f);
        return;
    }
    emit bestMove(m);
}

void EngineProcess::sendPending()
{
    if (!pending_ || state_ != State::Idle)
        return;
    pending_ = false;
    state_ = State::Searching;
    root_ = pendingStart_;
    QByteArray position = "position fen " + QByteArray::fromStdString(pendingStart_.fen());
    if (!pendingMoves_.empty())
        position += " moves";
    for (const Move m : pendingMoves_) {
        position += ' ' + uciMoveText(m, firstRank_).toLatin1();
        root_.makeMove(m);
    }
    moveTimeMs_ = pendingTimeMs_;
    perftDepth_ = pendingPerft_;
    if (perftDepth_ > 0) { // no pings: an engine answers nothing while it counts
        send(position);
        send("go perft " + QByteArray::number(perftDepth_));
        watchdog_->start(moveTimeMs_);
        return;
    }
    const int lines = multiPvMax_ > 0 ? int(std::min<qint64>(std::max(1, lines_), multiPvMax_)) : 1;
    if (multiPvMax_ > 0 && lines != sentLines_) {
        sentLines_ = lines;
        send("setoption name MultiPV value " + QByteArray::number(sentLines_));
    }
    send(position);
    pingOutstanding_ = false;
    if (moveTimeMs_ > 0) {
        send("go movetime " + QByteArray::number(moveTimeMs_));
        watchdog_->start(moveTimeMs_ + answerTimeoutMs_);
        return;
    }
    send("go infinite");
    // The first ping at once: an engine that hangs on go is found as soon as one that hangs later.
    ping();
    pingTimer_->start();
}

void EngineProcess::ping()
{
    if (state_ != State::Searching || pingOutstanding_)
        return; // the watchdog runs for the ping already out
    pingOutstanding_ = true;
    send("isready");
    watchdog_->start(answerTimeoutMs_);
}

void EngineProcess::endPings()
{
    pingTimer_->stop();
    pingOutstanding_ = false;
}

void EngineProcess::askToStop()
{
    if (perftDepth_ > 0) {
        // A count has no stop and no bestmove: the process goes, and a new one
        // starts for the request waiting, if any.
        const bool again = pending_;
        retire();
        pending_ = again;
        if (again)
            start();
        return;
    }
    endPings();
    send("stop");
    state_ = State::Stopping;
    watchdog_->start(stopTimeoutMs_);
}

void EngineProcess::fail(Failure f)
{
    if (!process_)
        return; // reported already
    QProcess* p = detach();
    p->kill();
    p->waitForFinished(100); // reaped at once: it was killed
    p->deleteLater();        // it may be the sender of the signal that runs now
    emit failed(f);
}

QProcess* EngineProcess::detach()
{
    QProcess* p = std::exchange(process_, nullptr);
    state_ = State::Off;
    pending_ = false;
    perftDepth_ = 0;
    p->disconnect(this);
    endPings();
    watchdog_->stop();
    return p;
}

void EngineProcess::quit(int waitMs)
{
    if (!process_)
        return;
    QProcess* p = detach();
    if (p->state() != QProcess::NotRunning)
        p->write("stop\nquit\n");
    if (p->state() != QProcess::NotRunning && !p->waitForFinished(waitMs)) {
        p->kill();
        p->waitForFinished(waitMs);
    }
    delete p;
}

void EngineProcess::retire()
{
    if (!process_)
        return;
    if (!QCoreApplication::instance() || process_->state() == QProcess::NotRunning) {
        quit(300); // no event loop to wait in, or nothing to wait for
        return;
    }
    QProcess* p = detach();
    p->write("stop\nquit\n");
    // A clean goodbye without waiting for it: the process lives on its own
    // (owned by the application) until it quits or is killed a second later.
    p->setParent(QCoreApplication::instance());
    connect(p, &QProcess::finished, p, &QObject::deleteLater);
    QTimer::singleShot(1000, p, [p] {
        if (p->state() != QProcess::NotRunning)
            p->kill();
    });
}

} // namespace qiyuan::uci
