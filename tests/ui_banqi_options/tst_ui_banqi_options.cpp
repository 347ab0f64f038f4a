// 翻翻棋 rule options as players meet them (issue 41): the new-game dialog
// built from banqi::ruleOptions() (a widget and an explanation per option),
// choosing a preset resets the options, a changed option marks the preset
// "(changed)", an impossible combination (BQ-17) disables OK with a sentence;
// the game started has the options in its referee, the table names them, and
// files carry them. BQ-17 chain captures: "End turn" shows only in a chain.
// Over the LAN a guest sees a table's options before sitting down: in the
// list, and for a table reached by its typed address (any board game) from
// the host's welcome, with Sit down / Don't sit down.
#include "banqi/banqinewgamedialog.h"
#include "banqi/banqirules.h"
#include "banqi/banqitable.h"
#include "lan/lanhostdialog.h"
#include "lan/lanjoindialog.h"
#include "net/clientsession.h"
#include "net/discovery.h"
#include "net/hostsession.h"
#include "ui/cjkfont.h"
#include "ui/gamenames.h"

#include "../banqilayout.h"
#include "banqi/deal.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <QUdpSocket>

using namespace qiyuan;
using namespace qiyuan::banqi;
using qiyuan::ui::BanqiNewGameDialog;
using qiyuan::ui::BanqiOptions;
using qiyuan::ui::BanqiRulesEditor;
using qiyuan::ui::BanqiTable;

namespace {

QString english(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

// Sets an option's widget to a value key by clicking it as a player would.
void choose(BanqiRulesEditor* editor, std::string_view key, const QString& value)
{
    QWidget* w = editor->optionWidget(key);
    QVERIFY2(w, key.data());
    if (auto* box = qobject_cast<QCheckBox*>(w)) {
        if (box->isChecked() != (value == QLatin1String("yes")))
            box->click(); // a box without text: its indicator is the whole of it
    } else if (auto* box = qobject_cast<QComboBox*>(w)) {
        const int i = box->findData(value);
        QVERIFY2(i >= 0, qPrintable(value));
        box->setCurrentIndex(i); // what choosing the entry in the popup does
    } else if (auto* box = qobject_cast<QSpinBox*>(w)) {
        box->selectAll();
        QTest::keyClicks(box, value);
        QTest::keyClick(box, Qt::Key_Tab);
    }
}

// "chain-captures=face-up,chariot-runs=yes" applied through the widgets.
void chooseAll(BanqiRulesEditor* editor, const QString& options)
{
    for (const QString& item : options.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString key = item.section(QLatin1Char('='), 0, 0);
        choose(editor, key.toStdString(), item.section(QLatin1Char('='), 1));
    }
}

// A table on screen, its animations off.
std::unique_ptr<BanqiTable> shownTable(QSize size)
{
    auto t = std::make_unique<BanqiTable>();
    t->board()->setAnimationMs(0);
    t->resize(size);
    t->show();
    if (!QTest::qWaitForWindowExposed(t.get()))
        return nullptr;
    return t;
}

// BQ-17: a1 red chariot, b1 and c1 black soldiers, d1 the black general, all
// turned up; the chariot takes b1, after which it may take c1 from there.
bool captureIntoAChain(BanqiTable& t, bool clock)
{
    BanqiOptions o;
    o.turnClock = clock;
    o.ruleOptions = QStringLiteral("chain-captures=face-up");
    t.newGame(layoutDeal("Rppk"), o);
    for (const char* flip : {"a1", "b1", "c1", "d1"})
        if (!t.act(Action::flip(parseSquare(flip))))
            return false;
    return t.act(Action::move(parseSquare("a1"), parseSquare("b1")));
}

// A table hosted at this computer, waiting for its guest (the host sits in seat 0).
std::unique_ptr<net::HostSession> hostedTable(const QString& variant, const QString& options,
                                              const QString& game = QStringLiteral("banqi"), TimeControl clock = {})
{
    net::TableSettings settings;
    settings.hostName = QStringLiteral("Ann");
    settings.game = game;
    settings.variant = variant;
    settings.options = options;
    settings.timeControl = clock; // xiangqi, jifen; banqi has its rule set's turn clock (BQ-9)
    settings.roomCode = QStringLiteral("135790");
    settings.seed = 7;
    auto host = std::make_unique<net::HostSession>(settings);
    if (!host->listen(QHostAddress::LocalHost, 0))
        return nullptr;
    return host;
}

// A banqi join dialog on screen, listening for announcements on a free local UDP port (*udp).
std::unique_ptr<ui::LanJoinDialog> listeningDialog(quint16* udp)
{
    QUdpSocket probe;
    if (!probe.bind(QHostAddress::LocalHost, 0))
        return nullptr;
    *udp = probe.localPort();
    probe.close();
    auto dialog = std::make_unique<ui::LanJoinDialog>(nullptr, *udp, QStringLiteral("banqi"));
    dialog->show();
    if (!QTest::qWaitForWindowExposed(dialog.get()))
        return nullptr;
    return dialog;
}

// The join dialog with a typed address (no list: discovery off), Join clicked.
void typeAddressAndJoin(ui::LanJoinDialog& dialog, quint16 port, const QString& code = QStringLiteral("135790"))
{
    dialog.nameEdit()->setText(QStringLiteral("Bob"));
    dialog.addressEdit()->setText(QStringLiteral("127.0.0.1"));
    dialog.portBox()->setValue(port);
    dialog.codeEdit()->setText(code);
    QTest::mouseClick(dialog.joinButton(), Qt::LeftButton);
}

} // namespace

Q_DECLARE_METATYPE(qiyuan::TimeControl)

class TestUiBanqiOptions : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void dialogShowsEveryOption();
    void presetAndChangedOptions_data();
    void presetAndChangedOptions();
    void impossibleCombinationDisablesOk();
    void startsAGameWithTheOptions_data();
    void startsAGameWithTheOptions();
    void fileKeepsTheOptions();
    void badOptionsInAFileChangeNothing();
    void lanHostDialogHasTheOptions();
    void guestSeesTheOptionsBeforeSittingDown();
    void typedAddressShowsTheTableFirst_data();
    void typedAddressShowsTheTableFirst();
    void listedTableAsksOnlyWhenItChanged_data();
    void listedTableAsksOnlyWhenItChanged();
    void unreadableAnswersSayWhy_data();
    void unreadableAnswersSayWhy();
    void endTurnOnlyInAChain_data();
    void endTurnOnlyInAChain();
    void screenshots();
};

