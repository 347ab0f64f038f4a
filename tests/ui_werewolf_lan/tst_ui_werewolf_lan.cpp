// Players on the LAN through the widgets (issue 7): the moderator's page hosts
// on loopback, players join through the join dialog and get their own screen;
// the night form offers only the legal targets, a submission lands in the
// moderator's entries and the "who has submitted" list, the dawn and the vote
// go both ways; a player whose name is not in the roster gets a seat from
// the moderator. While the moderator has a modal dialog open, players keep
// being read (pings, messages answered) and one that goes silent is dropped
// without harm. Phones (issue 20): the moderator turns them on, the panel and
// the projector show the page's QR code, the reveal shows each player a
// personal one, and a phone that opens it takes that seat.
#include "../fakeremote.h"
#include "net/werewolfclient.h"
#include "net/werewolfhost.h"
#include "net/webgate.h"
#include "ui/cjkfont.h"
#include "ui/gamenames.h"
#include "ui/languagemanager.h"
#include "ui/qrcodeview.h"
#include "ui/werewolf/publicview.h"
#include "ui/werewolf/playerview.h"
#include "ui/werewolf/revealdialog.h"
#include "ui/werewolf/werewolfpage.h"

#include "werewolf/roletext.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QWebSocket>
#include <functional>

using namespace qiyuan;
using namespace qiyuan::werewolf;
using qiyuan::ui::WerewolfJoinDialog;
using qiyuan::ui::WerewolfPage;
using qiyuan::ui::WerewolfPlayerView;

class TestUiWerewolfLan : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void nightAndDayThroughTheScreens();
    void moderatorGivesASeat();
    void freeSeatsBeforeTheDeal_data();
    void freeSeatsBeforeTheDeal();
    void wrongRoomCodeKeepsTheDialogOpen();
    void hostFromTheStartPage_data();
    void hostFromTheStartPage();
    void playersReadWhileModeratorDialogIsOpen();
    void phonesJoinByTheCodes();
    void screenshotsOfThePhoneCodes();
    void hiddenVoteClosedFromTheKeyboard();
    void nightRowsMarkEntriesLive_data();
    void nightRowsMarkEntriesLive();
    void screenshotsOfTheHiddenVote();

private:
    static void startModerator(WerewolfPage& page);
    static void applyEmptyNight(WerewolfPage& moderator);
    // QIYUAN_SCREENSHOT_DIR's pictures: shoot(dir, tag, size) in each language at 1280×800 and 1920×1080.
    static void eachLanguageAndSize(const std::function<void(const QString&, const QString&, QSize)>& shoot);
    // Joins through the dialog's widgets and shows the player's screen on `screen`.
    static void joinThroughDialog(WerewolfPage& screen, const WerewolfPage& moderator, const QString& name);
    static int find(const WerewolfPage& page, Camp camp, Role role);
};

void TestUiWerewolfLan::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English));
    QCoreApplication::setOrganizationName(QStringLiteral("qiyuan-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_ui_werewolf_lan"));
    QSettings().clear();
}

void TestUiWerewolfLan::freeSeatsBeforeTheDeal_data()
{
    QTest::addColumn<int>("game");
    QTest::addColumn<int>("seats");
    QTest::newRow("中国象棋版杀: 32") << int(Game::Xiangqi) << 32;
    QTest::newRow("国际象棋版杀: 16") << int(Game::Chess) << 16;
}

// Issue 34: before its deal the moderator's page said "0 free seats" in its
// welcome (and announcement); every seat of the full table is free then.
void TestUiWerewolfLan::freeSeatsBeforeTheDeal()
{
    QFETCH(int, game);
    QFETCH(int, seats);
    WerewolfPage page{Game(game)};
    QString error;
    QVERIFY2(page.startLanHosting(&error, QHostAddress::LocalHost), qPrintable(error));
    QCOMPARE(page.lanHost()->freeSeats(), seats);
    net::WerewolfClient client;
    QSignalSpy welcomed(&client, &net::WerewolfClient::welcomed);
    client.connectToHost(QStringLiteral("127.0.0.1"), page.lanHost()->port(), QStringLiteral("Emil"),
                         page.lanHost()->roomCode());
    QVERIFY(welcomed.wait(5000));
    QCOMPARE(welcomed.first().first().value<QCborMap>().value(QStringLiteral("freeSeats")).toInteger(), seats);
    QTRY_VERIFY(client.isWaiting()); // in the lobby: one fewer seat to take
    QTRY_COMPARE(page.lanHost()->freeSeats(), seats - 1);
}

void TestUiWerewolfLan::startModerator(WerewolfPage& page)
{
    QStringList names;
    for (int i = 1; i <= 32; ++i)
        names << QStringLiteral("Player %1").arg(i);
    page.setNames(names);
    QVERIFY(page.dealRoles());
    QVERIFY(page.startGame());
    QString error;
    QVERIFY2(page.startLanHosting(&error, QHostAddress::LocalHost), qPrintable(error));
    QVERIFY(page.findChild<QCheckBox*>(QStringLiteral("lanCheck"))->isChecked());
    QVERIFY(page.findChild<QLabel*>(QStringLiteral("lanInfo"))->text().contains(page.lanHost()->roomCode()));
}

