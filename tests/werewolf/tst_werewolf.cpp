// Role games unit (版杀): every ruling of 中国象棋版杀 (XW-*) and 国际象棋版杀
// (CW-*) on the standard deal, one data row per case named by its ruling id,
// rows that combine rulings, the refusals of bad entries (each naming its
// rule), the deal, the texts in both languages (log lines, role cards, camp
// goals), and the moderator's table (legal targets, preview, commit, undo,
// restore).
//
// A row is a short script, phases separated by '|':
//   set: tie=moderator curse=3 bless=1 investigation=camp selfheal=no reveal=camp
//   dead: #12 #13                 (moderator overrides before the phase tested)
//   night: #7 kill #12 screen #3, #3 pray #12
//   day: 1>9 2>9 3>- decide 9
//   promote: #6 queen             revive: #27 why     kill: #27 why
// The last phase is the one tested. Expected lines are substrings of the
// moderator's log (docs/CLI.md style); "!" = no line has it, "@" = a private
// message "to: text", "^" = the announcement, "=executed N", "=winner X".
//
// Standard deals. Xiangqi: red 1 帅, 2-3 车, 4-5 马, 6-7 炮, 8-9 相, 10 左士,
// 11 右士, 12-16 兵; black 17 帅, 18-19 车, 20-21 马, 22-23 炮, 24-25 相, 26 左士,
// 27 右士, 28-32 兵. Chess: white 1 王, 2 后, 3 车, 4 马, 5 象, 6-8 兵; black 9 王,
// 10 后, 11 车, 12 马, 13 象, 14-16 兵.
#include "werewolf/roletext.h"
#include "werewolf/table.h"
#include "werewolf/text.h"

#include <QRegularExpression>
#include <QTest>

using namespace qiyuan::werewolf;

namespace {

std::vector<Seat> standardSeats(Game g)
{
    std::vector<Seat> seats;
    const std::vector<Role> camp = g == Game::Xiangqi
        ? std::vector<Role>{Role::General, Role::Chariot, Role::Chariot, Role::Horse, Role::Horse, Role::Cannon,
                            Role::Cannon, Role::Elephant, Role::Elephant, Role::LeftAdvisor, Role::RightAdvisor,
                            Role::Soldier, Role::Soldier, Role::Soldier, Role::Soldier, Role::Soldier}
        : std::vector<Role>{Role::King, Role::Queen, Role::Rook, Role::Knight, Role::Bishop, Role::Pawn, Role::Pawn, Role::Pawn};
    int id = 1;
    for (Camp c : {Camp::Red, Camp::Black})
        for (Role r : camp)
            seats.push_back({id++, c, r});
    return seats;
}

int number(QString w)
{
    w.remove(QLatin1Char('#'));
    bool ok = false;
    const int n = w.toInt(&ok);
    if (!ok)
        qFatal("bad number in test script: %s", qPrintable(w));
    return n;
}

struct Script {
    Settings settings;
    std::vector<Phase> phases;
};

Script parse(const QString& text)
{
    Script out;
    for (const QString& part : text.split(QLatin1Char('|'))) {
        const QString phase = part.trimmed();
        const auto colon = phase.indexOf(QLatin1Char(':'));
        const QString kind = phase.left(colon).trimmed();
        const QString body = phase.mid(colon + 1).trimmed();
        const QStringList words = body.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (kind == QLatin1String("set")) {
            for (const QString& w : words) {
                const QString k = w.section(QLatin1Char('='), 0, 0), v = w.section(QLatin1Char('='), 1);
                if (k == QLatin1String("tie"))
                    out.settings.tie = *tieFromKey(v.toStdString());
                else if (k == QLatin1String("curse"))
                    out.settings.curseVotes = v.toInt();
                else if (k == QLatin1String("bless"))
                    out.settings.blessVotes = v.toInt();
                else if (k == QLatin1String("investigation"))
                    out.settings.investigation = *revealFromKey(v.toStdString());
                else if (k == QLatin1String("reveal"))
                    out.settings.revealOnDeath = *revealFromKey(v.toStdString());
                else if (k == QLatin1String("selfheal"))
                    out.settings.elephantHealsItself = v == QLatin1String("yes");
                else
                    qFatal("bad setting %s", qPrintable(w));
            }
        } else if (kind == QLatin1String("dead")) {
            for (const QString& w : words)
                out.phases.push_back(Override{number(w), false, "set-up"});
        } else if (kind == QLatin1String("revive") || kind == QLatin1String("kill")) {
            out.phases.push_back(Override{number(words.value(0)), kind == QLatin1String("revive"),
                                          words.mid(1).join(QLatin1Char(' ')).toStdString()});
        } else if (kind == QLatin1String("night")) {
            Night n;
            for (const QString& entry : body.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                const QStringList e = entry.split(QLatin1Char(' '), Qt::SkipEmptyParts);
                Action a;
                a.actor = number(e.value(0));
                const auto verb = verbFromKey(e.value(1).toStdString());
                if (!verb)
                    qFatal("bad verb in %s", qPrintable(entry));
                a.verb = *verb;
                if (e.size() > 2)
                    a.target = number(e[2]);
                if (e.size() > 4 && e[3] == QLatin1String("screen"))
                    a.screen = number(e[4]);
                n.actions.push_back(a);
            }
            out.phases.push_back(n);
        } else if (kind == QLatin1String("day")) {
            Day d;
            for (int i = 0; i < words.size(); ++i) {
                if (words[i] == QLatin1String("decide")) {
                    d.decision = number(words.value(++i));
                    continue;
                }
                const QString voter = words[i].section(QLatin1Char('>'), 0, 0), target = words[i].section(QLatin1Char('>'), 1);
                d.votes.push_back({number(voter), target == QLatin1String("-") ? NoPlayer : number(target)});
            }
            out.phases.push_back(d);
        } else if (kind == QLatin1String("promote")) {
            Promotion p;
            p.player = number(words.value(0));
            p.to = roleFromKey(Game::Chess, words.value(1).toStdString()).value_or(Role::General);
            out.phases.emplace_back(std::move(p));
        } else {
            qFatal("bad phase in test script: %s", qPrintable(phase));
        }
    }
    return out;
}

QString idText(const std::vector<int>& ids)
{
    QStringList out;
    for (int id : ids)
        out << QString::number(id);
    return out.join(QLatin1Char(' '));
}

QStringList logOf(const PhaseResult& r, Game g, Style style = ModeratorStyle)
{
    QStringList out;
    for (const Event& e : r.log)
        out << QString::fromStdString(describe(e, g, style));
    return out;
}

QStringList messagesOf(const PhaseResult& r, Game g, Style style = ModeratorStyle)
{
    QStringList out;
    for (const Message& m : r.messages)
        out << idText(m.to).replace(QLatin1Char(' '), QLatin1Char(',')) + QLatin1String(": ")
                   + QString::fromStdString(describe(m.event, g, style));
    return out;
}

QString winnerText(const State& s)
{
    if (!s.over)
        return QStringLiteral("none");
    return s.winner ? QString::fromStdString(std::string(campKey(s.game, *s.winner))) : QStringLiteral("draw");
}

// Plays every phase but the last, which it resolves and returns (checking purity).
Resolution play(Game g, const QString& script, Table** keep = nullptr)
{
    const Script s = parse(script);
    RuleError error;
    static std::optional<Table> table;
    table = Table::create(g, s.settings, standardSeats(g), &error);
    if (!table)
        qFatal("standard deal refused: %s", describe(error, g, EnglishStyle).c_str());
    for (std::size_t i = 0; i + 1 < s.phases.size(); ++i)
        if (auto e = table->commit(s.phases[i]))
            qFatal("phase %d of '%s' refused: %s", int(i + 1), qPrintable(script), describe(*e, g, EnglishStyle).c_str());
    const State before = table->state();
    Resolution r = table->preview(s.phases.back());
    if (!(table->state() == before))
        qFatal("preview changed the table");
    if (keep)
        *keep = &*table;
    return r;
}

void checkOutcome(Game g)
{
    QFETCH(QString, script);
    QFETCH(QString, deaths);
    QFETCH(QString, invincible);
    QFETCH(QString, imprisoned);
    QFETCH(QStringList, expect);
    const Resolution r = play(g, script);
    QVERIFY2(!r.error, r.error ? describe(*r.error, g, ModeratorStyle).c_str() : "");
    const PhaseResult& out = r.result;
    const QStringList log = logOf(out, g);
    const QStringList messages = messagesOf(out, g);
    const QString news = QString::fromStdString(announcement(out, g, ModeratorStyle));
    const QString all = QLatin1String("\nlog:\n  ") + log.join(QLatin1String("\n  ")) + QLatin1String("\nprivate:\n  ")
        + messages.join(QLatin1String("\n  ")) + QLatin1String("\nnews: ") + news;
    QVERIFY2(idText(out.deaths) == deaths, qPrintable(QLatin1String("deaths ") + idText(out.deaths) + all));
    QVERIFY2(idText(out.invincible) == invincible, qPrintable(QLatin1String("invincible ") + idText(out.invincible) + all));
    QVERIFY2(idText(out.imprisoned) == imprisoned, qPrintable(QLatin1String("imprisoned ") + idText(out.imprisoned) + all));
    for (const QString& want : expect) {
        bool ok = false;
        const bool negate = want.startsWith(QLatin1Char('!'));
        const QString w = negate ? want.mid(1) : want;
        if (w.startsWith(QLatin1Char('@')))
            ok = messages.join(QLatin1Char('\n')).contains(w.mid(1)) != negate;
        else if (w.startsWith(QLatin1Char('^')))
            ok = news.contains(w.mid(1)) != negate;
        else if (w.startsWith(QLatin1String("=executed ")))
            ok = (out.executed == NoPlayer ? QStringLiteral("none") : QString::number(out.executed)) == w.mid(10);
        else if (w.startsWith(QLatin1String("=winner ")))
            ok = winnerText(out.after) == w.mid(8);
        else
            ok = log.join(QLatin1Char('\n')).contains(w) != negate;
        QVERIFY2(ok, qPrintable(QLatin1String("expected '") + want + QLatin1String("'") + all));
    }
}

void checkRefusal(Game g)
{
    QFETCH(QString, script);
    QFETCH(QString, rule);
    QFETCH(QStringList, expect);
    const Resolution r = play(g, script);
    QVERIFY2(r.error, "the phase was accepted");
    QCOMPARE(QString::fromUtf8(r.error->rule.data(), r.error->rule.size()), rule);
    const QString text = QString::fromStdString(describe(*r.error, g, ModeratorStyle));
    QVERIFY2(text.endsWith(QLatin1String(" (") + rule + QLatin1Char(')')), qPrintable(text));
    for (const QString& want : expect)
        QVERIFY2(text.contains(want), qPrintable(QLatin1String("'") + want + QLatin1String("' not in: ") + text));
    // The Chinese text names the rule too.
    const QString chinese = QString::fromStdString(describe(*r.error, g, ChineseStyle));
    QVERIFY2(chinese.endsWith(QStringLiteral("（") + rule + QStringLiteral("）")), qPrintable(chinese));
}

void outcomeColumns()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<QString>("deaths");
    QTest::addColumn<QString>("invincible");
    QTest::addColumn<QString>("imprisoned");
    QTest::addColumn<QStringList>("expect");
}

