// Game → Computer Level… at the three tables with a computer opponent
// (xiangqi, 翻翻棋, 积分象棋; issue 39): during a game the player changes the
// computer's level (at the xiangqi table its clock too) in the real dialog;
// the game and its clock go on, the computer answers at the new level, and
// the change — with the ply it came at — is in the saved game (PGN tags, the
// .banqi file) and in the autosave's snapshot.
#include "ai/ai.h"
#include "banqi/deal.h"
#include "cjkfont.h"
#include "computerleveldialog.h"
#include "languagemanager.h"
#include "match/think.h"
#include "session/jifen_pgn.h"
#include "session/pgn.h"
#include "timecontroldialog.h"
#include "banqi/banqitable.h"
#include "jifen/jifentable.h"
#include "xiangqi/xiangqitable.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <memory>

using namespace qiyuan;
using qiyuan::ui::BanqiTable;
using qiyuan::ui::ComputerLevelDialog;
using qiyuan::ui::JifenTable;
using qiyuan::ui::TablePage;
using qiyuan::ui::XiangqiTable;

namespace {

constexpr TimeControl GameClockControl{600000, 5000, 0};

// A table of `game` with a game against the computer at level 1; the person plays red (banqi: acts first).
std::unique_ptr<TablePage> tableOf(const QString& game)
{
    if (game == QLatin1String("xiangqi")) {
        auto t = std::make_unique<XiangqiTable>();
        t->newComputerGame(xiangqi::Side::Red, 1, QString(), xiangqi::Position(), GameClockControl);
        return t;
    }
    if (game == QLatin1String("jifen")) {
        auto t = std::make_unique<JifenTable>();
        t->newComputerGame(*jifen::findRuleSet("jifen-simple"), xiangqi::Side::Red, 1, GameClockControl);
        return t;
    }
    auto t = std::make_unique<BanqiTable>();
    t->setComputerMinimumTimeMs(0);
    ui::BanqiOptions o;
    o.vsComputer = true;
    o.computerLevel = 1;
    o.humanOrder = 0; // the person acts first
    banqi::Deal deal = banqi::dealFromSeed(7, "test");
    deal.firstSeat = 0;
    t->newGame(deal, o);
    return t;
}

std::unique_ptr<TablePage> emptyTableOf(const QString& game)
{
    if (game == QLatin1String("xiangqi"))
        return std::make_unique<XiangqiTable>();
    if (game == QLatin1String("jifen"))
        return std::make_unique<JifenTable>();
    return std::make_unique<BanqiTable>();
}

// The person's turn: an action of the weakest computer, played for the person through the match.
void playPersonTurn(TablePage& t)
{
    match::Match* m = t.match();
    const int person = m->personVsComputer();
    QTRY_COMPARE(m->toAct(), person);
    match::ThinkOptions o;
    o.level = 1;
    std::atomic<bool> stop{false};
    const QString action = match::thinkJob(m->referee(), person, o)(stop, {});
    QString why;
    QVERIFY2(m->play(person, action, &why), qPrintable(why));
    QTRY_VERIFY(m->over() || m->toAct() == person); // the computer answered
}

// Opens Game → Computer Level… and, in the dialog, picks `level` (and `clock`) and clicks OK.
void changeInDialog(TablePage& t, int level, std::optional<TimeControl> clock = std::nullopt)
{
    QAction* action = t.computerLevelAction();
    QVERIFY(t.gameActions().contains(action));
    QVERIFY(action->isEnabled());
    QVERIFY(!action->text().isEmpty());
    action->trigger();
    auto* d = t.findChild<ComputerLevelDialog*>();
    QVERIFY(d);
    QTRY_VERIFY(d->isVisible());
    QVERIFY(!d->levelBox()->accessibleName().isEmpty());
    QCOMPARE(d->levelBox()->currentData().toInt(), t.match()->seat(1 - t.match()->personVsComputer())->level());
    d->levelBox()->setCurrentIndex(d->levelBox()->findData(level));
    if (clock) {
        QVERIFY(d->clockChooser());
        d->clockChooser()->setTimeControl(*clock);
    }
    QPushButton* ok = d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    QTest::mouseClick(ok, Qt::LeftButton);
    QTRY_VERIFY(!t.findChild<ComputerLevelDialog*>());
}

} // namespace