void TestUiBanqiOptions::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("qiyuan-test-banqi-options"));
}

// Built from the table: an option added to banqi::ruleOptions() appears with a
// widget of its kind, a name and an explanation (no rule ids, no raw keys).
void TestUiBanqiOptions::dialogShowsEveryOption()
{
    BanqiNewGameDialog dialog(BanqiOptions{});
    BanqiRulesEditor* editor = dialog.rulesEditor();
    QVERIFY(editor);
    QCOMPARE(editor->presetBox()->count(), int(ruleSets().size()));
    for (const RuleOption& o : ruleOptions()) {
        QWidget* w = editor->optionWidget(o.key);
        QVERIFY2(w, o.key.data());
        if (ui::BanqiRuleWords::isYesNo(o))
            QVERIFY(qobject_cast<QCheckBox*>(w));
        else if (!o.values.empty())
            QCOMPARE(qobject_cast<QComboBox*>(w)->count(), int(o.values.size()));
        else
            QCOMPARE(qobject_cast<QSpinBox*>(w)->maximum(), o.maximum);
        QVERIFY(!w->accessibleName().isEmpty());
        QVERIFY(w->accessibleName() != english(o.key)); // a name, not a key
        auto* explanation = dialog.findChild<QLabel*>(w->objectName() + QStringLiteral("-explanation"));
        QVERIFY(explanation);
        QVERIFY(!explanation->text().isEmpty());
        QVERIFY(!explanation->text().contains(QLatin1String("BQ-")));
    }
    QVERIFY(dialog.okButton()->isEnabled());
}

void TestUiBanqiOptions::presetAndChangedOptions_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("options");
    QTest::addColumn<QString>("shown"); // the preset box's text
    QTest::newRow("QQ rules as they are") << "banqi" << "" << "QQ rules";
    QTest::newRow("QQ rules with chain captures (BQ-17)") << "banqi" << "chain-captures=face-up" << "QQ rules (changed)";
    QTest::newRow("Taiwan rules without the repetition draw (BQ-16)")
        << "banqi-taiwan" << "repetition-draw=0" << "Taiwan rules (changed)";
    QTest::newRow("Taiwan rules, chariot runs and a by-rank cannon (BQ-18, BQ-19)")
        << "banqi-taiwan" << "chariot-runs=yes,cannon-targets=by-rank" << "Taiwan rules (changed)";
}

