#include "lanjoindialog.h"

#include "lanhostdialog.h"
#include "lanlink.h"
#include "lanseats.h"
#include "net/clientsession.h"
#include "ui/banqi/banqirules.h"
#include "ui/gamenames.h"

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
    cancel_ = buttons->addButton(QDialogButtonBox::Cancel);
    connect(join_, &QPushButton::clicked, this, &LanJoinDialog::startJoin);
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
    delete session_;
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
        // A headless host (qiyuan-cli serve) plays no seat: both are for LAN players.
        const QString text = t.hostSeat < 0
            //: A table on the local network whose host plays no seat (qiyuan-cli serve): %1 the game, %2 its
            //: rule set, %3 host's name, %4 address:port, %5 free seats (of two)
            ? tr("%1 (%2) — %3, both seats for LAN players — %4 — free seats: %5")
            //: A table on the local network: %1 the game, %2 its rule set, %3 host's name, %4 address:port, %5 free seats
            : tr("%1 (%2) — %3 — %4 — free seats: %5");
        // A banqi table's rule options, before sitting down: "(changed)" in the line, what changed under the list.
        QString rules = GameNames::variant(t.variant.toStdString());
        QString changed;
        if (t.game == QLatin1String("banqi")) {
            QString why;
            if (const auto r = BanqiRuleWords::fromText(t.variant, t.options, &why)) {
                rules = BanqiRuleWords::title(*r);
                const QStringList changes = BanqiRuleWords::changes(*r);
                if (!changes.isEmpty())
                    //: In the LAN join dialog, under the tables: %1 the chosen table's changed rule options
                    changed = tr("Rule options of this table: %1").arg(changes.join(QStringLiteral("; ")));
            } else {
                changed = why;
            }
        }
        QString line = text.arg(GameNames::title(t.game.toStdString()), rules, t.hostName, where).arg(t.freeSeats);
        if (!t.title.isEmpty()) // what the table is for (a tournament board) first: the guest picks by it
            line = t.title + QLatin1Char('\n') + line;
        auto* item = new QListWidgetItem(line, tables_);
        item->setData(Qt::UserRole + 3, changed);
        item->setToolTip(changed);
        item->setData(Qt::UserRole, where);
        item->setData(Qt::UserRole + 1, t.address.toString());
        item->setData(Qt::UserRole + 2, int(t.port));
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
    delete session_;
    session_ = new ClientSession(Timing{}, this);
    explained_ = false;
    setBusy(true);
    statusText_ = [] { return tr("Connecting…"); };
    status_->setText(statusText_());
    connect(session_, &ClientSession::welcomed, this, [this](const QCborMap& welcome) {
        // A table of another game: say which, and do not sit down.
        const QString game = welcome.value(QStringLiteral("game")).toString();
        if (game == gameKey_)
            return;
        const QString variant = welcome.value(QStringLiteral("variant")).toString();
        session_->disconnect(this);
        session_->leave();
        //: %1: the game the host's table plays, %2: its rule set
        statusText_ = [game, variant] {
            return tr("This table plays %1 (%2): join it from that game on the start page.")
                .arg(GameNames::title(game.toStdString()), GameNames::variant(variant.toStdString()));
        };
        status_->setText(statusText_());
        explained_ = true;
        setBusy(false);
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
                session_->disconnect(this);
                session_->deleteLater();
                session_ = nullptr;
                startJoin();
                return;
            }
        }
        statusText_ = [code, text] { return lanErrorMessage(code, text); };
        status_->setText(statusText_());
        explained_ = true;
        setBusy(false);
    });
    connect(session_, &ClientSession::disconnected, this, [this](const QString& reason) {
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
    join_->setText(tr("Join"));
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
