// The move list as a tree (issue 18, point 2), through the real widgets of the
// xiangqi table: a PGN record with nested variations and comments opens whole;
// the list shows each variation under its move; clicks and keys review any
// line; the comment panel edits the tree; a differing move asks New variation /
// Replace the rest / New main line (and can remember the answer); the context
// menu's actions promote, demote, make main and delete; saving and the
// autosave keep the tree; a live hot-seat game's take-back is unchanged.
#include "session/xqf.h"
#include "ui/languagemanager.h"
#include "ui/mainwindow.h"
#include "ui/preferences.h"
#include "ui/settingsdialog.h"
#include "ui/xiangqi/movetree.h"
#include "ui/xiangqi/xiangqitable.h"
#include "../boardclicks.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace qiyuan;
using namespace qiyuan::ui;
using namespace qiyuan::xiangqi;
using NodeId = GameTree::NodeId;

namespace {

const QString Original = QStringLiteral("h2e2 h9g7 (h7e7 h0g2 (b2c2) b9c7) h0g2 i9h9 i0h0");

QString dataPath(const QString& name) { return QStringLiteral(QIYUAN_TEST_DATA_DIR "/pgn/") + name; }

// The tree in a compact movetext: each variation in parentheses after the move it replaces.
QString line(const GameTree& tree, NodeId first)
{
    QStringList out;
    for (NodeId n = first; n != GameTree::None;) {
        const GameTree::Node& node = tree.node(n);
        out << QString::fromStdString(toIccs(node.move));
        const auto& siblings = tree.node(node.parent).children;
        if (n != first && siblings.front() == n)
            for (size_t i = 1; i < siblings.size(); ++i)
                out << QLatin1Char('(') + line(tree, siblings[i]) + QLatin1Char(')');
        n = node.children.empty() ? GameTree::None : node.children.front();
    }
    return out.join(QLatin1Char(' '));
}

QString shape(const GameTree& tree)
{
    const auto& first = tree.node(GameTree::Root).children;
    if (first.empty())
        return {};
    // The main line's first move and its alternatives, then the rest.
    QString text = line(tree, first.front());
    const int space = int(text.indexOf(QLatin1Char(' ')));
    QString head = space < 0 ? text : text.left(space);
    for (size_t i = 1; i < first.size(); ++i)
        head += QStringLiteral(" (") + line(tree, first[i]) + QLatin1Char(')');
    return space < 0 ? head : head + text.mid(space);
}

NodeId nodeOf(const GameTree& tree, const QString& path)
{
    NodeId n = GameTree::Root;
    for (const QString& m : path.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        n = tree.childWithMove(n, Position::parseIccs(m.toStdString()));
        if (n == GameTree::None)
            return n;
    }
    return n;
}

QString pathOf(const GameTree& tree, NodeId id)
{
    QStringList out;
    for (NodeId n : tree.path(id))
        out << QString::fromStdString(toIccs(tree.node(n).move));
    return out.join(QLatin1Char(' '));
}

} // namespace

class TestUiRecord : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void variationsUnderTheirMoves();
    void notationFollowsTheSetting();
    void clickShowsThePosition_data();
    void clickShowsThePosition();
    void keyboard_data();
    void keyboard();
    void editComment();
    void existingMoveJustGoesThere();
    void differentMove_data();
    void differentMove();
    void rememberedChoice();
    void questionLapsesWithTheRecord();
    void settingsShowAndResetTheChoice();
    void contextMenuActions_data();
    void contextMenuActions();
    void saveAndReopenKeepTheTree();
    void resultSurvivesReview();
    void autosaveKeepsTheTree();
    void liveTakeBackUnchanged();
    void finishedHotSeatGameIsARecord();
    void xqfRecordShowsEveryMove_data();
    void xqfRecordShowsEveryMove();
    void editsAreOfferedForSaving();

private:
    void open(XiangqiTable& t);
    static void click(XiangqiTable& t, const char* sq) { clickSquare(t.board(), sq); }
    static void play(XiangqiTable& t, const char* iccs) { playOnBoard(t.board(), iccs); }
    static void clickNode(XiangqiTable& t, const QString& path)
    {
        QTableWidgetItem* item = t.moveList()->itemOf(nodeOf(t.tree(), path));
        QVERIFY2(item, qPrintable(path));
        const QRect cell = t.moveList()->visualItemRect(item);
        QTest::mouseClick(t.moveList()->viewport(), Qt::LeftButton, {}, cell.center());
    }
    // The open question a differing move asks (a closed one may wait for its deletion).
    static QMessageBox* question(XiangqiTable& t)
    {
        for (QMessageBox* box : t.findChildren<QMessageBox*>(QStringLiteral("newMoveQuestion")))
            if (box->isVisible())
                return box;
        return nullptr;
    }
    static void checkBoard(XiangqiTable& t)
    {
        QCOMPARE(t.board()->position().fen(), t.tree().positionAt(t.currentNode()).fen());
    }
    // The file opened in a main window of its own (window_), in English.
    void openInWindow(const QString& path);
    QTemporaryDir dir_;
    std::unique_ptr<LanguageManager> languages_;
    std::unique_ptr<MainWindow> window_;
};

