#include "computerplayer.h"

#include "ai/xiangqi_search.h"
#include "ucitext.h"

#include <QFileInfo>
#include <QPointer>
#include <QProcess>
#include <QTimer>

#include <algorithm>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

namespace {

QString pvText(const std::vector<std::string>& pv)
{
    QStringList words;
    for (const std::string& m : pv)
        words << QString::fromStdString(m);
    return words.join(QLatin1Char(' '));
}

} // namespace

QString uciProgramName(const QString& command)
{
    return QFileInfo(QProcess::splitCommand(command).value(0)).fileName();
}

void setCommand(QProcess& process, const QString& command)
{
    const QStringList parts = QProcess::splitCommand(command);
    process.setProgram(parts.value(0));
    process.setArguments(parts.mid(1));
    // Engines often look for their networks and books next to themselves.
    process.setWorkingDirectory(QFileInfo(parts.value(0)).absolutePath());
}

// --- BuiltinXiangqiPlayer ---------------------------------------------------

BuiltinXiangqiPlayer::BuiltinXiangqiPlayer(bool hints, QObject* parent)
    : XiangqiPlayer(parent)
    , thinker_(new match::Thinker(this))
    , hints_(hints)
{
    qRegisterMetaType<ThinkingInfo>();
    connect(thinker_, &match::Thinker::found, this, [this](const QString& action) {
        emit moveFound(action.isEmpty() ? Move{} : Position::parseIccs(action.toStdString()));
    });
    connect(thinker_, &match::Thinker::progress, this, [this](const ai::Progress& p) {
        ThinkingInfo info;
        info.depth = p.depth;
        info.score = p.score;
        info.mate = ai::isMateScore(p.score);
        info.mateIn = info.mate ? ai::mateInMoves(p.score) : 0;
        info.nodes = static_cast<qint64>(p.nodes);
        info.timeMs = p.timeMs;
        info.nps = static_cast<qint64>(p.nps);
        info.pv = pvText(p.pv);
        emit progress(info);
    });
}

BuiltinXiangqiPlayer::~BuiltinXiangqiPlayer()
{
    // The search returns within a millisecond of the stop flag; the thinker joins it.
    cancel();
}

void BuiltinXiangqiPlayer::cancel()
{
    thinker_->stop();
}

bool BuiltinXiangqiPlayer::isThinking() const
{
    return thinker_->running();
}

void BuiltinXiangqiPlayer::setHashMb(int mb)
{
    hashMb_ = std::clamp(mb, ai::XiangqiSearch::MinHashMb, ai::XiangqiSearch::MaxHashMb);
}

void BuiltinXiangqiPlayer::setThreads(int threads)
{
    threads_ = std::clamp(threads, ai::XiangqiSearch::MinThreads, ai::XiangqiSearch::MaxThreads);
}

int BuiltinXiangqiPlayer::allocatedThreads() const
{
    return memory_ ? memory_->xiangqi->threads() : 0;
}

int BuiltinXiangqiPlayer::allocatedHashMb() const
{
    return memory_ ? memory_->xiangqi->hashMb() : 0;
}

void BuiltinXiangqiPlayer::think(const Game& game, int level, int maxTimeMs)
{
    cancel();
    // Made at the first search (a table that never thinks takes no memory) and
    // made anew after a change of size or threads: a running search keeps its own.
    if (!memory_ || memory_->xiangqi->hashMb() != hashMb_ || memory_->xiangqi->threads() != threads_)
        memory_ = std::make_shared<match::ThinkMemory>(hashMb_, threads_);
    match::ThinkOptions options;
    options.level = level;
    options.seed = 0; // the search draws its random choice from the clock
    options.hint = hints_;
    options.maxTimeMs = maxTimeMs;
    thinker_->run(match::xiangqiThinkJob(game, options, memory_));
}

// --- XiangqiEngineSeat --------------------------------------------------------

XiangqiEngineSeat::XiangqiEngineSeat(XiangqiPlayer* player, int level, QObject* parent)
    : match::Seat(parent), player_(player), level_(std::clamp(level, ai::MinLevel, ai::MaxLevel))
{
    player_->setParent(this);
    connect(player_, &XiangqiPlayer::moveFound, this, [this](Move m) {
        if (!m.isNull())
            emit acts(QString::fromStdString(toIccs(m)));
    });
    connect(player_, &XiangqiPlayer::failed, this, &XiangqiEngineSeat::failed);
}

void XiangqiEngineSeat::yourTurn(const match::Referee& referee, int seat)
{
    const auto* x = dynamic_cast<const match::XiangqiReferee*>(&referee);
    if (x && !player_->isThinking())
        player_->think(x->game(), level_, budget_ ? budget_(seat) : 0);
}

// --- UciXiangqiPlayer -------------------------------------------------------