void TestUiWerewolfLan::joinThroughDialog(WerewolfPage& screen, const WerewolfPage& moderator, const QString& name)
{
    WerewolfJoinDialog dialog;
    dialog.show();
    QTest::keyClicks(dialog.findChild<QLineEdit*>(QStringLiteral("addressEdit")), QStringLiteral("127.0.0.1"));
    dialog.findChild<QSpinBox*>(QStringLiteral("portSpin"))->setValue(moderator.lanHost()->port());
    QTest::keyClicks(dialog.findChild<QLineEdit*>(QStringLiteral("codeEdit")), moderator.lanHost()->roomCode());
    QTest::keyClicks(dialog.findChild<QLineEdit*>(QStringLiteral("nameEdit")), name);
    QTest::mouseClick(dialog.findChild<QPushButton*>(QStringLiteral("joinButton")), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(dialog.result(), int(QDialog::Accepted), 5000);
    screen.showPlayerView(dialog.takeClient());
    QVERIFY(screen.playerView());
}

int TestUiWerewolfLan::find(const WerewolfPage& page, Camp camp, Role role)
{
    for (const Player& p : page.table()->state().players)
        if (p.camp == camp && p.role == role)
            return p.id;
    return 0;
}

void TestUiWerewolfLan::nightAndDayThroughTheScreens()
{
    WerewolfPage moderator(Game::Xiangqi);
    startModerator(moderator);
    const int chariot = find(moderator, Camp::Red, Role::Chariot);
    WerewolfPage screen(Game::Xiangqi);
    screen.resize(900, 600);
    screen.show();
    joinThroughDialog(screen, moderator, QStringLiteral("Player %1").arg(chariot));
    WerewolfPlayerView* view = screen.playerView();
    QTRY_VERIFY(view->client()->isJoined());
    QCOMPARE(view->client()->seat(), chariot);
    // Its own role, nobody else's: the table shows "?" for every hidden role.
    QTRY_VERIFY(view->findChild<QLabel*>(QStringLiteral("youLabel"))->text().contains(QStringLiteral("Chariot")));
    // What the role may do, in a player's words, without a ruling's id (issue 16).
    const QString detail = view->findChild<QLabel*>(QStringLiteral("youDetail"))->text();
    QVERIFY2(detail.contains(QString::fromStdString(roleDescription(Game::Xiangqi, Role::Chariot, Language::English))), qPrintable(detail));
    QVERIFY2(!detail.contains(QStringLiteral("XW-")), qPrintable(detail));
    auto* players = view->findChild<QTableWidget*>(QStringLiteral("playersTable"));
    QCOMPARE(players->rowCount(), 32);
    int hidden = 0;
    for (int row = 0; row < 32; ++row)
        hidden += players->item(row, 2)->text() == QLatin1String("?");
    QCOMPARE(hidden, 30); // the two 帅 are public (XW-1)
    QVERIFY(moderator.findChild<QListWidget*>(QStringLiteral("lanList"))
                ->item(chariot - 1)->text().contains(QStringLiteral("connected")));

    // The night form: exactly the chariot's legal targets.
    QVERIFY(!view->findChild<QWidget*>(QStringLiteral("nightBox"))->isEnabled());
    QTest::mouseClick(moderator.findChild<QPushButton*>(QStringLiteral("lanNightButton")), Qt::LeftButton);
    QTRY_VERIFY(view->findChild<QWidget*>(QStringLiteral("nightBox"))->isEnabled());
    auto* verbs = view->findChild<QComboBox*>(QStringLiteral("verbCombo"));
    auto* targets = view->findChild<QComboBox*>(QStringLiteral("targetCombo"));
    QCOMPARE(verbs->count(), 1);
    const std::vector<Option> legal = moderator.table()->options(chariot, {});
    QCOMPARE(targets->count(), int(legal.front().targets.size()));
    for (int i = 0; i < targets->count(); ++i)
        QVERIFY(std::count(legal.front().targets.begin(), legal.front().targets.end(), targets->itemData(i).toInt()) == 1);
    const int victim = targets->itemData(targets->count() - 1).toInt();
    targets->setCurrentIndex(targets->count() - 1);
    QTest::mouseClick(view->findChild<QPushButton*>(QStringLiteral("submitButton")), Qt::LeftButton);
    // It lands in the moderator's entries, and the moderator sees who submitted.
    QTRY_COMPARE(moderator.enteredTonight().size(), std::size_t(1));
    QCOMPARE(moderator.enteredTonight().front(), (Action{chariot, Verb::Imprison, victim, NoPlayer}));
    QVERIFY(moderator.findChild<QLabel*>(QStringLiteral("lanNightStatus"))->text().contains(QStringLiteral("1 of")));
    QVERIFY(moderator.findChild<QListWidget*>(QStringLiteral("lanList"))->item(chariot - 1)->text().contains(QStringLiteral("submitted")));
    QTRY_VERIFY(view->findChild<QLabel*>(QStringLiteral("submittedLabel"))->text().contains(QStringLiteral("Sent")));
    // The moderator's night row marks it live, with where it came from (issue 38).
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    auto* row = moderator.findChild<QLabel*>(QStringLiteral("nightActor-%1").arg(chariot));
    QVERIFY(row && row->text().startsWith(QStringLiteral("✓")));
    QVERIFY2(row->toolTip().contains(QLatin1String("desktop")), qPrintable(row->toolTip()));

    // The moderator resolves and applies the night: the dawn reaches the player's screen.
    QTest::mouseClick(moderator.findChild<QPushButton*>(QStringLiteral("resolveButton")), Qt::LeftButton);
    QTest::mouseClick(moderator.findChild<QPushButton*>(QStringLiteral("resolveButton")), Qt::LeftButton); // "Resolve anyway"
    QTest::mouseClick(moderator.findChild<QPushButton*>(QStringLiteral("applyNightButton")), Qt::LeftButton);
    QCOMPARE(moderator.table()->phases().size(), std::size_t(1));
    const QString dawn = QString::fromStdString(announcement(moderator.table()->results().back(), Game::Xiangqi, EnglishStyle));
    QTRY_VERIFY(view->findChild<QPlainTextEdit*>(QStringLiteral("newsText"))->toPlainText().contains(dawn));
    QTRY_VERIFY(!view->findChild<QWidget*>(QStringLiteral("nightBox"))->isEnabled());

    // The day: the player's vote fills the moderator's vote table.
    QVERIFY(!view->findChild<QWidget*>(QStringLiteral("dayBox"))->isEnabled());
    QTest::mouseClick(moderator.findChild<QPushButton*>(QStringLiteral("lanVoteButton")), Qt::LeftButton);
    QTRY_VERIFY(view->findChild<QWidget*>(QStringLiteral("dayBox"))->isEnabled());
    auto* vote = view->findChild<QComboBox*>(QStringLiteral("voteCombo"));
    const int choice = vote->findData(victim);
    QVERIFY(choice > 0);
    vote->setCurrentIndex(choice);
    QTest::mouseClick(view->findChild<QPushButton*>(QStringLiteral("voteButton")), Qt::LeftButton);
    QTRY_COMPARE(moderator.findChild<QComboBox*>(QStringLiteral("vote-%1").arg(chariot))->currentData().toInt(), victim);
    QTRY_VERIFY(view->findChild<QLabel*>(QStringLiteral("voteStatus"))->text().contains(QStringLiteral("You vote for")));
    QTest::mouseClick(moderator.findChild<QPushButton*>(QStringLiteral("executeButton")), Qt::LeftButton);
    QCOMPARE(moderator.table()->phases().size(), std::size_t(2));
    QTRY_COMPARE(view->client()->phases().size(), 2);
    QTRY_VERIFY(!view->findChild<QWidget*>(QStringLiteral("dayBox"))->isEnabled());
    if (qEnvironmentVariableIsSet("QIYUAN_TEST_GRAB")) { // to look at the screens
        screen.grab().save(QStringLiteral("/tmp/werewolf-player.png"));
        moderator.resize(1000, 700);
        moderator.tabs()->setCurrentIndex(WerewolfPage::RosterTab);
        moderator.grab().save(QStringLiteral("/tmp/werewolf-moderator-roster.png"));
        moderator.tabs()->setCurrentIndex(WerewolfPage::NightTab);
        moderator.grab().save(QStringLiteral("/tmp/werewolf-moderator-night.png"));
    }

    // A dropped connection: the player rejoins its seat with one click.
    auto* rejoin = view->findChild<QPushButton*>(QStringLiteral("rejoinButton"));
    QVERIFY(!rejoin->isVisibleTo(view));
    view->client()->dropConnection();
    QTRY_VERIFY(rejoin->isVisibleTo(view));
    QTRY_VERIFY(!moderator.lanHost()->isConnected(chariot));
    QTest::mouseClick(rejoin, Qt::LeftButton);
    QTRY_VERIFY(view->client()->isJoined());
    QCOMPARE(view->client()->seat(), chariot);
    QTRY_VERIFY(moderator.lanHost()->isConnected(chariot));
    QVERIFY(!rejoin->isVisibleTo(view));
    QCOMPARE(view->client()->phases().size(), 2);

    // Stop hosting: the player's screen says so.
    moderator.findChild<QCheckBox*>(QStringLiteral("lanCheck"))->setChecked(false);
    QVERIFY(!moderator.lanHost());
    QTRY_VERIFY(view->findChild<QLabel*>(QStringLiteral("playerStatus"))->text().contains(QStringLiteral("Not connected")));
}

void TestUiWerewolfLan::moderatorGivesASeat()
{
    WerewolfPage moderator(Game::Xiangqi);
    startModerator(moderator);
    WerewolfPage screen(Game::Xiangqi);
    joinThroughDialog(screen, moderator, QStringLiteral("Xiao Ming"));
    WerewolfPlayerView* view = screen.playerView();
    QTRY_VERIFY(view->client()->isWaiting());
    QTRY_VERIFY(view->findChild<QLabel*>(QStringLiteral("playerStatus"))->text().contains(QStringLiteral("waiting for the moderator")));
    auto* waiting = moderator.findChild<QComboBox*>(QStringLiteral("lanWaitingCombo"));
    QTRY_COMPARE(waiting->count(), 1);
    QVERIFY(waiting->currentText().contains(QStringLiteral("Xiao Ming")));
    auto* seats = moderator.findChild<QComboBox*>(QStringLiteral("lanSeatCombo"));
    seats->setCurrentIndex(seats->findData(7));
    QTest::mouseClick(moderator.findChild<QPushButton*>(QStringLiteral("lanAssignButton")), Qt::LeftButton);
    QTRY_VERIFY(view->client()->isJoined());
    QCOMPARE(view->client()->seat(), 7);
    QTRY_COMPARE(waiting->count(), 0);
    const QString role = QString::fromStdString(roleName(moderator.table()->state().find(7)->role, Language::English));
    QTRY_VERIFY(view->findChild<QLabel*>(QStringLiteral("youLabel"))->text().contains(role));
}

void TestUiWerewolfLan::wrongRoomCodeKeepsTheDialogOpen()
{
    WerewolfPage moderator(Game::Xiangqi);
    startModerator(moderator);
    WerewolfJoinDialog dialog;
    dialog.show();
    // Nothing typed: a clear message, no connection.
    QTest::mouseClick(dialog.findChild<QPushButton*>(QStringLiteral("joinButton")), Qt::LeftButton);
    QVERIFY(dialog.findChild<QLabel*>(QStringLiteral("joinMessage"))->text().contains(QStringLiteral("room code")));
    QTest::keyClicks(dialog.findChild<QLineEdit*>(QStringLiteral("addressEdit")), QStringLiteral("127.0.0.1"));
    dialog.findChild<QSpinBox*>(QStringLiteral("portSpin"))->setValue(moderator.lanHost()->port());
    const QString wrong = moderator.lanHost()->roomCode() == QLatin1String("000000") ? QStringLiteral("111111")
                                                                                   : QStringLiteral("000000");
    QTest::keyClicks(dialog.findChild<QLineEdit*>(QStringLiteral("codeEdit")), wrong);
    QTest::keyClicks(dialog.findChild<QLineEdit*>(QStringLiteral("nameEdit")), QStringLiteral("Player 1"));
    QTest::mouseClick(dialog.findChild<QPushButton*>(QStringLiteral("joinButton")), Qt::LeftButton);
    QTRY_COMPARE(dialog.findChild<QLabel*>(QStringLiteral("joinMessage"))->text(), QStringLiteral("Wrong room code."));
    QVERIFY(dialog.isVisible());
    QCOMPARE(dialog.result(), 0);
    QVERIFY(!moderator.lanHost()->isConnected(1));
    QVERIFY(dialog.findChild<QPushButton*>(QStringLiteral("joinButton"))->isEnabled());
}

// "Host on LAN" on the start page is a new setup with the players let in at
// once; "Two players / Moderate here" leaves the LAN off.
void TestUiWerewolfLan::hostFromTheStartPage_data()
{
    QTest::addColumn<int>("game");
    QTest::addColumn<PlayMode>("mode");
    QTest::addColumn<bool>("hosting");
    QTest::newRow("xiangqi role game, host") << int(Game::Xiangqi) << PlayMode::LanHost << true;
    QTest::newRow("chess role game, host") << int(Game::Chess) << PlayMode::LanHost << true;
    QTest::newRow("xiangqi role game, moderate here") << int(Game::Xiangqi) << PlayMode::HotSeat << false;
}

void TestUiWerewolfLan::hostFromTheStartPage()
{
    QFETCH(int, game);
    QFETCH(PlayMode, mode);
    QFETCH(bool, hosting);
    WerewolfPage page{Game(game)};
    QVERIFY(page.startNew(page.gameKey(), mode));
    QCOMPARE(page.lanHost() != nullptr, hosting);
    QCOMPARE(page.findChild<QCheckBox*>(QStringLiteral("lanCheck"))->isChecked(), hosting);
    if (hosting) {
        QVERIFY(page.findChild<QLabel*>(QStringLiteral("lanInfo"))->text().contains(page.lanHost()->roomCode()));
    }
}

// Issue 22 in the role-game host: the moderator opens the full-screen reveal
// (a modal dialog with its own event loop) while a player (a bare socket,
// FakeRemote) pings and sends votes with no vote open. For more than seven
// silence timeouts every probe is answered and the player stays; then it
// goes silent and is dropped while the dialog is still open; after the
// dialog closes the page shows it gone and it rejoins with its token.
void TestUiWerewolfLan::playersReadWhileModeratorDialogIsOpen()
{
    WerewolfPage moderator(Game::Xiangqi);
    QStringList names;
    for (int i = 1; i <= 32; ++i)
        names << QStringLiteral("Player %1").arg(i);
    moderator.setNames(names);
    QVERIFY(moderator.dealRoles());
    QVERIFY(moderator.startGame());
    net::Timing timing;
    timing.heartbeatMs = 100;
    timing.silenceMs = 400;
    QString error;
    QVERIFY2(moderator.startLanHosting(&error, QHostAddress::LocalHost, 0, timing), qPrintable(error));
    moderator.resize(1000, 700);
    moderator.show();
    net::WerewolfHost* host = moderator.lanHost();

    FakeRemote player;
    QVERIFY(player.connectTo(host->port()));
    player.setPinging(100);
    QVERIFY(player.sitDown(QStringLiteral("Player 5"), host->roomCode()));
    QCOMPARE(player.seated().value(QStringLiteral("seat")).toInteger(), 5);
    const QString token = player.seated().value(QStringLiteral("token")).toString();
    QSignalSpy left(host, &net::WerewolfHost::playerLeft);

    int answered = 0;
    bool connectedThroughout = false;
    bool droppedWhileOpen = false;
    bool dialogSeen = false;
    QTimer::singleShot(0, this, [&] {
        QDialog* dialog = nullptr;
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* d = qobject_cast<ui::WerewolfRevealDialog*>(w); d && d->isVisible())
                dialog = d;
        dialogSeen = dialog != nullptr;
        QElapsedTimer open;
        open.start();
        while (open.elapsed() < 3000) {
            player.send(FakeRemote::map({{"t", "vote"}, {"target", 3}}));
            QCborMap e;
            if (!player.waitFor("error", 1000, &e))
                break;
            answered += e.value(QStringLiteral("code")).toString() == QLatin1String("no-vote");
            QTest::qWait(200);
        }
        connectedThroughout = left.isEmpty() && player.isConnected();
        player.setPinging(0);
        QElapsedTimer silent;
        silent.start();
        while (left.isEmpty() && silent.elapsed() < 5000)
            QTest::qWait(20);
        droppedWhileOpen = left.size() == 1;
        QTest::qWait(100); // the dropped connection goes meanwhile, the dialog still open
        if (dialog)
            dialog->reject();
    });
    QTest::mouseClick(moderator.findChild<QPushButton*>(QStringLiteral("revealButton")), Qt::LeftButton);
    QVERIFY(dialogSeen);
    QVERIFY2(answered >= 8, qPrintable(QString::number(answered)));
    QVERIFY(connectedThroughout);
    QVERIFY(droppedWhileOpen);
    QCOMPARE(left.first().first().toInt(), 5);
    auto* list = moderator.findChild<QListWidget*>(QStringLiteral("lanList"));
    QTRY_VERIFY(list->item(4)->text().contains(QStringLiteral("disconnected")));

    // The moderator goes on: the player takes its seat back with its token.
    FakeRemote back;
    QVERIFY(back.connectTo(host->port()));
    back.setPinging(100);
    QVERIFY(back.takeSeatBack(QStringLiteral("Player 5"), token));
    QCOMPARE(back.seated().value(QStringLiteral("seat")).toInteger(), 5);
    QTRY_VERIFY(!list->item(4)->text().contains(QStringLiteral("disconnected")));
}

