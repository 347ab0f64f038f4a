#include "lanjoindialog.h"

#include "lanhostdialog.h"
#include "lanlink.h"
#include "lanseats.h"
#include "net/clientsession.h"
#include "net/lanlink.h"
#include "ui/banqi/banqirules.h"
#include "ui/gamenames.h"
#include "ui/timecontroldialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace qiyuan::ui {

using namespace qiyuan::net;

LanJoinDialog::LanJoinDialog(QWidget* parent, quint16 discoveryPort, const QString& gameKey)
    : QDialog(parent), gameKey_(gameKey)
{
    setObjectName(QStringLiteral("lanJoinDialog"));
    tables_ = new QListWidget(this);
    tables_->setObjectName(QStringLiteral("lanTables"));
    // A table's line (game, rules, host, address, free seats) wraps rather than hiding its end.
    tables_->setWordWrap(true);
    tables_->setTextElideMode(Qt::ElideNone);
    name_ = new QLineEdit(defaultPlayerName(), this);
    name_->setMaxLength(40);
    address_ = new QLineEdit(QSettings().value(QStringLiteral("lan/lastAddress")).toString(), this);
    port_ = new QSpinBox(this);
    port_->setRange(1, 65535);
    port_->setValue(QSettings().value(QStringLiteral("lan/lastPort"), 1).toInt());
    code_ = new QLineEdit(this);
    code_->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{0,6}")), code_));
    code_->setMaxLength(6);
    watch_ = new QCheckBox(this);
    watch_->setObjectName(QStringLiteral("watchCheck"));
    connect(watch_, &QCheckBox::toggled, code_, [this](bool on) { code_->setEnabled(!on); });
    tablesLabel_ = new QLabel(this);
    nameLabel_ = new QLabel(this);
    addressLabel_ = new QLabel(this);
    portLabel_ = new QLabel(this);
    codeLabel_ = new QLabel(this);
    tableRules_ = new QLabel(this);
    tableRules_->setObjectName(QStringLiteral("lanTableRules"));
    tableRules_->setWordWrap(true);
    tableRules_->hide();
    status_ = new QLabel(this);
    status_->setWordWrap(true);
    status_->setObjectName(QStringLiteral("lanJoinStatus"));

    auto* buttons = new QDialogButtonBox(this);
    // An action, not an accept: joining is asynchronous and closes the dialog when seated.
    join_ = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    join_->setDefault(true);
    join_->setObjectName(QStringLiteral("lanJoinButton"));
    back_ = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    back_->setObjectName(QStringLiteral("lanBackButton"));
    back_->hide();
    cancel_ = buttons->addButton(QDialogButtonBox::Cancel);
    connect(join_, &QPushButton::clicked, this, [this] {
        if (!confirming_) {
            startJoin();
            return;
        }
        // The player saw the table and sits down: only now is a seat asked for.
        confirmed_ = confirmedTable_;
        endConfirming();
        statusText_ = [] { return tr("Sitting down…"); };
        status_->setText(statusText_());
        join_->setEnabled(false);
        if (session_) // (a host gone meanwhile has said so already)
            session_->sitDown();
    });
    connect(back_, &QPushButton::clicked, this, [this] {
        leaveTable();
        statusText_ = [] { return tr("You did not sit down. Choose a table or type its address and port."); };
        status_->setText(statusText_());
    });
    connect(cancel_, &QPushButton::clicked, this, &QDialog::reject);

    auto* form = new QFormLayout;
    form->addRow(nameLabel_, name_);
    form->addRow(addressLabel_, address_);
    form->addRow(portLabel_, port_);
    form->addRow(codeLabel_, code_);
    form->addRow(QString(), watch_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(tablesLabel_);
    layout->addWidget(tables_, 1);
    layout->addWidget(tableRules_);
    layout->addLayout(form);
    layout->addWidget(status_);
    layout->addWidget(buttons);

    connect(tables_, &QListWidget::currentItemChanged, this, [this](QListWidgetItem* item) {
        if (!item)
            return;
        tableRules_->setText(item->data(Qt::UserRole + 3).toString());
        tableRules_->setVisible(!tableRules_->text().isEmpty());
        address_->setText(item->data(Qt::UserRole + 1).toString());
        port_->setValue(item->data(Qt::UserRole + 2).toInt());
        code_->setFocus();
    });
    if (discoveryPort != 0) {
        browser_ = new Browser(Timing{}, this);
        browsing_ = browser_->start(discoveryPort);
        connect(browser_, &Browser::tablesChanged, this, &LanJoinDialog::updateTables);
    }
    setMinimumWidth(520);
    retranslate();
    updateTables();
}

LanJoinDialog::~LanJoinDialog()
{
    dropSession(true); // a table shown and not sat at: the host hears goodbye, no seat was asked for
}

void LanJoinDialog::done(int r)
{
    if (r != QDialog::Accepted)
        leaveTable(); // closed while a table was shown or a seat asked for: goodbye at once
    QDialog::done(r);
}

void LanJoinDialog::leaveTable()
{
    endConfirming();
    dropSession(true);
    setBusy(false);
}

void LanJoinDialog::dropSession(bool sayGoodbye)
{
    if (!session_)
        return;
    session_->disconnect(this); // nothing it reports reaches this dialog any more
    if (sayGoodbye)
        session_->leave();
    session_->deleteLater(); // (it may be reporting to us right now)
    session_ = nullptr;
}

void LanJoinDialog::endConfirming()
{
    confirming_ = false;
    confirmText_ = {};
    back_->hide();
    join_->setText(tr("Join"));
    tableRules_->setVisible(!tableRules_->text().isEmpty() && tables_->currentItem());
}

QString LanJoinDialog::tableLine(const QString& game, const QString& variant, const QString& options,
                                 const QString& hostName, int hostSeat, const QString& where, int freeSeats)
{
    // A headless host (qiyuan-cli serve) plays no seat: both are for LAN players.
    const QString text = hostSeat < 0
        //: A table on the local network whose host plays no seat (qiyuan-cli serve): %1 the game, %2 its
        //: rule set, %3 host's name, %4 address:port, %5 free seats (of two)
        ? tr("%1 (%2) — %3, both seats for LAN players — %4 — free seats: %5")
        //: A table on the local network: %1 the game, %2 its rule set, %3 host's name, %4 address:port, %5 free seats
        : tr("%1 (%2) — %3 — %4 — free seats: %5");
    QString rules = GameNames::variant(variant.toStdString());
    if (game == QLatin1String("banqi"))
        if (const auto r = BanqiRuleWords::fromText(variant, options))
            rules = BanqiRuleWords::title(*r); // "Taiwan rules (changed)"
    return text.arg(GameNames::title(game.toStdString()), rules, hostName, where).arg(freeSeats);
}

QString LanJoinDialog::tableRules(const QString& game, const QString& variant, const QString& options, bool* playable)
{
    if (playable)
        *playable = true;
    if (game != QLatin1String("banqi"))
        return {};
    QString why;
    const auto r = BanqiRuleWords::fromText(variant, options, &why);
    if (!r) {
        if (playable)
            *playable = false;
        return why;
    }
    const QStringList changes = BanqiRuleWords::changes(*r);
    if (changes.isEmpty())
        return {};
    //: In the LAN join dialog, under the tables: %1 the chosen table's changed rule options
    return tr("Rule options of this table: %1").arg(changes.join(QStringLiteral("; ")));
}

ClientSession* LanJoinDialog::takeSession()
{
    ClientSession* s = session_;
    session_ = nullptr;
    if (s) {
        s->disconnect(this);
        s->setParent(nullptr);
    }
    return s;
}

void LanJoinDialog::updateTables()
{
    const QString current = tables_->currentItem() ? tables_->currentItem()->data(Qt::UserRole).toString() : QString();
    tables_->clear();
    if (!browser_)
        return;
    for (const TableInfo& t : browser_->tables()) {
        if (t.game != gameKey_) // another game's tables are joined from that game's entry
            continue;
        const QString where = QStringLiteral("%1:%2").arg(t.address.toString()).arg(t.port);
        // A banqi table's rule options, before sitting down: "(changed)" in the line, what changed under the list.
        const QString changed = tableRules(t.game, t.variant, t.options);
        QString line = tableLine(t.game, t.variant, t.options, t.hostName, t.hostSeat, where, t.freeSeats);
        if (!t.title.isEmpty()) // what the table is for (a tournament board) first: the guest picks by it
            line = t.title + QLatin1Char('\n') + line;
        auto* item = new QListWidgetItem(line, tables_);
        item->setData(Qt::UserRole + 3, changed);
        item->setToolTip(changed);
        item->setData(Qt::UserRole, where);
        item->setData(Qt::UserRole + 1, t.address.toString());
        item->setData(Qt::UserRole + 2, int(t.port));
        item->setData(Qt::UserRole + 4, QStringList{t.game, t.variant, t.options}); // what the list showed
        if (where == current)
            tables_->setCurrentItem(item);
    }
}

void LanJoinDialog::setBusy(bool busy)
{
    join_->setEnabled(!busy);
    address_->setEnabled(!busy);
    port_->setEnabled(!busy);
    code_->setEnabled(!busy && !watch_->isChecked());
    watch_->setEnabled(!busy);
    name_->setEnabled(!busy);
}

void LanJoinDialog::startJoin()
{
    const bool watch = watch_->isChecked();
    // Our seat at this very table, kept since we left it or the app closed:
    // taken back with its token, as the same side (no code needed).
    const auto kept = watch ? std::nullopt
                            : LanSeats::recallAt(gameKey_, address_->text().trimmed(), quint16(port_->value()));
    if (address_->text().trimmed().isEmpty() || (!watch && !kept && code_->text().size() != 6)) {
        statusText_ = [] { return tr("Choose a table or type its address and port, and the 6-digit room code."); };
        status_->setText(statusText_());
        return;
    }
    dropSession(true); // an earlier try (a wrong room code): goodbye first
    session_ = new ClientSession(Timing{}, this);
    explained_ = false;
    setBusy(true);
    statusText_ = [] { return tr("Connecting…"); };
    status_->setText(statusText_());
    // The table as the list showed it, when the address and port are a listed row's.
    const QString where = QStringLiteral("%1:%2").arg(address_->text().trimmed()).arg(port_->value());
    listed_.clear();
    for (int i = 0; i < tables_->count(); ++i)
        if (tables_->item(i)->data(Qt::UserRole).toString() == where)
            listed_ = QStringList{where} + tables_->item(i)->data(Qt::UserRole + 4).toStringList();
    if (!watch && !kept) // a spectator takes no seat; a kept seat is ours already
        session_->askBeforeJoining();
    connect(session_, &ClientSession::welcomed, this, [this, where](const QCborMap& welcome) {
        const QString game = welcome.value(QStringLiteral("game")).toString();
        const QString variant = welcome.value(QStringLiteral("variant")).toString();
        if (game.isEmpty() || variant.isEmpty()) { // no table a board game can be played at
            leaveTable();
            statusText_ = [] { return tr("The host's answer could not be read: it names no game."); };
            status_->setText(statusText_());
            explained_ = true;
            return;
        }
        // A table of another game: say which, and do not sit down.
        if (game != gameKey_) {
            leaveTable();
            //: %1: the game the host's table plays, %2: its rule set
            statusText_ = [game, variant] {
                return tr("This table plays %1 (%2): join it from that game on the start page.")
                    .arg(GameNames::title(game.toStdString()), GameNames::variant(variant.toStdString()));
            };
            status_->setText(statusText_());
            explained_ = true;
            return;
        }
        if (session_->waitsToSitDown())
            showWelcome(welcome, where);
    });
    connect(session_, &ClientSession::unreadableHost, this, [this] {
        statusText_ = [] { return tr("No Qiyuan table answered at this address and port, or its answer could not be read."); };
        status_->setText(statusText_());
        explained_ = true;
    });
    connect(session_, &ClientSession::joined, this, [this] {
        QSettings s;
        s.setValue(QStringLiteral("lan/name"), name_->text().trimmed());
        s.setValue(QStringLiteral("lan/lastAddress"), address_->text().trimmed());
        s.setValue(QStringLiteral("lan/lastPort"), port_->value());
        accept();
    });
    connect(session_, &ClientSession::errorReceived, this, [this, kept](const QString& code, const QString& text) {
        if (kept && code == QLatin1String(err::BadToken)) {
            // The host gave the seat up meanwhile: forget it, and join as anyone
            // with the room code would (when one was typed).
            LanSeats::forget(gameKey_);
            if (code_->text().size() == 6) {
                dropSession(false);
                startJoin();
                return;
            }
        }
        statusText_ = [code, text] { return lanErrorMessage(code, text); };
        status_->setText(statusText_());
        explained_ = true;
        endConfirming();
        setBusy(false);
    });
    connect(session_, &ClientSession::disconnected, this, [this](const QString& reason) {
        endConfirming();
        dropSession(false); // nothing is left of that try
        if (!explained_) { // the host's refusal, when there was one, says more
            //: %1: the system's reason, e.g. "Connection refused"
            statusText_ = [reason] { return tr("Could not join the table: %1").arg(reason); };
            status_->setText(statusText_());
        }
        setBusy(false);
    });
    QString name = name_->text().trimmed();
    if (name.isEmpty())
        name = tr("Guest");
    if (kept) {
        statusText_ = [] { return tr("Taking your seat back at this table…"); };
        status_->setText(statusText_());
    }
    session_->connectToHost(address_->text().trimmed(), quint16(port_->value()), name,
                            watch ? QString() : kept && code_->text().isEmpty() ? kept->code : code_->text(),
                            kept ? kept->token : QString(), watch);
}

QString LanJoinDialog::clockWords(const QString& game, const QCborMap& clock)
{
    TimeControl tc;
    GameClock::State ignored;
    const bool on = net::LanLink::clockFromMap(clock, &tc, &ignored);
    if (game == QLatin1String("banqi")) // BQ-9: a turn clock, its seconds the byo-yomi's
        //: A LAN table's turn clock (翻翻棋, BQ-9) before sitting down; %1 seconds per turn
        return on ? tr("Turn clock: %1 s").arg(tc.byoyomiMs / 1000) : tr("No turn clock");
    if (!on)
        return TimeControlDialog::describe(tc); // "No clock"
    //: A LAN table's clock before sitting down; %1 e.g. "10 min + 5 s per move"
    return tr("Clock: %1").arg(TimeControlDialog::describe(tc));
}

void LanJoinDialog::showWelcome(const QCborMap& welcome, const QString& where)
{
    const auto text = [&welcome](const char* k) { return welcome.value(QLatin1String(k)).toString(); };
    const QString game = text("game"), variant = text("variant"), options = text("options"), host = text("host");
    const int hostSeat = int(welcome.value(QStringLiteral("hostSeat")).toInteger(0));
    const int freeSeats = int(welcome.value(QStringLiteral("freeSeats")).toInteger(0));
    const QCborMap clock = welcome.value(QStringLiteral("clock")).toMap(); // empty from an older host
    bool playable = true;
    tableRules(game, variant, options, &playable);
    if (!playable) {
        // A rule set or option this program cannot play (a newer host): say why, never sit down.
        leaveTable();
        //: %1: why, e.g. the rule options of the table cannot be used
        statusText_ = [game, variant, options] {
            return tr("You cannot play at this table: %1").arg(tableRules(game, variant, options));
        };
        status_->setText(statusText_());
        explained_ = true;
        return;
    }
    const QStringList table{where, game, variant, options};
    if (table == listed_ || table == confirmed_) {
        session_->sitDown(); // the player saw this very table in the list (or just now)
        return;
    }
    // Reached by its address: the player sees the table before a seat is asked for.
    confirming_ = true;
    confirmedTable_ = table;
    confirmText_ = [=] {
        QStringList lines{tableLine(game, variant, options, host, hostSeat, where, freeSeats)};
        const QString rules = tableRules(game, variant, options);
        if (!rules.isEmpty())
            lines << rules;
        if (!clock.isEmpty())
            lines << clockWords(game, clock);
        //: The LAN join dialog shows a table reached by its address before the player sits down
        lines << tr("Sit down at this table?");
        return lines.join(QLatin1Char('\n'));
    };
    statusText_ = confirmText_;
    status_->setText(statusText_());
    tableRules_->hide(); // the list's row may be another table
    //: The LAN join dialog's button once the table is shown: take the seat
    join_->setText(tr("Sit down"));
    join_->setEnabled(true);
    back_->show();
}

void LanJoinDialog::retranslate()
{
    //: Title of the dialog that joins a game hosted on another computer of the local network
    setWindowTitle(tr("Join on LAN"));
    tablesLabel_->setText(browsing_ ? tr("Tables on the local network:")
                                    : tr("Tables on the local network cannot be listed here; type the host's address and port."));
    nameLabel_->setText(tr("Your name:"));
    addressLabel_->setText(tr("Host address:"));
    portLabel_->setText(tr("Port:"));
    codeLabel_->setText(tr("Room code:"));
    //: Join a LAN table as a spectator (观战): see the game, never act
    watch_->setText(tr("Only watch (no room code needed)"));
    join_->setText(confirming_ ? tr("Sit down") : tr("Join"));
    //: The LAN join dialog: leave the table shown without sitting down
    back_->setText(tr("Don't sit down"));
    status_->setText(statusText_ ? statusText_() : QString());
    updateTables();
}

void LanJoinDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace qiyuan::ui