void TestUiRecord::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("QiyuanTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_ui_record"));
}

void TestUiRecord::init()
{
    QSettings().clear(); // the question asked again
}

void TestUiRecord::cleanup()
{
    window_.reset();
    languages_.reset();
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
}

void TestUiRecord::openInWindow(const QString& path)
{
    languages_ = std::make_unique<LanguageManager>();
    languages_->setPreference(QStringLiteral("en"));
    window_ = std::make_unique<MainWindow>(languages_.get());
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    QString error;
    QVERIFY2(window_->openFile(path, &error), qPrintable(error));
}

void TestUiRecord::open(XiangqiTable& t)
{
    t.applyPreferences(Preferences::load());
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    QString error;
    QVERIFY2(t.openFile(dataPath(QStringLiteral("variations.pgn")), &error), qPrintable(error));
    QCOMPARE(shape(t.tree()), Original);
    QVERIFY(t.reviewingRecord());
}

void TestUiRecord::variationsUnderTheirMoves()
{
    XiangqiTable t;
    open(t);
    MoveTreeView* list = t.moveList();
    QCOMPARE(list->accessibleName(), QStringLiteral("Moves"));
    QCOMPARE(list->objectName(), QStringLiteral("moveList"));
    QCOMPARE(list->rowCount(), 6);
    // The main line's pairs; the variation of black's first move right under them.
    QCOMPARE(list->item(0, 0)->text(), QStringLiteral("炮二平五"));
    QCOMPARE(list->item(0, 1)->text(), QStringLiteral("马8进7"));
    QCOMPARE(list->nodeAt(1, 1), nodeOf(t.tree(), QStringLiteral("h2e2 h7e7")));
    QVERIFY2(list->item(1, 0)->text().trimmed().endsWith(QStringLiteral("(1…")), qPrintable(list->item(1, 0)->text()));
    QCOMPARE(list->item(1, 1)->text().trimmed(), QStringLiteral("炮8平5"));
    QVERIFY2(list->item(2, 0)->text().contains(QStringLiteral("2. 马二进三")), qPrintable(list->item(2, 0)->text()));
    QVERIFY2(list->item(2, 1)->text().endsWith(QStringLiteral("马2进3)")), qPrintable(list->item(2, 1)->text()));
    // The nested variation, deeper.
    QVERIFY2(list->item(3, 0)->text().contains(QStringLiteral("(2. 炮八平七)")), qPrintable(list->item(3, 0)->text()));
    QVERIFY(list->item(3, 0)->text().indexOf(QLatin1Char('(')) > list->item(2, 0)->text().indexOf(QLatin1Char('2')));
    QCOMPARE(list->item(4, 0)->text(), QStringLiteral("马二进三"));
    QCOMPARE(list->item(5, 0)->text(), QStringLiteral("车一平二"));
    QCOMPARE(list->nodeAt(3, 0), nodeOf(t.tree(), QStringLiteral("h2e2 h7e7 b2c2")));
    // The move numbers in the header for the main line only.
    QCOMPARE(list->verticalHeaderItem(4)->text(), QStringLiteral("2"));
    QCOMPARE(list->verticalHeaderItem(2)->text(), QString());
    // Screen readers: the move, "variation", the comment.
    QCOMPARE(list->item(0, 0)->data(Qt::AccessibleTextRole).toString(), QStringLiteral("1. 炮二平五, with a comment"));
    QCOMPARE(list->item(1, 1)->data(Qt::AccessibleTextRole).toString(),
             QStringLiteral("Variation: 1… 炮8平5, with a comment"));
    QCOMPARE(list->item(2, 0)->data(Qt::AccessibleTextRole).toString(), QStringLiteral("Variation: 2. 马二进三"));
    // Commented moves are marked; the comment is the tooltip.
    QVERIFY(!list->item(0, 0)->icon().isNull());
    QCOMPARE(list->item(0, 0)->toolTip(), QStringLiteral("Central cannon"));
    QVERIFY(list->item(0, 1)->icon().isNull());
    // The view is at the end of the main line, highlighted.
    QCOMPARE(pathOf(t.tree(), t.currentNode()), QStringLiteral("h2e2 h9g7 h0g2 i9h9 i0h0"));
    QVERIFY(list->item(5, 0)->isSelected());
    QCOMPARE(t.commentEdit()->accessibleName(), QStringLiteral("Comment"));
}