void TestUiWerewolfLan::phonesJoinByTheCodes()
{
    WerewolfPage moderator(Game::Xiangqi);
    startModerator(moderator);
    auto* check = moderator.findChild<QCheckBox*>(QStringLiteral("phoneCheck"));
    auto* qr = moderator.findChild<qiyuan::ui::QrCodeView*>(QStringLiteral("phoneQr"));
    QVERIFY(check && qr);
    QVERIFY(!check->isChecked());
    QVERIFY(qr->isHidden());
    check->setChecked(true);
    net::WerewolfHost* host = moderator.lanHost();
    QVERIFY(host->phonesListening());
    const QString url = host->phoneUrl();
    QVERIFY(url.startsWith(QStringLiteral("http://")) && url.endsWith(QStringLiteral("/?room=") + host->roomCode()));
    QVERIFY(!qr->isHidden());
    QCOMPARE(qr->text(), url);
    QVERIFY(!qr->image().isNull());
    QVERIFY(!qr->accessibleName().isEmpty());
    QVERIFY(moderator.findChild<QLabel*>(QStringLiteral("phoneInfo"))->text().contains(host->roomCode()));
    // The projector shows the same address (and never a token).
    QCOMPARE(moderator.publicView()->joinAddress(), url);
    // The reveal shows each player, with the role, the seat's personal code.
    QString personal;
    QTimer::singleShot(0, this, [&] {
        auto* dialog = qobject_cast<qiyuan::ui::WerewolfRevealDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        QVERIFY(dialog->shownPhoneUrl().isEmpty()); // not before the role is shown
        dialog->tap();
        personal = dialog->shownPhoneUrl();
        dialog->reject();
    });
    QTest::mouseClick(moderator.findChild<QPushButton*>(QStringLiteral("revealButton")), Qt::LeftButton);
    QVERIFY(personal.contains(QStringLiteral("&seat=1&token=") + host->personalToken(1)));
    // A phone opening it takes seat 1: hello, then the token.
    QWebSocket phone;
    QStringList received;
    connect(&phone, &QWebSocket::textMessageReceived, &phone, [&](const QString& t) {
        received << t;
        if (received.size() == 1)
            phone.sendTextMessage(QStringLiteral(R"({"t":"join","token":"%1"})").arg(host->personalToken(1)));
    });
    connect(&phone, &QWebSocket::connected, &phone, [&] {
        phone.sendTextMessage(QStringLiteral(R"({"t":"hello","magic":"QIYUAN-LAN","protocol":1})"));
    });
    phone.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(host->phonePort())));
    QTRY_VERIFY(host->isConnected(1));
    QVERIFY(host->isPhone(1));
    QTRY_VERIFY(moderator.findChild<QListWidget*>(QStringLiteral("lanList"))->item(0)->text().contains(QStringLiteral("phone")));
    // Phones off: the codes go, the joined phone stays.
    check->setChecked(false);
    QVERIFY(!host->phonesListening());
    QVERIFY(qr->isHidden());
    QVERIFY(moderator.publicView()->joinAddress().isEmpty());
    QVERIFY(host->isConnected(1));
}

