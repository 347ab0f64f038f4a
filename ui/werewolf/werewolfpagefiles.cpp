// The role-game page's files: named setups, game files and snapshots (the autosave), role slips, the exported log.
#include "werewolfpage.h"
#include "werewolfpagehelpers.h"
#include "publicview.h"
#include "revealdialog.h"
#include "net/discovery.h"
#include "net/werewolfhost.h"
#include "session/werewolf_file.h"
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPageLayout>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPrinter>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSaveFile>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

namespace qiyuan::ui {

using namespace qiyuan::werewolf;
using werewolfsetup::RoleSet;
using namespace werewolfpage;

QStringList WerewolfPage::savedSetups() const
{
    QSettings settings;
    settings.beginGroup(QLatin1String(SetupsGroup) + QLatin1Char('/') + gameKey());
    return settings.childGroups();
}

bool WerewolfPage::saveSetup(const QString& name)
{
    const QString key = name.trimmed();
    if (key.isEmpty() || key.contains(QLatin1Char('/')))
        return false;
    readSettingsWidgets();
    QSettings settings;
    settings.beginGroup(QLatin1String(SetupsGroup) + QLatin1Char('/') + gameKey() + QLatin1Char('/') + key);
    QStringList names = namesFromEdit();
    if (m_table) { // the group as it was seated
        names.clear();
        for (const Seat& s : m_table->seats())
            names << playerName(s.id);
    }
    settings.setValue(QStringLiteral("names"), names);
    settings.setValue(QStringLiteral("roleSet"), m_roleSet == RoleSet::Reduced ? QStringLiteral("reduced") : QStringLiteral("standard"));
    session::WerewolfGame g{m_game, m_table ? m_table->settings() : m_settings, {}, {}, {}};
    settings.setValue(QStringLiteral("settings"),
                      QString::fromUtf8(QJsonDocument(werewolfGameToJson(g).value(QLatin1String("settings")).toObject()).toJson(QJsonDocument::Compact)));
    return true;
}

bool WerewolfPage::loadSetup(const QString& name)
{
    if (!savedSetups().contains(name))
        return false;
    QSettings settings;
    settings.beginGroup(QLatin1String(SetupsGroup) + QLatin1Char('/') + gameKey() + QLatin1Char('/') + name);
    // A new game with the same group: the running one is left to the main
    // window's New (which asks first); here the setup starts over.
    m_table.reset();
    m_tonight.clear();
    m_notes.clear();
    m_deal.clear();
    m_names.clear();
    m_roleSet = settings.value(QStringLiteral("roleSet")).toString() == QLatin1String("reduced") ? RoleSet::Reduced : RoleSet::Standard;
    // The settings go through the file reader, so a damaged entry gives the defaults.
    const QJsonObject s = QJsonDocument::fromJson(settings.value(QStringLiteral("settings")).toString().toUtf8()).object();
    session::WerewolfGame probe{m_game, {}, {}, {}, {}};
    QJsonObject file = werewolfGameToJson(probe);
    file.insert(QStringLiteral("settings"), s);
    m_settings = session::readWerewolfGame(QJsonDocument(file).toJson()).value_or(probe).settings;
    m_updating = true;
    setNames(settings.value(QStringLiteral("names")).toStringList());
    m_seedSpin->setValue(QRandomGenerator::global()->bounded(1, 999999999));
    m_updating = false;
    m_tabs->setCurrentIndex(SetupTab);
    refreshAll();
    // One step: the same group is dealt new roles at once, ready to reveal.
    QString error;
    if (!dealRoles(&error))
        m_setupMessage->setText(error);
    emit changed();
    return true;
}

void WerewolfPage::saveSetupDialog()
{
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Save as a named setup"), tr("Name of the setup:"), QLineEdit::Normal, QString(), &ok);
    if (!ok)
        return;
    m_setupMessage->setText(saveSetup(name) ? tr("Setup \"%1\" saved.").arg(name.trimmed())
                                            : tr("A setup needs a name without \"/\"."));
}

void WerewolfPage::loadSetupDialog()
{
    const QStringList names = savedSetups();
    if (names.isEmpty()) {
        m_setupMessage->setText(tr("No named setups yet."));
        return;
    }
    bool ok = false;
    const QString name = QInputDialog::getItem(this, tr("Start from a named setup"), tr("Setup:"), names, 0, false, &ok);
    if (ok)
        loadSetup(name);
}

QString WerewolfPage::fileFilter() const
{
    return m_game == Game::Xiangqi ? tr("Xiangqi role game sessions (*.json)") : tr("Chess role game sessions (*.json)");
}

bool WerewolfPage::claimsFile(const QByteArray& head, const QString& path) const
{
    Q_UNUSED(path);
    static const QRegularExpression re(QStringLiteral("\"game\"\\s*:\\s*\"([a-z]+)\""));
    const auto m = re.match(QString::fromUtf8(head));
    return m.hasMatch() && m.captured(1) == qs(werewolf::gameKey(m_game));
}

void WerewolfPage::setFromSession(Game g, const Settings& s, const std::vector<Seat>& seats,
                                  const std::map<int, QString>& names, Table table)
{
    Q_UNUSED(g);
    m_settings = s;
    m_deal = seats;
    m_names = names;
    m_table = std::move(table);
    m_tonight.clear();
    m_notes.clear();
    m_previewShown = false;
    QStringList list;
    for (const Seat& seat : seats)
        list << playerName(seat.id);
    m_updating = true;
    setNames(list);
    m_updating = false;
}

bool WerewolfPage::openFile(const QString& path, QString* error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = f.errorString();
        return false;
    }
    QString why;
    const auto game = session::readWerewolfGame(f.readAll(), &why);
    if (!game) {
        if (error)
            *error = why;
        return false;
    }
    if (game->game != m_game) {
        if (error)
            *error = tr("This file is a session of the other role game.");
        return false;
    }
    RuleError rule;
    int failed = -1;
    auto table = Table::restore(game->game, game->settings, game->seats, game->phases, &rule, &failed);
    if (!table) {
        if (error)
            *error = failed < 0 ? describe(rule)
                                : session::refusalText(rule, failed, game->phases[std::size_t(failed)],
                                                       Table::restore(game->game, game->settings, game->seats,
                                                                      {game->phases.begin(), game->phases.begin() + failed})
                                                           ->state(),
                                                       uiStyle());
        return false;
    }
    setFromSession(game->game, game->settings, game->seats, game->names, std::move(*table));
    m_tabs->setCurrentIndex(RosterTab);
    stepDone();
    return true;
}

