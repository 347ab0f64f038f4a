#include "playerview.h"

#include "session/traditional.h"
#include "net/discovery.h"
#include "net/werewolfclient.h"
#include "werewolf/roletext.h"
#include "werewolf/text.h"

#include <QCborArray>
#include <QComboBox>
#include <QDateTime>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace qiyuan::ui {

using namespace qiyuan::werewolf;

namespace {
QString key(const char* s) { return QString::fromLatin1(s); }
bool chinese() { return QLocale().language() == QLocale::Chinese; }

Game gameOfState(const QCborMap& state)
{
    const QString g = state.value(key("game")).toString();
    return g == QLatin1String("werewolf-chess") ? Game::Chess : Game::Xiangqi;
}

QString roleTextOf(Game g, const QString& roleKeyText)
{
    const auto r = roleFromKey(g, roleKeyText.toStdString());
    return r ? session::inReadersScript(QString::fromStdString(roleName(*r, chinese() ? Language::Chinese : Language::English))) : roleKeyText;
}

QString campTextOf(Game g, const QString& campKeyText)
{
    const auto c = campFromKey(g, campKeyText.toStdString());
    return c ? session::inReadersScript(QString::fromStdString(campName(g, *c, chinese() ? Language::Chinese : Language::English))) : campKeyText;
}
} // namespace

WerewolfPlayerView::WerewolfPlayerView(net::WerewolfClient* client, QWidget* parent)
    : QWidget(parent), m_client(client)
{
    setObjectName(QStringLiteral("werewolfPlayerView"));
    m_client->setParent(this);
    auto* layout = new QVBoxLayout(this);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("playerStatus"));
    m_status->setWordWrap(true);
    auto* top = new QHBoxLayout;
    top->addWidget(m_status, 1);
    // After a drop: back into the same seat with the seat token.
    m_rejoinButton = new QPushButton(this);
    m_rejoinButton->setObjectName(QStringLiteral("rejoinButton"));
    top->addWidget(m_rejoinButton);
    layout->addLayout(top);
    buildTimer(layout);
    auto* columns = new QHBoxLayout;
    layout->addLayout(columns, 1);

    auto* left = new QVBoxLayout;
    m_youBox = new QGroupBox(this);
    auto* youLayout = new QVBoxLayout(m_youBox);
    m_you = new QLabel(m_youBox);
    m_you->setObjectName(QStringLiteral("youLabel"));
    m_you->setWordWrap(true);
    QFont big = m_you->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    m_you->setFont(big);
    youLayout->addWidget(m_you);
    // What the role may do and how the camp wins, in a player's words.
    m_youDetail = new QLabel(m_youBox);
    m_youDetail->setObjectName(QStringLiteral("youDetail"));
    m_youDetail->setWordWrap(true);
    youLayout->addWidget(m_youDetail);
    left->addWidget(m_youBox);
    m_players = new QTableWidget(this);
    m_players->setObjectName(QStringLiteral("playersTable"));
    m_players->verticalHeader()->hide();
    m_players->horizontalHeader()->setStretchLastSection(true);
    m_players->setEditTriggers(QAbstractItemView::NoEditTriggers);
    left->addWidget(m_players, 1);
    columns->addLayout(left, 1);

    auto* right = new QVBoxLayout;
    m_nightBox = new QGroupBox(this);
    m_nightBox->setObjectName(QStringLiteral("nightBox"));
    auto* nightForm = new QFormLayout(m_nightBox);
    m_verbCombo = new QComboBox(m_nightBox);
    m_verbCombo->setObjectName(QStringLiteral("verbCombo"));
    m_targetCombo = new QComboBox(m_nightBox);
    m_targetCombo->setObjectName(QStringLiteral("targetCombo"));
    m_screenLabel = new QLabel(m_nightBox);
    m_screenCombo = new QComboBox(m_nightBox);
    m_screenCombo->setObjectName(QStringLiteral("screenCombo"));
    m_submitButton = new QPushButton(m_nightBox);
    m_submitButton->setObjectName(QStringLiteral("submitButton"));
    m_submitted = new QLabel(m_nightBox);
    m_submitted->setObjectName(QStringLiteral("submittedLabel"));
    m_submitted->setWordWrap(true);
    nightForm->addRow(m_verbCombo);
    nightForm->addRow(m_targetCombo);
    nightForm->addRow(m_screenLabel, m_screenCombo);
    nightForm->addRow(m_submitButton);
    nightForm->addRow(m_submitted);
    right->addWidget(m_nightBox);
    m_dayBox = new QGroupBox(this);
    m_dayBox->setObjectName(QStringLiteral("dayBox"));
    auto* dayLayout = new QVBoxLayout(m_dayBox);
    m_voteCombo = new QComboBox(m_dayBox);
    m_voteCombo->setObjectName(QStringLiteral("voteCombo"));
    m_voteButton = new QPushButton(m_dayBox);
    m_voteButton->setObjectName(QStringLiteral("voteButton"));
    m_voteStatus = new QLabel(m_dayBox);
    m_voteStatus->setObjectName(QStringLiteral("voteStatus"));
    m_voteStatus->setWordWrap(true);
    dayLayout->addWidget(m_voteCombo);
    dayLayout->addWidget(m_voteButton);
    dayLayout->addWidget(m_voteStatus);
    right->addWidget(m_dayBox);
    m_newsLabel = new QLabel(this);
    m_news = new QPlainTextEdit(this);
    m_news->setObjectName(QStringLiteral("newsText"));
    m_news->setReadOnly(true);
    m_messagesLabel = new QLabel(this);
    m_messages = new QPlainTextEdit(this);
    m_messages->setObjectName(QStringLiteral("privateText"));
    m_messages->setReadOnly(true);
    right->addWidget(m_newsLabel);
    right->addWidget(m_news, 1);
    right->addWidget(m_messagesLabel);
    right->addWidget(m_messages, 1);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("playerError"));
    m_error->setWordWrap(true);
    right->addWidget(m_error);
    columns->addLayout(right, 1);

    connect(m_verbCombo, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_updating)
            refreshTargets();
    });
    connect(m_submitButton, &QPushButton::clicked, this, &WerewolfPlayerView::submitAction);
    connect(m_voteButton, &QPushButton::clicked, this, &WerewolfPlayerView::castVote);
    connect(m_rejoinButton, &QPushButton::clicked, this, [this] {
        m_client->rejoin();
        refresh();
    });
    connect(m_client, &net::WerewolfClient::stateChanged, this, [this] {
        m_error->clear();
        refresh();
    });
    connect(m_client, &net::WerewolfClient::waitingForSeat, this, &WerewolfPlayerView::refresh);
    connect(m_client, &net::WerewolfClient::disconnected, this, &WerewolfPlayerView::refresh);
    connect(m_client, &net::WerewolfClient::errorReceived, this, [this](const QString&, const QString& text) {
        // The engine's refusal comes in both languages.
        const QCborMap last = m_client->received().isEmpty() ? QCborMap() : m_client->received().last();
        const QString zh = last.value(key("textZh")).toString();
        const QString tw = last.value(key("textTw")).toString();
        if (chinese() && session::readsTraditional() && !tw.isEmpty())
            m_error->setText(tw);
        else
            m_error->setText(chinese() && !zh.isEmpty() ? session::inReadersScript(zh) : text);
    });
    retranslateUi();
}