void TestUiBanqiOptions::presetAndChangedOptions()
{
    QFETCH(QString, preset);
    QFETCH(QString, options);
    QFETCH(QString, shown);
    BanqiNewGameDialog dialog(BanqiOptions{});
    BanqiRulesEditor* editor = dialog.rulesEditor();
    QComboBox* presets = editor->presetBox();
    presets->setCurrentIndex(presets->findData(preset));
    chooseAll(editor, options);
    QCOMPARE(presets->currentText(), shown);
    QCOMPARE(dialog.options().rules, preset);
    QCOMPARE(dialog.options().ruleOptions, options);
    // Choosing the preset again (the popup's entry) sets every option back to it.
    emit presets->activated(presets->currentIndex());
    QCOMPARE(dialog.options().ruleOptions, QString());
    QCOMPARE(presets->currentText(), ui::GameNames::variant(preset.toStdString()));
    // Another preset: its own values, nothing changed.
    const int other = presets->currentIndex() == 0 ? 1 : 0;
    chooseAll(editor, options);
    presets->setCurrentIndex(other);
    QCOMPARE(dialog.options().ruleOptions, QString());
    const RuleSet* row = findRuleSet(presets->currentData().toString().toStdString());
    for (const RuleOption& o : ruleOptions())
        if (auto* box = qobject_cast<QComboBox*>(editor->optionWidget(o.key)))
            QCOMPARE(box->currentData().toString(), english(o.get(*row)));
}

// BQ-17: chain captures of face-down pieces need captures of face-down pieces.
void TestUiBanqiOptions::impossibleCombinationDisablesOk()
{
    BanqiNewGameDialog dialog(BanqiOptions{});
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    BanqiRulesEditor* editor = dialog.rulesEditor();
    choose(editor, "chain-captures", QStringLiteral("face-down"));
    QVERIFY(!dialog.okButton()->isEnabled());
    QVERIFY(editor->problemLabel()->isVisible());
    QVERIFY2(editor->problemLabel()->text().contains(QLatin1String("Capture face-down pieces")),
             qPrintable(editor->problemLabel()->text()));
    QVERIFY(!editor->problemLabel()->text().contains(QLatin1String("BQ-")));
    QVERIFY(!editor->rules());
    // Return does not start anything either.
    QTest::keyClick(&dialog, Qt::Key_Return);
    QVERIFY(dialog.isVisible());
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    // Allowing face-down captures makes it a rule set players can use.
    choose(editor, "capture-face-down", QStringLiteral("yes"));
    QVERIFY(dialog.okButton()->isEnabled());
    QVERIFY(!editor->problemLabel()->isVisible());
    QCOMPARE(dialog.options().ruleOptions, QStringLiteral("capture-face-down=yes,chain-captures=face-down"));
}

void TestUiBanqiOptions::startsAGameWithTheOptions_data()
{
    QTest::addColumn<bool>("vsComputer");
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("options");
    QTest::addColumn<QString>("changed"); // a line of the side panel
    QTest::newRow("hot seat, QQ rules with chain captures (BQ-17)")
        << false << "banqi" << "chain-captures=face-up" << "Chain captures: Face-up pieces only";
    QTest::newRow("against the computer, Taiwan rules with strict ranks (BQ-20)")
        << true << "banqi-taiwan" << "soldier-general=strict-ranks,ply-limit=200"
        << "Soldier and general: Strict ranks: the general takes soldiers; Ply limit: 200";
}

// Through the table's own path: startNew opens the dialog, the players click, OK.
void TestUiBanqiOptions::startsAGameWithTheOptions()
{
    QFETCH(bool, vsComputer);
    QFETCH(QString, preset);
    QFETCH(QString, options);
    QFETCH(QString, changed);
    BanqiTable t;
    t.setComputerMinimumTimeMs(0);
    t.resize(1200, 760);
    t.show();
    QVERIFY(QTest::qWaitForWindowExposed(&t));
    bool clicked = false;
    QTimer::singleShot(0, this, [&] {
        auto* dialog = qobject_cast<BanqiNewGameDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        QComboBox* presets = dialog->rulesEditor()->presetBox();
        presets->setCurrentIndex(presets->findData(preset));
        chooseAll(dialog->rulesEditor(), options);
        if (dialog->levelBox())
            dialog->levelBox()->setCurrentIndex(0);
        QTest::mouseClick(dialog->okButton(), Qt::LeftButton);
        clicked = true;
    });
    QVERIFY(t.startNew(QString(), vsComputer ? PlayMode::Computer : PlayMode::HotSeat));
    QVERIFY(clicked);
    // The referee plays the options; the table names them in words.
    const RuleSet& rules = t.game().rules();
    QCOMPARE(QString::fromStdString(changedOptions(rules)), options);
    QCOMPARE(english(rules.key), preset);
    auto* label = t.findChild<QLabel*>(QStringLiteral("rulesLabel"));
    QVERIFY(label);
    QVERIFY2(label->text().startsWith(QStringLiteral("Rules: %1 (changed)").arg(ui::GameNames::variant(preset.toStdString()))),
             qPrintable(label->text()));
    QVERIFY2(label->text().contains(changed), qPrintable(label->text()));
    QVERIFY(!label->text().contains(QLatin1String("BQ-")));
    QVERIFY(!label->text().contains(QLatin1Char('=')));
    QCOMPARE(t.options().ruleOptions, options);
}

