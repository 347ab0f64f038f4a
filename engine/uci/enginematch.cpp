#include "enginematch.h"

#include "xiangqi/game.h"

#include <QTimer>

#include <algorithm>
#include <cmath>

namespace qiyuan::uci {

namespace {

// A match's seat that lends the game one of the match's engines, so an
// external engine keeps its process from game to game while each game's
// Match owns (and deletes) its own seats.
class RelaySeat final : public match::Seat {
public:
    // moveTimeMs > 0: each move's time, else what the match's clock allows.
    // The engine outlives its relay; the next game's relay takes it over.
    RelaySeat(match::Seat* engine, int moveTimeMs) : engine_(engine)
    {
        connect(engine, &Seat::acts, this, &Seat::acts);
        engine->setTimeBudget([relay = QPointer<RelaySeat>(this), moveTimeMs](int side) {
            return moveTimeMs > 0 ? moveTimeMs : relay ? relay->timeBudgetMs(side) : 0;
        });
    }
    Kind kind() const override { return Kind::Computer; }
    int level() const override { return engine_ ? engine_->level() : 0; }
    match::EngineSpec engine() const override { return engine_ ? engine_->engine() : match::EngineSpec{}; }
    void yourTurn(const match::Referee& referee, int seat) override
    {
        if (engine_)
            engine_->yourTurn(referee, seat);
    }
    void stop() override
    {
        if (engine_)
            engine_->stop();
    }
    bool thinking() const override { return engine_ && engine_->thinking(); }
    std::optional<bool> answerDraw(const match::Referee&, int) const override { return false; }

private:
    QPointer<match::Seat> engine_;
};

QString failureText(const Failure& f)
{
    switch (f.kind) {
    case Failure::Kind::NotStarted: return QStringLiteral("engine did not start (%1)").arg(f.detail);
    case Failure::Kind::Crashed: return QStringLiteral("engine crashed");
    case Failure::Kind::Quit: return QStringLiteral("engine quit (exit code %1)").arg(f.exitCode);
    case Failure::Kind::NoUciOk: return QStringLiteral("engine did not answer uci");
    case Failure::Kind::NoBestMove: return QStringLiteral("engine timed out");
    case Failure::Kind::NoReadyOk: return QStringLiteral("engine did not answer isready");
    case Failure::Kind::DidNotStop: return QStringLiteral("engine did not stop");
    case Failure::Kind::LineTooLong: return QStringLiteral("engine wrote a line too long");
    case Failure::Kind::IllegalMove: return QStringLiteral("illegal move %1").arg(f.detail);
    }
    return QStringLiteral("engine failed");
}

// Elo difference for a score (0 < s < 1), logistic model.
double eloOf(double s) { return -400.0 * std::log10(1.0 / s - 1.0); }

} // namespace

MatchEngine MatchEngine::builtinAt(int level)
{
    MatchEngine e;
    e.level = std::clamp(level, ai::MinLevel, ai::MaxLevel);
    e.label = QStringLiteral("builtin:%1").arg(e.level);
    return e;
}

MatchEngine MatchEngine::external(const match::EngineSpec& engine, const QString& label)
{
    MatchEngine e;
    e.engine = engine;
    e.label = label.isEmpty() ? QStringLiteral("uci:") + engine.command : label;
    return e;
}

std::optional<MatchEngine> MatchEngine::parse(const QString& text, QString* error)
{
    auto fail = [&](const QString& why) -> std::optional<MatchEngine> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (text.startsWith(QLatin1String("builtin:"))) {
        bool ok = false;
        const QString digits = text.mid(8);
        const int level = digits.toInt(&ok);
        if (!ok || digits.startsWith(QLatin1Char('+')) || level < ai::MinLevel || level > ai::MaxLevel)
            return fail(QStringLiteral("'%1': the built-in levels are builtin:1 to builtin:%2")
                            .arg(text.left(40))
                            .arg(ai::MaxLevel));
        return builtinAt(level);
    }
    if (text.startsWith(QLatin1String("uci:"))) {
        const QString command = text.mid(4).trimmed();
        if (splitCommand(command).isEmpty())
            return fail(QStringLiteral("'%1': uci: needs the engine's command").arg(text.left(40)));
        return external(match::EngineSpec{command, {}, {}}, text);
    }
    return fail(QStringLiteral("'%1' is no engine: write builtin:LEVEL (1-%2) or uci:COMMAND")
                    .arg(text.left(40))
                    .arg(ai::MaxLevel));
}

QStringList builtinOpenings()
{
    return {
        QStringLiteral("h2e2 h9g7"), // 中炮对屏风马
        QStringLiteral("h2e2 h7e7"), // 顺炮
        QStringLiteral("h2e2 b7e7"), // 列炮
        QStringLiteral("h2e2 b9c7"), // 中炮对左马
        QStringLiteral("c3c4 b7c7"), // 仙人指路对卒底炮
        QStringLiteral("c3c4 g6g5"), // 对兵局
        QStringLiteral("g0e2 g6g5"), // 飞相对进7卒
        QStringLiteral("h0g2 g6g5"), // 起马对挺卒
        QStringLiteral("h2d2 h9g7"), // 过宫炮
        QStringLiteral("h2f2 h9g7"), // 仕角炮
    };
}

std::optional<QString> openingFen(const QString& line, QString* error)
{
    auto fail = [&](const QString& why) -> std::optional<QString> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const QString text = line.trimmed();
    xiangqi::Game game;
    if (text.contains(QLatin1Char('/'))) { // a FEN
        std::string why;
        const auto pos = xiangqi::Position::fromFen(text.toStdString(), &why);
        if (!pos)
            return fail(QString::fromStdString(why));
        game = xiangqi::Game(*pos);
    } else {
        for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            const xiangqi::Move m = xiangqi::Position::parseIccs(word.toStdString());
            if (m.isNull() || word.size() != 4 || !game.position().isLegal(m) || game.over())
                return fail(QStringLiteral("'%1' is no legal ICCS move here").arg(word.left(16)));
            game.play(m);
        }
    }
    if (game.over() || !game.position().hasLegalMove())
        return fail(QStringLiteral("the game is already over there"));
    return QString::fromStdString(game.position().fen());
}