void TestUiRecord::notationFollowsTheSetting()
{
    XiangqiTable t;
    open(t);
    t.setNotation(NotationStyle::Wxf);
    QCOMPARE(t.moveList()->item(0, 0)->text(), QStringLiteral("C2.5"));
    QVERIFY(t.moveList()->item(1, 1)->data(Qt::AccessibleTextRole).toString().startsWith(QStringLiteral("Variation: 1… C")));
    t.setNotation(NotationStyle::Iccs);
    QCOMPARE(t.moveList()->item(0, 0)->text(), QStringLiteral("h2e2"));
    QVERIFY(t.moveList()->item(3, 0)->text().contains(QStringLiteral("(2. b2c2)")));
}

void TestUiRecord::clickShowsThePosition_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("the main line's first move") << QStringLiteral("h2e2");
    QTest::newRow("a variation's first move") << QStringLiteral("h2e2 h7e7");
    QTest::newRow("a move inside a variation") << QStringLiteral("h2e2 h7e7 h0g2 b9c7");
    QTest::newRow("a variation inside a variation") << QStringLiteral("h2e2 h7e7 b2c2");
    QTest::newRow("the main line after a variation") << QStringLiteral("h2e2 h9g7 h0g2 i9h9");
}

void TestUiRecord::clickShowsThePosition()
{
    QFETCH(QString, path);
    XiangqiTable t;
    open(t);
    QSignalSpy changed(&t, &GamePage::changed);
    clickNode(t, path);
    QCOMPARE(pathOf(t.tree(), t.currentNode()), path);
    checkBoard(t);
    QVERIFY(t.moveList()->itemOf(t.currentNode())->isSelected());
    QVERIFY(t.board()->isInteractive()); // a record takes a move anywhere
    QCOMPARE(changed.size(), 0); // reviewing is no change to save
    QCOMPARE(shape(t.tree()), Original);
}

void TestUiRecord::keyboard_data()
{
    QTest::addColumn<QString>("keys");
    QTest::addColumn<QString>("path");
    QTest::newRow("Home: the start") << QStringLiteral("Home") << QString();
    QTest::newRow("Right: the next move") << QStringLiteral("Home Right") << QStringLiteral("h2e2");
    QTest::newRow("Down: the next alternative")
        << QStringLiteral("Home Right Right Down") << QStringLiteral("h2e2 h7e7");
    QTest::newRow("Right in a variation")
        << QStringLiteral("Home Right Right Down Right") << QStringLiteral("h2e2 h7e7 h0g2");
    QTest::newRow("Down into a nested variation")
        << QStringLiteral("Home Right Right Down Right Down") << QStringLiteral("h2e2 h7e7 b2c2");
    QTest::newRow("Up: back to the first alternative")
        << QStringLiteral("Home Right Right Down Right Down Up") << QStringLiteral("h2e2 h7e7 h0g2");
    QTest::newRow("Down at the last alternative stays")
        << QStringLiteral("Home Right Right Down Down") << QStringLiteral("h2e2 h7e7");
    QTest::newRow("End: the end of the variation's line")
        << QStringLiteral("Home Right Right Down End") << QStringLiteral("h2e2 h7e7 h0g2 b9c7");
    QTest::newRow("Left: back along the line")
        << QStringLiteral("Home Right Right Down End Left Left") << QStringLiteral("h2e2 h7e7");
    QTest::newRow("Left at the start stays") << QStringLiteral("Home Left") << QString();
    QTest::newRow("Up and End: back to the main line's end")
        << QStringLiteral("Home Right Right Down Up End") << QStringLiteral("h2e2 h9g7 h0g2 i9h9 i0h0");
}

void TestUiRecord::keyboard()
{
    QFETCH(QString, keys);
    QFETCH(QString, path);
    XiangqiTable t;
    open(t);
    t.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&t));
    t.moveList()->setFocus();
    const QHash<QString, Qt::Key> named{{QStringLiteral("Home"), Qt::Key_Home}, {QStringLiteral("End"), Qt::Key_End},
                                        {QStringLiteral("Left"), Qt::Key_Left}, {QStringLiteral("Right"), Qt::Key_Right},
                                        {QStringLiteral("Up"), Qt::Key_Up},     {QStringLiteral("Down"), Qt::Key_Down}};
    for (const QString& k : keys.split(QLatin1Char(' ')))
        QTest::keyClick(t.moveList(), named.value(k));
    QCOMPARE(pathOf(t.tree(), t.currentNode()), path);
    checkBoard(t);
}