void TestUiBanqiOptions::fileKeepsTheOptions()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("chain.banqi"));
    BanqiTable t;
    t.setQuestionHandler([](const QString&, const QString&) { return true; });
    BanqiOptions o;
    o.rules = QStringLiteral("banqi-taiwan");
    o.ruleOptions = QStringLiteral("capture-face-down=yes,chain-captures=face-down,chariot-runs=yes");
    t.newGame(dealFromSeed(11, "s"), o);
    for (int i = 0; i < 6; ++i)
        QVERIFY(t.act(t.view().legal.front()));
    QString error;
    QVERIFY2(t.saveFile(path, &error), qPrintable(error));
    BanqiTable back;
    back.setQuestionHandler([](const QString&, const QString&) { return true; });
    QVERIFY2(back.openFile(path, &error), qPrintable(error));
    QVERIFY(back.game().rules() == t.game().rules());
    QCOMPARE(back.options().ruleOptions, o.ruleOptions);
    QCOMPARE(back.actionLog(), t.actionLog());
    // The autosave's snapshot too.
    BanqiTable resumed;
    QVERIFY2(resumed.restoreSnapshot(t.snapshot(), &error), qPrintable(error));
    QVERIFY(resumed.game().rules() == t.game().rules());
    QCOMPARE(resumed.options().ruleOptions, o.ruleOptions);
}

// A file whose options cannot be played: a sentence, and the table keeps its game.
void TestUiBanqiOptions::badOptionsInAFileChangeNothing()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.banqi"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format":"qiyuan-banqi","version":2,"rules":"banqi","options":"chain-captures=face-down",)"
            R"("seed":"5","salt":"x","actions":["a1"]})");
    f.close();
    BanqiTable t;
    t.setQuestionHandler([](const QString&, const QString&) { return true; });
    t.newGame(dealFromSeed(3, "s"), BanqiOptions{});
    QVERIFY(t.act(t.view().legal.front()));
    const QStringList before = t.actionLog();
    QString error;
    QVERIFY(!t.openFile(path, &error));
    QVERIFY2(error.contains(QLatin1String("Capture face-down pieces")), qPrintable(error));
    QCOMPARE(t.actionLog(), before);
    QCOMPARE(t.options().ruleOptions, QString());
}

// The LAN host chooses the options in the same editor; OK is off for an impossible combination.
void TestUiBanqiOptions::lanHostDialogHasTheOptions()
{
    ui::LanHostDialog d(nullptr, QStringLiteral("banqi"), QStringLiteral("banqi-taiwan"));
    QVERIFY(d.banqiRules());
    QCOMPARE(d.rulesBox()->currentData().toString(), QStringLiteral("banqi-taiwan"));
    chooseAll(d.banqiRules(), QStringLiteral("chain-captures=face-down"));
    QVERIFY(!d.okButton()->isEnabled());
    chooseAll(d.banqiRules(), QStringLiteral("capture-face-down=yes"));
    QVERIFY(d.okButton()->isEnabled());
    const auto c = d.choice();
    QCOMPARE(c.variant, QStringLiteral("banqi-taiwan"));
    QCOMPARE(c.options, QStringLiteral("capture-face-down=yes,chain-captures=face-down"));
}

// The join dialog lists a banqi table as "(changed)" and, for the table chosen,
// its changed options in words: before the guest sits down.
void TestUiBanqiOptions::guestSeesTheOptionsBeforeSittingDown()
{
    quint16 udp = 0;
    const auto shown = listeningDialog(&udp);
    QVERIFY(shown);
    ui::LanJoinDialog& dialog = *shown;
    net::Announcer announcer(net::Timing{}, nullptr, QHostAddress::LocalHost, udp);
    net::TableInfo table;
    table.port = 4321;
    table.game = QStringLiteral("banqi");
    table.variant = QStringLiteral("banqi-taiwan");
    table.options = QStringLiteral("chain-captures=face-up,chariot-runs=yes");
    table.hostName = QStringLiteral("Host");
    table.freeSeats = 1;
    announcer.setTable(table);
    announcer.announceNow();
    QTRY_COMPARE(dialog.tableList()->count(), 1);
    QListWidgetItem* item = dialog.tableList()->item(0);
    QVERIFY2(item->text().contains(QStringLiteral("Taiwan rules (changed)")), qPrintable(item->text()));
    dialog.tableList()->setCurrentItem(item);
    QLabel* rules = dialog.tableRulesLabel();
    QVERIFY(rules->isVisible());
    QVERIFY2(rules->text().contains(QStringLiteral("Chain captures: Face-up pieces only; Chariot runs: on")),
             qPrintable(rules->text()));
    QVERIFY(!rules->text().contains(QLatin1Char('=')));
}