std::optional<QStringList> readOpenings(const QString& text, QString* error)
{
    QStringList fens;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString line = lines[i].trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        QString why;
        const auto fen = openingFen(line, &why);
        if (!fen) {
            if (error)
                *error = QStringLiteral("line %1: %2").arg(i + 1).arg(why);
            return std::nullopt;
        }
        fens.append(*fen);
    }
    if (fens.isEmpty()) {
        if (error)
            *error = QStringLiteral("no opening in it");
        return std::nullopt;
    }
    return fens;
}

double MatchScore::score() const
{
    return games() == 0 ? 0.5 : (wins + 0.5 * draws) / games();
}

// The score's Elo, with a one-sided result (every point to one engine)
// counted as if half a point had gone the other way, so the number stays finite.
double MatchScore::elo() const
{
    const int n = games();
    if (n == 0)
        return 0;
    const double s = std::clamp(score(), 0.5 / n, 1.0 - 0.5 / n);
    return eloOf(s);
}

// Half the width of the 95% interval: the games' standard error of the
// score (their spread around the mean, over the square root of n), mapped
// through the Elo formula at score ± 1.96 standard errors.
double MatchScore::eloError() const
{
    const int n = games();
    if (n < 2)
        return 0;
    const double s = std::clamp(score(), 0.5 / n, 1.0 - 0.5 / n);
    const double var = (wins * std::pow(1.0 - s, 2) + draws * std::pow(0.5 - s, 2) + losses * std::pow(s, 2)) / n;
    const double se = std::sqrt(var / n);
    const double lo = std::clamp(s - 1.96 * se, 0.5 / n, 1.0 - 0.5 / n);
    const double hi = std::clamp(s + 1.96 * se, 0.5 / n, 1.0 - 0.5 / n);
    return (eloOf(hi) - eloOf(lo)) / 2;
}

EngineMatch::EngineMatch(const EngineMatchSettings& settings, QObject* parent) : QObject(parent), settings_(settings)
{
    qRegisterMetaType<Thinking>();
    qRegisterMetaType<MatchGameResult>();
    if (settings_.openings.isEmpty())
        for (const QString& line : builtinOpenings())
            settings_.openings.append(*openingFen(line));
    settings_.games = std::max(1, settings_.games);
    for (int i = 0; i < 2; ++i) {
        const MatchEngine& e = settings_.engines[size_t(i)];
        if (e.builtin()) {
            auto* seat = new match::ComputerSeat(e.level, this);
            connect(seat->thinker(), &match::Thinker::progress, this, [this, i](const ai::Progress& p) {
                if (p.line != 1)
                    return;
                Thinking t;
                t.depth = p.depth;
                t.nodes = qint64(p.nodes);
                if (ai::isMateScore(p.score))
                    t.mateIn = ai::mateInMoves(p.score);
                t.score = p.score;
                for (const std::string& m : p.pv)
                    t.pv.append(QString::fromStdString(m));
                emit thinking(i, t);
            });
            engines_[size_t(i)] = seat;
        } else {
            auto* seat = new UciSeat(e.engine, ai::MaxLevel, this);
            seat->setFixedMoveTime(settings_.moveTimeMs);
            seat->setTimeouts(EngineProcess::StartTimeoutMs, std::max(200, settings_.graceMs));
            connect(seat->process(), &EngineProcess::info, this,
                    [this, i](const UciInfo& info, const std::vector<xiangqi::Move>& pv) {
                        if (info.multipv != 1 || !game_)
                            return;
                        Thinking t;
                        t.depth = info.depth;
                        t.score = info.score;
                        t.mateIn = info.mate ? info.mateIn : 0;
                        t.nodes = info.nodes;
                        for (const xiangqi::Move m : pv)
                            t.pv.append(QString::fromStdString(xiangqi::toIccs(m)));
                        emit thinking(i, t);
                    });
            connect(seat, &UciSeat::failed, this, [this, i](const Failure& f) { forfeit(i, failureText(f)); });
            engines_[size_t(i)] = seat;
        }
    }
}