void TestUiRecord::editComment()
{
    XiangqiTable t;
    open(t);
    QSignalSpy changed(&t, &GamePage::changed);
    // The root's comment stands before the first move.
    t.first();
    QCOMPARE(t.commentEdit()->toPlainText(), QStringLiteral("Before the first move"));
    t.commentEdit()->moveCursor(QTextCursor::End);
    t.commentEdit()->insertPlainText(QStringLiteral("：开局"));
    QCOMPARE(QString::fromStdString(t.tree().node(GameTree::Root).comment), QStringLiteral("Before the first move：开局"));
    QCOMPARE(shape(t.tree()), Original);
    clickNode(t, QStringLiteral("h2e2 h7e7"));
    QCOMPARE(t.commentEdit()->toPlainText(), QStringLiteral("Same-side cannons"));
    // A move without a comment gets one: marked in the list, kept in the tree.
    clickNode(t, QStringLiteral("h2e2 h7e7 h0g2"));
    QCOMPARE(t.commentEdit()->toPlainText(), QString());
    const NodeId id = t.currentNode();
    QVERIFY(t.moveList()->itemOf(id)->icon().isNull());
    t.editCommentAction()->trigger();
    t.commentEdit()->insertPlainText(QStringLiteral("好棋 (a good move)"));
    QCOMPARE(QString::fromStdString(t.tree().node(id).comment), QStringLiteral("好棋 (a good move)"));
    QVERIFY(!t.moveList()->itemOf(id)->icon().isNull());
    QVERIFY(changed.size() > 0);
    QVERIFY(!t.isFinished());
    // Elsewhere and back: the comment is still there.
    clickNode(t, QStringLiteral("h2e2"));
    QCOMPARE(t.commentEdit()->toPlainText(), QStringLiteral("Central cannon"));
    clickNode(t, QStringLiteral("h2e2 h7e7 h0g2"));
    QCOMPARE(t.commentEdit()->toPlainText(), QStringLiteral("好棋 (a good move)"));
    // The review keys stay the text's while the comment has the focus.
    t.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&t));
    t.commentEdit()->setFocus();
    t.commentEdit()->moveCursor(QTextCursor::End);
    const int end = t.commentEdit()->textCursor().position();
    for (Qt::Key key : {Qt::Key_Left, Qt::Key_Home, Qt::Key_End, Qt::Key_Right, Qt::Key_Up, Qt::Key_Down}) {
        QTest::keyClick(t.commentEdit(), key);
        QCOMPARE(t.currentNode(), id);
    }
    QTest::keyClick(t.commentEdit(), Qt::Key_Left);
    QCOMPARE(t.commentEdit()->textCursor().position(), end - 1);
    QCOMPARE(t.currentNode(), id);
    // Emptied: the mark goes.
    t.commentEdit()->clear();
    QVERIFY(t.tree().node(id).comment.empty());
    QVERIFY(t.moveList()->itemOf(id)->icon().isNull());
}

void TestUiRecord::existingMoveJustGoesThere()
{
    XiangqiTable t;
    open(t);
    clickNode(t, QStringLiteral("h2e2"));
    play(t, "h7e7"); // the variation's move: no question
    QVERIFY(!question(t));
    QCOMPARE(pathOf(t.tree(), t.currentNode()), QStringLiteral("h2e2 h7e7"));
    QCOMPARE(shape(t.tree()), Original);
    checkBoard(t);
}

void TestUiRecord::differentMove_data()
{
    QTest::addColumn<QString>("button");
    QTest::addColumn<QString>("expected");
    QTest::newRow("new variation") << QStringLiteral("newVariationButton")
                                   << QStringLiteral("h2e2 h9g7 (h7e7 h0g2 (b2c2) b9c7) (b9c7) h0g2 i9h9 i0h0");
    QTest::newRow("replace the rest") << QStringLiteral("replaceButton") << QStringLiteral("h2e2 b9c7");
    QTest::newRow("new main line") << QStringLiteral("newMainLineButton")
                                   << QStringLiteral("h2e2 b9c7 (h9g7 h0g2 i9h9 i0h0) (h7e7 h0g2 (b2c2) b9c7)");
    QTest::newRow("cancel") << QStringLiteral("cancelButton") << Original;
}

void TestUiRecord::differentMove()
{
    QFETCH(QString, button);
    QFETCH(QString, expected);
    XiangqiTable t;
    open(t);
    clickNode(t, QStringLiteral("h2e2"));
    QSignalSpy changed(&t, &GamePage::changed);
    play(t, "b9c7");
    auto* box = question(t);
    QVERIFY(box);
    QVERIFY(box->isVisible());
    QCOMPARE(shape(t.tree()), Original); // nothing happens before the answer
    auto* b = box->findChild<QPushButton*>(button);
    QVERIFY(b);
    QTest::mouseClick(b, Qt::LeftButton);
    QTRY_VERIFY(!question(t));
    QCOMPARE(shape(t.tree()), expected);
    if (button == QLatin1String("cancelButton")) {
        QCOMPARE(pathOf(t.tree(), t.currentNode()), QStringLiteral("h2e2"));
        QCOMPARE(changed.size(), 0);
    } else {
        QCOMPARE(pathOf(t.tree(), t.currentNode()), QStringLiteral("h2e2 b9c7"));
        QVERIFY(changed.size() > 0);
        QVERIFY(t.moveList()->itemOf(t.currentNode())->isSelected());
    }
    checkBoard(t);
    QCOMPARE(Preferences::load().newMoveInRecord, QStringLiteral("ask")); // not remembered
}