// A guest who types the host's address sees the table as the list would show
// it (the game, the rule set, the changed options in words: BQ-17, BQ-18) and
// sits down only when it says so; otherwise no seat was ever asked for.
void TestUiBanqiOptions::typedAddressShowsTheTableFirst_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("options");
    QTest::addColumn<QString>("answer"); // "sit", "back" (Don't sit down) or "cancel" (the dialog closes)
    QTest::addColumn<QStringList>("words"); // what the player reads before sitting down
    QTest::addColumn<TimeControl>("clock");  // xiangqi's and jifen's
    const QString banqi = QStringLiteral("banqi"), taiwan = QStringLiteral("banqi-taiwan");
    const QString chain = QStringLiteral("chain-captures=face-up,chariot-runs=yes");
    const QStringList chainWords{QStringLiteral("Dark Chess (Taiwan rules (changed)) — Ann — 127.0.0.1:"),
                                 QStringLiteral("free seats: 1"),
                                 QStringLiteral("Rule options of this table: Chain captures: Face-up pieces only; "
                                                "Chariot runs: on"),
                                 QStringLiteral("Turn clock: 30 s")};
    QTest::newRow("Sit down: seated at the table with its options (BQ-17, BQ-18)") << banqi << taiwan << chain << "sit"
                                                                                  << chainWords << TimeControl{};
    QTest::newRow("Don't sit down: the host still waits, the dialog stays") << banqi << taiwan << chain << "back"
                                                                           << chainWords << TimeControl{};
    QTest::newRow("Cancel: the host still waits, the dialog closes") << banqi << taiwan << chain << "cancel" << chainWords
                                                                    << TimeControl{};
    QTest::newRow("a banqi preset as it is: no options line") << banqi << QStringLiteral("banqi-tcga") << QString() << "back"
                                                              << QStringList{QStringLiteral("Dark Chess (TCGA rules) — Ann")}
                                                              << TimeControl{};
    QTest::newRow("xiangqi: its rule set and clock") << QStringLiteral("xiangqi") << QString() << QString() << "sit"
                                                    << QStringList{QStringLiteral("Xiangqi (Standard rules) — Ann"),
                                                                   QStringLiteral("Clock: 5 min + 5 s per move")}
                                                    << TimeControl{300000, 5000, 0};
    QTest::newRow("scoring xiangqi: its rule set, untimed") << QStringLiteral("jifen") << QStringLiteral("jifen-contest")
                                                           << QString() << "back"
                                                           << QStringList{QStringLiteral("Scoring Xiangqi (Contest) — Ann"),
                                                                          QStringLiteral("No clock")}
                                                           << TimeControl{};
}