WerewolfPlayerView::~WerewolfPlayerView() = default;

QString WerewolfPlayerView::local(const QCborMap& texts) const
{
    // Traditional readers get the host's tw; an older host sends none: convert zh here.
    const QString tw = texts.value(key("tw")).toString();
    if (chinese() && session::readsTraditional() && !tw.isEmpty())
        return tw;
    const QString zh = texts.value(key("zh")).toString();
    return chinese() && !zh.isEmpty() ? session::inReadersScript(zh) : texts.value(key("en")).toString();
}

// The moderator's timer as the host sent it (docs/PROTOCOL.md, "timer"):
// counted down here from what was sent, redrawn four times a second.
void WerewolfPlayerView::buildTimer(QVBoxLayout* layout)
{
    m_timer = new QLabel(this);
    m_timer->setObjectName(QStringLiteral("playerTimer"));
    QFont f = m_timer->font();
    f.setPointSizeF(f.pointSizeF() * 1.4);
    f.setBold(true);
    m_timer->setFont(f);
    m_timer->hide();
    layout->addWidget(m_timer);
    m_timerTick = new QTimer(this);
    m_timerTick->setInterval(250);
    connect(m_timerTick, &QTimer::timeout, this, &WerewolfPlayerView::showTimer);
    connect(m_client, &net::WerewolfClient::timerChanged, this, &WerewolfPlayerView::showTimer);
}

