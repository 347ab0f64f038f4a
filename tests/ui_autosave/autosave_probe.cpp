// A probe for the kill test: the real main window with autosave.
//   play GAME SEED  plays random legal steps on GAME's page (xiangqi, banqi,
//                   jifen, werewolf-xiangqi), printing "next <state>" before a step
//                   when it can say where the step leads ("next fresh" before
//                   a new game), and "committed <state>" once it is saved.
//   check GAME      prints what a restart resumes: "restored <state>", and
//                   "error <why>" when the save is unreadable.
// A state is a count and words: xiangqi "<ply> <moves>", banqi "<n> <actions>",
// jifen "<n> <rule set> t<target> <actions> [=<verdict>/<reason>]", werewolf "<phases> deal:<hash> <phase hashes> <tonight's entries>"; "0" for
// a table without a game.
#include "session/snapshot.h"
#include "session/werewolf_file.h"
#include "ui/banqi/banqitable.h"
#include "ui/jifen/jifentable.h"
#include "ui/languagemanager.h"
#include "ui/mainwindow.h"
#include "ui/werewolf/werewolfpage.h"
#include "session/werewolfsetup.h"
#include "ui/xiangqi/xiangqitable.h"

#include <QApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>

#include <cstdio>

using namespace qiyuan;

namespace {

void say(const QString& line)
{
    std::fputs(qPrintable(line + QLatin1Char('\n')), stdout);
    std::fflush(stdout);
}

QString xiangqiState(const xiangqi::Game& g)
{
    QString s = QString::number(g.ply());
    for (const xiangqi::Move& m : g.moves())
        s += QLatin1Char(' ') + QString::fromStdString(xiangqi::toIccs(m));
    return s;
}

QString banqiState(const QStringList& log)
{
    return QString::number(log.size()) + (log.isEmpty() ? QString() : QLatin1Char(' ') + log.join(QLatin1Char(' ')));
}

// The 积分象棋 state: the rule set and target too (both are saved with the
// game), and the result once over (a resignation adds no action).
QString jifenState(const jifen::Game& g)
{
    QString s = QString::number(g.actions().size()) + QLatin1Char(' ')
        + QString::fromLatin1(g.rules().key.data(), qsizetype(g.rules().key.size()))
        + QStringLiteral(" t") + QString::number(g.position().targetScore());
    for (const jifen::Action& a : g.actions())
        s += QLatin1Char(' ') + QString::fromStdString(jifen::actionText(a));
    if (g.over())
        s += QStringLiteral(" =") + QString::fromLatin1(verdictName(g.result().verdict)) + QLatin1Char('/')
            + QString::fromStdString(g.result().reason).replace(QLatin1Char(' '), QLatin1Char('_'));
    return s;
}

QString shortHash(const QJsonValue& v)
{
    const QByteArray bytes = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
    return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha1).toHex().left(10));
}

// The werewolf state, with `extra` phases as if committed after the table's own.
QString werewolfState(const ui::WerewolfPage* page, const std::vector<werewolf::Phase>& extra = {},
                      bool withTonight = true)
{
    const werewolf::Table* t = page->table();
    if (!t)
        return QStringLiteral("0");
    session::WerewolfGame g{t->game(), t->settings(), t->seats(), {}, t->phases()};
    g.phases.insert(g.phases.end(), extra.begin(), extra.end());
    const QJsonObject json = session::werewolfGameToJson(g);
    QString s = QString::number(g.phases.size()) + QStringLiteral(" deal:") + shortHash(json.value(QLatin1String("players")));
    for (const QJsonValue& phase : json.value(QLatin1String("phases")).toArray())
        s += QLatin1Char(' ') + shortHash(phase);
    if (withTonight)
        for (const werewolf::Action& a : page->enteredTonight())
            s += QStringLiteral(" e%1.%2.%3.%4").arg(a.actor).arg(int(a.verb)).arg(a.target).arg(a.screen);
    return s;
}

int playXiangqi(ui::MainWindow& window, QRandomGenerator& rng)
{
    window.xiangqiTable()->board()->setAnimationMs(0);
    if (!window.isXiangqiShown())
        window.startXiangqi(xiangqi::Position(), TimeControl{});
    for (;;) {
        ui::XiangqiTable* table = window.xiangqiTable();
        const xiangqi::Game& game = table->game();
        if (game.over() || game.ply() >= 60) {
            say(QStringLiteral("next fresh"));
            window.startXiangqi(xiangqi::Position(), TimeControl{});
            say(QStringLiteral("committed 0"));
            continue;
        }
        const xiangqi::MoveList moves = game.position().legalMoves();
        const xiangqi::Move m = moves[static_cast<int>(rng.bounded(moves.size()))];
        QStringList next = xiangqiState(game).split(QLatin1Char(' '));
        next[0] = QString::number(game.ply() + 1);
        say(QStringLiteral("next ") + next.join(QLatin1Char(' ')) + QLatin1Char(' ')
            + QString::fromStdString(xiangqi::toIccs(m)));
        table->playMove(m);
        say(QStringLiteral("committed ") + xiangqiState(table->game()));
        QApplication::processEvents();
    }
}