UciXiangqiPlayer::UciXiangqiPlayer(const QString& program, QObject* parent)
    : XiangqiPlayer(parent)
    , program_(program)
{
    qRegisterMetaType<ThinkingInfo>();
    watchdog_ = new QTimer(this);
    watchdog_->setSingleShot(true);
    connect(watchdog_, &QTimer::timeout, this, [this] {
        fail(ready_ ? tr("The engine did not answer in time.")
                    : tr("The engine did not start as a UCI engine (no \"uciok\")."));
    });
}

UciXiangqiPlayer::~UciXiangqiPlayer()
{
    if (process_) {
        process_->disconnect(this);
        if (process_->state() != QProcess::NotRunning) {
            process_->write("quit\n");
            if (!process_->waitForFinished(300))
                process_->kill();
            process_->waitForFinished(300);
        }
    }
}

void UciXiangqiPlayer::start()
{
    failed_ = false;
    ready_ = false;
    offersVariant_ = false;
    searching_ = false;
    ignoreAnswers_ = 0;
    buffer_.clear();
    if (process_) {
        process_->disconnect(this);
        process_->kill();
        process_->deleteLater();
    }
    process_ = new QProcess(this);
    setCommand(*process_, program_);
    connect(process_, &QProcess::readyReadStandardOutput, this, &UciXiangqiPlayer::onReadyRead);
    connect(process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            fail(tr("The engine %1 could not be started: %2").arg(program_, process_->errorString()));
    });
    connect(process_, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
        fail(status == QProcess::CrashExit ? tr("The engine crashed.")
                                           : tr("The engine quit (exit code %1).").arg(code));
    });
    connect(process_, &QProcess::started, this, [this] { send("uci"); });
    process_->start();
    watchdog_->start(startTimeoutMs_);
}

void UciXiangqiPlayer::send(const QByteArray& line)
{
    if (process_ && process_->state() != QProcess::NotRunning)
        process_->write(line + '\n');
}

void UciXiangqiPlayer::think(const Game& game, int level, int maxTimeMs)
{
    position_ = game.position();
    moveTimeMs_ = std::max(100, ai::levelSettings(level).defaultTimeMs);
    if (maxTimeMs > 0)
        moveTimeMs_ = std::max(50, std::min(moveTimeMs_, maxTimeMs));
    pending_ = true;
    if (!process_ || failed_ || process_->state() == QProcess::NotRunning) {
        start();
        return;
    }
    if (searching_) {
        // Another search is out: stop it and ignore its bestmove.
        if (!ignoreAnswers_) {
            ignoreAnswers_ = 1;
            send("stop");
        }
        return;
    }
    sendPendingSearch();
}

void UciXiangqiPlayer::cancel()
{
    pending_ = false;
    if (searching_ && !ignoreAnswers_) {
        ignoreAnswers_ = 1;
        send("stop");
    }
}

void UciXiangqiPlayer::sendPendingSearch()
{
    if (!pending_ || !ready_ || searching_)
        return;
    pending_ = false;
    searching_ = true;
    send("position fen " + QByteArray::fromStdString(position_.fen()));
    send("go movetime " + QByteArray::number(moveTimeMs_));
    watchdog_->start(moveTimeMs_ + answerGraceMs_);
}

void UciXiangqiPlayer::onReadyRead()
{
    buffer_ += process_->readAllStandardOutput();
    int end;
    while ((end = buffer_.indexOf('\n')) >= 0) {
        const QString line = QString::fromUtf8(buffer_.left(end)).trimmed();
        buffer_.remove(0, end + 1);
        if (!line.isEmpty())
            onLine(line);
        if (failed_)
            return;
    }
    if (buffer_.size() > 1 << 20)
        fail(tr("The engine sent a line too long to be UCI."));
}