QTEST_MAIN(TestUiWerewolfLan)
// With QIYUAN_SCREENSHOT_DIR set: the moderator's page with phones on (the
// page's QR code), the projector with the same code and a player's reveal with
// the seat's personal code, in both languages at 1280×800 and 1920×1080.
void TestUiWerewolfLan::screenshotsOfThePhoneCodes()
{
    if (qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR").isEmpty())
        QSKIP("set QIYUAN_SCREENSHOT_DIR to take the pictures");
    eachLanguageAndSize([this](const QString& dir, const QString& tag, QSize size) {
        WerewolfPage moderator(Game::Xiangqi);
        startModerator(moderator);
        moderator.findChild<QCheckBox*>(QStringLiteral("phoneCheck"))->setChecked(true);
        auto* qr = moderator.findChild<qiyuan::ui::QrCodeView*>(QStringLiteral("phoneQr"));
        // The tab that holds the phones' code.
        for (QTabWidget* tabs : moderator.findChildren<QTabWidget*>())
            for (int i = 0; i < tabs->count(); ++i)
                if (tabs->widget(i)->isAncestorOf(qr))
                    tabs->setCurrentIndex(i);
        moderator.resize(size);
        moderator.show();
        QVERIFY(QTest::qWaitForWindowExposed(&moderator));
        QVERIFY(moderator.grab().save(QStringLiteral("%1/phones-moderator-%2.png").arg(dir, tag)));
        qiyuan::ui::WerewolfPublicView* view = moderator.publicView();
        view->resize(size);
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view));
        QVERIFY(view->grab().save(QStringLiteral("%1/phones-projector-%2.png").arg(dir, tag)));
        view->hide();
        QTimer::singleShot(0, this, [&] {
            auto* dialog = qobject_cast<qiyuan::ui::WerewolfRevealDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->resize(size);
            dialog->tap();
            QTest::qWait(50);
            QVERIFY(dialog->grab().save(QStringLiteral("%1/phones-reveal-%2.png").arg(dir, tag)));
            dialog->reject();
        });
        QTest::mouseClick(moderator.findChild<QPushButton*>(QStringLiteral("revealButton")), Qt::LeftButton);
    });
}