int playBanqi(ui::MainWindow& window, QRandomGenerator& rng)
{
    auto* table = qobject_cast<ui::BanqiTable*>(window.page(QStringLiteral("banqi")));
    window.showPage(table);
    table->board()->setAnimationMs(0);
    // No turn clock: a timeout would be an action the probe did not choose.
    const ui::BanqiOptions options{QStringLiteral("banqi"), false, true};
    for (;;) {
        const QStringList log = table->actionLog();
        const std::vector<banqi::Action>& legal = table->view().legal;
        if (table->isFinished() || log.size() >= 80 || legal.empty() || !table->options().undoAllowed) {
            say(QStringLiteral("next fresh"));
            table->newGame(banqi::dealFromSeed(rng.generate64()), options);
            say(QStringLiteral("committed ") + banqiState(table->actionLog()));
            continue;
        }
        if (table->canUndo() && rng.bounded(8) == 0) {
            say(QStringLiteral("next ") + banqiState(log.mid(0, log.size() - 1)));
            table->undo();
        } else {
            const banqi::Action a = legal[rng.bounded(int(legal.size()))];
            say(QStringLiteral("next ") + banqiState(log + QStringList{QString::fromStdString(banqi::actionText(a))}));
            table->act(a);
        }
        say(QStringLiteral("committed ") + banqiState(table->actionLog()));
        QApplication::processEvents();
    }
}

int playJifen(ui::MainWindow& window, QRandomGenerator& rng)
{
    auto* table = qobject_cast<ui::JifenTable*>(window.page(QStringLiteral("jifen")));
    window.showPage(table);
    table->board()->setAnimationMs(0);
    table->setQuestionHandler([](const QString&, const QString&) { return true; }); // resign: yes
    const std::vector<jifen::RuleSet>& ruleSets = jifen::ruleSets();
    for (;;) {
        const jifen::Game& game = table->game();
        if (game.over() || game.actions().size() >= 80) {
            // Every rule set in turn: their turn orders and kind changes differ.
            const jifen::RuleSet& rules = ruleSets[rng.bounded(int(ruleSets.size()))];
            say(QStringLiteral("next fresh"));
            table->newGame(rules);
            say(QStringLiteral("committed ") + jifenState(table->game()));
            continue;
        }
        const jifen::ActionList legal = game.legalActions();
        const int roll = int(rng.bounded(40));
        if (game.actions().empty() && roll < 4) {
            // SC-6: another target score, agreed before the first move.
            jifen::Position start = game.startPosition();
            const int target = 20 + 10 * int(rng.bounded(8));
            if (!start.setTargetScore(target).empty() || target == game.position().targetScore())
                continue;
            say(QStringLiteral("next ") + jifenState(jifen::Game(start)));
            table->setTargetScore(target);
        } else if (roll == 4) {
            jifen::Game after = game;
            after.resign(game.sideToAct());
            say(QStringLiteral("next ") + jifenState(after));
            table->resign();
        } else if (table->canUndo() && roll < 10) {
            jifen::Game after = game;
            after.undo();
            say(QStringLiteral("next ") + jifenState(after));
            table->undo();
        } else if (!legal.empty()) {
            const jifen::Action a = legal[int(rng.bounded(legal.size()))];
            jifen::Game after = game;
            after.play(a);
            say(QStringLiteral("next ") + jifenState(after));
            if (!table->play(a)) {
                say(QStringLiteral("error the table refused a legal action ") + QString::fromStdString(jifen::actionText(a)));
                return 1;
            }
        } else {
            continue;
        }
        say(QStringLiteral("committed ") + jifenState(table->game()));
        QApplication::processEvents();
    }
}