bool WerewolfPage::saveFile(const QString& path, QString* error)
{
    if (!m_table) {
        // A deal already revealed must not be lost: it is saved as a game
        // before night 1, once the engine accepts it.
        if (m_deal.empty()) {
            if (error)
                *error = tr("Deal the roles first.");
            return false;
        }
        if (auto e = checkSetup(m_game, m_settings, m_deal)) {
            if (error)
                *error = describe(*e);
            return false;
        }
    }
    session::WerewolfGame g{m_game, m_table ? m_table->settings() : m_settings, m_table ? m_table->seats() : m_deal,
                            m_names, m_table ? m_table->phases() : std::vector<Phase>{}};
    return writeFile(path, QJsonDocument(werewolfGameToJson(g)).toJson(), error);
}

QJsonObject WerewolfPage::snapshot() const
{
    QJsonObject out;
    out.insert(QStringLiteral("names"), QJsonArray::fromStringList(namesFromEdit()));
    out.insert(QStringLiteral("roleSet"), m_roleSet == RoleSet::Reduced ? QStringLiteral("reduced") : QStringLiteral("standard"));
    out.insert(QStringLiteral("seed"), QString::number(m_seed));
    out.insert(QStringLiteral("started"), m_table.has_value());
    out.insert(QStringLiteral("tab"), m_tabs->currentIndex());
    if (!m_deal.empty()) {
        session::WerewolfGame g{m_game, m_table ? m_table->settings() : m_settings, m_table ? m_table->seats() : m_deal,
                                m_names, m_table ? m_table->phases() : std::vector<Phase>{}};
        out.insert(QStringLiteral("session"), werewolfGameToJson(g));
    }
    out.insert(QStringLiteral("tonight"), actionsToJson(m_game, m_tonight));
    QJsonObject notes;
    for (const auto& [id, text] : m_notes)
        notes.insert(QString::number(id), text);
    out.insert(QStringLiteral("notes"), notes);
    return out;
}