void refusalColumns()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QStringList>("expect");
}

using L = QStringList;

} // namespace

class TestWerewolf : public QObject {
    Q_OBJECT
private slots:
    void xiangqiNight_data();
    void xiangqiNight() { checkOutcome(Game::Xiangqi); }
    void xiangqiDay_data();
    void xiangqiDay() { checkOutcome(Game::Xiangqi); }
    void xiangqiRefusals_data();
    void xiangqiRefusals() { checkRefusal(Game::Xiangqi); }
    void chessNight_data();
    void chessNight() { checkOutcome(Game::Chess); }
    void chessDay_data();
    void chessDay() { checkOutcome(Game::Chess); }
    void chessRefusals_data();
    void chessRefusals() { checkRefusal(Game::Chess); }
    void deal_data();
    void deal();
    void revealOnDeath_data();
    void revealOnDeath();
    void reasonChains_data();
    void reasonChains();
    void statusesLastOneNight();
    void stateAfterNights();
    void tableOptions();
    void tablePreviewCommitUndo();
    void tableRestore();
    void roleDescriptionsArePlayersWords_data();
    void roleDescriptionsArePlayersWords();
    void roleDescriptionsOnlyForTheirGame();
    void campGoalsArePlayersWords_data();
    void campGoalsArePlayersWords();
};

// ---- 中国象棋版杀 ----

