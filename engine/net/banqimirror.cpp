#include "banqimirror.h"

#include "banqi/deal.h"

#include <utility>

namespace qiyuan::net {

using namespace banqi;

namespace {

QString key(const char* s) { return QString::fromLatin1(s); }

// The square a record turns face up and the piece it shows; NoSquare when none.
std::pair<Square, Piece> revealedBy(const QCborMap& record, QString* error)
{
    const QString revealed = record.value(key("revealed")).toString();
    if (revealed.isEmpty())
        return {NoSquare, NoPiece};
    const auto a = parseAction(record.value(key("action")).toString().toStdString());
    const Piece p = revealed.size() == 1 ? pieceFromFenChar(revealed.at(0).toLatin1()) : NoPiece;
    if (!a || p == NoPiece) {
        *error = QStringLiteral("a record reveals \"%1\" with the action \"%2\"")
                     .arg(revealed.left(4), record.value(key("action")).toString().left(8));
        return {NoSquare, NoPiece};
    }
    return {a->to, p}; // a flip's to is its square; a capture reveals its target
}

} // namespace

std::optional<Game> mirrorBanqi(const QCborMap& state, QString* error)
{
    QString why;
    auto fail = [&](const QString& text) -> std::optional<Game> {
        if (error)
            *error = text;
        return std::nullopt;
    };
    const RuleSet* found = findRuleSet(state.value(key("variant")).toString().toStdString());
    if (!found)
        return fail(QStringLiteral("unknown banqi rule set \"%1\"").arg(state.value(key("variant")).toString().left(32)));
    RuleSet rules = *found;
    rules.turnSeconds = int(state.value(key("turnSeconds")).toInteger(rules.turnSeconds));
    std::string badOptions;
    const auto chosen = withOptions(rules, state.value(key("options")).toString().toStdString(), &badOptions);
    if (!chosen)
        return fail(QString::fromStdString(badOptions));
    rules = *chosen;
    const qint64 firstSeat = state.value(key("firstSeat")).toInteger(-1);
    if (firstSeat != 0 && firstSeat != 1)
        return fail(QStringLiteral("the state names no first seat"));
    const QCborArray moves = state.value(key("moves")).toArray();

    // Placeholders, then each revealed piece swapped onto its square.
    Deal deal;
    deal.layout = fullSet();
    deal.firstSeat = int(firstSeat);
    std::array<bool, SquareCount> known{};
    for (const QCborValue& v : moves) {
        const auto [s, p] = revealedBy(v.toMap(), &why);
        if (!why.isEmpty())
            return fail(why);
        if (s == NoSquare)
            continue;
        if (known[size_t(s)])
            return fail(QStringLiteral("square %1 is revealed twice").arg(QString::fromStdString(squareName(s))));
        if (deal.layout[size_t(s)] != p) {
            Square t = NoSquare;
            for (Square i = 0; i < SquareCount && t == NoSquare; ++i)
                if (!known[size_t(i)] && i != s && deal.layout[size_t(i)] == p)
                    t = i;
            if (t == NoSquare)
                return fail(QStringLiteral("more %1 revealed than the set holds").arg(QChar(QLatin1Char(fenChar(p)))));
            std::swap(deal.layout[size_t(s)], deal.layout[size_t(t)]);
        }
        known[size_t(s)] = true;
    }

    Game game(deal, rules);
    for (int i = 0; i < moves.size(); ++i) {
        const QCborMap record = moves.at(i).toMap();
        const QString action = record.value(key("action")).toString();
        const auto a = parseAction(action.toStdString());
        ActionError e = ActionError::None;
        if (a)
            e = game.play(*a);
        else if (action == QLatin1String("timeout"))
            e = game.timeout();
        else
            return fail(QStringLiteral("record %1: \"%2\" is no banqi action").arg(i + 1).arg(action.left(16)));
        if (e != ActionError::None)
            return fail(QStringLiteral("record %1 (%2) cannot be played: %3")
                            .arg(i + 1).arg(action.left(16), QString::fromStdString(actionErrorText(e))));
    }
    return game;
}

QString checkBanqiReveal(const QCborMap& state)
{
    const QCborMap reveal = state.value(key("reveal")).toMap();
    const QString commitment = state.value(key("commitment")).toString();
    bool ok = false;
    const quint64 seed = reveal.value(key("seed")).toString().toULongLong(&ok);
    if (!ok)
        return QStringLiteral("no seed revealed");
    const std::string salt = reveal.value(key("salt")).toString().toStdString();
    if (!verifyCommitment(commitment.toStdString(), seed, salt))
        return QStringLiteral("the revealed seed and salt do not give the commitment shown at the start");
    const Deal deal = dealFromSeed(seed, salt);
    if (deal.firstSeat != state.value(key("firstSeat")).toInteger(-1))
        return QStringLiteral("the seed's first seat differs from the one played");
    QString why;
    for (const QCborValue& v : state.value(key("moves")).toArray()) {
        const auto [s, p] = revealedBy(v.toMap(), &why);
        if (!why.isEmpty())
            return why;
        if (s != NoSquare && deal.layout[size_t(s)] != p)
            return QStringLiteral("%1 was revealed as %2 but the deal has %3 there")
                .arg(QString::fromStdString(squareName(s)), QChar(QLatin1Char(fenChar(p))),
                     QChar(QLatin1Char(fenChar(deal.layout[size_t(s)]))));
    }
    return {};
}

QCborMap setupFromState(const QString& game, const QCborMap& state, QString* error)
{
    QCborMap setup;
    setup.insert(QStringLiteral("variant"), state.value(QStringLiteral("variant")).toString());
    if (game != QLatin1String("banqi")) {
        setup.insert(QStringLiteral("start"), state.value(QStringLiteral("start")).toString());
        return setup;
    }
    setup.insert(QStringLiteral("turnSeconds"), state.value(QStringLiteral("turnSeconds")).toInteger());
    if (const QString options = state.value(QStringLiteral("options")).toString(); !options.isEmpty())
        setup.insert(QStringLiteral("options"), options);
    const QCborMap reveal = state.value(QStringLiteral("reveal")).toMap();
    if (!reveal.isEmpty() && checkBanqiReveal(state).isEmpty()) {
        setup.insert(QStringLiteral("seed"), reveal.value(QStringLiteral("seed")).toString());
        setup.insert(QStringLiteral("salt"), reveal.value(QStringLiteral("salt")).toString());
    } else if (const std::optional<banqi::Game> copy = mirrorBanqi(state, error); copy && copy->deal()) {
        setup.insert(QStringLiteral("layout"), QString::fromStdString(banqi::layoutText(copy->deal()->layout)));
        setup.insert(QStringLiteral("firstSeat"), copy->deal()->firstSeat);
    } else {
        return {};
    }
    return setup;
}

} // namespace qiyuan::net