void TestUiBanqiOptions::typedAddressShowsTheTableFirst()
{
    QFETCH(QString, game);
    QFETCH(QString, variant);
    QFETCH(QString, options);
    QFETCH(QString, answer);
    QFETCH(QStringList, words);
    QFETCH(TimeControl, clock);
    const auto host = hostedTable(variant, options, game, clock);
    QVERIFY(host);
    QSignalSpy refusals(host.get(), &net::HostSession::peerRefused);
    ui::LanJoinDialog dialog(nullptr, 0, game);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    typeAddressAndJoin(dialog, host->port());
    QTRY_VERIFY(dialog.confirming());
    const QString shown = dialog.statusLabel()->text();
    for (const QString& w : words + QStringList{QStringLiteral("Sit down at this table?")})
        QVERIFY2(shown.contains(w), qPrintable(shown));
    QCOMPARE(shown.contains(QStringLiteral("Rule options")), !options.isEmpty());
    QVERIFY2(!shown.contains(QLatin1Char('=')) && !shown.contains(QStringLiteral("BQ-")), qPrintable(shown));
    QCOMPARE(dialog.joinButton()->text(), QStringLiteral("Sit down"));
    QVERIFY(dialog.joinButton()->isEnabled());
    QVERIFY(dialog.backButton()->isVisible());
    QVERIFY(!dialog.codeEdit()->isEnabled()); // the seat is asked for with what was typed
    // Nothing asked of the host yet: its seat is free, its game waits.
    QTest::qWait(100);
    QCOMPARE(host->freeSeats(), 1);
    QVERIFY(host->remoteName().isEmpty());

    if (answer == QLatin1String("sit")) {
        QTest::mouseClick(dialog.joinButton(), Qt::LeftButton);
        QTRY_COMPARE(dialog.result(), int(QDialog::Accepted));
        std::unique_ptr<net::ClientSession> session(dialog.takeSession());
        QVERIFY(session);
        QCOMPARE(session->seat(), 1);
        QCOMPARE(session->state().value(QStringLiteral("options")).toString(), options);
        QCOMPARE(session->welcome().value(QStringLiteral("game")).toString(), game);
        QTRY_COMPARE(host->remoteName(), QStringLiteral("Bob"));
        QVERIFY(host->started());
        QCOMPARE(refusals.count(), 0);
        return;
    }
    if (answer == QLatin1String("back")) {
        QTest::mouseClick(dialog.backButton(), Qt::LeftButton);
        QVERIFY(dialog.isVisible());
        QVERIFY(!dialog.confirming());
        QVERIFY(!dialog.backButton()->isVisible());
        QCOMPARE(dialog.joinButton()->text(), QStringLiteral("Join"));
        QVERIFY(dialog.joinButton()->isEnabled() && dialog.codeEdit()->isEnabled());
        QVERIFY(!dialog.statusLabel()->text().contains(QStringLiteral("Sit down at this table?")));
    } else {
        QTest::mouseClick(dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Cancel), Qt::LeftButton);
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QVERIFY(!dialog.isVisible());
    }
    QVERIFY(!dialog.takeSession());
    QTest::qWait(200);
    QCOMPARE(host->freeSeats(), 1);
    QVERIFY(host->remoteName().isEmpty());
    QVERIFY(!host->started());
    QCOMPARE(refusals.count(), 0); // the guest said goodbye: no error at the host
    // The seat is still there for the next guest.
    net::ClientSession next;
    QSignalSpy joined(&next, &net::ClientSession::joined);
    next.connectToHost(QStringLiteral("127.0.0.1"), host->port(), QStringLiteral("Cai"), QStringLiteral("135790"));
    QVERIFY(joined.wait(5000));
    QCOMPARE(next.seat(), 1);
}

// A table chosen in the list was seen already: the guest sits down at once,
// unless the host's welcome says other options than the announcement did.
void TestUiBanqiOptions::listedTableAsksOnlyWhenItChanged_data()
{
    QTest::addColumn<QString>("announced"); // the options the list heard
    QTest::addColumn<bool>("asks");
    QTest::newRow("as announced: seated at once") << "chain-captures=face-up" << false;
    QTest::newRow("the welcome names other options (BQ-17): shown first") << "chariot-runs=yes" << true;
}

void TestUiBanqiOptions::listedTableAsksOnlyWhenItChanged()
{
    QFETCH(QString, announced);
    QFETCH(bool, asks);
    const auto host = hostedTable(QStringLiteral("banqi"), QStringLiteral("chain-captures=face-up"));
    QVERIFY(host);
    quint16 udp = 0;
    const auto shown = listeningDialog(&udp);
    QVERIFY(shown);
    ui::LanJoinDialog& dialog = *shown;
    net::Announcer announcer(net::Timing{}, nullptr, QHostAddress::LocalHost, udp);
    net::TableInfo table = host->tableInfo();
    table.options = announced;
    announcer.setTable(table);
    announcer.announceNow();
    QTRY_COMPARE(dialog.tableList()->count(), 1);
    dialog.tableList()->setCurrentRow(0);
    QCOMPARE(dialog.addressEdit()->text(), QStringLiteral("127.0.0.1"));
    dialog.codeEdit()->setText(QStringLiteral("135790"));
    QTest::mouseClick(dialog.joinButton(), Qt::LeftButton);
    if (asks) {
        QTRY_VERIFY(dialog.confirming());
        QVERIFY2(dialog.statusLabel()->text().contains(QStringLiteral("Chain captures: Face-up pieces only")),
                 qPrintable(dialog.statusLabel()->text()));
        QCOMPARE(host->freeSeats(), 1);
        QTest::mouseClick(dialog.joinButton(), Qt::LeftButton);
    }
    QTRY_COMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(host->freeSeats(), 0);
    std::unique_ptr<net::ClientSession> session(dialog.takeSession());
    QVERIFY(session);
}