void WerewolfPlayerView::showTimer()
{
    const QCborMap t = m_client->timer();
    const QString kind = t.value(key("kind")).toString();
    const bool on = kind == QLatin1String("day") || kind == QLatin1String("night");
    m_timer->setVisible(on);
    if (!on) {
        m_timerTick->stop();
        return;
    }
    const bool running = t.value(key("running")).toBool();
    qint64 leftMs = t.value(key("remaining")).toInteger() * 1000;
    if (running)
        leftMs = std::max<qint64>(0, leftMs - (QDateTime::currentMSecsSinceEpoch() - m_client->timerReceivedMs()));
    const int seat = int(t.value(key("seat")).toInteger());
    const QString who = kind == QLatin1String("night") ? tr("Night entries")
                        : seat == m_client->seat() ? tr("Your turn to speak")
                                                   : tr("Speaking: %1").arg(playerLabel(seat));
    const int seconds = int((leftMs + 999) / 1000);
    const QString clock = QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
    const QString time = leftMs == 0 ? tr("Time is up") : running ? clock : tr("%1 (paused)").arg(clock);
    m_timer->setText(who + QStringLiteral("    ") + time);
    if (running && leftMs > 0)
        m_timerTick->start();
    else
        m_timerTick->stop();
}

QString WerewolfPlayerView::playerLabel(int seat) const
{
    for (const QCborValue& v : m_client->players()) {
        const QCborMap p = v.toMap();
        if (p.value(key("seat")).toInteger() == seat) {
            const QString name = p.value(key("name")).toString();
            return name.isEmpty() ? QStringLiteral("#%1").arg(seat) : QStringLiteral("%1 (#%2)").arg(name).arg(seat);
        }
    }
    return QStringLiteral("#%1").arg(seat);
}

void WerewolfPlayerView::retranslateUi()
{
    m_youBox->setTitle(tr("You"));
    m_rejoinButton->setText(tr("Rejoin"));
    m_nightBox->setTitle(tr("Tonight"));
    //: A cannon's screen (炮架) in 中国象棋版杀
    m_screenLabel->setText(tr("Screen:"));
    m_submitButton->setText(tr("Send my action"));
    m_dayBox->setTitle(tr("Day vote"));
    m_voteButton->setText(tr("Vote"));
    m_newsLabel->setText(tr("Announcements:"));
    m_messagesLabel->setText(tr("Private messages (only you see these):"));
    refresh();
}