void TestWerewolf::xiangqiNight_data()
{
    outcomeColumns();
    // XW-9 帅
    QTest::newRow("XW-9 the general kills") << "night: #1 kill #27" << "27" << "" << "" << L{"帅 #1 → #27: killed", "^#27 died (black 右士)"};
    QTest::newRow("XW-9 a heal saves from the general") << "night: #1 kill #27, #24 heal #27" << "" << "" << ""
        << L{"帅 #1 → #27: failed, #27 healed (by 相 #24)", "^nobody died"};
    QTest::newRow("XW-9 the general cannot kill an invincible player") << "night: #1 kill #27, #28 pray #27" << "" << "27" << ""
        << L{"帅 #1 → #27: failed, #27 invincible (prayer of 兵 #28)"};
    QTest::newRow("XW-6 the general is not affected by exchange") << "night: #1 kill #20" << "20" << "" << ""
        << L{"马 #20, 马 #21: exchange (linked horses)", "!dies by exchange"};
    // XW-10 抽将
    QTest::newRow("XW-10 the named member dies instead") << "dead: #12 #13 #14 #15 #16 | night: #1 substitute #2, #17 kill #1"
        << "2" << "" << "" << L{"帅 #1 would die: 车 #2 dies instead (substitute)", "帅 #1 → #2: substitute named (1 left)", "=winner none"};
    QTest::newRow("XW-10 naming an enemy: the general dies") << "dead: #12 #13 #14 #15 #16 | night: #1 substitute #20, #17 kill #1"
        << "1" << "" << "" << L{"substitute #20 is of the enemy camp", "=winner black"};
    QTest::newRow("XW-10 unconditional: heal and invincibility do not apply")
        << "dead: #12 #13 #14 #15 #16 | night: #1 substitute #2, #17 kill #1, #8 heal #2, #22 kill #11 screen #2"
        << "2 11" << "2" << "" << L{"dies instead (substitute)"};
    QTest::newRow("XW-10 unconditional: the substitute's exchange does not apply")
        << "dead: #12 #13 #14 #15 #16 | night: #1 substitute #4, #22 kill #1 screen #28" << "4" << "" << "28"
        << L{"帅 #1 would die: 马 #4 dies instead", "!dies by exchange"};
    QTest::newRow("XW-10 a use is spent when named, triggered or not") << "night: #1 substitute #2" << "" << "" << ""
        << L{"帅 #1 → #2: substitute named (1 left)", "^nobody died"};
    QTest::newRow("XW-10 no effect while the general cannot die") << "night: #1 substitute #2, #17 kill #1" << "" << "" << ""
        << L{"帅 #1 cannot die yet (general-kill condition)", "!dies instead"};
    // XW-11 炮
    QTest::newRow("XW-11 an own screen is imprisoned") << "night: #22 kill #11 screen #28" << "11" << "" << "28"
        << L{"炮 #22 screen #28: imprisoned", "炮 #22 → #11: killed"};
    QTest::newRow("XW-11 an enemy screen is invincible") << "night: #22 kill #11 screen #12" << "11" << "12" << ""
        << L{"炮 #22 screen #12: invincible"};
    QTest::newRow("XW-11 a cannon without a screen does not shoot") << "night: #22 kill #11" << "" << "" << ""
        << L{"炮 #22 → #11: failed, no screen, the cannon does not shoot"};
    QTest::newRow("XW-11 a cannon imprisoned by a chariot: no own-screen effect")
        << "night: #2 imprison #22, #22 kill #11 screen #28" << "" << "" << "22"
        << L{"炮 #22 screen #28: failed, #22 imprisoned (by 车 #2)", "炮 #22 → #11: failed, #22 imprisoned (by 车 #2)"};
    QTest::newRow("XW-11 enemy-screen invincibility always applies") << "night: #2 imprison #22, #22 kill #11 screen #12"
        << "" << "12" << "22" << L{"炮 #22 screen #12: invincible"};
    QTest::newRow("XW-11 a soldier used as own screen loses its block")
        << "night: #22 kill #11 screen #28, #8 heal #9, #28 pray #9" << "11" << "9" << "28" << L{"!elephant eye"};
    // XW-12 重叠炮
    QTest::newRow("XW-12 stacked cannons: screen imprisoned, must-kill through a heal")
        << "night: #22 kill #11 screen #23, #8 heal #11" << "11" << "" << "23"
        << L{"炮 #22 screen #23: stacked cannons, imprisoned", "炮 #22: must-kill (stacked cannons)", "炮 #22 → #11: killed (must-kill)"};
    QTest::newRow("XW-12 naming each other: the one entered first shoots")
        << "night: #23 kill #10 screen #22, #22 kill #11 screen #23" << "10" << "" << "22"
        << L{"炮 #22 → #11: failed, #22 is the screen of 炮 #23 (stacked cannons)", "炮 #23 → #10: killed (must-kill)"};
    QTest::newRow("XW-12 an invincible screen cannon is not imprisoned but its action is void")
        << "night: #6 kill #26 screen #23, #22 kill #11 screen #23, #23 kill #10 screen #29" << "11 26" << "23" << ""
        << L{"炮 #23 → #10: failed, #23 is the screen of 炮 #22 (stacked cannons)",
             "炮 #22 screen #23: stacked cannons, #23 invincible (screen of 炮 #6)"};
    QTest::newRow("XW-12 a must-kill does not beat invincibility") << "night: #22 kill #11 screen #23, #12 pray #11"
        << "" << "11" << "23" << L{"炮 #22 → #11: failed, #11 invincible (prayer of 兵 #12)"};
    QTest::newRow("XW-12 a shooter imprisoned by a chariot does not stack")
        << "night: #2 imprison #22, #22 kill #11 screen #23, #23 kill #10 screen #28" << "10" << "" << "22 28"
        << L{"!must-kill"};
    // XW-13 连环炮, XW-13a 马后炮
    QTest::newRow("XW-13 linked cannons have exchange, their kills still happen")
        << "night: #22 kill #11 screen #28, #23 kill #10 screen #28, #6 kill #22 screen #12" << "6 10 11 22" << "" << "12 28"
        << L{"炮 #22, 炮 #23: exchange (linked cannons)", "炮 #6 dies by exchange with #22"};
    QTest::newRow("XW-13 no link when one cannon is imprisoned")
        << "night: #2 imprison #23, #22 kill #11 screen #28, #23 kill #10 screen #28, #6 kill #22 screen #12" << "11 22" << ""
        << "12 23 28" << L{"!linked cannons", "!dies by exchange"};
    QTest::newRow("XW-13a horse-screen cannon: the horse is not imprisoned") << "night: #22 kill #11 screen #20" << "11" << "" << ""
        << L{"炮 #22 screen #20: no effect, horse-screen cannon, #20 not imprisoned"};
    QTest::newRow("XW-13a the horse screen can still be blocked")
        << "night: #22 kill #11 screen #20, #20 investigate #5, #12 pray #5" << "11" << "5" << "20 21"
        << L{"兵 #12 → #5: horse leg blocked: 马 #20, 马 #21 imprisoned"};
    // XW-14 车
    QTest::newRow("XW-14 a chariot imprisons") << "night: #2 imprison #22, #22 kill #11 screen #28" << "" << "" << "22"
        << L{"车 #2 → #22: imprisoned"};
    QTest::newRow("XW-14 a chain: the imprisoned chariot fails")
        << "night: #18 imprison #2, #2 imprison #22, #22 kill #11 screen #28" << "11" << "" << "2 28"
        << L{"车 #2 → #22: failed, #2 imprisoned (by 车 #18)"};
    QTest::newRow("XW-14 a cycle of two: both succeed") << "night: #2 imprison #18, #18 imprison #2" << "" << "" << "2 18"
        << L{"车 #2 → #18: imprisoned", "车 #18 → #2: imprisoned"};
    QTest::newRow("XW-14 a cycle of three: all succeed") << "night: #2 imprison #18, #18 imprison #3, #3 imprison #2"
        << "" << "" << "2 3 18" << L{"车 #3 → #2: imprisoned"};
    QTest::newRow("XW-14 a cycle broken from outside") << "night: #3 imprison #18, #18 imprison #2, #2 imprison #18"
        << "" << "" << "18" << L{"车 #18 → #2: failed, #18 imprisoned (by 车 #3)", "车 #2 → #18: imprisoned"};
    QTest::newRow("XW-14 the chariot beats its own cannon (车比炮大)")
        << "night: #22 kill #11 screen #18, #18 imprison #22" << "" << "" << "22"
        << L{"炮 #22 screen #18: failed, #22 imprisoned (by 车 #18)"};
    QTest::newRow("XW-14 one-way: the cannon's screen imprisons the chariot after it acted")
        << "night: #22 kill #11 screen #18, #18 imprison #2" << "11" << "" << "2 18" << L{"车 #18 → #2: imprisoned"};
    QTest::newRow("XW-14 an invincible player is never imprisoned")
        << "night: #28 pray #22, #2 imprison #22, #22 kill #11 screen #29" << "11" << "22" << "29"
        << L{"车 #2 → #22: failed, #22 invincible (prayer of 兵 #28)"};
    // XW-15 马
    QTest::newRow("XW-15 the horses investigate jointly") << "night: #4 investigate #22, #5 investigate #22" << "" << "" << ""
        << L{"马 #4 → #22: investigated: black 炮", "@4,5: investigation: #22 is black 炮"};
    QTest::newRow("XW-15a investigation reveals the camp only (setting)") << "set: investigation=camp | night: #4 investigate #22"
        << "" << "" << "" << L{"@4,5: investigation: #22 is black", "!black 炮"};
    QTest::newRow("XW-15 an enemy soldier on the same target blocks both horses")
        << "night: #4 investigate #22, #28 pray #22" << "" << "22" << "4 5"
        << L{"马 #4 → #22: failed, #4 imprisoned (horse leg blocked by 兵 #28)", "!@4,5"};
    QTest::newRow("XW-15 a chariot on one horse stops both") << "night: #18 imprison #5, #4 investigate #22" << "" << "" << "5"
        << L{"马 #4 → #22: failed, #5 imprisoned (by 车 #18)"};
    QTest::newRow("XW-15 linked horses: the killer dies with the horse") << "night: #22 kill #4 screen #28" << "4 22" << "" << "28"
        << L{"马 #4, 马 #5: exchange (linked horses)", "炮 #22 dies by exchange with #4"};
    QTest::newRow("XW-15 blocked horses lose the exchange")
        << "night: #4 investigate #30, #28 pray #30, #22 kill #4 screen #29" << "4" << "30" << "4 5 29"
        << L{"!马 #4, 马 #5: exchange", "马 #20, 马 #21: exchange (linked horses)", "!dies by exchange"};
    QTest::newRow("XW-15 a chariot's imprisonment keeps the chain") << "night: #18 imprison #4, #22 kill #4 screen #28"
        << "4 22" << "" << "4 28" << L{"马 #4, 马 #5: exchange (linked horses)"};
    QTest::newRow("XW-15 a lone horse has no exchange") << "dead: #5 | night: #22 kill #4 screen #28" << "4" << "" << "28"
        << L{"!马 #4, 马 #5", "!dies by exchange"};
    // XW-16 相
    QTest::newRow("XW-16 a heal saves from a cannon") << "night: #22 kill #11 screen #28, #8 heal #11" << "" << "" << "28"
        << L{"炮 #22 → #11: failed, #11 healed (by 相 #8)"};
    QTest::newRow("XW-16 an elephant may heal itself (setting default)") << "night: #8 heal #8, #22 kill #8 screen #28"
        << "" << "" << "28" << L{"#8 healed (by 相 #8)"};
    QTest::newRow("XW-16 a blocked elephant; the block counts although the prayer is void")
        << "night: #28 pray #30, #29 pray #31, #30 pray #11, #8 heal #11, #22 kill #11 screen #32" << "11" << "30 31" << "8 32"
        << L{"兵 #30 → #11: failed, beyond its camp's 2 effective prayers", "兵 #30 → #11: elephant eye blocked: 相 #8 imprisoned"};
    QTest::newRow("XW-16 linked elephants cannot be killed by ordinary kills")
        << "night: #8 heal #9, #22 kill #8 screen #28, #17 kill #9" << "" << "" << "28"
        << L{"相 #9: exchange (linked elephants)", "炮 #22 → #8: failed, #8 is a linked elephant", "帅 #17 → #9: failed, #9 healed (by 相 #8)"};
    QTest::newRow("XW-16 a must-kill kills a linked elephant and its shooter dies with it")
        << "night: #8 heal #9, #22 kill #9 screen #23" << "9 22" << "" << "23" << L{"炮 #22 dies by exchange with #9"};
    QTest::newRow("XW-16 both elephants heal each other: both have exchange") << "night: #8 heal #9, #9 heal #8"
        << "" << "" << "" << L{"相 #8, 相 #9: exchange (linked elephants)"};
    QTest::newRow("XW-16 an imprisoned elephant forms no link") << "night: #18 imprison #8, #8 heal #9, #22 kill #9 screen #28"
        << "9" << "" << "8 28" << L{"!linked elephants", "相 #8 → #9: failed, #8 imprisoned (by 车 #18)"};
    // XW-17 兵
    QTest::newRow("XW-17 two effective prayers with equal soldiers") << "night: #12 pray #2, #13 pray #3, #14 pray #4"
        << "" << "2 3" << "" << L{"兵 #12 → #2: invincible", "兵 #14 → #4: failed, beyond its camp's 2 effective prayers"};
    QTest::newRow("XW-17 N = ⌈own / enemy⌉: 5 against 2 gives 3")
        << "dead: #30 #31 #32 | night: #12 pray #2, #13 pray #3, #14 pray #4, #15 pray #5" << "" << "2 3 4" << ""
        << L{"兵 #15 → #5: failed, beyond its camp's 3 effective prayers"};
    QTest::newRow("XW-17 unlimited when the enemy has no soldiers")
        << "dead: #28 #29 #30 #31 #32 | night: #12 pray #2, #13 pray #3, #14 pray #4, #15 pray #5, #16 pray #6" << "" << "2 3 4 5 6"
        << "" << L{"!beyond"};
    QTest::newRow("XW-17 an imprisoned soldier's prayer counts, its block does not")
        << "night: #18 imprison #12, #12 pray #2, #20 investigate #2" << "" << "2" << "12"
        << L{"@20,21: investigation: #2 is red 车", "!horse leg"};
    // XW-18, XW-19 士 (their effect shows at the day vote)
    QTest::newRow("XW-18 curse and blessing are entered") << "night: #26 curse #2, #11 bless #20" << "" << "" << ""
        << L{"左士 #26 → #2: cursed (+2 votes)", "右士 #11 → #20: blessed (−2 votes)"};
    QTest::newRow("XW-19 an invincible player cannot be cursed") << "night: #26 curse #2, #12 pray #2" << "" << "2" << ""
        << L{"左士 #26 → #2: failed, #2 invincible (prayer of 兵 #12)"};
    // XW-20, XW-21 exchange and several kills
    QTest::newRow("XW-20 an invincible attacker survives the exchange")
        << "night: #6 kill #26 screen #22, #22 kill #4 screen #28" << "4 26" << "22" << "28" << L{"!dies by exchange"};
    QTest::newRow("XW-20 a heal does not save the attacker") << "night: #22 kill #4 screen #28, #24 heal #22" << "4 22" << "" << "28"
        << L{"炮 #22 dies by exchange with #4"};
    QTest::newRow("XW-20 every attacker whose kill succeeded dies")
        << "night: #22 kill #4 screen #28, #23 kill #4 screen #29, #17 kill #4" << "4 22 23" << "" << "28 29"
        << L{"炮 #22 dies by exchange with #4", "炮 #23 dies by exchange with #4", "!帅 #17 dies"};
    QTest::newRow("XW-20 deaths by exchange cause no further exchange")
        << "night: #22 kill #4 screen #28, #23 kill #10 screen #28, #6 kill #23 screen #12" << "4 6 10 22 23" << "" << "12 28"
        << L{"炮 #22 dies by exchange with #4", "炮 #6 dies by exchange with #23", "!炮 #23 dies by exchange"};
    QTest::newRow("XW-21 several kills on one target: one success is enough")
        << "night: #25 heal #27, #1 kill #27, #6 kill #27 screen #7" << "27" << "" << "7"
        << L{"帅 #1 → #27: failed, #27 healed (by 相 #25)", "炮 #6 → #27: killed (must-kill)"};
    // XW-22, XW-23 the 帅 and winning
    QTest::newRow("XW-22 the general cannot die while its camp has soldiers and advisors/elephants")
        << "night: #1 kill #17, #6 kill #17 screen #7" << "" << "" << "7"
        << L{"帅 #1 → #17: no effect, 帅 #17 cannot die yet (general-kill condition)", "=winner none", "^nobody died"};
    QTest::newRow("XW-22 no soldier left: the general dies") << "dead: #28 #29 #30 #31 #32 | night: #1 kill #17" << "17" << "" << ""
        << L{"帅 #1 → #17: killed", "=winner red", "^red wins"};
    QTest::newRow("XW-22 no advisor and elephant left: the general dies") << "dead: #24 #25 #26 #27 | night: #1 kill #17"
        << "17" << "" << "" << L{"=winner red"};
    QTest::newRow("XW-22 counted at the start of the night")
        << "dead: #28 #29 #30 #31 | night: #6 kill #32 screen #12, #1 kill #17" << "32" << "" << "12"
        << L{"帅 #17 cannot die yet", "=winner none"};
    QTest::newRow("XW-23 both generals the same night: draw")
        << "dead: #12 #13 #14 #15 #16 #28 #29 #30 #31 #32 | night: #1 kill #17, #17 kill #1" << "1 17" << "" << ""
        << L{"=winner draw", "^draw"};
    // XW-7 layers, XW-5
    QTest::newRow("XW-7 a player killed tonight still acts tonight")
        << "night: #17 kill #2, #2 imprison #22, #22 kill #11 screen #28" << "2" << "" << "22" << L{"车 #2 → #22: imprisoned"};
    QTest::newRow("XW-7 invincibility outranks imprisonment from any source")
        << "night: #12 pray #4, #28 pray #30, #4 investigate #30, #18 imprison #4" << "" << "4 30" << "5"
        << L{"车 #18 → #4: failed, #4 invincible (prayer of 兵 #12)", "马 #4 → #30: failed, #5 imprisoned (horse leg blocked by 兵 #28)"};
    // Combined cases
    QTest::newRow("combined XW-7/11/12/14/17: a prayer against a chariot against an overlapped cannon")
        << "night: #2 imprison #22, #28 pray #22, #22 kill #11 screen #23, #8 heal #11" << "11" << "22" << "23"
        << L{"车 #2 → #22: failed, #22 invincible (prayer of 兵 #28)", "炮 #22 → #11: killed (must-kill)"};
    QTest::newRow("combined XW-7/12/14: without the prayer the chariot wins and nothing stacks")
        << "night: #2 imprison #22, #22 kill #11 screen #23, #8 heal #11" << "" << "" << "22"
        << L{"炮 #22 → #11: failed, #22 imprisoned (by 车 #2)", "!must-kill"};
    QTest::newRow("combined XW-13/15/20: linked cannons kill linked horses")
        << "night: #22 kill #4 screen #28, #23 kill #5 screen #28" << "4 5 22 23" << "" << "28"
        << L{"炮 #22 dies by exchange with #4", "炮 #23 dies by exchange with #5"};
    QTest::newRow("combined XW-10/20/22: the substitute dies, the exchange killer lives on")
        << "dead: #12 #13 #14 #15 #16 | night: #1 substitute #10, #22 kill #1 screen #23, #23 kill #4 screen #29"
        << "10" << "" << "23" << L{"帅 #1 would die: 左士 #10 dies instead", "炮 #23 → #4: failed, #23 is the screen of 炮 #22"};
}