bool WerewolfPage::restoreSnapshot(const QJsonObject& data, QString* error)
{
    auto fail = [&](const QString& why) {
        if (error)
            *error = why;
        return false;
    };
    std::optional<session::WerewolfGame> game;
    if (data.contains(QLatin1String("session"))) {
        QString why;
        game = session::readWerewolfGame(QJsonDocument(data.value(QLatin1String("session")).toObject()).toJson(), &why);
        if (!game)
            return fail(why);
        if (game->game != m_game)
            return fail(tr("This file is a session of the other role game."));
    }
    std::optional<Table> table;
    std::vector<Action> tonight;
    if (data.value(QLatin1String("started")).toBool()) {
        if (!game)
            return fail(tr("The saved session has no players."));
        RuleError rule;
        table = Table::restore(game->game, game->settings, game->seats, game->phases, &rule);
        if (!table)
            return fail(describe(rule));
        // Tonight's entries are read back through the session reader too.
        session::WerewolfGame probe{m_game, game->settings, game->seats, {}, {}};
        QJsonObject file = werewolfGameToJson(probe);
        file.insert(QStringLiteral("phases"), QJsonArray{QJsonObject{{"night", data.value(QLatin1String("tonight")).toArray()}}});
        QString why;
        const auto entries = session::readWerewolfGame(QJsonDocument(file).toJson(), &why);
        if (!entries)
            return fail(why);
        tonight = std::get<Night>(entries->phases.at(0)).actions;
    }
    bool seedOk = false;
    const std::uint64_t seed = data.value(QLatin1String("seed")).toString().toULongLong(&seedOk);

    // Everything is read: now the page changes.
    m_table = std::move(table);
    m_deal = game ? game->seats : std::vector<Seat>{};
    m_names = game ? game->names : std::map<int, QString>{};
    m_settings = game ? game->settings : Settings{};
    m_tonight = std::move(tonight);
    m_previewShown = false;
    m_roleSet = data.value(QLatin1String("roleSet")).toString() == QLatin1String("reduced") ? RoleSet::Reduced : RoleSet::Standard;
    if (seedOk && seed > 0)
        m_seed = seed;
    m_notes.clear();
    const QJsonObject notes = data.value(QLatin1String("notes")).toObject();
    for (auto it = notes.begin(); it != notes.end(); ++it)
        if (const int id = it.key().toInt(); id > 0 && !it.value().toString().isEmpty())
            m_notes[id] = it.value().toString();
    QStringList names;
    for (const QJsonValue& v : data.value(QLatin1String("names")).toArray())
        names << v.toString();
    m_updating = true;
    setNames(names);
    m_updating = false;
    refreshAll();
    const int tab = data.value(QLatin1String("tab")).toInt(SetupTab);
    m_tabs->setCurrentIndex(tab >= 0 && tab < m_tabs->count() ? tab : SetupTab);
    return true;
}

bool WerewolfPage::printSlips(const QString& pdfPath, QString* error) const
{
    if (m_deal.empty()) {
        if (error)
            *error = tr("Deal the roles first.");
        return false;
    }
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(pdfPath);
    printer.setPageSize(QPageSize(QPageSize::A6));
    QPainter painter;
    if (!painter.begin(&printer)) {
        if (error)
            *error = tr("Cannot write %1.").arg(pdfPath);
        return false;
    }
    const QRect page = printer.pageLayout().paintRectPixels(printer.resolution());
    const QRect area(0, 0, page.width(), page.height());
    for (std::size_t i = 0; i < m_deal.size(); ++i) {
        const Seat& s = m_deal[i];
        if (i > 0)
            printer.newPage();
        QFont f = painter.font();
        f.setPointSize(14);
        painter.setFont(f);
        painter.drawText(area.adjusted(0, 0, 0, -area.height() * 2 / 3), Qt::AlignCenter | Qt::TextWordWrap, playerLabel(s.id));
        f.setPointSize(28);
        painter.setFont(f);
        painter.drawText(area, Qt::AlignCenter | Qt::TextWordWrap,
                         campText(m_game, s.camp) + QLatin1Char('\n') + roleText(m_game, s.role));
        f.setPointSize(10);
        painter.setFont(f);
        painter.drawText(area.adjusted(0, area.height() * 2 / 3, 0, 0), Qt::AlignCenter | Qt::TextWordWrap,
                         tr("Keep this slip secret. Your role's ruling: %1").arg(qs(roleRule(s.role))));
    }
    painter.end();
    return true;
}

void WerewolfPage::printSlipsDialog()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Print role slips"), QString(), tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!printSlips(path, &error))
        m_setupMessage->setText(error);
    else
        m_setupMessage->setText(tr("Role slips written to %1.").arg(path));
}

bool WerewolfPage::exportLogText(const QString& path, QString* error) const
{
    return writeFile(path, logText().toUtf8() + '\n', error);
}

bool WerewolfPage::exportLogJson(const QString& path, QString* error) const
{
    if (!m_table) {
        if (error)
            *error = tr("The game has not started.");
        return false;
    }
    session::WerewolfGame g{m_game, m_table->settings(), m_table->seats(), m_names, m_table->phases()};
    QJsonObject out{{"session", werewolfGameToJson(g)}, {"outcome", session::tableToJson(*m_table, uiStyle())}};
    return writeFile(path, QJsonDocument(out).toJson(), error);
}

void WerewolfPage::exportLog()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the log as text"), QString(), tr("Text files (*.txt)"));
    QString error;
    if (!path.isEmpty() && !exportLogText(path, &error))
        emit statusMessage(tr("Could not export the log: %1").arg(error));
}

} // namespace qiyuan::ui