void WerewolfPlayerView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void WerewolfPlayerView::refresh()
{
    const QCborMap state = m_client->state();
    const Game g = gameOfState(state);
    const QString host = m_client->welcome().value(key("host")).toString();
    if (!m_client->isConnected() && !m_client->isJoined())
        m_status->setText(tr("Not connected to the moderator."));
    else if (m_client->isWaiting())
        m_status->setText(tr("Connected to %1: waiting for the moderator to give you a seat.").arg(host));
    else if (!m_client->isJoined())
        m_status->setText(tr("Joining…"));
    else if (!state.value(key("started")).toBool())
        m_status->setText(tr("Seated at %1's table: waiting for the moderator to deal.").arg(host));
    else if (state.value(key("over")).toBool())
        m_status->setText(tr("The game is over."));
    else
        m_status->setText(tr("Connected to %1. Nights played: %2.").arg(host).arg(state.value(key("nights")).toInteger()));

    m_rejoinButton->setVisible(!m_client->isConnected() && !m_client->isJoined() && !m_client->token().isEmpty());

    const QCborMap you = m_client->you();
    m_youDetail->clear();
    if (you.isEmpty()) {
        m_you->setText(tr("Your role is shown once the moderator has dealt."));
    } else {
        const auto role = roleFromKey(g, you.value(key("role")).toString().toStdString());
        const auto camp = campFromKey(g, you.value(key("camp")).toString().toStdString());
        const Language l = chinese() ? Language::Chinese : Language::English;
        if (role && camp)
            m_youDetail->setText(session::inReadersScript(QString::fromStdString(roleDescription(g, *role, l)) + QLatin1Char('\n')
                                                 + QString::fromStdString(campGoal(g, *camp, l))));
        m_you->setText(tr("%1 (#%2): %3 %4%5")
                           .arg(you.value(key("name")).toString())
                           .arg(you.value(key("seat")).toInteger())
                           .arg(local(you.value(key("campName")).toMap()), local(you.value(key("roleName")).toMap()),
                                you.value(key("alive")).toBool() ? QString() : tr(", dead")));
    }

    const QCborArray players = m_client->players();
    m_players->clear();
    m_players->setColumnCount(3);
    m_players->setHorizontalHeaderLabels({tr("Player"), tr("Status"), tr("Known to all")});
    m_players->setRowCount(int(players.size()));
    for (int row = 0; row < int(players.size()); ++row) {
        const QCborMap p = players.at(row).toMap();
        const int seat = int(p.value(key("seat")).toInteger());
        m_players->setItem(row, 0, new QTableWidgetItem(playerLabel(seat)));
        m_players->setItem(row, 1, new QTableWidgetItem(p.value(key("alive")).toBool() ? tr("alive") : tr("dead")));
        QStringList known;
        if (p.contains(key("camp")))
            known << campTextOf(g, p.value(key("camp")).toString());
        if (p.contains(key("role")))
            known << roleTextOf(g, p.value(key("role")).toString());
        m_players->setItem(row, 2, new QTableWidgetItem(known.isEmpty() ? QStringLiteral("?") : known.join(QLatin1Char(' '))));
    }
    m_players->resizeColumnsToContents();

    // The night form: only what the host offered.
    m_updating = true;
    const QString verbBefore = m_verbCombo->currentData().toString();
    m_verbCombo->clear();
    const QCborMap night = m_client->night();
    const QCborArray options = m_client->form().value(key("options")).toArray();
    for (const QCborValue& v : options) {
        const QCborMap o = v.toMap();
        m_verbCombo->addItem(local(o.value(key("verbName")).toMap()), o.value(key("verb")).toString());
    }
    if (const int i = m_verbCombo->findData(verbBefore); i >= 0)
        m_verbCombo->setCurrentIndex(i);
    m_updating = false;
    const bool nightOpen = night.value(key("open")).toBool();
    m_nightBox->setEnabled(nightOpen && !options.isEmpty());
    QStringList mine;
    for (const QCborValue& v : m_client->submittedActions()) {
        const QCborMap a = v.toMap();
        QString verb = a.value(key("verb")).toString();
        for (const QCborValue& o : options)
            if (o.toMap().value(key("verb")).toString() == verb)
                verb = local(o.toMap().value(key("verbName")).toMap());
        QString line = verb;
        if (a.value(key("target")).toInteger() != 0)
            line += QStringLiteral(" → ") + playerLabel(int(a.value(key("target")).toInteger()));
        if (a.contains(key("screen")))
            line += QStringLiteral(" (%1 %2)").arg(tr("screen"), playerLabel(int(a.value(key("screen")).toInteger())));
        mine << line;
    }
    if (!nightOpen)
        m_submitted->setText(tr("No night is open."));
    else if (options.isEmpty())
        m_submitted->setText(tr("Night %1: you have no action tonight.").arg(night.value(key("number")).toInteger()));
    else if (mine.isEmpty())
        m_submitted->setText(tr("Night %1: choose your action.").arg(night.value(key("number")).toInteger()));
    else
        m_submitted->setText(tr("Sent to the moderator: %1").arg(mine.join(QStringLiteral("; "))));
    refreshTargets();

    // The day vote.
    const QCborMap day = m_client->day();
    // A hidden vote once closed takes no more votes (its tally is out).
    const bool dayOpen = day.value(key("open")).toBool() && you.value(key("alive")).toBool() && !day.value(key("closed")).toBool();
    const int voteBefore = m_voteCombo->currentData().toInt();
    m_voteCombo->clear();
    m_voteCombo->addItem(tr("abstain"), 0);
    for (const QCborValue& v : players)
        if (v.toMap().value(key("alive")).toBool())
            m_voteCombo->addItem(playerLabel(int(v.toMap().value(key("seat")).toInteger())),
                                 int(v.toMap().value(key("seat")).toInteger()));
    // The recorded vote shows (after a rejoin too), unless the player is choosing another.
    const int myVote = int(day.value(key("myVote")).toInteger(-1));
    if (const int i = m_voteCombo->findData(myVote >= 0 && !m_voteCombo->hasFocus() ? myVote : voteBefore); i >= 0)
        m_voteCombo->setCurrentIndex(i);
    m_dayBox->setEnabled(dayOpen);
    QStringList status;
    if (!day.value(key("open")).toBool())
        status << tr("No vote is open.");
    else if (myVote >= 0)
        status << (myVote == 0 ? tr("You abstain.") : tr("You vote for %1.").arg(playerLabel(myVote)));
    QStringList counts;
    for (const QCborValue& v : day.value(key("tally")).toArray())
        counts << QStringLiteral("%1: %2").arg(playerLabel(int(v.toMap().value(key("seat")).toInteger())))
                      .arg(v.toMap().value(key("votes")).toInteger());
    if (!counts.isEmpty())
        status << (day.value(key("closed")).toBool() ? tr("The votes: %1") : tr("Votes so far: %1"))
                      .arg(counts.join(QStringLiteral(", ")));
    else if (day.value(key("open")).toBool() && day.value(key("hidden")).toBool())
        status << hiddenVoteText(day);
    m_voteStatus->setText(status.join(QLatin1Char('\n')));

    QStringList news;
    for (const QCborValue& v : m_client->phases())
        news << local(v.toMap().value(key("announcement")).toMap());
    if (state.value(key("over")).toBool())
        news << tr("The game is over.");
    m_news->setPlainText(news.join(QLatin1Char('\n')));
    QStringList messages;
    for (const QCborValue& v : m_client->privateMessages())
        messages << local(v.toMap().value(key("text")).toMap());
    m_messages->setPlainText(messages.join(QLatin1Char('\n')));
}