void UciXiangqiPlayer::onLine(const QString& line)
{
    const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const QString& command = words.first();
    if (command == QLatin1String("id") && words.size() > 2 && words[1] == QLatin1String("name")) {
        name_ = words.mid(2).join(QLatin1Char(' '));
        if (name_.contains(QLatin1String("Fairy-Stockfish"), Qt::CaseInsensitive))
            oneBasedRanks_ = true;
    } else if (command == QLatin1String("option") && !ready_) {
        if (const auto o = parseUciOption(line); o && o->name == QLatin1String("UCI_Variant"))
            offersVariant_ = true;
    } else if (command == QLatin1String("uciok")) {
        if (ready_)
            return;
        ready_ = true;
        watchdog_->stop();
        if (offersVariant_)
            send("setoption name UCI_Variant value xiangqi");
        for (const auto& [name, value] : std::as_const(options_))
            send("setoption name " + name.toUtf8() + " value " + value.toUtf8());
        send("ucinewgame");
        sendPendingSearch();
    } else if (command == QLatin1String("info") && !ignoreAnswers_ && searching_) {
        ThinkingInfo info;
        bool any = false;
        for (int i = 1; i + 1 < words.size(); ++i) {
            const QString& key = words[i];
            if (key == QLatin1String("depth")) {
                info.depth = words[++i].toInt();
                any = true;
            } else if (key == QLatin1String("nodes")) {
                info.nodes = words[++i].toLongLong();
            } else if (key == QLatin1String("time")) {
                info.timeMs = words[++i].toLongLong();
            } else if (key == QLatin1String("nps")) {
                info.nps = words[++i].toLongLong();
            } else if (key == QLatin1String("score") && i + 2 < words.size()) {
                info.mate = words[i + 1] == QLatin1String("mate");
                (info.mate ? info.mateIn : info.score) = words[i + 2].toInt();
                i += 2;
            } else if (key == QLatin1String("pv")) {
                info.pv = words.mid(i + 1).join(QLatin1Char(' '));
                break;
            }
        }
        if (any) {
            if (info.nps <= 0 && info.timeMs > 0) // engines that leave nps out
                info.nps = info.nodes * 1000 / info.timeMs;
            emit progress(info);
        }
    } else if (command == QLatin1String("bestmove")) {
        if (!searching_)
            return; // not ours
        searching_ = false;
        watchdog_->stop();
        if (ignoreAnswers_) {
            ignoreAnswers_ = 0;
            sendPendingSearch();
            return;
        }
        const QString text = words.value(1);
        if (text == QLatin1String("(none)") || text == QLatin1String("0000")) {
            emit moveFound({});
            return;
        }
        // Both rank conventions; the one this engine is known to use wins a tie.
        const Move zero = readUciMove(position_, text, 0);
        const Move one = readUciMove(position_, text, 1);
        const bool zeroLegal = !zero.isNull();
        const bool oneLegal = !one.isNull();
        Move m;
        if (zeroLegal && (!oneLegal || !oneBasedRanks_)) {
            m = zero;
        } else if (oneLegal) {
            m = one;
            oneBasedRanks_ = true;
        }
        if (zeroLegal && !oneLegal)
            oneBasedRanks_ = false;
        if (m.isNull()) {
            fail(tr("The engine answered an illegal move: %1").arg(text.left(20)), true);
            return;
        }
        emit moveFound(m);
    }
}

void UciXiangqiPlayer::fail(const QString& reason, bool answering)
{
    if (failed_)
        return;
    failed_ = true;
    const bool wasWanted = answering || (searching_ && !ignoreAnswers_) || pending_;
    searching_ = false;
    pending_ = false;
    ignoreAnswers_ = 0;
    watchdog_->stop();
    if (process_) {
        process_->disconnect(this);
        process_->kill();
        process_->waitForFinished(100); // reaped at once: it was killed
        process_->deleteLater();
        process_ = nullptr;
    }
    // A failure while nobody waits for a move is reported at the next think().
    if (wasWanted)
        emit failed(reason);
}

// --- UciProbe ---------------------------------------------------------------

UciProbe::UciProbe(const QString& program, QObject* parent)
    : QObject(parent)
{
    process_ = new QProcess(this);
    timeout_ = new QTimer(this);
    timeout_->setSingleShot(true);
    connect(timeout_, &QTimer::timeout, this, [this] {
        finish(false, UciXiangqiPlayer::tr("The engine did not start as a UCI engine (no \"uciok\")."));
    });
    connect(process_, &QProcess::readyReadStandardOutput, this, [this] {
        buffer_ += process_->readAllStandardOutput();
        int end;
        while (!done_ && (end = buffer_.indexOf('\n')) >= 0) {
            const QString line = QString::fromUtf8(buffer_.left(end)).trimmed();
            buffer_.remove(0, end + 1);
            if (line.startsWith(QLatin1String("id name ")))
                name_ = line.mid(8).trimmed();
            else if (line.startsWith(QLatin1String("option ")) && parseUciOption(line))
                options_ << line;
            else if (line == QLatin1String("uciok"))
                finish(true, name_.isEmpty() ? QFileInfo(process_->program()).fileName() : name_);
        }
    });
    connect(process_, &QProcess::errorOccurred, this, [this, program](QProcess::ProcessError e) {
        if (e == QProcess::FailedToStart)
            finish(false, UciXiangqiPlayer::tr("The engine %1 could not be started: %2")
                              .arg(program, process_->errorString()));
    });
    connect(process_, &QProcess::finished, this, [this](int code) {
        finish(false, UciXiangqiPlayer::tr("The engine quit (exit code %1).").arg(code));
    });
    setCommand(*process_, program);
    connect(process_, &QProcess::started, this, [this] { process_->write("uci\n"); });
    process_->start();
    timeout_->start(UciXiangqiPlayer::StartTimeoutMs);
}

UciProbe::~UciProbe()
{
    process_->disconnect(this);
    if (process_->state() != QProcess::NotRunning) {
        process_->kill();
        process_->waitForFinished(300);
    }
}

void UciProbe::finish(bool ok, const QString& text)
{
    if (done_)
        return;
    done_ = true;
    timeout_->stop();
    process_->disconnect(this);
    if (process_->state() != QProcess::NotRunning) {
        process_->write("quit\n");
        process_->closeWriteChannel();
    }
    if (ok)
        emit succeeded(text);
    else
        emit failed(text);
}

} // namespace qiyuan::ui