class TestUiComputerLevel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
    }

    void levelChangesDuringTheGame_data()
    {
        QTest::addColumn<QString>("game");
        QTest::newRow("xiangqi") << "xiangqi";
        QTest::newRow("banqi") << "banqi";
        QTest::newRow("jifen") << "jifen";
    }
    void levelChangesDuringTheGame()
    {
        QFETCH(QString, game);
        std::unique_ptr<TablePage> t = tableOf(game);
        t->resize(1000, 700);
        t->show();
        QVERIFY(QTest::qWaitForWindowExposed(t.get()));
        playPersonTurn(*t);
        match::Match* m = t->match();
        const int computer = 1 - m->personVsComputer();
        const QStringList actions = m->referee().actions();
        const GameClock before = m->clockNow();

        changeInDialog(*t, 5);

        QCOMPARE(m->seat(computer)->level(), 5);
        QCOMPARE(m->referee().actions(), actions); // the game goes on where it was
        QCOMPARE(m->clockNow().timeControl(), before.timeControl());
        for (int side : {0, 1}) // the clock too: nothing given back, nothing lost but the time that passed
            QVERIFY(m->clockNow().remainingMs(side) <= before.remainingMs(side)
                    && m->clockNow().remainingMs(side) >= before.remainingMs(side) - 3000);
        QCOMPARE(m->levelLog().levels(), (QList<match::LevelChange>{{int(actions.size()), computer, 1, 5}}));
        const QString tag = QStringLiteral("1; 5 from ply %1").arg(actions.size());

        // Saved and opened again.
        QTemporaryDir dir;
        const QString path = dir.filePath(game == QLatin1String("banqi") ? "game.banqi" : "game.pgn");
        QString error;
        QVERIFY2(t->saveFile(path, &error), qPrintable(error));
        if (game == QLatin1String("xiangqi")) {
            const auto pgn = session::loadPgnFile(path, &error);
            QVERIFY2(pgn, qPrintable(error));
            QCOMPARE(pgn->tag(QStringLiteral("BlackLevel")), tag);
            QCOMPARE(pgn->tag(QStringLiteral("TimeControl")), QStringLiteral("600+5"));
        } else if (game == QLatin1String("jifen")) {
            const auto pgn = session::loadJifenPgnFile(path, &error);
            QVERIFY2(pgn, qPrintable(error));
            QCOMPARE(pgn->tags.value(QStringLiteral("BlackLevel")), tag);
            QCOMPARE(pgn->tags.value(QStringLiteral("TimeControl")), QStringLiteral("600+5"));
        } else {
            BanqiTable opened;
            QVERIFY2(opened.openFile(path, &error), qPrintable(error));
            QCOMPARE(opened.match()->seat(computer)->level(), 5);
            QCOMPARE(opened.match()->levelLog().levels(), m->levelLog().levels());
        }

        // The autosave's snapshot brings it back.
        std::unique_ptr<TablePage> back = emptyTableOf(game);
        const QJsonObject snapshot = QJsonDocument::fromJson(QJsonDocument(t->snapshot()).toJson()).object();
        QVERIFY2(back->restoreSnapshot(snapshot, &error), qPrintable(error));
        QCOMPARE(back->match()->seat(computer)->level(), 5);
        QCOMPARE(back->match()->levelLog().levels(), m->levelLog().levels());
        QCOMPARE(back->match()->referee().actions(), actions);
        QCOMPARE(back->match()->timeControl(), m->timeControl());

        // The computer answers at its new level.
        playPersonTurn(*t);
        if (auto* seat = qobject_cast<match::ComputerSeat*>(m->seat(computer)); seat && !m->over())
            QCOMPARE(seat->lastInput().level, 5);
    }

    // At the xiangqi and 积分象棋 tables the clock of a game against the
    // computer changes too; the 翻翻棋 turn clock is the rules' and is not offered.
    void clockChanges_data()
    {
        QTest::addColumn<QString>("game");
        QTest::newRow("xiangqi") << "xiangqi";
        QTest::newRow("jifen") << "jifen";
    }
    void clockChanges()
    {
        QFETCH(QString, game);
        std::unique_ptr<TablePage> t = tableOf(game);
        t->show();
        QVERIFY(QTest::qWaitForWindowExposed(t.get()));
        playPersonTurn(*t);
        changeInDialog(*t, 1, TimeControl{300000, 0, 0}); // the level stays, the clock changes
        match::Match* m = t->match();
        QCOMPARE(m->timeControl(), (TimeControl{300000, 0, 0}));
        QVERIFY(m->clockNow().remainingMs(0) > 295000);
        QVERIFY(m->levelLog().levels().isEmpty());
        QCOMPARE(t->withLevelTags({}).value(QStringLiteral("TimeControl")), QStringLiteral("600+5; 300+0 from ply 2"));

        std::unique_ptr<TablePage> banqi = tableOf(QStringLiteral("banqi"));
        banqi->computerLevelAction()->trigger();
        auto* d = banqi->findChild<ComputerLevelDialog*>();
        QVERIFY(d);
        QVERIFY(!d->clockChooser());
        d->reject();
    }

    // With QIYUAN_SCREENSHOT_DIR set: the dialog over the xiangqi table (with
    // its clock) and over the 翻翻棋 table, and the xiangqi table after the
    // change, in both languages at 1280×800, 1920×1080 and 2560×1440.
    void screenshots()
    {
        const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR");
        if (dir.isEmpty())
            QSKIP("set QIYUAN_SCREENSHOT_DIR to take the pictures");
        ui::ensureChineseFont();
        ui::LanguageManager languages;
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
            languages.setPreference(language);
            for (const QSize size : {QSize(1280, 800), QSize(1920, 1080), QSize(2560, 1440)}) {
                const QString name = QStringLiteral("%1/computer-level-%2-%3-%4x%5.png");
                for (const QString& game : {QStringLiteral("xiangqi"), QStringLiteral("banqi"), QStringLiteral("jifen")}) {
                    std::unique_ptr<TablePage> t = tableOf(game);
                    t->resize(size);
                    t->show();
                    QVERIFY(QTest::qWaitForWindowExposed(t.get()));
                    playPersonTurn(*t);
                    t->computerLevelAction()->trigger();
                    auto* d = t->findChild<ComputerLevelDialog*>();
                    QVERIFY(d);
                    QTest::qWait(150);
                    QVERIFY(d->grab().save(name.arg(dir, game + QStringLiteral("-dialog"), language).arg(size.width()).arg(size.height())));
                    d->levelBox()->setCurrentIndex(d->levelBox()->findData(5));
                    d->accept();
                    QTest::qWait(150);
                    QVERIFY(t->grab().save(name.arg(dir, game + QStringLiteral("-after"), language).arg(size.width()).arg(size.height())));
                }
            }
        }
    }

    // Nothing to change in a hot-seat game.
    void notOfferedInAHotSeatGame()
    {
        XiangqiTable t; // a new table holds a hot-seat game
        QCOMPARE(t.match()->personVsComputer(), -1);
        QVERIFY(!t.computerLevelAction()->isEnabled());
        for (const char* button : {"seat1LevelButton", "seat2LevelButton"}) {
            auto* b = t.findChild<QToolButton*>(QLatin1String(button));
            QVERIFY(!b || b->isHidden());
        }
    }

    // The same change from the table itself: a button by the computer's name.
    void changedFromTheComputersName_data() { levelChangesDuringTheGame_data(); }
    void changedFromTheComputersName()
    {
        QFETCH(QString, game);
        std::unique_ptr<TablePage> t = tableOf(game);
        t->resize(1000, 700);
        t->show();
        QVERIFY(QTest::qWaitForWindowExposed(t.get()));
        playPersonTurn(*t);
        const int computer = 1 - t->match()->personVsComputer();
        const QString seat = QString::number(computer + 1);
        auto* button = t->findChild<QToolButton*>(QStringLiteral("seat%1LevelButton").arg(seat));
        QVERIFY(button);
        QVERIFY(button->isVisible());
        QCOMPARE(button->text(), QStringLiteral("Change level…"));
        // It stands in the seat's block that names the computer; the person's has none.
        QWidget* block = button->parentWidget();
        QStringList names;
        for (const QLabel* l : block->findChildren<QLabel*>())
            names << l->text();
        QVERIFY2(names.join(QLatin1Char(' ')).contains(QLatin1String("omputer")), qPrintable(names.join(QLatin1Char('|'))));
        auto* personsButton = t->findChild<QToolButton*>(QStringLiteral("seat%1LevelButton").arg(2 - computer));
        QVERIFY(!personsButton || personsButton->isHidden());
        QTest::mouseClick(button, Qt::LeftButton);
        auto* d = t->findChild<ComputerLevelDialog*>();
        QVERIFY(d);
        QTRY_VERIFY(d->isVisible());
        d->levelBox()->setCurrentIndex(d->levelBox()->findData(4));
        QTest::mouseClick(d->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
        QTRY_COMPARE(t->match()->seat(computer)->level(), 4);
        // The seat's words name the new level (翻翻棋's name its colour only).
        if (game == QLatin1String("banqi"))
            return;
        QStringList after;
        for (const QLabel* l : block->findChildren<QLabel*>())
            after << l->text();
        QVERIFY2(after.join(QLatin1Char(' ')).contains(QStringLiteral("(4 — ")), qPrintable(after.join(QLatin1Char('|'))));
    }
};

QTEST_MAIN(TestUiComputerLevel)
#include "tst_ui_computer_level.moc"