void TestUiRecord::rememberedChoice()
{
    XiangqiTable t;
    open(t);
    clickNode(t, QStringLiteral("h2e2"));
    play(t, "b9c7");
    auto* box = question(t);
    QVERIFY(box);
    box->findChild<QCheckBox*>(QStringLiteral("rememberChoiceBox"))->setChecked(true);
    QTest::mouseClick(box->findChild<QPushButton*>(QStringLiteral("newVariationButton")), Qt::LeftButton);
    QTRY_VERIFY(!question(t));
    QCOMPARE(Preferences::load().newMoveInRecord, QStringLiteral("variation"));
    QCOMPARE(t.newMoveChoice(), XiangqiTable::NewMoveChoice::Variation);
    // The next differing move is a variation without a question.
    clickNode(t, QStringLiteral("h2e2"));
    play(t, "b7e7");
    QVERIFY(!question(t));
    QCOMPARE(pathOf(t.tree(), t.currentNode()), QStringLiteral("h2e2 b7e7"));
    QCOMPARE(t.tree().node(nodeOf(t.tree(), QStringLiteral("h2e2"))).children.size(), size_t(4));
    // Settings → "Ask every time" asks again.
    Preferences p = Preferences::load();
    p.newMoveInRecord = QStringLiteral("ask");
    p.save();
    t.applyPreferences(Preferences::load());
    clickNode(t, QStringLiteral("h2e2"));
    play(t, "i9i8");
    QVERIFY(question(t));
}

void TestUiRecord::questionLapsesWithTheRecord()
{
    XiangqiTable t;
    open(t);
    clickNode(t, QStringLiteral("h2e2"));
    play(t, "b9c7");
    QPointer<QMessageBox> box = question(t);
    QVERIFY(box);
    QPushButton* variation = box->findChild<QPushButton*>(QStringLiteral("newVariationButton"));
    // Another record comes (the same file again): the question closes unanswered.
    QString error;
    QVERIFY2(t.openFile(dataPath(QStringLiteral("variations.pgn")), &error), qPrintable(error));
    QVERIFY(!question(t));
    if (box)
        variation->click(); // too late: answers nothing
    QCOMPARE(shape(t.tree()), Original);
    QCOMPARE(pathOf(t.tree(), t.currentNode()), QStringLiteral("h2e2 h9g7 h0g2 i9h9 i0h0"));
}

void TestUiRecord::settingsShowAndResetTheChoice()
{
    Preferences p = Preferences::load();
    p.newMoveInRecord = QStringLiteral("replace");
    p.save();
    LanguageManager languages;
    languages.setPreference(QStringLiteral("en"));
    SettingsDialog dialog(&languages);
    QComboBox* box = dialog.newMoveBox();
    QCOMPARE(box->currentData().toString(), QStringLiteral("replace"));
    QCOMPARE(box->currentText(), QStringLiteral("Replace the rest"));
    QCOMPARE(box->itemText(0), QStringLiteral("Ask every time"));
    box->setCurrentIndex(0);
    dialog.accept();
    QCOMPARE(Preferences::load().newMoveInRecord, QStringLiteral("ask"));
}

void TestUiRecord::contextMenuActions_data()
{
    QTest::addColumn<QString>("at");
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QString>("after"); // the viewed move afterwards
    QTest::newRow("promote a variation") << QStringLiteral("h2e2 h7e7") << QStringLiteral("promoteVariationAction")
                                         << QStringLiteral("h2e2 h7e7 (h9g7 h0g2 i9h9 i0h0) h0g2 (b2c2) b9c7")
                                         << QStringLiteral("h2e2 h7e7");
    QTest::newRow("demote the main move") << QStringLiteral("h2e2 h9g7") << QStringLiteral("demoteVariationAction")
                                          << QStringLiteral("h2e2 h7e7 (h9g7 h0g2 i9h9 i0h0) h0g2 (b2c2) b9c7")
                                          << QStringLiteral("h2e2 h9g7");
    QTest::newRow("make a nested variation the main line")
        << QStringLiteral("h2e2 h7e7 b2c2") << QStringLiteral("makeMainLineAction")
        << QStringLiteral("h2e2 h7e7 (h9g7 h0g2 i9h9 i0h0) b2c2 (h0g2 b9c7)") << QStringLiteral("h2e2 h7e7 b2c2");
    QTest::newRow("delete a variation from inside it")
        << QStringLiteral("h2e2 h7e7 h0g2") << QStringLiteral("deleteVariationAction")
        << QStringLiteral("h2e2 h9g7 h0g2 i9h9 i0h0") << QStringLiteral("h2e2");
    QTest::newRow("delete a nested variation") << QStringLiteral("h2e2 h7e7 b2c2")
                                               << QStringLiteral("deleteVariationAction")
                                               << QStringLiteral("h2e2 h9g7 (h7e7 h0g2 b9c7) h0g2 i9h9 i0h0")
                                               << QStringLiteral("h2e2 h7e7");
}