int playWerewolf(ui::MainWindow& window, QRandomGenerator& rng)
{
    auto* page = qobject_cast<ui::WerewolfPage*>(window.page(QStringLiteral("werewolf-xiangqi")));
    window.showPage(page);
    for (;;) {
        const werewolf::Table* t = page->table();
        if (!t || t->state().over || t->phases().size() >= 12) {
            say(QStringLiteral("next fresh"));
            page->startNew(QString(), PlayMode::HotSeat);
            QStringList names;
            for (int i = 1; i <= session::werewolfsetup::standardPlayers(werewolf::Game::Xiangqi); ++i)
                names << QStringLiteral("P%1").arg(i);
            page->setNames(names);
            QString error;
            if (!page->dealRoles(&error) || !page->startGame(&error)) {
                say(QStringLiteral("error cannot start: ") + error);
                return 1;
            }
            say(QStringLiteral("committed ") + werewolfState(page));
            continue;
        }
        const werewolf::State& s = t->state();
        const std::vector<werewolf::Action>& tonight = page->enteredTonight();
        // Night: a few entries from the engine's options, then the night is applied;
        // by day every living player votes at random.
        const bool night = s.nights == s.days; // a night first, then its day
        std::vector<werewolf::Action> candidates;
        if (night)
            for (const werewolf::Seat& seat : t->seats())
                for (const werewolf::Option& o : t->options(seat.id, tonight))
                    for (int target : o.needsTarget ? o.targets : std::vector<int>{werewolf::NoPlayer})
                        candidates.push_back({seat.id, o.verb, target,
                                              o.screens.empty() ? werewolf::NoPlayer
                                                                : o.screens[rng.bounded(int(o.screens.size()))]});
        if (night && !candidates.empty() && tonight.size() < 4 && rng.bounded(3) != 0) {
            const werewolf::Action a = candidates[rng.bounded(int(candidates.size()))];
            QString error;
            const QString next = werewolfState(page) + QStringLiteral(" e%1.%2.%3.%4").arg(a.actor).arg(int(a.verb)).arg(a.target).arg(a.screen);
            say(QStringLiteral("next ") + next);
            if (!page->enterAction(a, &error))
                continue; // refused: nothing changed, nothing saved
        } else if (night) {
            say(QStringLiteral("next ") + werewolfState(page, {werewolf::Night{tonight}}, false));
            QString error;
            if (!page->applyNight(&error)) {
                say(QStringLiteral("error night refused: ") + error);
                return 1;
            }
        } else {
            werewolf::Day day;
            std::vector<int> alive;
            for (const werewolf::Player& p : s.players)
                if (p.alive)
                    alive.push_back(p.id);
            for (int voter : alive)
                day.votes.push_back({voter, alive[rng.bounded(int(alive.size()))]});
            say(QStringLiteral("next ") + werewolfState(page, {day}, false));
            QString error;
            if (!page->applyDay(day, &error)) {
                say(QStringLiteral("error day refused: ") + error);
                return 1;
            }
        }
        say(QStringLiteral("committed ") + werewolfState(page));
        QApplication::processEvents();
    }
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("QiyuanKillTest"));
    QApplication::setApplicationName(QStringLiteral("probe"));
    const QString mode = argc > 1 ? QString::fromLatin1(argv[1]) : QString();
    const QString game = argc > 2 ? QString::fromLatin1(argv[2]) : QString();
    ui::LanguageManager languages;
    ui::MainWindow window(&languages);

    if (mode == QLatin1String("check")) {
        QString error;
        const QString path = ui::MainWindow::autosavePath(game);
        if ((QFile::exists(path) || QFile::exists(path + QStringLiteral(".bak")))
            && !session::readSnapshot(path, game, &error))
            say(QStringLiteral("error ") + error);
        if (game == QLatin1String("xiangqi")) {
            window.page(game);
            say(QStringLiteral("restored ") + xiangqiState(window.xiangqiTable()->game()));
        } else if (game == QLatin1String("banqi")) {
            say(QStringLiteral("restored ")
                + banqiState(qobject_cast<ui::BanqiTable*>(window.page(game))->actionLog()));
        } else if (game == QLatin1String("jifen")) {
            say(QStringLiteral("restored ") + jifenState(qobject_cast<ui::JifenTable*>(window.page(game))->game()));
        } else if (game == QLatin1String("werewolf-xiangqi")) {
            say(QStringLiteral("restored ") + werewolfState(qobject_cast<ui::WerewolfPage*>(window.page(game))));
        } else {
            return 2;
        }
        return 0;
    }
    if (mode != QLatin1String("play") || argc < 4)
        return 2;
    QRandomGenerator rng(QString::fromLatin1(argv[3]).toUInt());
    if (game == QLatin1String("xiangqi"))
        return playXiangqi(window, rng);
    if (game == QLatin1String("banqi"))
        return playBanqi(window, rng);
    if (game == QLatin1String("jifen"))
        return playJifen(window, rng);
    if (game == QLatin1String("werewolf-xiangqi"))
        return playWerewolf(window, rng);
    return 2;
}
