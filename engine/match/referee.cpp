#include "referee.h"

#include "xiangqi/notation.h"

#include <QCborArray>

#include <algorithm>
#include <QRandomGenerator>

namespace qiyuan::match {

namespace {
QString str(const std::string& s) { return QString::fromStdString(s); }
QString letter(char c) { return QString(QLatin1Char(c)); }
// The setup of a game that starts from a FEN (xiangqi, jifen).
QCborMap startSetup(const QString& variant, const std::string& fen)
{
    QCborMap m;
    m.insert(QStringLiteral("variant"), variant);
    m.insert(QStringLiteral("start"), str(fen));
    return m;
}
} // namespace

QString shownText(const QString& text, int maxChars)
{
    QString out;
    const QString cut = text.left(maxChars);
    for (qsizetype i = 0; i < cut.size(); ++i) {
        const QChar c = cut[i];
        if (c.isHighSurrogate() && i + 1 < cut.size() && cut[i + 1].isLowSurrogate()
            && QChar::isPrint(QChar::surrogateToUcs4(c, cut[i + 1]))) {
            out += c;
            out += cut[++i];
        } else if (c.isPrint() && !c.isSurrogate()) {
            out += c;
        } else {
            out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
        }
    }
    return out + (text.size() > maxChars ? QStringLiteral("...") : QString());
}

QStringList actionTexts(const std::vector<MoveRecord>& records)
{
    QStringList list;
    for (const MoveRecord& r : records)
        list.append(str(r.action));
    return list;
}

QStringList Referee::actions() const
{
    return actionTexts(records());
}

int Referee::undoPlies(int seat) const
{
    // Back over the opponent's actions after the seat's last one, then over the
    // seat's whole turn (a contest turn of jifen may hold two moves or a move and `end`).
    int i = ply();
    while (i > 0 && actorOf(i - 1) != seat)
        --i;
    if (i == 0)
        return 0;
    while (i > 0 && actorOf(i - 1) == seat)
        --i;
    return ply() - i;
}

QCborMap recordMap(const MoveRecord& r)
{
    QCborMap m;
    m.insert(QStringLiteral("action"), str(r.action));
    m.insert(QStringLiteral("notation"), str(r.notation));
    if (r.moved)
        m.insert(QStringLiteral("moved"), letter(r.moved));
    if (r.captured)
        m.insert(QStringLiteral("captured"), letter(r.captured));
    if (r.revealed)
        m.insert(QStringLiteral("revealed"), letter(r.revealed));
    if (r.kindChange)
        m.insert(QStringLiteral("kindChange"), letter(r.kindChange));
    if (r.points)
        m.insert(QStringLiteral("points"), r.points);
    if (r.opponentPoints)
        m.insert(QStringLiteral("opponentPoints"), r.opponentPoints);
    if (r.check)
        m.insert(QStringLiteral("check"), true);
    if (!r.reasons.empty()) {
        QCborArray reasons;
        for (const std::string& why : r.reasons)
            reasons.append(str(why));
        m.insert(QStringLiteral("reasons"), reasons);
    }
    return m;
}

std::unique_ptr<Referee> createReferee(const QString& game, const QString& variant, const QString& startFen,
                                       int turnSeconds, std::optional<quint64> seed, QString* error,
                                       const QString& options)
{
    if (game.isEmpty() || game == QLatin1String("xiangqi")) {
        if (!variant.isEmpty() && variant != QLatin1String("standard")) {
            if (error)
                *error = QStringLiteral("xiangqi has no variant \"%1\" here; only \"standard\"").arg(variant.left(32));
            return nullptr;
        }
        return XiangqiReferee::create(startFen, error);
    }
    if (game == QLatin1String("banqi")) {
        if (!startFen.isEmpty()) {
            if (error)
                *error = QStringLiteral("a banqi table always starts from a fresh deal");
            return nullptr;
        }
        return BanqiReferee::create(variant.isEmpty() ? QStringLiteral("banqi") : variant, turnSeconds, seed, {}, error,
                                    options);
    }
    if (game == QLatin1String("jifen"))
        return JifenReferee::create(variant.isEmpty() ? QStringLiteral("jifen-simple") : variant, startFen, error);
    if (error)
        *error = QStringLiteral("unknown game \"%1\"; expected xiangqi, banqi or jifen").arg(game.left(32));
    return nullptr;
}

std::unique_ptr<Referee> refereeFromSetup(const QString& game, const QCborMap& setup, QString* error)
{
    const QString variant = setup.value(QStringLiteral("variant")).toString();
    if (game == QLatin1String("banqi")) {
        auto fail = [error](const QString& why) {
            if (error)
                *error = why;
            return nullptr;
        };
        const QCborValue turn = setup.value(QStringLiteral("turnSeconds"));
        if (!turn.isInteger() || turn.toInteger() < 0 || turn.toInteger() > 24 * 3600)
            return fail(QStringLiteral("a banqi setup's turnSeconds is 0..86400"));
        const banqi::RuleSet* found = banqi::findRuleSet(variant.toStdString());
        if (!found)
            return fail(QStringLiteral("unknown banqi rule set \"%1\"").arg(shownText(variant)));
        banqi::RuleSet rules = *found;
        rules.turnSeconds = int(turn.toInteger());
        // The options changed from the preset (issue 41); a setup written before them has none.
        const QCborValue options = setup.value(QStringLiteral("options"));
        if (!options.isUndefined() && !options.isString())
            return fail(QStringLiteral("a banqi setup's options are text"));
        std::string bad;
        const auto chosen = banqi::withOptions(rules, options.toString().toStdString(), &bad);
        if (!chosen)
            return fail(str(bad));
        rules = *chosen;
        if (setup.contains(QStringLiteral("layout"))) { // a deal laid out by hand
            std::string why;
            auto deal = banqi::dealFromLayout(setup.value(QStringLiteral("layout")).toString().toStdString(), &why);
            const QCborValue first = setup.value(QStringLiteral("firstSeat"));
            if (!deal)
                return fail(str(why));
            if (!first.isInteger() || (first.toInteger() != 0 && first.toInteger() != 1))
                return fail(QStringLiteral("a banqi layout's firstSeat is 0 or 1"));
            deal->firstSeat = int(first.toInteger());
            return BanqiReferee::fromDeal(*deal, rules);
        }
        bool seedOk = false;
        const quint64 seed = setup.value(QStringLiteral("seed")).toString().toULongLong(&seedOk);
        const QString salt = setup.value(QStringLiteral("salt")).toString();
        if (!seedOk || salt.contains(QLatin1Char('\n')) || salt.contains(QLatin1Char('\r')))
            return fail(QStringLiteral("a banqi setup needs a seed (and a one-line salt) or a layout"));
        // The same deal again: the seed and salt as they were (an empty salt too).
        return BanqiReferee::fromDeal(banqi::dealFromSeed(seed, salt.toStdString()), rules);
    }
    return createReferee(game, variant, setup.value(QStringLiteral("start")).toString(), -1, std::nullopt, error);
}

using namespace xiangqi;

QCborMap resultMap(const GameResult& r)
{
    QCborMap m;
    m.insert(QStringLiteral("verdict"), QString::fromLatin1(verdictName(r.verdict)));
    m.insert(QStringLiteral("reason"), QString::fromStdString(r.reason));
    return m;
}

std::unique_ptr<XiangqiReferee> XiangqiReferee::create(const QString& startFen, QString* error)
{
    if (startFen.isEmpty())
        return std::unique_ptr<XiangqiReferee>(new XiangqiReferee(Position()));
    std::string why;
    const auto pos = Position::fromFen(startFen.toStdString(), &why);
    if (!pos) {
        if (error)
            *error = QString::fromStdString(why);
        return nullptr;
    }
    return std::unique_ptr<XiangqiReferee>(new XiangqiReferee(*pos));
}

int XiangqiReferee::sideToMove() const
{
    return index(game_.position().sideToMove());
}

QCborMap XiangqiReferee::result() const
{
    return resultMap(game_.result());
}

QCborMap XiangqiReferee::recordMap(int i) const
{
    const MoveRecord& r = game_.records()[size_t(i)];
    QCborMap m;
    m.insert(QStringLiteral("action"), QString::fromStdString(r.action));
    const std::string& notation = !r.notation.empty() || size_t(i) >= notations_.size() ? r.notation : notations_[size_t(i)];
    m.insert(QStringLiteral("notation"), QString::fromStdString(notation));
    if (r.captured)
        m.insert(QStringLiteral("captured"), QString(QLatin1Char(r.captured)));
    if (r.check)
        m.insert(QStringLiteral("check"), true);
    return m;
}

bool XiangqiReferee::play(const QString& action, QString* reason, QCborMap* publicRecord)
{
    lastError_ = {};
    if (game_.over()) {
        lastError_ = MoveError::GameOver;
        *reason = QStringLiteral("the game is over");
        return false;
    }
    // Only well-formed ICCS is accepted on the wire: one spelling per move
    // (parseIccs also reads upper case, which the record would not repeat).
    const Move m = action.size() == 4 ? Position::parseIccs(action.toStdString()) : Move{};
    if (m.isNull() || QString::fromStdString(toIccs(m)) != action) {
        *reason = QStringLiteral("\"%1\" is not an ICCS move such as h2e2").arg(shownText(action, 16));
        return false;
    }
    const std::string notation = toChinese(game_.position(), m);
    const MoveError e = game_.play(m);
    if (e != MoveError::None) {
        lastError_ = e;
        *reason = QString::fromStdString(moveErrorText(e));
        return false;
    }
    notations_.resize(size_t(game_.ply() - 1));
    notations_.push_back(notation);
    if (publicRecord)
        *publicRecord = recordMap(game_.ply() - 1);
    return true;
}

bool XiangqiReferee::undo(int plies)
{
    if (plies <= 0 || plies > game_.ply())
        return false;
    for (int i = 0; i < plies; ++i)
        game_.undo();
    notations_.resize(std::min(notations_.size(), size_t(game_.ply())));
    return true;
}

void XiangqiReferee::resign(int seat)
{
    game_.resign(seat == 0 ? Side::Red : Side::Black);
}

void XiangqiReferee::agreeDraw()
{
    game_.agreeDraw();
}

bool XiangqiReferee::flagFall(int seat, QCborMap*)
{
    game_.flagFall(seat == 0 ? Side::Red : Side::Black);
    return false;
}

int XiangqiReferee::actorOf(int i) const
{
    return (index(game_.startPosition().sideToMove()) + i) % 2;
}

QCborMap XiangqiReferee::stateFor(int) const
{
    // Nothing in xiangqi is hidden: every seat sees the same.
    QCborMap m;
    m.insert(QStringLiteral("start"), QString::fromStdString(game_.startPosition().fen()));
    QCborArray moves;
    for (int i = 0; i < game_.ply(); ++i)
        moves.append(recordMap(i));
    m.insert(QStringLiteral("moves"), moves);
    m.insert(QStringLiteral("toMove"), sideToMove());
    m.insert(QStringLiteral("result"), result());
    return m;
}

QCborMap XiangqiReferee::setup() const
{
    return startSetup(variantKey(), game_.startPosition().fen());
}

// --- banqi ------------------------------------------------------------------

std::unique_ptr<BanqiReferee> BanqiReferee::create(const QString& variant, int turnSeconds,
                                                   std::optional<quint64> seed, const QString& salt, QString* error,
                                                   const QString& options)
{
    const banqi::RuleSet* found = banqi::findRuleSet(variant.toStdString());
    if (!found) {
        if (error)
            *error = QStringLiteral("unknown banqi rule set \"%1\"; expected banqi or banqi-taiwan").arg(variant.left(32));
        return nullptr;
    }
    banqi::RuleSet rules = *found;
    if (turnSeconds >= 0)
        rules.turnSeconds = turnSeconds;
    std::string why;
    const auto chosen = banqi::withOptions(rules, options.toStdString(), &why); // validates too
    if (!chosen) {
        if (error)
            *error = str(why);
        return nullptr;
    }
    rules = *chosen;
    // The seed fixes the deal; the salt keeps a guessable seed from being
    // found from the commitment before the game ends.
    auto* rng = QRandomGenerator::system();
    const quint64 s = seed ? *seed : rng->generate64();
    QString sl = salt;
    if (sl.isEmpty())
        sl = QStringLiteral("%1").arg(rng->generate64(), 16, 16, QLatin1Char('0'));
    if (sl.contains(QLatin1Char('\n')) || sl.contains(QLatin1Char('\r'))) {
        if (error)
            *error = QStringLiteral("a deal's salt is one line of text");
        return nullptr;
    }
    const banqi::Deal deal = banqi::dealFromSeed(s, sl.toStdString());
    return std::unique_ptr<BanqiReferee>(new BanqiReferee(deal, rules));
}

QCborMap BanqiReferee::result() const
{
    QCborMap m = resultMap(game_.result());
    if (const auto w = game_.winner())
        m.insert(QStringLiteral("winner"), seatOf(*w));
    if (game_.score().final) {
        // BQ-12..BQ-15, by seat.
        QCborArray score;
        for (int seat = 0; seat < 2; ++seat)
            score.append(game_.score().byPlayer[size_t(banqi::index(playerOf(seat)))]);
        m.insert(QStringLiteral("score"), score);
    }
    return m;
}

bool BanqiReferee::play(const QString& action, QString* reason, QCborMap* publicRecord)
{
    // One spelling per action on the wire, lower case as the record writes it
    // (parseAction also reads upper case).
    lastError_ = {};
    const auto a = action.size() <= 4 ? banqi::parseAction(action.toStdString()) : std::nullopt;
    if (!a || str(banqi::actionText(*a)) != action) {
        *reason = QStringLiteral("\"%1\" is not a banqi action such as c2 (flip) or c2c3 (move)")
                      .arg(shownText(action, 16));
        return false;
    }
    const banqi::ActionError e = game_.play(*a);
    if (e != banqi::ActionError::None) {
        lastError_ = e;
        *reason = str(banqi::actionErrorText(e));
        return false;
    }
    if (publicRecord)
        *publicRecord = recordMap(game_.records().back());
    return true;
}

bool BanqiReferee::undo(int plies)
{
    if (plies <= 0 || plies > game_.ply())
        return false;
    // The engine has no take-back: replay the deal up to the earlier ply.
    banqi::Game g(deal_, game_.rules());
    const auto& records = game_.records();
    for (int i = 0; i + plies < game_.ply(); ++i) {
        const std::string& text = records[size_t(i)].action;
        const auto a = banqi::parseAction(text);
        const banqi::ActionError e = a ? g.play(*a) : g.timeout();
        if (e != banqi::ActionError::None)
            return false; // cannot happen: the same deal and actions
    }
    game_ = std::move(g);
    return true;
}

QString BanqiReferee::lanTakeBackRefusal(int plies) const
{
    // A flip both players have seen stays seen: turning the piece face down
    // again would hide nothing (docs/rules/banqi-rules.md, "Take-backs over the LAN").
    const auto& records = game_.records();
    for (int i = std::max(0, int(records.size()) - plies); i < int(records.size()); ++i) {
        const auto a = banqi::parseAction(records[size_t(i)].action);
        if (a && a->isFlip())
            return QStringLiteral("a flip cannot be taken back: both players have seen the piece");
    }
    return {};
}

void BanqiReferee::resign(int seat)
{
    game_.resign(playerOf(seat));
}

void BanqiReferee::agreeDraw()
{
    game_.agreeDraw();
}

bool BanqiReferee::flagFall(int, QCborMap* publicRecord)
{
    // BQ-9: a timeout mark and the turn passes; the n-th one loses (the engine judges).
    if (game_.timeout() != banqi::ActionError::None)
        return false;
    if (publicRecord)
        *publicRecord = recordMap(game_.records().back());
    return true;
}

QString BanqiReferee::resignRefusal(int) const
{
    if (!game_.over() && !game_.canResign())
        return str(banqi::actionErrorText(banqi::ActionError::TooEarly));
    return {};
}

QString BanqiReferee::drawRefusal() const
{
    return resignRefusal(0);
}

QCborMap BanqiReferee::progress() const
{
    // The board as everyone sees it (face-down pieces are "x") and the timeouts.
    const banqi::View v = game_.view(banqi::Player::First);
    QCborMap m;
    m.insert(QStringLiteral("board"), str(v.fen));
    QCborArray timeouts;
    for (int seat = 0; seat < 2; ++seat)
        timeouts.append(game_.timeouts(playerOf(seat)));
    m.insert(QStringLiteral("timeouts"), timeouts);
    return m;
}

QCborMap BanqiReferee::stateFor(int) const
{
    // Built from the public view and the public records only: a seat never
    // learns more than any other, and nobody learns a face-down piece.
    QCborMap m = progress();
    m.insert(QStringLiteral("firstSeat"), deal_.firstSeat);
    m.insert(QStringLiteral("turnSeconds"), game_.rules().turnSeconds);
    if (const std::string options = banqi::changedOptions(game_.rules()); !options.empty())
        m.insert(QStringLiteral("options"), str(options)); // a guest sees them before sitting down
    m.insert(QStringLiteral("commitment"), str(deal_.commitment()));
    QCborArray moves;
    for (const MoveRecord& r : game_.records())
        moves.append(recordMap(r));
    m.insert(QStringLiteral("moves"), moves);
    m.insert(QStringLiteral("toMove"), sideToMove());
    m.insert(QStringLiteral("result"), result());
    if (game_.over() && deal_.seed) {
        // The game is over: the seed and salt prove the deal was fixed from the start.
        QCborMap reveal;
        reveal.insert(QStringLiteral("seed"), QString::number(*deal_.seed));
        reveal.insert(QStringLiteral("salt"), str(deal_.salt));
        m.insert(QStringLiteral("reveal"), reveal);
    }
    return m;
}

QCborMap BanqiReferee::setup() const
{
    QCborMap m;
    m.insert(QStringLiteral("variant"), variantKey());
    m.insert(QStringLiteral("turnSeconds"), game_.rules().turnSeconds);
    if (const std::string options = banqi::changedOptions(game_.rules()); !options.empty())
        m.insert(QStringLiteral("options"), str(options));
    if (deal_.seed) {
        m.insert(QStringLiteral("seed"), QString::number(*deal_.seed));
        m.insert(QStringLiteral("salt"), str(deal_.salt));
    } else { // a deal laid out by hand (a game file's)
        m.insert(QStringLiteral("layout"), str(banqi::layoutText(deal_.layout)));
        m.insert(QStringLiteral("firstSeat"), deal_.firstSeat);
    }
    return m;
}

// --- jifen ------------------------------------------------------------------

std::unique_ptr<JifenReferee> JifenReferee::create(const QString& variant, const QString& startFen, QString* error)
{
    const jifen::RuleSet* rules = jifen::findRuleSet(variant.toStdString());
    if (!rules) {
        if (error)
            *error = QStringLiteral("unknown jifen rule set \"%1\"; expected jifen-simple, jifen-match or jifen-contest")
                         .arg(variant.left(32));
        return nullptr;
    }
    if (startFen.isEmpty())
        return std::unique_ptr<JifenReferee>(new JifenReferee(jifen::Position(*rules)));
    std::string why;
    const auto pos = jifen::Position::fromFen(*rules, startFen.toStdString(), &why);
    if (pos)
        why = pos->validate();
    if (!pos || !why.empty()) {
        if (error)
            *error = str(why);
        return nullptr;
    }
    return std::unique_ptr<JifenReferee>(new JifenReferee(*pos));
}

bool JifenReferee::play(const QString& action, QString* reason, QCborMap* publicRecord)
{
    lastError_ = {};
    std::string why;
    const auto a = action.size() <= 8 ? jifen::parseAction(action.toStdString(), &why) : std::nullopt;
    if (!a || str(jifen::actionText(*a)) != action) { // one spelling, lower case, as for xiangqi
        *reason = why.empty() ? QStringLiteral("\"%1\" is not a jifen action such as h2e2, h2e2=i or end")
                                    .arg(shownText(action, 16))
                              : str(why);
        return false;
    }
    const jifen::Refusal r = game_.play(*a);
    if (r) {
        lastError_ = r;
        *reason = str(jifen::refusalText(r));
        return false;
    }
    if (publicRecord)
        *publicRecord = recordMap(game_.records().back());
    return true;
}

bool JifenReferee::undo(int plies)
{
    if (plies <= 0 || plies > ply())
        return false;
    for (int i = 0; i < plies; ++i)
        game_.undo();
    return true;
}

void JifenReferee::resign(int seat)
{
    game_.resign(seat == 0 ? Side::Red : Side::Black);
}

bool JifenReferee::flagFall(int seat, QCborMap*)
{
    game_.flagFall(seat == 0 ? Side::Red : Side::Black);
    return false;
}

QCborMap JifenReferee::progress() const
{
    QCborArray score;
    score.append(game_.score(Side::Red));
    score.append(game_.score(Side::Black));
    QCborMap m;
    m.insert(QStringLiteral("score"), score);
    return m;
}

QCborMap JifenReferee::stateFor(int) const
{
    // Nothing in jifen is hidden: every seat sees the same.
    QCborMap m = progress();
    m.insert(QStringLiteral("start"), str(game_.startPosition().fen()));
    QCborArray moves;
    for (const MoveRecord& r : game_.records())
        moves.append(recordMap(r));
    m.insert(QStringLiteral("moves"), moves);
    m.insert(QStringLiteral("toMove"), sideToMove());
    m.insert(QStringLiteral("result"), result());
    return m;
}

QCborMap JifenReferee::setup() const
{
    return startSetup(variantKey(), game_.startPosition().fen());
}

} // namespace qiyuan::match