// Whatever answers at the typed address, the player is told what went wrong,
// no seat is taken and the dialog can try again; nothing hangs.
void TestUiBanqiOptions::unreadableAnswersSayWhy_data()
{
    QTest::addColumn<QByteArray>("answer"); // the bytes sent back to the hello
    QTest::addColumn<QString>("says");
    const auto frame = [](QCborMap m) { return net::encodeFrame(m); };
    const auto welcome = [](const char* variant, const char* options) {
        QCborMap w{{QStringLiteral("t"), QStringLiteral("welcome")}, {QStringLiteral("magic"), QStringLiteral("QIYUAN-LAN")},
                   {QStringLiteral("protocol"), 1}, {QStringLiteral("host"), QStringLiteral("Newer")},
                   {QStringLiteral("game"), QStringLiteral("banqi")}, {QStringLiteral("variant"), QString::fromLatin1(variant)},
                   {QStringLiteral("hostSeat"), 0}, {QStringLiteral("freeSeats"), 1}};
        if (options)
            w.insert(QStringLiteral("options"), QString::fromLatin1(options));
        return w;
    };
    QTest::newRow("an option this program does not know (a newer host)")
        << frame(welcome("banqi", "flying-general=yes")) << "You cannot play at this table";
    QTest::newRow("an impossible combination (BQ-17)")
        << frame(welcome("banqi", "chain-captures=face-down")) << "You cannot play at this table";
    QTest::newRow("a rule set this program does not know")
        << frame(welcome("banqi-mars", nullptr)) << "You cannot play at this table";
    QCborMap noGame = welcome("banqi", nullptr);
    noGame.remove(QStringLiteral("game"));
    QTest::newRow("a welcome naming no game") << frame(noGame) << "names no game";
    QCborMap wrongType = welcome("banqi", nullptr);
    wrongType.insert(QStringLiteral("freeSeats"), QStringLiteral("one"));
    QTest::newRow("a welcome with a field of the wrong type") << frame(wrongType) << "No Qiyuan table answered";
    QTest::newRow("a seat before any welcome")
        << frame({{QStringLiteral("t"), QStringLiteral("seated")}, {QStringLiteral("seat"), 0}})
        << "No Qiyuan table answered";
    QTest::newRow("bytes that are no frame") << QByteArray("HTTP/1.1 400 Bad Request\r\n\r\n")
                                             << "Could not join the table";
}

void TestUiBanqiOptions::unreadableAnswersSayWhy()
{
    QFETCH(QByteArray, answer);
    QFETCH(QString, says);
    QTcpServer server;
    QVERIFY(server.listen(QHostAddress::LocalHost, 0));
    QByteArray heard;
    connect(&server, &QTcpServer::newConnection, this, [&] {
        QTcpSocket* s = server.nextPendingConnection();
        connect(s, &QTcpSocket::readyRead, s, [&, s] {
            const bool first = heard.isEmpty();
            heard += s->readAll();
            if (first)
                s->write(answer);
        });
    });
    ui::LanJoinDialog dialog(nullptr, 0, QStringLiteral("banqi"));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    typeAddressAndJoin(dialog, server.serverPort());
    QTRY_VERIFY_WITH_TIMEOUT(dialog.statusLabel()->text().contains(says), 5000);
    QTRY_VERIFY(dialog.joinButton()->isEnabled());
    QVERIFY(!dialog.confirming());
    QVERIFY(!dialog.takeSession());
    QVERIFY(!heard.contains("\x64join")); // never asked for a seat ("join" as CBOR text)
    QCOMPARE(dialog.joinButton()->text(), QStringLiteral("Join"));
}

// BQ-17: after a capture the same piece may capture again; the player clicks
// the next capture or "End turn", which is shown only then.
void TestUiBanqiOptions::endTurnOnlyInAChain_data()
{
    QTest::addColumn<bool>("captureAgain"); // click the next capture, or End turn
    QTest::newRow("End turn passes the turn (BQ-17)") << false;
    QTest::newRow("a click on c1 captures again with the taken-up piece (BQ-17)") << true;
}