void TestWerewolf::xiangqiDay_data()
{
    outcomeColumns();
    QTest::newRow("XW-24 the single highest total is executed") << "night: | day: 1>20 2>20 3>21 17>-" << "20" << "" << ""
        << L{"=executed 20", "votes: #20 2, #21 1", "#20 executed (black 马)"};
    QTest::newRow("XW-24 tie: nobody is executed (setting default)") << "night: | day: 1>20 2>21" << "" << "" << ""
        << L{"=executed none", "tie between #20, #21: nobody executed"};
    QTest::newRow("XW-24 tie: the moderator decides (setting)") << "set: tie=moderator | night: | day: 1>20 2>21 decide 21"
        << "21" << "" << "" << L{"=executed 21", "tie between #20, #21, the moderator chose #21"};
    QTest::newRow("XW-24 nobody votes: nobody is executed") << "night: | day:" << "" << "" << "" << L{"no votes: nobody executed"};
    QTest::newRow("XW-19 a curse adds 2 votes") << "night: #26 curse #2 | day: 20>5" << "2" << "" << ""
        << L{"=executed 2", "votes: #2 2 (0 votes +2), #5 1"};
    QTest::newRow("XW-19 a blessing removes 2, never below 0") << "night: #27 bless #20 | day: 1>20 2>20 3>20 4>5"
        << "" << "" << "" << L{"votes: #5 1, #20 1 (3 votes −2)", "tie between #5, #20"};
    QTest::newRow("XW-19 never below 0") << "night: #27 bless #20 | day: 1>20 2>5" << "5" << "" << ""
        << L{"votes: #5 1, #20 0 (1 vote −2)", "=executed 5"};
    QTest::newRow("XW-19 curse votes as set") << "set: curse=3 | night: #26 curse #2 | day: 20>5 21>5" << "2" << "" << ""
        << L{"votes: #2 3 (0 votes +3), #5 2"};
    QTest::newRow("XW-19 the curse lasts only to the next day") << "night: #26 curse #2 | day: | night: | day: 20>5" << "5" << "" << ""
        << L{"=executed 5"};
    QTest::newRow("XW-22 a vote on the general without the condition has no effect") << "night: | day: 2>17 3>17"
        << "" << "" << "" << L{"=executed none", "#17 voted out, but 帅 #17 cannot die yet (general-kill condition): nobody executed"};
    QTest::newRow("XW-22 counted at the vote: the general is executed")
        << "dead: #28 #29 #30 #31 #32 | night: | day: 2>17 3>17" << "17" << "" << "" << L{"=executed 17", "=winner red"};
    QTest::newRow("XW-10 the substitute named at night dies for the voted-out general")
        << "dead: #12 #13 #14 #15 #16 | night: #1 substitute #2 | day: 17>1 18>1" << "2" << "" << ""
        << L{"=executed 2", "帅 #1 would die: 车 #2 dies instead (substitute)", "=winner none"};
    QTest::newRow("XW-10 a substitute already dead cannot save the general")
        << "dead: #12 #13 #14 #15 #16 | night: #1 substitute #2, #17 kill #2 | day: 17>1" << "1" << "" << ""
        << L{"substitute #2 is already dead", "=winner black"};
    QTest::newRow("XW-10 the substitute covers only the day after its night")
        << "dead: #12 #13 #14 #15 #16 | night: #1 substitute #2 | day: | night: | day: 17>1" << "1" << "" << ""
        << L{"=executed 1", "=winner black"};
    QTest::newRow("XW-25 a moderator's override is logged with its reason")
        << "night: #1 kill #27 | revive: #27 the kill was entered on the wrong player" << "" << "" << ""
        << L{"moderator: #27 alive again (the kill was entered on the wrong player)"};
    QTest::newRow("XW-25 an override can end the game") << "kill: #17 left the game" << "17" << "" << ""
        << L{"moderator: #17 dead (left the game)", "=winner red"};
    QTest::newRow("XW-5 a night's invincibility is gone the next night") << "night: #28 pray #27 | night: #1 kill #27"
        << "27" << "" << "" << L{"帅 #1 → #27: killed"};
}

void TestWerewolf::xiangqiRefusals_data()
{
    refusalColumns();
    QTest::newRow("XW-14 a dead actor") << "dead: #2 | night: #2 imprison #22" << "XW-14" << L{"车 #2 is dead"};
    QTest::newRow("XW-11 a general as screen") << "night: #22 kill #11 screen #1" << "XW-11" << L{"炮 #22 cannot use 帅 #1 as a screen"};
    QTest::newRow("XW-11 a dead screen") << "dead: #28 | night: #22 kill #11 screen #28" << "XW-11" << L{"#28 is dead"};
    QTest::newRow("XW-11 its own screen") << "night: #22 kill #11 screen #22" << "XW-11" << L{"its own screen"};
    QTest::newRow("XW-11 only a cannon names a screen") << "night: #1 kill #11 screen #28" << "XW-9" << L{"only a cannon"};
    QTest::newRow("XW-11 a cannon cannot heal") << "night: #22 heal #11" << "XW-11" << L{"炮 #22 cannot heal"};
    QTest::newRow("XW-16 healing a general") << "night: #8 heal #1" << "XW-16" << L{"相 #8 cannot heal 帅 #1"};
    QTest::newRow("XW-16 healing itself when the setting forbids it") << "set: selfheal=no | night: #8 heal #8" << "XW-16"
        << L{"相 #8 cannot heal itself"};
    QTest::newRow("XW-14 imprisoning a general") << "night: #2 imprison #17" << "XW-14" << L{"车 #2 cannot imprison 帅 #17"};
    QTest::newRow("XW-17 praying for a general") << "night: #12 pray #1" << "XW-17" << L{"兵 #12 cannot pray for 帅 #1"};
    QTest::newRow("XW-10 a used-up substitute") << "night: #1 substitute #2 | night: #1 substitute #3 | night: #1 substitute #4"
        << "XW-10" << L{"帅 #1 has no substitute left"};
    QTest::newRow("XW-10 naming itself") << "night: #1 substitute #1" << "XW-10" << L{"帅 #1 cannot name a substitute itself"};
    QTest::newRow("XW-9 a second kill in one night") << "night: #1 kill #27, #1 kill #26" << "XW-9" << L{"already entered 'kill'"};
    QTest::newRow("XW-9 a target that does not exist") << "night: #1 kill #99" << "XW-9" << L{"no player #99"};
    QTest::newRow("XW-9 a kill needs a target") << "night: #1 kill" << "XW-9" << L{"needs a target"};
    QTest::newRow("XW-1 an actor that does not exist") << "night: #40 kill #2" << "XW-1" << L{"no player #40"};
    QTest::newRow("XW-15 the horses disagree") << "night: #4 investigate #22, #5 investigate #23" << "XW-15"
        << L{"马 #5 must investigate the same player as 马 #4 (#22)"};
    QTest::newRow("XW-18 a right advisor cannot curse") << "night: #11 curse #20" << "XW-18" << L{"右士 #11 cannot curse"};
    QTest::newRow("XW-3 no day before night 1") << "day: 1>20" << "XW-3" << L{"starts with night 1"};
    QTest::newRow("XW-23 no phase after the end") << "dead: #28 #29 #30 #31 #32 | night: #1 kill #17 | day: 1>20"
        << "XW-23" << L{"the game is over"};
    QTest::newRow("XW-24 a dead voter") << "dead: #20 | night: | day: 20>2" << "XW-24" << L{"马 #20 is dead and cannot vote"};
    QTest::newRow("XW-24 a vote for a dead player") << "dead: #20 | night: | day: 2>20" << "XW-24" << L{"cannot vote for 马 #20"};
    QTest::newRow("XW-24 a tie without the moderator's decision") << "set: tie=moderator | night: | day: 1>20 2>21" << "XW-24"
        << L{"tie between #20, #21"};
    QTest::newRow("XW-24 a decision outside the tie") << "set: tie=moderator | night: | day: 1>20 2>21 decide 5" << "XW-24"
        << L{"#5 is not among the tied #20, #21"};
    QTest::newRow("XW-24 a decision while the tie setting is nobody") << "night: | day: 1>20 2>21 decide 20" << "XW-24"
        << L{"tie setting is 'nobody'"};
    QTest::newRow("XW-25 an override needs a reason") << "revive: #2" << "XW-25" << L{"needs a reason"};
    QTest::newRow("CW-13 no promotion in the xiangqi game") << "night: | promote: #12 queen" << "CW-13" << L{"chess role game"};
}

// ---- 国际象棋版杀 ----