void TestUiRecord::contextMenuActions()
{
    QFETCH(QString, at);
    QFETCH(QString, action);
    QFETCH(QString, expected);
    QFETCH(QString, after);
    XiangqiTable t;
    open(t);
    // The right button shows the move under the pointer first (the menu acts on it);
    // a menu that opened is closed so that nothing waits for it.
    QTimer::singleShot(300, [] {
        if (QWidget* menu = QApplication::activePopupWidget())
            menu->close();
    });
    QTableWidgetItem* item = t.moveList()->itemOf(nodeOf(t.tree(), at));
    QVERIFY(item);
    const QPoint centre = t.moveList()->visualItemRect(item).center();
    QTest::mousePress(t.moveList()->viewport(), Qt::RightButton, {}, centre);
    QTest::mouseRelease(t.moveList()->viewport(), Qt::RightButton, {}, centre);
    QCOMPARE(pathOf(t.tree(), t.currentNode()), at);
    auto* a = t.findChild<QAction*>(action);
    QVERIFY(a);
    QVERIFY(t.moveList()->actions().contains(a)); // in the list's context menu
    QVERIFY(t.editActions().contains(a));         // and the main window's Edit menu
    QVERIFY(a->isEnabled());
    QSignalSpy changed(&t, &GamePage::changed);
    a->trigger();
    if (action == QLatin1String("deleteVariationAction")) {
        auto* box = t.findChild<QMessageBox*>(QStringLiteral("deleteVariationQuestion"));
        QVERIFY(box);
        const int moves = at.endsWith(QLatin1String("b2c2")) ? 1 : 4;
        // "4 move(s)" untranslated: the English plurals come from translations/.
        QVERIFY2(box->text().contains(QStringLiteral("its %1 move").arg(moves)),
                 qPrintable(box->text()));
        QCOMPARE(shape(t.tree()), Original); // asked first
        QTest::mouseClick(box->button(QMessageBox::Yes), Qt::LeftButton);
    }
    QTRY_COMPARE(shape(t.tree()), expected);
    QCOMPARE(pathOf(t.tree(), t.currentNode()), after);
    checkBoard(t);
    QVERIFY(changed.size() > 0);
    // The list shows the new tree.
    QVERIFY(t.moveList()->itemOf(t.currentNode()) || t.currentNode() == GameTree::Root);
}

void TestUiRecord::saveAndReopenKeepTheTree()
{
    QString path;
    QString saved;
    {
        XiangqiTable t;
        open(t);
        clickNode(t, QStringLiteral("h2e2 h7e7 h0g2"));
        t.commentEdit()->insertPlainText(QStringLiteral("好棋"));
        clickNode(t, QStringLiteral("h2e2"));
        play(t, "b9c7");
        auto* box = question(t);
        QVERIFY(box);
        QTest::mouseClick(box->findChild<QPushButton*>(QStringLiteral("newVariationButton")), Qt::LeftButton);
        QTRY_VERIFY(!question(t));
        QVERIFY(!t.isFinished());
        path = dir_.filePath(QStringLiteral("saved.pgn"));
        QString error;
        QVERIFY2(t.saveFile(path, &error), qPrintable(error));
        saved = shape(t.tree());
    }
    XiangqiTable r;
    open(r); // another record first
    QString error;
    QVERIFY2(r.openFile(path, &error), qPrintable(error));
    QCOMPARE(shape(r.tree()), saved);
    QCOMPARE(QString::fromStdString(r.tree().node(GameTree::Root).comment), QStringLiteral("Before the first move"));
    QCOMPARE(QString::fromStdString(r.tree().node(nodeOf(r.tree(), QStringLiteral("h2e2 h7e7 h0g2"))).comment),
             QStringLiteral("好棋"));
    QCOMPARE(QString::fromStdString(r.tree().node(nodeOf(r.tree(), QStringLiteral("h2e2"))).comment),
             QStringLiteral("Central cannon"));
    QCOMPARE(r.record().tag(QStringLiteral("Event")), QStringLiteral("Tree test"));
    QCOMPARE(r.record().tag(QStringLiteral("Red")), QStringLiteral("Red player"));
}