void TestUiBanqiOptions::endTurnOnlyInAChain()
{
    QFETCH(bool, captureAgain);
    const auto table = shownTable({1200, 760});
    QVERIFY(table);
    BanqiTable& t = *table;
    QPushButton* endTurn = t.endTurnButton();
    QVERIFY(endTurn);
    QCOMPARE(endTurn->accessibleName(), QStringLiteral("End turn"));
    QVERIFY(!endTurn->isVisible());
    QVERIFY(captureIntoAChain(t, false));
    QCOMPARE(t.game().chainSquare(), parseSquare("b1"));
    QVERIFY(endTurn->isVisible());
    QCOMPARE(t.board()->selected(), parseSquare("b1"));
    const int ply = t.game().ply();
    if (captureAgain) {
        // The chariot is taken up already: one click on the target captures.
        QTest::mouseClick(t.board(), Qt::LeftButton, {}, t.board()->squareCentre(parseSquare("c1")).toPoint());
        QCOMPARE(t.actionLog().last(), QStringLiteral("b1c1"));
    } else {
        QTest::mouseClick(endTurn, Qt::LeftButton);
        QCOMPARE(t.actionLog().last(), QStringLiteral("end"));
    }
    QCOMPARE(t.game().ply(), ply + 1);
    // Nothing left to capture from c1 / the turn passed: the button goes.
    QCOMPARE(t.game().chainSquare(), NoSquare);
    QVERIFY(!endTurn->isVisible());
    QCOMPARE(t.view().toAct, Player::Second);
    // The move list names the player of the chain for every ply of it (the referee's actors).
    auto* list = t.findChild<QListWidget*>(QStringLiteral("actionList"));
    QVERIFY(list);
    QCOMPARE(list->count(), 6);
    QCOMPARE(list->item(4)->text(), QStringLiteral("5. Player 1: Red Chariot a1×b1 takes Black Soldier"));
    QCOMPARE(list->item(5)->text(), captureAgain
                                        ? QStringLiteral("6. Player 1: Red Chariot b1×c1 takes Black Soldier")
                                        : QStringLiteral("6. Player 1 ends the turn"));
}

// With QIYUAN_SCREENSHOT_DIR: the dialog with a changed option and an impossible
// combination, and the table naming its changed rules, in en, zh_CN and zh_TW.
void TestUiBanqiOptions::screenshots()
{
    const QString dir = qEnvironmentVariable("QIYUAN_SCREENSHOT_DIR");
    if (dir.isEmpty())
        QSKIP("QIYUAN_SCREENSHOT_DIR is not set");
    QDir().mkpath(dir);
    ui::ensureChineseFont(); // as the app does at start
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")}) {
        QTranslator translator;
        if (language != QLatin1String("en")) {
            QVERIFY(translator.load(QStringLiteral(":/i18n/qiyuan_%1.qm").arg(language)));
            QCoreApplication::installTranslator(&translator);
        }
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            const QString tail = QStringLiteral("%1-%2x%3.png").arg(language).arg(size.width()).arg(size.height());
            {
                BanqiOptions o;
                o.vsComputer = true;
                BanqiNewGameDialog dialog(o);
                dialog.setMaximumSize(size - QSize(0, 80));
                dialog.show();
                QVERIFY(QTest::qWaitForWindowExposed(&dialog));
                chooseAll(dialog.rulesEditor(), QStringLiteral("chain-captures=face-down,chariot-runs=yes"));
                dialog.adjustSize();
                QTest::qWait(100);
                QVERIFY(dialog.grab().save(QStringLiteral("%1/banqi-options-dialog-%2").arg(dir, tail)));
            }
            {
                // A table reached by its typed address, shown before sitting down.
                const auto host = hostedTable(QStringLiteral("banqi-taiwan"),
                                              QStringLiteral("capture-face-down=yes,chain-captures=face-down,chariot-runs=yes"));
                QVERIFY(host);
                ui::LanJoinDialog dialog(nullptr, 0, QStringLiteral("banqi"));
                dialog.setMaximumSize(size - QSize(0, 80));
                dialog.show();
                QVERIFY(QTest::qWaitForWindowExposed(&dialog));
                typeAddressAndJoin(dialog, host->port());
                QTRY_VERIFY(dialog.confirming());
                QTest::qWait(100);
                QVERIFY(dialog.grab().save(QStringLiteral("%1/lan-join-confirm-%2").arg(dir, tail)));
            }
            const QSize room = size - QSize(0, 56); // the main window's menu and status bar
            {
                const auto t = shownTable(room);
                QVERIFY(t);
                BanqiOptions o;
                o.rules = QStringLiteral("banqi-taiwan");
                o.ruleOptions = QStringLiteral("capture-face-down=yes,chain-captures=face-down,chariot-runs=yes");
                t->newGame(dealFromSeed(7, "s"), o);
                for (int i = 0; i < 8; ++i)
                    QVERIFY(t->act(t->view().legal.front()));
                QTest::qWait(100);
                QVERIFY(t->grab().save(QStringLiteral("%1/banqi-options-table-%2").arg(dir, tail)));
            }
            {
                // BQ-17: in a chain, the line under the turn and End turn (with a referee that makes chains).
                const auto t = shownTable(room);
                QVERIFY(t);
                QVERIFY(captureIntoAChain(*t, true));
                QTest::qWait(100);
                if (t->game().chainSquare() != NoSquare)
                    QVERIFY(t->grab().save(QStringLiteral("%1/banqi-chain-table-%2").arg(dir, tail)));
            }
        }
        QCoreApplication::removeTranslator(&translator);
    }
}

QTEST_MAIN(TestUiBanqiOptions)
#include "tst_ui_banqi_options.moc"