void TestWerewolf::chessNight_data()
{
    outcomeColumns();
    QTest::newRow("CW-1 a death: camp public, role to the camp's king") << "night: #10 kill #3" << "3" << "" << ""
        << L{"后 #10 → #3: killed", "@1: #3 was 车", "^Night 1: #3 died (white)"};
    QTest::newRow("CW-3 the check condition stays out of the announcement") << "night: #2 kill #9" << "" << "" << ""
        << L{"后 #2 → #9: no effect, 王 #9 cannot die yet (check condition)", "^Night 1: nobody died"};
    // CW-4 imprisonment
    QTest::newRow("CW-4 a rook imprisons the queen") << "night: #11 imprison #2, #2 kill #12" << "" << "" << "2"
        << L{"车 #11 → #2: imprisoned", "后 #2 → #12: failed, #2 imprisoned (by 车 #11)"};
    QTest::newRow("CW-4 a rook may imprison the king") << "night: #11 imprison #1" << "" << "" << "1" << L{"车 #11 → #1: imprisoned"};
    QTest::newRow("CW-4 a pawn imprisons an enemy pawn") << "night: #6 imprison #14" << "" << "" << "14" << L{"兵 #6 → #14: imprisoned"};
    QTest::newRow("CW-4 two pawns naming each other both succeed") << "night: #6 cover #14, #14 imprison #6" << "" << "" << "6 14"
        << L{"兵 #6 → #14: imprisoned", "兵 #14 → #6: imprisoned"};
    QTest::newRow("CW-4 two rooks naming each other both succeed") << "night: #3 imprison #11, #11 imprison #3" << "" << "" << "3 11"
        << L{"车 #3 → #11: imprisoned", "车 #11 → #3: imprisoned"};
    QTest::newRow("CW-4 a chain: the imprisoned rook fails") << "night: #3 imprison #11, #11 imprison #2, #2 kill #12"
        << "12" << "" << "11" << L{"车 #11 → #2: failed, #11 imprisoned (by 车 #3)"};
    QTest::newRow("CW-4 a rook cannot stop castling") << "night: #11 imprison #1, #1 castle" << "" << "" << "1"
        << L{"castling: 车 #3 is now the king, 王 #1 a rook", "@3: castling: you are now the king"};
    // CW-5 pawn cover
    QTest::newRow("CW-5 the covering pawn takes the kill") << "night: #10 kill #2, #6 cover #2" << "6" << "" << ""
        << L{"后 #10 → #2: killed, taken by 兵 #6 instead of #2 (cover)", "兵 #6 → #2: cover holds"};
    QTest::newRow("CW-5 the covering pawn takes the imprisonment") << "night: #11 imprison #2, #6 cover #2, #2 kill #12"
        << "12" << "" << "6" << L{"车 #11 → #2: imprisoned, taken by 兵 #6 instead of #2 (cover)", "后 #2 → #12: killed"};
    QTest::newRow("CW-5 a cover fails when its pawn is imprisoned directly")
        << "night: #14 imprison #6, #6 cover #2, #10 kill #2" << "2" << "" << "6"
        << L{"兵 #6 → #2: failed, #6 imprisoned (by 兵 #14)"};
    QTest::newRow("CW-5 positive effects stay with the named player") << "night: #5 heal #2, #6 cover #2, #10 kill #2"
        << "6" << "" << "" << L{"taken by 兵 #6"};
    QTest::newRow("CW-5 the cover takes a death by exchange")
        << "night: #12 exchange #13, #6 cover #2, #2 kill #13" << "6 13" << "" << ""
        << L{"后 #2 dies by exchange with #13 (exchange cover of 马 #12), taken by 兵 #6 instead of #2 (cover)"};
    QTest::newRow("CW-5 naming an own king or pawn does nothing") << "night: #6 cover #1, #7 cover #8" << "" << "" << ""
        << L{"兵 #6 → #1: no effect", "兵 #7 → #8: no effect"};
    QTest::newRow("CW-5 naming an enemy queen does nothing") << "night: #6 cover #10" << "" << "" << ""
        << L{"兵 #6 → #10: no effect, #10 is neither"};
    QTest::newRow("CW-5 CW-4 applied again with covers: a covered rook goes free")
        << "night: #11 imprison #3, #6 cover #3, #3 imprison #10, #10 kill #4" << "" << "" << "6 10"
        << L{"车 #3 → #10: imprisoned", "后 #10 → #4: failed, #10 imprisoned (by 车 #3)"};
    QTest::newRow("CW-5 two covers: the first entered takes the effect") << "night: #7 cover #2, #6 cover #2, #10 kill #2"
        << "7" << "" << "" << L{"taken by 兵 #7"};
    QTest::newRow("CW-5 the pawn is judged as itself: a heal on it saves it") << "night: #5 heal #6, #6 cover #2, #10 kill #2"
        << "" << "" << "" << L{"后 #10 → #2: failed, taken by 兵 #6 instead of #2 (cover), #6 healed (by 象 #5)"};
    QTest::newRow("CW-9 resting again keeps the one-hit kill") << "night: #10 rest | night: #10 rest | night: #5 heal #4, #10 kill #4"
        << "4" << "" << "" << L{"后 #10 → #4: killed (one-hit kill)"};
    QTest::newRow("CW-5 what the pawn's naming does follows from whom it names")
        << "night: #6 imprison #2, #14 cover #7, #11 imprison #2" << "" << "" << "6 7"
        << L{"兵 #6 → #2: cover holds", "兵 #14 → #7: imprisoned", "车 #11 → #2: imprisoned, taken by 兵 #6"};
    // CW-6, CW-7 layers
    QTest::newRow("CW-6 an imprisoned bishop cannot heal") << "night: #11 imprison #5, #5 heal #4, #10 kill #4" << "4" << "" << "5"
        << L{"象 #5 → #4: failed, #5 imprisoned (by 车 #11)"};
    QTest::newRow("CW-7 a player killed tonight still acts tonight") << "night: #10 kill #5, #5 heal #4, #2 kill #4" << "5" << "" << ""
        << L{"后 #2 → #4: failed, #4 healed (by 象 #5)"};
    // CW-8 王
    QTest::newRow("CW-8 a king kills once its queen is dead") << "dead: #10 | night: #9 kill #3" << "3" << "" << ""
        << L{"王 #9 → #3: killed"};
    QTest::newRow("CW-8 a king kills when its camp can be checked") << "dead: #12 #13 #14 #15 | night: #9 kill #3" << "3" << "" << ""
        << L{"王 #9 → #3: killed"};
    QTest::newRow("CW-8 a king's kill ignores the exchange") << "dead: #10 | night: #4 exchange #3, #9 kill #3" << "3" << "" << ""
        << L{"!dies by exchange"};
    // CW-9 后
    QTest::newRow("CW-9 a one-hit kill after a rest ignores imprisonment and heals")
        << "night: #10 rest | night: #3 imprison #10, #5 heal #4, #10 kill #4" << "4" << "" << "10"
        << L{"后 #10 → #4: killed (one-hit kill)"};
    QTest::newRow("CW-9 a kill after a kill is ordinary") << "night: #10 kill #7 | night: #5 heal #4, #10 kill #4" << "" << "" << ""
        << L{"后 #10 → #4: failed, #4 healed (by 象 #5)"};
    QTest::newRow("CW-9 only the night right after the rest") << "night: #10 rest | night: | night: #5 heal #4, #10 kill #4"
        << "" << "" << "" << L{"!one-hit"};
    QTest::newRow("CW-9 a one-hit kill: the pawn cover still applies") << "night: #10 rest | night: #6 cover #4, #10 kill #4"
        << "6" << "" << "" << L{"后 #10 → #4: killed (one-hit kill), taken by 兵 #6 instead of #4 (cover)"};
    QTest::newRow("CW-9 a rest is entered") << "night: #10 rest" << "" << "" << "" << L{"后 #10: rests"};
    // CW-10 车
    QTest::newRow("CW-10 a rook imprisons anyone, even its own camp") << "night: #3 imprison #2, #2 kill #12" << "" << "" << "2"
        << L{"车 #3 → #2: imprisoned"};
    // CW-11 象
    QTest::newRow("CW-11 a bishop saves an own player from a kill") << "night: #5 heal #3, #10 kill #3" << "" << "" << ""
        << L{"象 #5 → #3: saved tonight, pardoned tomorrow", "后 #10 → #3: failed, #3 healed (by 象 #5)"};
    QTest::newRow("CW-11 not from death by exchange") << "night: #12 exchange #13, #5 heal #2, #2 kill #13" << "2 13" << "" << ""
        << L{"后 #2 dies by exchange with #13"};
    QTest::newRow("CW-11 naming an enemy does nothing") << "night: #5 heal #11, #2 kill #11" << "11" << "" << ""
        << L{"象 #5 → #11: no effect, #11 is not of its camp"};
    QTest::newRow("CW-11 naming the king does nothing") << "night: #5 heal #1" << "" << "" << ""
        << L{"象 #5 → #1: no effect, #1 is the king"};
    // CW-12 马
    QTest::newRow("CW-12 an exchange cover kills the queen too") << "night: #12 exchange #13, #2 kill #13" << "2 13" << "" << ""
        << L{"后 #2 dies by exchange with #13 (exchange cover of 马 #12)"};
    QTest::newRow("CW-12 either camp's queen") << "night: #12 exchange #13, #10 kill #13" << "10 13" << "" << ""
        << L{"后 #10 dies by exchange with #13"};
    QTest::newRow("CW-12 an exchange on an enemy does nothing") << "night: #12 exchange #3, #2 kill #3" << "3" << "" << ""
        << L{"马 #12 → #3: no effect, #3 is not of its camp", "!dies by exchange"};
    QTest::newRow("CW-12 an imprisoned knight covers nothing") << "night: #3 imprison #12, #12 exchange #13, #2 kill #13"
        << "13" << "" << "12" << L{"!dies by exchange"};
    // CW-13 promotion
    QTest::newRow("CW-13 three nights of cover: the pawn must promote")
        << "night: #11 imprison #2, #6 cover #2 | night: #11 imprison #2, #6 cover #2 | night: #11 imprison #2, #6 cover #2"
        << "" << "" << "6" << L{"兵 #6 must promote (3 nights of cover)", "@1: a pawn of yours must promote: choose 后, 车, 马 or 象"};
    QTest::newRow("CW-13 nights need not be consecutive; a covered curse counts")
        << "night: #11 imprison #2, #6 cover #2 | night: | night: #12 curse #3, #6 cover #3 | night: #11 imprison #2, #6 cover #2"
        << "" << "" << "6" << L{"兵 #6 must promote"};
    QTest::newRow("CW-13 a pawn that dies does not promote")
        << "night: #11 imprison #2, #6 cover #2 | night: #11 imprison #2, #6 cover #2 | night: #10 kill #2, #6 cover #2"
        << "6" << "" << "" << L{"!must promote"};
    QTest::newRow("CW-13 the promotion") << "night: #11 imprison #2, #6 cover #2 | night: #11 imprison #2, #6 cover #2 | "
                                            "night: #11 imprison #2, #6 cover #2 | day: | promote: #6 bishop"
        << "" << "" << "" << L{"兵 #6 promotes to 象", "@6: you promote to 象"};
    QTest::newRow("CW-11 promoted bishops naming each other: no effect")
        << "night: #11 imprison #2, #6 cover #2 | night: #11 imprison #2, #6 cover #2 | night: #11 imprison #2, #6 cover #2 | "
           "promote: #6 bishop | night: #5 heal #6, #10 kill #6"
        << "6" << "" << "" << L{"象 #5 → #6: no effect, #6 is a bishop too"};
    // CW-14 castling
    QTest::newRow("CW-14 castling takes effect at dawn, told only to the rook") << "night: #1 castle" << "" << "" << ""
        << L{"王 #1: castling at dawn", "castling: 车 #3 is now the king, 王 #1 a rook", "@3: castling: you are now the king", "!^castling"};
    QTest::newRow("CW-14 castling lapses when the rook dies that night") << "night: #1 castle, #10 kill #3" << "3" << "" << ""
        << L{"castling lapses: 王 #1 or its rook died", "!@3: castling"};
    QTest::newRow("CW-14 the old king can be killed; the real king is announced") << "night: #1 castle | night: #10 kill #1"
        << "1" << "" << "" << L{"后 #10 → #1: killed", "^the real king of white is #3", "=winner none", "@3: #1 was 车"};
    QTest::newRow("CW-14 the new king has the check condition") << "night: #1 castle | night: #10 kill #3" << "" << "" << ""
        << L{"王 #3 cannot die yet (check condition)"};
    QTest::newRow("CW-14 the old king has the rook's power") << "night: #1 castle | night: #1 imprison #10, #10 kill #4"
        << "" << "" << "10" << L{"车 #1 → #10: imprisoned"};
    // CW-15, CW-16
    QTest::newRow("CW-15 the king dies with fewer than 2 pawns, knights and bishops")
        << "dead: #4 #5 #6 #7 | night: #10 kill #1" << "1" << "" << "" << L{"=winner black", "^black wins", "后 #10 → #1: killed"};
    QTest::newRow("CW-15 counted at the start of the night") << "dead: #4 #5 #6 | night: #10 kill #1, #2 kill #7" << "7" << "" << ""
        << L{"王 #1 cannot die yet (check condition)"};
    QTest::newRow("CW-16 both kings the same night: draw")
        << "dead: #4 #5 #6 #7 #12 #13 #14 #15 | night: #10 kill #1, #2 kill #9" << "1 9" << "" << "" << L{"=winner draw"};
    // Combined cases
    QTest::newRow("combined CW-4/5: pawn cover absorbing an imprisonment and a kill")
        << "night: #11 imprison #2, #10 kill #2, #6 cover #2" << "6" << "" << "6"
        << L{"车 #11 → #2: imprisoned, taken by 兵 #6", "后 #10 → #2: killed, taken by 兵 #6"};
    QTest::newRow("combined CW-9/11/12: a one-hit kill on an exchange-covered bishop")
        << "night: #10 rest | night: #4 exchange #5, #3 imprison #10, #13 heal #10, #10 kill #5" << "5 10" << "" << "10"
        << L{"后 #10 → #5: killed (one-hit kill)", "后 #10 dies by exchange with #5 (exchange cover of 马 #4)"};
    QTest::newRow("combined CW-5/9/12: ... and a pawn covering the queen dies instead")
        << "night: #10 rest | night: #4 exchange #5, #14 cover #10, #10 kill #5" << "5 14" << "" << ""
        << L{"后 #10 dies by exchange with #5 (exchange cover of 马 #4), taken by 兵 #14 instead of #10 (cover)"};
    QTest::newRow("combined CW-5/15: a pawn cannot cover its king") << "dead: #4 #5 #7 #8 | night: #6 cover #1, #10 kill #1"
        << "1" << "" << "" << L{"=winner black"};
}