void TestUiRecord::resultSurvivesReview()
{
    // A record that ends by resignation ({黑方认输} 1-0): no move shows it, the record keeps it.
    XiangqiTable t;
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    QString error;
    QVERIFY2(t.openFile(dataPath(QStringLiteral("chinese.pgn")), &error), qPrintable(error));
    const GameResult result = t.game().result();
    QCOMPARE(result.verdict, Verdict::RedWins);
    QCOMPARE(t.tree().variationCount(), 1);
    // Into the variation (its game goes on) and back to the main line's end.
    NodeId variation = GameTree::None;
    for (NodeId n = GameTree::Root; variation == GameTree::None && !t.tree().node(n).children.empty();) {
        const auto& children = t.tree().node(n).children;
        if (children.size() > 1)
            variation = children[1];
        n = children.front();
    }
    QVERIFY(variation != GameTree::None);
    clickNode(t, pathOf(t.tree(), variation));
    QVERIFY(!t.game().over());
    t.showNode(t.tree().mainLine().back());
    QCOMPARE(t.game().result(), result);
    QVERIFY(t.isFinished());
    // Saved from inside the variation: the file keeps the result.
    clickNode(t, pathOf(t.tree(), variation));
    const QString path = dir_.filePath(QStringLiteral("resigned.pgn"));
    QVERIFY2(t.saveFile(path, &error), qPrintable(error));
    XiangqiTable r;
    QVERIFY2(r.openFile(path, &error), qPrintable(error));
    QCOMPARE(r.game().result(), result);
    QCOMPARE(shape(r.tree()), shape(t.tree()));
}

void TestUiRecord::autosaveKeepsTheTree()
{
    XiangqiTable t;
    open(t);
    clickNode(t, QStringLiteral("h2e2 h7e7 b2c2"));
    t.commentEdit()->insertPlainText(QStringLiteral("注释"));
    XiangqiTable r;
    QString error;
    QVERIFY2(r.restoreSnapshot(t.snapshot(), &error), qPrintable(error));
    QCOMPARE(shape(r.tree()), Original);
    QVERIFY(r.reviewingRecord());
    QCOMPARE(pathOf(r.tree(), r.currentNode()), QStringLiteral("h2e2 h7e7 b2c2"));
    QCOMPARE(QString::fromStdString(r.tree().node(r.currentNode()).comment), QStringLiteral("注释"));
    QVERIFY(!r.isFinished()); // unsaved edits
}

void TestUiRecord::liveTakeBackUnchanged()
{
    XiangqiTable t;
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    play(t, "h2e2");
    play(t, "h9g7");
    play(t, "h0g2");
    QVERIFY(!t.reviewingRecord());
    QCOMPARE(shape(t.tree()), QStringLiteral("h2e2 h9g7 h0g2"));
    t.undo();
    QCOMPARE(t.game().ply(), 2);
    QCOMPARE(shape(t.tree()), QStringLiteral("h2e2 h9g7"));
    QCOMPARE(t.moveList()->rowCount(), 1);
    QVERIFY(t.canRedo());
    // Another move: no question, no variation; the game goes on.
    play(t, "b0c2");
    QVERIFY(!question(t));
    QCOMPARE(shape(t.tree()), QStringLiteral("h2e2 h9g7 b0c2"));
    QCOMPARE(t.game().ply(), 3);
    QVERIFY(!t.canRedo());
    // Reviewing a live game: the board takes no move.
    clickNode(t, QStringLiteral("h2e2"));
    QVERIFY(!t.board()->isInteractive());
    QVERIFY(!t.promoteAction()->isEnabled());
    QVERIFY(!t.deleteVariationAction()->isEnabled());
}

void TestUiRecord::finishedHotSeatGameIsARecord()
{
    // Red mates at once (the rook to i9); the finished game is then a record.
    const auto start = Position::fromFen("3k5/4R4/9/9/9/9/9/9/9/4K3R w");
    QVERIFY(start);
    XiangqiTable t;
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    t.newGame(*start);
    QSignalSpy ended(&t, &XiangqiTable::gameEnded);
    play(t, "i0i9");
    QVERIFY(t.isFinished());
    QCOMPARE(ended.size(), 1);
    for (QMessageBox* box : t.findChildren<QMessageBox*>())
        box->close(); // the result
    QVERIFY(t.reviewingRecord());
    // Another first move: the question, then a variation whose game goes on.
    t.first();
    QVERIFY(t.board()->isInteractive());
    play(t, "e8e5");
    auto* box = question(t);
    QVERIFY(box);
    QTest::mouseClick(box->findChild<QPushButton*>(QStringLiteral("newVariationButton")), Qt::LeftButton);
    QTRY_COMPARE(shape(t.tree()), QStringLiteral("i0i9 (e8e5)"));
    QCOMPARE(pathOf(t.tree(), t.currentNode()), QStringLiteral("e8e5"));
    QVERIFY(!t.game().over());
    QVERIFY(!t.isFinished()); // an edit not saved yet
    QCOMPARE(ended.size(), 1); // no result announced again
    checkBoard(t);
    // Back to the main line: the mate again, not announced.
    clickNode(t, QStringLiteral("i0i9"));
    QVERIFY(t.game().over());
    QCOMPARE(ended.size(), 1);
    const auto* result = t.findChild<QMessageBox*>(QStringLiteral("resultDialog"));
    QVERIFY(!result || !result->isVisible());
    // A variation that checks says so, as a move played does.
    t.first();
    play(t, "e8e9");
    box = question(t);
    QVERIFY(box);
    QTest::mouseClick(box->findChild<QPushButton*>(QStringLiteral("newVariationButton")), Qt::LeftButton);
    QTRY_COMPARE(shape(t.tree()), QStringLiteral("i0i9 (e8e5) (e8e9)"));
    QCOMPARE(t.findChild<QLabel*>(QStringLiteral("statusLine"))->text(), QStringLiteral("Check!"));

    // Right after the mate, a take-back goes on with the live game.
    XiangqiTable u;
    u.show();
    QVERIFY(QTest::qWaitForWindowExposed(&u));
    u.newGame(*start);
    play(u, "i0i9");
    for (QMessageBox* b : u.findChildren<QMessageBox*>())
        b->close();
    u.undo();
    QCOMPARE(u.game().ply(), 0);
    QVERIFY(!u.reviewingRecord());
    QCOMPARE(shape(u.tree()), QString());
}