void TestUiWerewolfLan::applyEmptyNight(WerewolfPage& moderator)
{
    QTest::mouseClick(moderator.findChild<QPushButton*>(QStringLiteral("resolveButton")), Qt::LeftButton);
    QTest::mouseClick(moderator.findChild<QPushButton*>(QStringLiteral("resolveButton")), Qt::LeftButton); // "Resolve anyway"
    QTest::mouseClick(moderator.findChild<QPushButton*>(QStringLiteral("applyNightButton")), Qt::LeftButton);
    QCOMPARE(moderator.table()->phases().size(), std::size_t(1));
}

// Issue 38: the vote hidden until all are in is the default; the moderator
// opens it and closes it from the keyboard (Tab to "Close the vote", Space):
// until then a player's screen shows how many have voted, never whom, and the
// moderator's table every vote; then the tally, and the moderator still applies.
void TestUiWerewolfLan::hiddenVoteClosedFromTheKeyboard()
{
    WerewolfPage moderator(Game::Xiangqi);
    startModerator(moderator);
    moderator.resize(1280, 800);
    moderator.show();
    QVERIFY(QTest::qWaitForWindowActive(&moderator));
    WerewolfPage screen(Game::Xiangqi);
    screen.resize(900, 600);
    screen.show();
    joinThroughDialog(screen, moderator, QStringLiteral("Player 3"));
    WerewolfPlayerView* view = screen.playerView();
    QTRY_VERIFY(view->client()->isJoined());
    applyEmptyNight(moderator);
    moderator.tabs()->setCurrentIndex(WerewolfPage::DayTab);
    moderator.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&moderator));
    auto* hide = moderator.findChild<QCheckBox*>(QStringLiteral("lanHideVotes"));
    auto* open = moderator.findChild<QPushButton*>(QStringLiteral("lanVoteButton"));
    auto* close = moderator.findChild<QPushButton*>(QStringLiteral("closeVoteButton"));
    QVERIFY(hide && hide->isChecked()); // on by default
    QVERIFY(!moderator.findChild<QCheckBox*>(QStringLiteral("lanPublicTally"))->isEnabled()); // the hidden vote decides
    QVERIFY(!close->isVisible());
    open->setFocus(Qt::TabFocusReason);
    QTest::keyClick(open, Qt::Key_Space);
    QVERIFY(moderator.lanHost()->dayOpen());
    QCOMPARE(moderator.lanHost()->dayTally(), net::DayTally::Hidden);
    QVERIFY(close->isVisible() && close->isEnabled());
    // The player votes; two more votes come from the moderator's table.
    QTRY_VERIFY(view->findChild<QWidget*>(QStringLiteral("dayBox"))->isEnabled());
    auto* vote = view->findChild<QComboBox*>(QStringLiteral("voteCombo"));
    vote->setCurrentIndex(vote->findData(7));
    QTest::mouseClick(view->findChild<QPushButton*>(QStringLiteral("voteButton")), Qt::LeftButton);
    QTRY_COMPARE(moderator.findChild<QComboBox*>(QStringLiteral("vote-3"))->currentData().toInt(), 7);
    moderator.findChild<QComboBox*>(QStringLiteral("vote-4"))->setCurrentIndex(
        moderator.findChild<QComboBox*>(QStringLiteral("vote-4"))->findData(7));
    moderator.findChild<QComboBox*>(QStringLiteral("vote-5"))->setCurrentIndex(
        moderator.findChild<QComboBox*>(QStringLiteral("vote-5"))->findData(9));
    auto* status = view->findChild<QLabel*>(QStringLiteral("voteStatus"));
    QTRY_VERIFY2(status->text().contains(QStringLiteral("3 of 32 living players have voted")), qPrintable(status->text()));
    QVERIFY(status->text().contains(QStringLiteral("You vote for")));
    QVERIFY(!view->client()->day().contains(QStringLiteral("tally")));
    QVERIFY(moderator.findChild<QLabel*>(QStringLiteral("hiddenVoteLabel"))->text().contains(QStringLiteral("3 of 32")));
    // The moderator's own table shows every vote all along.
    QVERIFY(moderator.findChild<QTableWidget*>(QStringLiteral("voteTable"))->findChildren<QComboBox*>().size() >= 32);
    // Who has not voted yet reads so, not as an abstention entered (beside "3 of 32").
    QCOMPARE(moderator.findChild<QComboBox*>(QStringLiteral("vote-6"))->currentText(), QStringLiteral("not voted yet (abstains)"));
    QCOMPARE(moderator.findChild<QComboBox*>(QStringLiteral("vote-5"))->currentData().toInt(), 9);
    // Tab reaches "Close the vote"; Space closes it.
    for (int i = 0; i < 120 && QApplication::focusWidget() != close; ++i)
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QCOMPARE(QApplication::focusWidget(), close);
    QTest::keyClick(close, Qt::Key_Space);
    QVERIFY(moderator.lanHost()->voteClosed());
    QVERIFY(!close->isEnabled());
    QVERIFY(moderator.findChild<QLabel*>(QStringLiteral("hiddenVoteLabel"))->text().contains(QStringLiteral("tally")));
    QTRY_VERIFY2(status->text().contains(QStringLiteral("The votes:")), qPrintable(status->text()));
    QVERIFY(status->text().contains(QStringLiteral("#7")));
    // Not applied yet: the moderator applies.
    QCOMPARE(moderator.table()->phases().size(), std::size_t(1));
    auto* apply = moderator.findChild<QPushButton*>(QStringLiteral("executeButton"));
    QVERIFY(apply->isEnabled());
    QTest::mouseClick(apply, Qt::LeftButton);
    QCOMPARE(moderator.table()->phases().size(), std::size_t(2));
    // The three votes applied (who dies depends on the deal: a 帅 may not die yet, XW-22).
    QCOMPARE(std::get<Day>(moderator.table()->phases().back()).votes.size(), std::size_t(3));
    QVERIFY(!close->isVisible());
}