void TestWerewolf::chessDay_data()
{
    outcomeColumns();
    QTest::newRow("CW-17 the single highest total is executed; the role goes to the king")
        << "night: | day: 1>12 2>12 3>4" << "12" << "" << "" << L{"=executed 12", "#12 executed (black)", "@9: #12 was 马"};
    QTest::newRow("CW-17 tie: nobody (setting default)") << "night: | day: 1>12 2>13" << "" << "" << "" << L{"tie between #12, #13"};
    QTest::newRow("CW-17 tie: the moderator decides (setting)") << "set: tie=moderator | night: | day: 1>12 2>13 decide 13"
        << "13" << "" << "" << L{"=executed 13"};
    QTest::newRow("CW-11 a pardon: nobody is executed that day") << "night: #13 heal #12 | day: 1>12 2>12"
        << "" << "" << "" << L{"#12 voted out, but #12 pardoned (by 象 #13): nobody executed", "=executed none"};
    QTest::newRow("CW-12 a curse adds ⌈enemy camp alive / 2⌉ at the vote") << "night: #12 curse #3 | day: 1>4" << "3" << "" << ""
        << L{"votes: #3 4 (0 votes +4), #4 1"};
    QTest::newRow("CW-12 the curse counts the living at the vote") << "dead: #8 | night: #12 curse #3, #10 kill #7 | day: 1>4 2>4 3>4"
        << "" << "" << "" << L{"votes: #3 3 (0 votes +3), #4 3", "=executed none"};
    QTest::newRow("CW-5 a covered curse lands on the pawn") << "night: #12 curse #2, #6 cover #2 | day: 9>7" << "6" << "" << ""
        << L{"=executed 6"};
    QTest::newRow("CW-15 a vote on the king without the check condition has no effect") << "night: | day: 2>9 3>9"
        << "" << "" << "" << L{"#9 voted out, but 王 #9 cannot die yet (check condition): nobody executed"};
    QTest::newRow("CW-16 the king voted out with the check condition") << "dead: #12 #13 #14 #15 | night: | day: 2>9 3>9"
        << "9" << "" << "" << L{"=winner white"};
    QTest::newRow("CW-14 the old king voted out: the real king is announced") << "night: #1 castle | day: 9>1 10>1"
        << "1" << "" << "" << L{"=executed 1", "^the real king of white is #3", "=winner none"};
    QTest::newRow("CW-18 an override with its reason") << "night: | kill: #4 disconnected" << "4" << "" << ""
        << L{"moderator: #4 dead (disconnected)"};
}

void TestWerewolf::chessRefusals_data()
{
    refusalColumns();
    QTest::newRow("CW-8 a king's kill while its queen lives") << "night: #1 kill #12" << "CW-8" << L{"王 #1 cannot kill while its queen lives"};
    QTest::newRow("CW-8 a king never rests") << "night: #1 rest" << "CW-8" << L{"王 #1 cannot rest"};
    QTest::newRow("CW-9 kill and rest in one night") << "night: #10 rest, #10 kill #3" << "CW-9" << L{"already entered 'rest'"};
    QTest::newRow("CW-9 a rest names nobody") << "night: #10 rest #3" << "CW-9" << L{"names nobody"};
    QTest::newRow("CW-14 a second castling") << "night: #1 castle | night: #3 castle" << "CW-14" << L{"already castled"};
    QTest::newRow("CW-14 castling without the original rook") << "dead: #3 | night: #1 castle" << "CW-14" << L{"original rook is gone"};
    QTest::newRow("CW-14 castling with another player") << "night: #1 castle #2" << "CW-14" << L{"only with the camp's original rook #3"};
    QTest::newRow("CW-11 a bishop never names itself") << "night: #5 heal #5" << "CW-11" << L{"象 #5 cannot heal itself"};
    QTest::newRow("CW-12 one knight power a night") << "night: #4 exchange #5, #4 curse #12" << "CW-12" << L{"already entered"};
    QTest::newRow("CW-13 a night while a promotion waits")
        << "night: #11 imprison #2, #6 cover #2 | night: #11 imprison #2, #6 cover #2 | night: #11 imprison #2, #6 cover #2 | night:"
        << "CW-13" << L{"兵 #6 must promote before the next night"};
    QTest::newRow("CW-13 a pawn that has not earned it") << "night: | promote: #6 queen" << "CW-13" << L{"兵 #6 cannot promote"};
    QTest::newRow("CW-13 promoting to a king") << "night: #11 imprison #2, #6 cover #2 | night: #11 imprison #2, #6 cover #2 | "
                                                  "night: #11 imprison #2, #6 cover #2 | promote: #6 king"
        << "CW-13" << L{"cannot promote to 王"};
    QTest::newRow("CW-10 a dead rook") << "dead: #3 | night: #3 imprison #10" << "CW-10" << L{"车 #3 is dead"};
    QTest::newRow("CW-13 a pawn cannot pray") << "night: #6 pray #2" << "CW-13" << L{"兵 #6 cannot pray for"};
    QTest::newRow("CW-8 a promoted queen ends the king's kill power")
        << "dead: #2 | night: #11 imprison #3, #6 cover #3, #1 kill #16 | night: #11 imprison #3, #6 cover #3 | "
           "night: #11 imprison #3, #6 cover #3 | promote: #6 queen | night: #1 kill #12"
        << "CW-8" << L{"王 #1 cannot kill while its queen lives"};
    QTest::newRow("CW-2 no day before night 1") << "day: 1>9" << "CW-2" << L{"starts with night 1"};
    QTest::newRow("CW-16 no phase after the end") << "dead: #4 #5 #6 #7 | night: #10 kill #1 | night:" << "CW-16"
        << L{"the game is over"};
    QTest::newRow("CW-17 a dead voter") << "dead: #4 | night: | day: 4>12" << "CW-17" << L{"马 #4 is dead and cannot vote"};
    QTest::newRow("CW-18 an override that changes nothing") << "kill: #4 twice | kill: #4 again" << "CW-18" << L{"already dead"};
}

// ---- The deal, texts, the table ----

void TestWerewolf::deal_data()
{
    QTest::addColumn<int>("game");
    QTest::addColumn<QString>("change"); // drop:ID, add:camp/role, id:old/new
    QTest::addColumn<QString>("rule");   // "" when accepted
    QTest::newRow("XW-1 the standard 32") << int(Game::Xiangqi) << "" << "";
    QTest::newRow("XW-2 a smaller table keeps one general per camp") << int(Game::Xiangqi) << "drop:2 drop:12 drop:28" << "";
    QTest::newRow("XW-2 a camp without its general") << int(Game::Xiangqi) << "drop:17" << "XW-2";
    QTest::newRow("XW-2 a second general") << int(Game::Xiangqi) << "add:red/shuai" << "XW-2";
    QTest::newRow("XW-2 a third chariot") << int(Game::Xiangqi) << "add:black/che" << "XW-2";
    QTest::newRow("XW-1 a chess role at the xiangqi table") << int(Game::Xiangqi) << "add:red/queen" << "XW-1";
    QTest::newRow("XW-1 a repeated id") << int(Game::Xiangqi) << "id:5/4" << "XW-1";
    QTest::newRow("XW-1 an id that is not positive") << int(Game::Xiangqi) << "id:5/0" << "XW-1";
    QTest::newRow("CW-1 the standard 16") << int(Game::Chess) << "" << "";
    QTest::newRow("CW-1 a fourth pawn") << int(Game::Chess) << "add:white/pawn" << "CW-1";
    QTest::newRow("CW-1 no king") << int(Game::Chess) << "drop:9" << "CW-1";
}

void TestWerewolf::deal()
{
    QFETCH(int, game);
    QFETCH(QString, change);
    QFETCH(QString, rule);
    const Game g = Game(game);
    std::vector<Seat> seats = standardSeats(g);
    for (const QString& c : change.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString what = c.section(QLatin1Char(':'), 0, 0), arg = c.section(QLatin1Char(':'), 1);
        if (what == QLatin1String("drop"))
            std::erase_if(seats, [&](const Seat& s) { return s.id == arg.toInt(); });
        else if (what == QLatin1String("add")) {
            const auto camp = campFromKey(g, arg.section(QLatin1Char('/'), 0, 0).toStdString());
            auto role = roleFromKey(g, arg.section(QLatin1Char('/'), 1).toStdString());
            if (!role)
                role = roleFromKey(g == Game::Xiangqi ? Game::Chess : Game::Xiangqi, arg.section(QLatin1Char('/'), 1).toStdString());
            seats.push_back({100, *camp, *role});
        } else if (what == QLatin1String("id")) {
            for (Seat& s : seats)
                if (s.id == arg.section(QLatin1Char('/'), 0, 0).toInt())
                    s.id = arg.section(QLatin1Char('/'), 1).toInt();
        }
    }
    const auto e = checkSetup(g, Settings{}, seats);
    QCOMPARE(e ? QString::fromUtf8(e->rule.data(), e->rule.size()) : QString(), rule);
    RuleError error;
    QCOMPARE(Table::create(g, Settings{}, seats, &error).has_value(), rule.isEmpty());
    if (e)
        QCOMPARE(error, *e);
}

void TestWerewolf::revealOnDeath_data()
{
    QTest::addColumn<QString>("setting");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("chinese");
    QTest::newRow("XW-4 camp and role (default)") << "camp+role" << "Night 1: #27 died (black Right Advisor)" << "第 1 夜：#27 死亡（黑方右士）";
    QTest::newRow("XW-4 camp only") << "camp" << "Night 1: #27 died (black)" << "第 1 夜：#27 死亡（黑方）";
    QTest::newRow("XW-4 nothing") << "none" << "Night 1: #27 died" << "第 1 夜：#27 死亡";
}

void TestWerewolf::revealOnDeath()
{
    QFETCH(QString, setting);
    QFETCH(QString, english);
    QFETCH(QString, chinese);
    const Resolution r = play(Game::Xiangqi, QStringLiteral("set: reveal=%1 | night: #1 kill #27").arg(setting));
    QVERIFY(!r.error);
    QCOMPARE(QString::fromStdString(announcement(r.result, Game::Xiangqi, EnglishStyle)), english);
    QCOMPARE(QString::fromStdString(announcement(r.result, Game::Xiangqi, ChineseStyle)), chinese);
}