void TestUiRecord::xqfRecordShowsEveryMove_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("two variations") << QStringLiteral("UnitTest.xqf");
    QTest::newRow("five variations at one move") << QStringLiteral("game_varations.xqf");
    QTest::newRow("348 variations, 51 comments") << QStringLiteral("FiveGoatsTest.xqf");
}

void TestUiRecord::xqfRecordShowsEveryMove()
{
    // A collection's game (an XQF file) opens at the table through the main window with its whole tree.
    QFETCH(QString, file);
    const QString path = QStringLiteral(QIYUAN_TEST_DATA_DIR "/xqf/") + file;
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const auto xqf = session::readXqf(f.readAll());
    QVERIFY(xqf);
    openInWindow(path);
    if (QTest::currentTestFailed())
        return;
    XiangqiTable* t = window_->xiangqiTable();
    QCOMPARE(t->tree().variationCount(), xqf->tree.variationCount());
    QCOMPARE(t->tree().commentCount(), xqf->tree.commentCount());
    QCOMPARE(t->tree().size(), xqf->tree.size());
    // Every move has a cell of its own.
    QSet<QPair<int, int>> cells;
    std::vector<NodeId> stack{GameTree::Root};
    NodeId deepest = GameTree::Root;
    while (!stack.empty()) {
        const NodeId n = stack.back();
        stack.pop_back();
        if (n != GameTree::Root) {
            QTableWidgetItem* item = t->moveList()->itemOf(n);
            QVERIFY(item);
            QVERIFY(!cells.contains({item->row(), item->column()}));
            cells.insert({item->row(), item->column()});
            if (!t->tree().onMainLine(n) && t->tree().depth(n) > t->tree().depth(deepest))
                deepest = n;
        }
        for (NodeId c : t->tree().node(n).children)
            stack.push_back(c);
    }
    QCOMPARE(int(cells.size()), t->tree().size() - 1);
    // The deepest move of a variation, clicked: its position on the board.
    if (deepest != GameTree::Root) {
        t->moveList()->scrollToItem(t->moveList()->itemOf(deepest));
        QTest::mouseClick(t->moveList()->viewport(), Qt::LeftButton, {},
                          t->moveList()->visualItemRect(t->moveList()->itemOf(deepest)).center());
        QCOMPARE(t->currentNode(), deepest);
        checkBoard(*t);
    }
    for (QWidget* w : QApplication::topLevelWidgets())
        if (auto* box = qobject_cast<QMessageBox*>(w))
            box->close();
}

void TestUiRecord::editsAreOfferedForSaving()
{
    openInWindow(dataPath(QStringLiteral("variations.pgn")));
    if (QTest::currentTestFailed())
        return;
    MainWindow& window = *window_;
    XiangqiTable* t = window.xiangqiTable();
    QString error;
    QCOMPARE(shape(t->tree()), Original);
    QVERIFY(!window.isWindowModified());
    clickNode(*t, QStringLiteral("h2e2 h7e7"));
    QVERIFY(!window.isWindowModified()); // reviewing changes nothing
    t->commentEdit()->insertPlainText(QStringLiteral("!"));
    QVERIFY(window.isWindowModified());
    QVERIFY(t->hasProgress() && !t->isFinished());
    // Saved: no longer modified.
    QVERIFY2(window.saveFile(dir_.filePath(QStringLiteral("offered.pgn")), &error), qPrintable(error));
    QVERIFY(!window.isWindowModified());
    // A context-menu edit marks it again.
    t->promoteAction()->trigger();
    QVERIFY(window.isWindowModified());
}

QTEST_MAIN(TestUiRecord)
#include "tst_ui_record.moc"