// Issue 38: the moderator's night rows mark live who sent an entry, from a
// phone or a desktop (✓, the source in the tooltip).
void TestUiWerewolfLan::nightRowsMarkEntriesLive_data()
{
    QTest::addColumn<bool>("phone");
    QTest::newRow("a desktop player's entry") << false;
    QTest::newRow("a phone's entry") << true;
}

void TestUiWerewolfLan::nightRowsMarkEntriesLive()
{
    QFETCH(bool, phone);
    WerewolfPage moderator(Game::Xiangqi);
    startModerator(moderator);
    net::WerewolfHost* host = moderator.lanHost();
    const int chariot = find(moderator, Camp::Red, Role::Chariot);
    const QString name = QStringLiteral("Player %1").arg(chariot);
    net::WerewolfClient desktop;
    QWebSocket web;
    QJsonObject form; // the phone's night form, as the page would get it
    if (phone) {
        QVERIFY(host->listenPhones(QHostAddress::LocalHost));
        connect(&web, &QWebSocket::textMessageReceived, &web, [&](const QString& t) {
            const QJsonObject m = QJsonDocument::fromJson(t.toUtf8()).object();
            if (m.value(QStringLiteral("t")) == QStringLiteral("welcome"))
                web.sendTextMessage(QStringLiteral(R"({"t":"join","code":"%1","name":"%2"})").arg(host->roomCode(), name));
            if (m.value(QStringLiteral("t")) == QStringLiteral("night"))
                form = m.value(QStringLiteral("form")).toObject();
        });
        connect(&web, &QWebSocket::connected, &web, [&] {
            web.sendTextMessage(QStringLiteral(R"({"t":"hello","magic":"QIYUAN-LAN","protocol":1})"));
        });
        web.open(QUrl(QStringLiteral("ws://127.0.0.1:%1/ws").arg(host->phonePort())));
    } else {
        desktop.connectToHost(QStringLiteral("127.0.0.1"), host->port(), name, host->roomCode());
    }
    QTRY_VERIFY(host->isConnected(chariot));
    QCOMPARE(host->isPhone(chariot), phone);
    QTest::mouseClick(moderator.findChild<QPushButton*>(QStringLiteral("lanNightButton")), Qt::LeftButton);
    const auto row = [&] { return moderator.findChild<QLabel*>(QStringLiteral("nightActor-%1").arg(chariot)); };
    QVERIFY(row() && !row()->text().startsWith(QStringLiteral("✓")));
    const int victim = moderator.table()->options(chariot, {}).front().targets.front();
    if (phone) {
        QTRY_VERIFY(!form.isEmpty());
        web.sendTextMessage(QStringLiteral(R"({"t":"night-action","verb":"imprison","target":%1})").arg(victim));
    } else {
        QTRY_VERIFY(!desktop.form().isEmpty());
        desktop.submitAction(QStringLiteral("imprison"), victim);
    }
    // Live: no click of the moderator's.
    QTRY_VERIFY(row() && row()->text().startsWith(QStringLiteral("✓")));
    QVERIFY2(row()->toolTip().contains(phone ? QLatin1String("phone") : QLatin1String("desktop")), qPrintable(row()->toolTip()));
}