// XW-8: every outcome carries its reason chain, the same in the three styles.
void TestWerewolf::reasonChains_data()
{
    QTest::addColumn<int>("game");
    QTest::addColumn<QString>("script");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("moderator");
    QTest::addColumn<QString>("chinese");
    const int xq = int(Game::Xiangqi), ch = int(Game::Chess);
    QTest::newRow("XW-8 a kill fails on a prayer (the example of docs/CLI.md)") << xq << "night: #28 pray #11, #7 kill #11 screen #12"
        << "Cannon #7 → #11: failed, #11 invincible (prayer of Soldier #28)"
        << "炮 #7 → #11: failed, #11 invincible (prayer of 兵 #28)" << "炮 #7 → #11：失败，#11 无敌（兵 #28 祈祷）";
    QTest::newRow("XW-8 a chariot imprisoned by a chariot") << xq << "night: #18 imprison #2, #2 imprison #22"
        << "Chariot #2 → #22: failed, #2 imprisoned (by Chariot #18)" << "车 #2 → #22: failed, #2 imprisoned (by 车 #18)"
        << "车 #2 → #22：失败，#2 被禁锢（车 #18）";
    QTest::newRow("XW-8 a blocked elephant") << xq << "night: #8 heal #11, #28 pray #11"
        << "Elephant #8 → #11: failed, #8 imprisoned (elephant eye blocked by Soldier #28)"
        << "相 #8 → #11: failed, #8 imprisoned (elephant eye blocked by 兵 #28)" << "相 #8 → #11：失败，#8 被禁锢（兵 #28 塞相眼）";
    QTest::newRow("XW-8 a must-kill through a heal") << xq << "night: #22 kill #11 screen #23, #8 heal #11"
        << "Cannon #22 → #11: killed (must-kill)" << "炮 #22 → #11: killed (must-kill)" << "炮 #22 → #11：杀死（必杀）";
    QTest::newRow("XW-8 a death by exchange") << xq << "night: #22 kill #4 screen #28" << "Cannon #22 dies by exchange with #4"
        << "炮 #22 dies by exchange with #4" << "炮 #22 与 #4 兑子而死";
    QTest::newRow("XW-8 the general-kill condition") << xq << "night: #1 kill #17"
        << "General #1 → #17: no effect, General #17 cannot die yet (general-kill condition)"
        << "帅 #1 → #17: no effect, 帅 #17 cannot die yet (general-kill condition)" << "帅 #1 → #17：无效，帅 #17 不满足吃老帅条件";
    QTest::newRow("XW-8 a stacked screen's void entry") << xq << "night: #22 kill #11 screen #23, #23 kill #10 screen #28"
        << "Cannon #23 → #10: failed, #23 is the screen of Cannon #22 (stacked cannons)"
        << "炮 #23 → #10: failed, #23 is the screen of 炮 #22 (stacked cannons)" << "炮 #23 → #10：失败，#23 是 炮 #22 的炮架（重叠炮）";
    QTest::newRow("CW-5 a cover in the reason chain") << ch << "night: #10 kill #2, #6 cover #2"
        << "Queen #10 → #2: killed, taken by Pawn #6 instead of #2 (cover)" << "后 #10 → #2: killed, taken by 兵 #6 instead of #2 (cover)"
        << "后 #10 → #2：杀死，由 兵 #6 代 #2 承受（转移）";
    QTest::newRow("CW-9 a one-hit kill") << ch << "night: #10 rest | night: #3 imprison #10, #10 kill #4"
        << "Queen #10 → #4: killed (one-hit kill)" << "后 #10 → #4: killed (one-hit kill)" << "后 #10 → #4：杀死（一击必杀）";
    QTest::newRow("CW-11 a pardon") << ch << "night: #13 heal #12 | day: 1>12"
        << "#12 voted out, but #12 pardoned (by Bishop #13): nobody executed"
        << "#12 voted out, but #12 pardoned (by 象 #13): nobody executed" << "#12 得票最高，但 #12 被特赦（象 #13）：无人被处决";
}

void TestWerewolf::reasonChains()
{
    QFETCH(int, game);
    QFETCH(QString, script);
    QFETCH(QString, english);
    QFETCH(QString, moderator);
    QFETCH(QString, chinese);
    const Game g = Game(game);
    const Resolution r = play(g, script);
    QVERIFY(!r.error);
    const QStringList log = logOf(r.result, g, EnglishStyle);
    const auto at = log.indexOf(english);
    QVERIFY2(at >= 0, qPrintable(log.join(QLatin1Char('\n'))));
    const Event& e = r.result.log.at(std::size_t(at));
    QCOMPARE(QString::fromStdString(describe(e, g, ModeratorStyle)), moderator);
    QCOMPARE(QString::fromStdString(describe(e, g, ChineseStyle)), chinese);
    // The chain is data too: every reason names the ruling that decided it.
    for (const Reason& reason : e.reasons)
        QVERIFY(reason.rule.size() >= 4);
    QVERIFY(!e.rule.empty());
}

void TestWerewolf::statusesLastOneNight()
{
    // XW-5: night 2 starts with no status from night 1.
    const Resolution r = play(Game::Xiangqi, QStringLiteral("night: #2 imprison #22, #28 pray #27 | night: #22 kill #27 screen #29"));
    QVERIFY(!r.error);
    QCOMPARE(idText(r.result.deaths), QStringLiteral("27"));
    QCOMPARE(idText(r.result.invincible), QString());
    QCOMPARE(idText(r.result.imprisoned), QStringLiteral("29"));
}

void TestWerewolf::stateAfterNights()
{
    Table* table = nullptr;
    // The state keeps uses left, queen rest, cover counts, castling and promotions.
    Resolution r = play(Game::Xiangqi, QStringLiteral("night: #1 substitute #2, #17 substitute #18 | night: #1 substitute #3"), &table);
    QVERIFY(!r.error);
    QCOMPARE(r.result.after.camps[0].substitutesLeft, 0);
    QCOMPARE(r.result.after.camps[1].substitutesLeft, 1);
    QCOMPARE(r.result.after.nights, 2);
    r = play(Game::Chess, QStringLiteral("night: #10 rest, #11 imprison #2, #6 cover #2, #1 castle | night: #11 imprison #2, #6 cover #2"));
    QVERIFY(!r.error);
    const State& s = r.result.after;
    QCOMPARE(s.find(6)->coverNights, 2);
    QVERIFY(!s.find(6)->mustPromote);
    QVERIFY(!s.find(10)->rested);        // rested on night 1 only
    QVERIFY(s.camps[0].castled);
    QCOMPARE(s.find(1)->role, Role::Rook);
    QCOMPARE(s.find(3)->role, Role::King);
    QCOMPARE(s.leader(Camp::White)->id, 3);
    QCOMPARE(s.find(1)->dealt, Role::King);
}

void TestWerewolf::tableOptions()
{
    auto table = Table::create(Game::Xiangqi, Settings{}, standardSeats(Game::Xiangqi));
    QVERIFY(table);
    // A chariot may name every living player but itself and the two generals.
    auto opts = table->options(2);
    QCOMPARE(opts.size(), std::size_t(1));
    QCOMPARE(opts[0].verb, Verb::Imprison);
    QCOMPARE(int(opts[0].targets.size()), 32 - 3);
    QVERIFY(std::find(opts[0].targets.begin(), opts[0].targets.end(), 17) == opts[0].targets.end());
    // A cannon's screens exclude itself and both generals.
    opts = table->options(22);
    QCOMPARE(opts.size(), std::size_t(1));
    QCOMPARE(int(opts[0].screens.size()), 32 - 3);
    // The general: kill and substitute; after the kill is entered, only substitute.
    opts = table->options(1);
    QCOMPARE(opts.size(), std::size_t(2));
    opts = table->options(1, {{1, Verb::Kill, 27}});
    QCOMPARE(opts.size(), std::size_t(1));
    QCOMPARE(opts[0].verb, Verb::Substitute);
    // The second horse may only name its partner's target.
    opts = table->options(5, {{4, Verb::Investigate, 22}});
    QCOMPARE(opts[0].targets, std::vector<int>{22});
    // check() names the rule.
    const auto refused = table->check({}, {8, Verb::Heal, 1});
    QVERIFY(refused);
    QCOMPARE(std::string(refused->rule), std::string("XW-16"));
    QVERIFY(!table->check({}, {8, Verb::Heal, 2}));
    // A dead player has no options.
    QVERIFY(!table->commit(Override{27, false, "left"}));
    QVERIFY(table->options(27).empty());

    auto chess = Table::create(Game::Chess, Settings{}, standardSeats(Game::Chess));
    opts = chess->options(1); // the king: castle only while its queen lives
    QCOMPARE(opts.size(), std::size_t(1));
    QCOMPARE(opts[0].verb, Verb::Castle);
    QVERIFY(!opts[0].needsTarget);
}

void TestWerewolf::tablePreviewCommitUndo()
{
    auto table = Table::create(Game::Xiangqi, Settings{}, standardSeats(Game::Xiangqi));
    const State start = table->state();
    const Night night{{{1, Verb::Kill, 27}, {22, Verb::Kill, 11, 28}}};
    const Resolution preview = table->preview(night);
    QVERIFY(!preview.error);
    QCOMPARE(idText(preview.result.deaths), QStringLiteral("11 27"));
    QVERIFY(table->state() == start); // nothing committed
    QVERIFY(table->phases().empty());
    QVERIFY(!table->commit(night));
    QCOMPARE(table->results().size(), std::size_t(1));
    QCOMPARE(table->results()[0].log, preview.result.log);
    QVERIFY(!table->state().find(27)->alive);
    QVERIFY(table->stateBefore(0) == start);
    // A refused phase changes nothing.
    const State afterNight = table->state();
    const auto refused = table->commit(Night{{{27, Verb::Bless, 2}}});
    QVERIFY(refused);
    QCOMPARE(refused->problem, Problem::DeadActor);
    QVERIFY(table->state() == afterNight);
    // Undo takes back the whole night.
    QVERIFY(table->undo());
    QVERIFY(table->state() == start);
    QVERIFY(table->phases().empty());
    QVERIFY(!table->undo());
}

void TestWerewolf::tableRestore()
{
    const Script s = parse(QStringLiteral(
        "night: #10 rest, #1 castle | day: 1>12 2>12 | night: #10 kill #4, #11 imprison #2, #6 cover #2 | day: | kill: #16 gone"));
    auto live = Table::create(Game::Chess, s.settings, standardSeats(Game::Chess));
    for (const Phase& p : s.phases)
        QVERIFY(!live->commit(p));
    int failed = 0;
    auto restored = Table::restore(Game::Chess, s.settings, standardSeats(Game::Chess), s.phases, nullptr, &failed);
    QVERIFY(restored);
    QCOMPARE(failed, -1);
    QVERIFY(restored->state() == live->state());
    QCOMPARE(restored->results().size(), live->results().size());
    for (std::size_t i = 0; i < live->results().size(); ++i)
        QCOMPARE(restored->results()[i].log, live->results()[i].log);
    // A bad phase in a saved game is reported with its index.
    std::vector<Phase> broken = s.phases;
    broken.insert(broken.begin() + 1, Night{{{3, Verb::Castle}}});
    RuleError error;
    QVERIFY(!Table::restore(Game::Chess, s.settings, standardSeats(Game::Chess), broken, &error, &failed));
    QCOMPARE(failed, 1);
    QCOMPARE(error.problem, Problem::CastlingUsed);
}

// ---- Role cards and camp goals (roletext.h) ----