void WerewolfPlayerView::refreshTargets()
{
    const QString verb = m_verbCombo->currentData().toString();
    const int targetBefore = m_targetCombo->currentData().toInt();
    const int screenBefore = m_screenCombo->currentData().toInt();
    m_targetCombo->clear();
    m_screenCombo->clear();
    QCborMap option;
    for (const QCborValue& v : m_client->form().value(key("options")).toArray())
        if (v.toMap().value(key("verb")).toString() == verb)
            option = v.toMap();
    const bool needsTarget = option.value(key("needsTarget")).toBool();
    for (const QCborValue& t : option.value(key("targets")).toArray())
        m_targetCombo->addItem(playerLabel(int(t.toInteger())), int(t.toInteger()));
    m_targetCombo->setVisible(needsTarget);
    const QCborArray screens = option.value(key("screens")).toArray();
    if (!screens.isEmpty())
        m_screenCombo->addItem(tr("no screen"), 0);
    for (const QCborValue& s : screens)
        m_screenCombo->addItem(playerLabel(int(s.toInteger())), int(s.toInteger()));
    m_screenLabel->setVisible(!screens.isEmpty());
    m_screenCombo->setVisible(!screens.isEmpty());
    if (const int i = m_targetCombo->findData(targetBefore); i >= 0)
        m_targetCombo->setCurrentIndex(i);
    if (const int i = m_screenCombo->findData(screenBefore); i >= 0)
        m_screenCombo->setCurrentIndex(i);
    m_submitButton->setEnabled(!option.isEmpty() && (!needsTarget || m_targetCombo->count() > 0));
}

void WerewolfPlayerView::submitAction()
{
    const QString verb = m_verbCombo->currentData().toString();
    if (verb.isEmpty())
        return;
    const int target = m_targetCombo->isVisibleTo(this) || m_targetCombo->count() ? m_targetCombo->currentData().toInt() : 0;
    m_client->submitAction(verb, target, m_screenCombo->count() ? m_screenCombo->currentData().toInt() : 0);
}

// A hidden vote: how many have voted, never who or for whom, until all are in.
QString WerewolfPlayerView::hiddenVoteText(const QCborMap& day) const
{
    const int voted = int(day.value(key("voted")).toInteger());
    const int living = int(day.value(key("living")).toInteger());
    return tr("%1 of %2 living players have voted. The votes are shown when all are in.").arg(voted).arg(living);
}

void WerewolfPlayerView::castVote()
{
    m_client->vote(m_voteCombo->currentData().toInt());
}

// ---- joining ----

