// Every board table has the same side panel (issue 19): the seat at the top
// of the board, the game's lines, the move list, the buttons, the status
// line and the seat at the bottom, in that order, and the seats change
// places when the board turns. Checked on the real tables.
#include "banqi/banqitable.h"
#include "jifen/jifentable.h"
#include "sidepanel.h"
#include "xiangqi/xiangqitable.h"

#include <QLabel>
#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace qiyuan::ui;

class TestUiSidePanel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void sameOrderAtEveryTable_data();
    void sameOrderAtEveryTable();
    void seatsFollowTheBoard_data();
    void seatsFollowTheBoard();
    void emptyPartsTakeNoRoom();

private:
    std::unique_ptr<TablePage> table(const QString& game);
};

void TestUiSidePanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // the settings of a user of this machine stay out
}

std::unique_ptr<TablePage> TestUiSidePanel::table(const QString& game)
{
    std::unique_ptr<TablePage> t;
    if (game == QLatin1String("xiangqi"))
        t = std::make_unique<XiangqiTable>();
    else if (game == QLatin1String("jifen"))
        t = std::make_unique<JifenTable>();
    else
        t = std::make_unique<BanqiTable>();
    t->resize(1280, 760);
    t->show();
    if (!QTest::qWaitForWindowExposed(t.get()))
        return nullptr;
    return t;
}

namespace {
// The y of a part's box in the table, -1 when it is hidden or missing.
int yOf(QWidget* table, const char* name)
{
    auto* w = table->findChild<QWidget*>(QLatin1String(name));
    return w && w->isVisible() ? w->mapTo(table, QPoint(0, 0)).y() : -1;
}
} // namespace

void TestUiSidePanel::sameOrderAtEveryTable_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QStringList>("inMoves");   // what the move list part holds
    QTest::addColumn<QStringList>("inButtons"); // buttons every table has, in its buttons part
    QTest::newRow("中国象棋") << "xiangqi" << QStringList{"moveList"}
                          << QStringList{"takeBackButton", "offerDrawButton", "resignButton"};
    QTest::newRow("积分象棋") << "jifen" << QStringList{"moveList"}
                          << QStringList{"takeBackButton", "offerDrawButton", "resignButton"};
    QTest::newRow("翻翻棋") << "banqi" << QStringList{"actionList"}
                         << QStringList{"takeBackButton", "offerDrawButton", "resignButton"};
}

void TestUiSidePanel::sameOrderAtEveryTable()
{
    QFETCH(QString, game);
    QFETCH(QStringList, inMoves);
    QFETCH(QStringList, inButtons);
    auto t = table(game);
    QVERIFY(t);
    const auto panels = t->findChildren<SidePanel*>();
    QCOMPARE(panels.size(), 1);
    SidePanel* panel = panels.front();
    // The parts every table fills, top to bottom.
    const char* order[] = {"panelTopSeat", "panelGame", "panelMoves", "panelButtons", "panelNotes", "panelStatus",
                           "panelBottomSeat"};
    int last = -1;
    for (const char* part : order) {
        const int y = yOf(t.get(), part);
        QVERIFY2(y > last, part);
        last = y;
    }
    for (const QString& name : inMoves)
        QCOMPARE(t->findChild<QWidget*>(name)->parentWidget()->objectName(), QStringLiteral("panelMoves"));
    for (const QString& name : inButtons)
        QCOMPARE(t->findChild<QWidget*>(name)->parentWidget()->objectName(), QStringLiteral("panelButtons"));
    QCOMPARE(panel->status()->objectName(), QStringLiteral("statusLine"));
    QCOMPARE(t->findChild<QLabel*>(QStringLiteral("statusLine")), panel->status());
    // Each seat's block has its name beside its clock and holds what the seat took or scores.
    for (int i = 0; i < 2; ++i) {
        const SidePanel::Seat& s = panel->seat(i);
        QCOMPARE(s.name->parentWidget(), s.block);
        QCOMPARE(s.clock->parentWidget(), s.block);
        QVERIFY(!s.name->text().isEmpty());
    }
    // The panel sits right of the board.
    QVERIFY(panel->mapTo(t.get(), QPoint(0, 0)).x() > t->width() / 2);
}

void TestUiSidePanel::seatsFollowTheBoard_data()
{
    QTest::addColumn<QString>("game");
    QTest::newRow("中国象棋") << "xiangqi";
    QTest::newRow("积分象棋") << "jifen";
    QTest::newRow("翻翻棋") << "banqi";
}

void TestUiSidePanel::seatsFollowTheBoard()
{
    QFETCH(QString, game);
    auto t = table(game);
    QVERIFY(t);
    SidePanel* panel = t->findChild<SidePanel*>();
    auto blockY = [&](int seat) { return panel->seat(seat).block->mapTo(t.get(), QPoint(0, 0)).y(); };
    // Red, or the first player, sits at the bottom of an unturned board.
    QCOMPARE(panel->bottomSeat(), 0);
    QVERIFY(blockY(0) > blockY(1));
    t->setFlipped(true);
    QTest::qWait(20);
    QCOMPARE(panel->bottomSeat(), 1);
    QVERIFY(blockY(1) > blockY(0));
    t->setFlipped(false);
    QTest::qWait(20);
    QVERIFY(blockY(0) > blockY(1));
}

// A part a table leaves empty is hidden, so it adds no gap.
void TestUiSidePanel::emptyPartsTakeNoRoom()
{
    SidePanel panel;
    panel.addButton(new QLabel(QStringLiteral("a")));
    panel.resize(300, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QVERIFY(!panel.findChild<QWidget*>(QStringLiteral("panelGuide"))->isVisible());
    QVERIFY(!panel.findChild<QWidget*>(QStringLiteral("panelReview"))->isVisible());
    QVERIFY(panel.findChild<QWidget*>(QStringLiteral("panelButtons"))->isVisible());
    QVERIFY(panel.findChild<QWidget*>(QStringLiteral("panelStatus"))->isVisible());
}

QTEST_MAIN(TestUiSidePanel)
#include "tst_ui_side_panel.moc"