namespace {

void playerWordsColumns()
{
    QTest::addColumn<int>("game");
    QTest::addColumn<int>("item");         // a Role, or a Camp for the goals
    QTest::addColumn<QString>("rules");    // the rulings the checks below come from
    QTest::addColumn<QStringList>("en");   // the English text has each (case-insensitive)
    QTest::addColumn<QStringList>("cn");   // the Chinese text has each
    QTest::addColumn<QStringList>("enNot"); // the English text has none of these
    QTest::addColumn<QStringList>("cnNot");
}

// A text for players: both languages present, no ruling id, Chinese in
// Chinese and English without it, short enough for a phone screen, and the
// content the row's rulings demand.
void checkPlayersWords(const QString& english, const QString& chinese)
{
    QFETCH(QString, rules);
    QFETCH(QStringList, en);
    QFETCH(QStringList, cn);
    QFETCH(QStringList, enNot);
    QFETCH(QStringList, cnNot);
    const QString where = rules + QLatin1String("\n") + english + QLatin1String("\n") + chinese;
    QVERIFY2(!english.isEmpty() && !chinese.isEmpty(), qPrintable(where));
    static const QRegularExpression ruleId(QStringLiteral("(XW|CW|BQ|SC|XQ)-[0-9]"));
    QVERIFY2(!english.contains(ruleId), qPrintable(where));
    QVERIFY2(!chinese.contains(ruleId), qPrintable(where));
    static const QRegularExpression han(QStringLiteral("\\p{Han}"));
    static const QRegularExpression cjk(QStringLiteral("[\\p{Han}\\x{3000}-\\x{303f}\\x{ff00}-\\x{ffef}]"));
    QVERIFY2(chinese.contains(han), qPrintable(where));
    QVERIFY2(!english.contains(cjk), qPrintable(where));
    QVERIFY2(english.split(QLatin1Char(' '), Qt::SkipEmptyParts).size() <= 60, qPrintable(where));
    QVERIFY2(chinese.size() <= 90, qPrintable(where));
    for (const QString& w : en)
        QVERIFY2(english.contains(w, Qt::CaseInsensitive), qPrintable(w + QLatin1String(" missing: ") + where));
    for (const QString& w : cn)
        QVERIFY2(chinese.contains(w), qPrintable(w + QLatin1String(" missing: ") + where));
    for (const QString& w : enNot)
        QVERIFY2(!english.contains(w, Qt::CaseInsensitive), qPrintable(w + QLatin1String(" unexpected: ") + where));
    for (const QString& w : cnNot)
        QVERIFY2(!chinese.contains(w), qPrintable(w + QLatin1String(" unexpected: ") + where));
}

void roleRow(Game g, Role r, const char* rules, const QStringList& en, const QStringList& cn,
             const QStringList& enNot = {}, const QStringList& cnNot = {})
{
    const QString name = QString::fromStdString(std::string(gameKey(g)) + " " + roleName(r, Language::English));
    QTest::newRow(qPrintable(name)) << int(g) << int(r) << QString::fromUtf8(rules) << en << cn << enNot << cnNot;
}

} // namespace

void TestWerewolf::roleDescriptionsArePlayersWords_data()
{
    playerWordsColumns();
    const Game x = Game::Xiangqi, c = Game::Chess;
    // XW-1: the 帅 is public; XW-10: 抽将 twice; XW-22: it dies only without 兵 or without 士 and 相.
    roleRow(x, Role::General, "XW-1 XW-9 XW-10 XW-22", L{"public", "kill", "twice", "substitute", "no Soldier"},
            L{"公开", "杀", "两次", "抽将", "兵（卒）全灭"});
    // XW-14: imprisons, never a 帅; it kills nobody.
    roleRow(x, Role::Chariot, "XW-14 XW-7", L{"imprison", "not a General", "each other"}, L{"禁锢", "帅（将）", "互相"},
            L{"you kill", "invest"}, L{"杀", "查证"});
    // XW-15: the horses know each other, investigate jointly, 别马腿, 连环马 (exchange).
    roleRow(x, Role::Horse, "XW-15 XW-15a XW-20", L{"investigate", "know each other", "Soldier", "exchange"},
            L{"查证", "互知", "别马腿", "兑子"});
    // XW-11: the cannon needs a screen (炮架); XW-12: stacked cannons give must-kill; XW-13: exchange.
    roleRow(x, Role::Cannon, "XW-11 XW-12 XW-13 XW-13a", L{"kill", "screen", "must-kill", "exchange", "Horse"},
            L{"杀", "炮架", "必杀", "兑子", "马"});
    // XW-16: heals, never the 帅, not against must-kill, 塞相眼, 连环相.
    roleRow(x, Role::Elephant, "XW-16", L{"heal", "not a General", "must-kill", "Soldier", "other Elephant"},
            L{"救治", "帅（将）", "必杀", "塞相眼", "连环相"}, L{"you kill"}, L{"每夜杀"});
    // XW-18: the 左士 curses (never blesses); XW-19: +2 votes by default, not on an invincible player.
    roleRow(x, Role::LeftAdvisor, "XW-18 XW-19", L{"curse", "2 extra votes", "invincible"}, L{"诅咒", "加 2", "无敌"},
            L{"bless"}, L{"庇佑"});
    // XW-18: the 右士 blesses (never curses); XW-19: −2 votes by default, never below 0.
    roleRow(x, Role::RightAdvisor, "XW-18 XW-19", L{"bless", "2 votes", "below zero"}, L{"庇佑", "减 2", "0"},
            L{"curse"}, L{"诅咒"});
    // XW-17: prays, target invincible, at least 2 effective prayers, no limit when the enemy has no 兵;
    // XW-15/16: its blocks. It kills nobody.
    roleRow(x, Role::Soldier, "XW-17 XW-15 XW-16", L{"pray", "invincible", "at least 2", "no limit", "Horse", "Elephant"},
            L{"祈祷", "无敌", "至少 2", "不限", "别马腿", "塞相眼"}, L{"kill"}, L{"杀"});
    // CW-1: public, told the roles of its dead; CW-8: kills only without a 后 or under check; CW-14: castling.
    roleRow(c, Role::King, "CW-1 CW-8 CW-14", L{"public", "no Queen", "fewer than 2", "castle", "original Rook"},
            L{"公开", "没有后", "少于 2", "王车易位", "原来的车"});
    // CW-9: kill or rest; after a rest a one-hit kill through imprisonment and heals, not through a pawn's cover.
    roleRow(c, Role::Queen, "CW-9 CW-12", L{"kill", "rest", "one-hit kill", "Pawn", "Knight"},
            L{"杀", "休息", "一击必杀", "转移", "兑子"});
    // CW-10: imprisons; CW-4: the king included, not castling nor a one-hit kill; CW-14: may become king.
    roleRow(c, Role::Rook, "CW-10 CW-4 CW-14", L{"imprison", "King included", "castling", "one-hit kill"},
            L{"禁锢", "王也可以", "王车易位", "一击必杀"}, L{"you kill"}, L{"每夜杀"});
    // CW-11: names an own player (not itself, not the 王): saved tonight and pardoned tomorrow.
    roleRow(c, Role::Bishop, "CW-11 CW-17", L{"never yourself", "not the King", "pardoned", "one-hit kill"},
            L{"不能是自己", "王除外", "救治", "特赦"});
    // CW-12: exchange (a 后's kill, not a 王's) or curse (half the enemy camp, rounded up).
    roleRow(c, Role::Knight, "CW-12", L{"exchange", "curse", "Queen", "not a King", "half"}, L{"兑子", "诅咒", "后", "一半"});
    // CW-5: cover of own 后/车/马/象, naming anyone else does nothing; CW-4: an enemy 兵 is imprisoned;
    // CW-13: three nights, must promote, the 王 chooses.
    roleRow(c, Role::Pawn, "CW-5 CW-4 CW-13",
            L{"Queen, Rook, Knight or Bishop", "enemy Pawn", "anyone else: nothing", "three nights", "must promote"},
            L{"转移", "对方兵", "禁锢", "其他人无效", "三夜", "必须升变"});
}

void TestWerewolf::roleDescriptionsArePlayersWords()
{
    QFETCH(int, game);
    QFETCH(int, item);
    QFETCH(QString, rules);
    const Game g = Game(game);
    const Role r = Role(item);
    // The row names the ruling that defines the role (roleRule).
    QVERIFY2(rules.split(QLatin1Char(' ')).contains(QString::fromUtf8(roleRule(r).data(), int(roleRule(r).size()))),
             qPrintable(rules));
    checkPlayersWords(QString::fromStdString(roleDescription(g, r, Language::English)),
                      QString::fromStdString(roleDescription(g, r, Language::Chinese)));
}

void TestWerewolf::roleDescriptionsOnlyForTheirGame()
{
    // Every role has a text in its own game, none in the other; all texts differ.
    QStringList seen;
    for (int i = int(Role::General); i <= int(Role::Pawn); ++i) {
        const Role r = Role(i);
        for (Game g : {Game::Xiangqi, Game::Chess})
            for (Language l : {Language::English, Language::Chinese}) {
                const QString text = QString::fromStdString(roleDescription(g, r, l));
                QCOMPARE(text.isEmpty(), gameOf(r) != g);
                if (!text.isEmpty()) {
                    QVERIFY2(!seen.contains(text), qPrintable(text));
                    seen << text;
                }
            }
    }
    QCOMPARE(seen.size(), 2 * (int(Role::Pawn) + 1));
}

void TestWerewolf::campGoalsArePlayersWords_data()
{
    playerWordsColumns();
    auto row = [](Game g, Camp c, const QStringList& en, const QStringList& cn) {
        const QString name = QString::fromStdString(std::string(gameKey(g)) + " " + std::string(campKey(g, c)));
        QTest::newRow(qPrintable(name)) << int(g) << int(c) << QString::fromLatin1(g == Game::Xiangqi ? "XW-22 XW-23" : "CW-15 CW-16")
                                        << en << cn << L{} << L{};
    };
    // XW-23: a camp wins when the enemy 帅 dies (red hunts black's 将, black hunts red's 帅), by kill or vote;
    // XW-22: only when the enemy has no 兵 (卒) or no 士 and 相; both 帅 the same night: a draw.
    row(Game::Xiangqi, Camp::Red, L{"Red wins", "black General", "voted out", "no Soldier", "draw"},
        L{"红方", "黑方的将", "投票", "卒全灭", "士、象全灭", "平局"});
    row(Game::Xiangqi, Camp::Black, L{"Black wins", "red General", "voted out", "no Soldier", "draw"},
        L{"黑方", "红方的帅", "投票", "兵全灭", "仕、相全灭", "平局"});
    // CW-16: the enemy's real 王 (after castling, CW-14); CW-15: fewer than 2 兵+马+象; CW-3: never shown.
    row(Game::Chess, Camp::White, L{"White wins", "Black's real King", "castling", "fewer than 2", "draw"},
        L{"白方", "黑方真正的王", "王车易位", "少于 2", "平局"});
    row(Game::Chess, Camp::Black, L{"Black wins", "White's real King", "castling", "fewer than 2", "draw"},
        L{"黑方", "白方真正的王", "王车易位", "少于 2", "平局"});
}

void TestWerewolf::campGoalsArePlayersWords()
{
    QFETCH(int, game);
    QFETCH(int, item);
    const Game g = Game(game);
    const Camp c = Camp(item);
    checkPlayersWords(QString::fromStdString(campGoal(g, c, Language::English)),
                      QString::fromStdString(campGoal(g, c, Language::Chinese)));
}

QTEST_GUILESS_MAIN(TestWerewolf)
#include "tst_werewolf.moc"