WerewolfJoinDialog::WerewolfJoinDialog(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("werewolfJoinDialog"));
    setWindowTitle(tr("Join a Role Game as a Player"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Moderators on this network:"), this));
    m_tables = new QListWidget(this);
    m_tables->setObjectName(QStringLiteral("tablesList"));
    layout->addWidget(m_tables);
    auto* form = new QFormLayout;
    m_address = new QLineEdit(this);
    m_address->setObjectName(QStringLiteral("addressEdit"));
    m_port = new QSpinBox(this);
    m_port->setObjectName(QStringLiteral("portSpin"));
    m_port->setRange(1, 65535);
    m_code = new QLineEdit(this);
    m_code->setObjectName(QStringLiteral("codeEdit"));
    m_code->setMaxLength(6);
    m_code->setInputMask(QStringLiteral("999999"));
    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("nameEdit"));
    m_name->setMaxLength(40);
    form->addRow(tr("Address:"), m_address);
    form->addRow(tr("Port:"), m_port);
    form->addRow(tr("Room code:"), m_code);
    //: The player's name: the moderator's roster uses it to find the seat
    form->addRow(tr("Your name:"), m_name);
    layout->addLayout(form);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("joinMessage"));
    m_message->setWordWrap(true);
    layout->addWidget(m_message);
    auto* buttons = new QHBoxLayout;
    m_joinButton = new QPushButton(tr("Join"), this);
    m_joinButton->setObjectName(QStringLiteral("joinButton"));
    m_joinButton->setDefault(true);
    auto* cancel = new QPushButton(tr("Cancel"), this);
    buttons->addStretch();
    buttons->addWidget(m_joinButton);
    buttons->addWidget(cancel);
    layout->addLayout(buttons);
    connect(m_joinButton, &QPushButton::clicked, this, &WerewolfJoinDialog::join);
    connect(cancel, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_tables, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row < 0)
            return;
        QListWidgetItem* item = m_tables->item(row);
        m_address->setText(item->data(Qt::UserRole).toString());
        m_port->setValue(item->data(Qt::UserRole + 1).toInt());
    });
    m_browser = new net::Browser({}, this);
    connect(m_browser, &net::Browser::tablesChanged, this, &WerewolfJoinDialog::refreshTables);
    m_browser->start(); // another app on the port: the list stays empty, the address still works
}

WerewolfJoinDialog::~WerewolfJoinDialog() = default;

void WerewolfJoinDialog::refreshTables()
{
    m_tables->clear();
    for (const net::TableInfo& t : m_browser->tables()) {
        if (!t.game.startsWith(QLatin1String("werewolf")))
            continue; // board tables are joined from their own game
        auto* item = new QListWidgetItem(tr("%1 at %2:%3 — free seats: %4")
                                             .arg(t.hostName, t.address.toString()).arg(t.port).arg(t.freeSeats));
        item->setData(Qt::UserRole, t.address.toString());
        item->setData(Qt::UserRole + 1, t.port);
        m_tables->addItem(item);
    }
}

void WerewolfJoinDialog::setAddress(const QString& host, quint16 port)
{
    m_address->setText(host);
    m_port->setValue(port);
}

void WerewolfJoinDialog::setRoomCode(const QString& code) { m_code->setText(code); }
void WerewolfJoinDialog::setPlayerName(const QString& name) { m_name->setText(name); }

void WerewolfJoinDialog::join()
{
    const QString name = m_name->text().trimmed();
    if (m_address->text().trimmed().isEmpty() || name.isEmpty() || m_code->text().size() != 6) {
        m_message->setText(tr("Enter the moderator's address, the 6-digit room code and your name."));
        return;
    }
    m_client = std::make_unique<net::WerewolfClient>();
    net::WerewolfClient* c = m_client.get();
    connect(c, &net::WerewolfClient::joined, this, &QDialog::accept);
    connect(c, &net::WerewolfClient::waitingForSeat, this, &QDialog::accept);
    connect(c, &net::WerewolfClient::errorReceived, this, [this](const QString& code, const QString& text) {
        if (code == QLatin1String("bad-code"))
            m_message->setText(tr("Wrong room code."));
        else if (code == QLatin1String("locked-out"))
            m_message->setText(tr("Too many wrong room codes: wait a minute."));
        else if (code == QLatin1String("seat-taken"))
            m_message->setText(tr("That seat already has a player. Ask the moderator."));
        else
            m_message->setText(tr("Refused: %1").arg(text));
        m_joinButton->setEnabled(true);
    });
    connect(c, &net::WerewolfClient::disconnected, this, [this, c](const QString& reason) {
        if (m_client.get() == c && m_message->text().isEmpty())
            m_message->setText(tr("Could not join: %1").arg(reason));
        m_joinButton->setEnabled(true);
    });
    m_message->setText(QString());
    m_joinButton->setEnabled(false);
    c->connectToHost(m_address->text().trimmed(), quint16(m_port->value()), name, m_code->text());
}

net::WerewolfClient* WerewolfJoinDialog::takeClient()
{
    if (m_client)
        m_client->disconnect(this);
    return m_client.release();
}

} // namespace qiyuan::ui