EngineMatch::~EngineMatch()
{
    delete game_.data(); // its relay seats first, then the engines (children)
}

QString EngineMatch::openingOf(int number) const
{
    return settings_.openings[((number - 1) / 2) % settings_.openings.size()];
}

QString EngineMatch::engineName(int engine) const
{
    if (auto* u = qobject_cast<UciSeat*>(engines_[size_t(engine)]); u && !u->process()->name().isEmpty())
        return u->process()->name();
    return settings_.engines[size_t(engine)].label;
}

MatchScore EngineMatch::score() const
{
    MatchScore s;
    for (const MatchGameResult& r : results_) {
        if (r.result == QLatin1String("draw"))
            ++s.draws;
        else if ((r.result == QLatin1String("red")) == (r.redEngine == 0))
            ++s.wins;
        else
            ++s.losses;
    }
    return s;
}

void EngineMatch::start()
{
    if (started_)
        return;
    started_ = true;
    probeEngines();
}

// External engines are started once before the first game: one that does
// not start ends the match before it begins.
void EngineMatch::probeEngines()
{
    for (int i = 0; i < 2; ++i) {
        auto* u = qobject_cast<UciSeat*>(engines_[size_t(i)]);
        if (!u)
            continue;
        ++probing_;
        EngineProcess* p = u->process();
        auto* probe = new QObject(this); // holds the two connections of this probe: the first answer ends it
        connect(p, &EngineProcess::ready, probe, [this, probe] {
            delete probe;
            if (--probing_ == 0 && !failed_)
                startNext();
        });
        connect(p, &EngineProcess::failed, probe, [this, probe, i](const Failure& f) {
            delete probe;
            --probing_;
            if (failed_)
                return;
            failed_ = done_ = true;
            emit failedToStart(QStringLiteral("%1: %2").arg(settings_.engines[size_t(i)].label, failureText(f)));
        });
        p->start();
    }
    if (probing_ == 0)
        QTimer::singleShot(0, this, &EngineMatch::startNext);
}

void EngineMatch::setPaused(bool paused)
{
    if (paused_ == paused || done_)
        return;
    paused_ = paused;
    if (game_)
        game_->setPaused(match::Match::Players, paused);
    else if (!paused && started_ && probing_ == 0 && number_ > 0)
        startNext(); // the pause came between two games
}

void EngineMatch::startNext()
{
    if (done_ || game_ || paused_)
        return;
    if (number_ >= settings_.games) {
        done_ = true;
        emit finished();
        return;
    }
    ++number_;
    forfeitBy_ = -1;
    forfeitReason_.clear();
    const int red = redEngineOf(number_);
    auto referee = match::XiangqiReferee::create(openingOf(number_));
    auto* m = new match::Match(this);
    game_ = m;
    for (match::Seat* e : engines_)
        if (auto* u = qobject_cast<UciSeat*>(e))
            u->process()->newGame();
    connect(m, &match::Match::finished, this, [this] { QTimer::singleShot(0, this, &EngineMatch::onFinished); });
    connect(m, &match::Match::seatFailed, this, [this](int seat, const QString& why) {
        forfeit(seat == 0 ? redEngineOf(number_) : 1 - redEngineOf(number_), QStringLiteral("illegal move: ") + why);
    });
    match::Match::Setup setup;
    setup.game = QStringLiteral("xiangqi");
    setup.clock = settings_.moveTimeMs > 0 ? TimeControl{} : settings_.clock;
    setup.takeBacks = false;
    emit gameStarted(number_);
    const int ms = settings_.moveTimeMs;
    m->start(setup, std::move(referee), std::make_unique<RelaySeat>(engines_[size_t(red)], ms),
             std::make_unique<RelaySeat>(engines_[size_t(1 - red)], ms));
}

void EngineMatch::forfeit(int engine, const QString& reason)
{
    if (!game_ || game_->over() || forfeitBy_ >= 0)
        return;
    forfeitBy_ = engine;
    forfeitReason_ = reason;
    game_->resign(seatOf(engine));
}

void EngineMatch::onFinished()
{
    if (!game_)
        return;
    const match::Referee& ref = game_->referee();
    const QCborMap result = ref.result();
    MatchGameResult r;
    r.number = number_;
    r.redEngine = redEngineOf(number_);
    r.startFen = ref.setup().value(QStringLiteral("start")).toString();
    r.moves = ref.actions();
    r.result = result.value(QStringLiteral("verdict")).toString();
    r.reason = forfeitBy_ >= 0 ? forfeitReason_ : result.value(QStringLiteral("reason")).toString();
    r.forfeitBy = forfeitBy_;
    results_.append(r);
    // Now, not later: its seats stop their engines as they go, and the
    // engines are about to play the next game.
    delete game_.data();
    emit gameFinished(r);
    startNext();
}

} // namespace qiyuan::uci