// With QIYUAN_SCREENSHOT_DIR: the day tab during a hidden vote (the moderator
// sees every vote, "Close the vote") and a desktop player's screen with the
// count, in both languages at 1280×800 and 1920×1080.
void TestUiWerewolfLan::screenshotsOfTheHiddenVote()
{
    if (qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR").isEmpty())
        QSKIP("set QIYUAN_SCREENSHOT_DIR to take the pictures");
    eachLanguageAndSize([this](const QString& dir, const QString& tag, QSize size) {
        WerewolfPage moderator(Game::Xiangqi);
        startModerator(moderator);
        WerewolfPage screen(Game::Xiangqi);
        screen.resize(size);
        screen.show();
        joinThroughDialog(screen, moderator, QStringLiteral("Player 3"));
        QTRY_VERIFY(screen.playerView()->client()->isJoined());
        applyEmptyNight(moderator);
        QTest::mouseClick(moderator.findChild<QPushButton*>(QStringLiteral("lanVoteButton")), Qt::LeftButton);
        QTRY_VERIFY(screen.playerView()->findChild<QWidget*>(QStringLiteral("dayBox"))->isEnabled());
        screen.playerView()->client()->vote(7);
        for (int voter : {4, 5, 8, 11}) {
            auto* combo = moderator.findChild<QComboBox*>(QStringLiteral("vote-%1").arg(voter));
            combo->setCurrentIndex(combo->findData(voter == 11 ? 9 : 7));
        }
        QTRY_VERIFY(screen.playerView()->client()->day().value(QStringLiteral("voted")).toInteger() == 5);
        moderator.tabs()->setCurrentIndex(WerewolfPage::DayTab);
        moderator.resize(size);
        moderator.show();
        QVERIFY(QTest::qWaitForWindowExposed(&moderator));
        QVERIFY(moderator.grab().save(QStringLiteral("%1/hidden-vote-daytab-%2.png").arg(dir, tag)));
        QVERIFY(screen.grab().save(QStringLiteral("%1/hidden-vote-player-%2.png").arg(dir, tag)));
        QTest::mouseClick(moderator.findChild<QPushButton*>(QStringLiteral("closeVoteButton")), Qt::LeftButton);
        QTRY_VERIFY(screen.playerView()->client()->day().contains(QStringLiteral("tally")));
        QVERIFY(moderator.grab().save(QStringLiteral("%1/hidden-vote-closed-daytab-%2.png").arg(dir, tag)));
        QVERIFY(screen.grab().save(QStringLiteral("%1/hidden-vote-closed-player-%2.png").arg(dir, tag)));
    });
}

void TestUiWerewolfLan::eachLanguageAndSize(const std::function<void(const QString&, const QString&, QSize)>& shoot)
{
    const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR");
    qiyuan::ui::ensureChineseFont();
    qiyuan::ui::LanguageManager languages;
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        languages.setPreference(language);
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)})
            shoot(dir, QStringLiteral("%1-%2x%3").arg(language).arg(size.width()).arg(size.height()), size);
    }
    languages.setPreference(QStringLiteral("en"));
}

#include "tst_ui_werewolf_lan.moc"
