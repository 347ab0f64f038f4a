// The role-game page's files: named setups, game files and snapshots (the autosave), role slips, the exported log.
#include "werewolfpage.h"
#include "werewolfpagehelpers.h"
#include "setuptab.h"
#include "session/werewolf_file.h"

#include <QFile>
#include <QFileDialog>
#include <QInputDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QPageLayout>
#include <QPainter>
#include <QPrinter>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSettings>
#include <QTabWidget>

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
    QSettings settings;
    settings.beginGroup(QLatin1String(SetupsGroup) + QLatin1Char('/') + gameKey() + QLatin1Char('/') + key);
    QStringList names = m_setupTab->listedNames();
    if (const Table* t = table()) { // the group as it was seated
        names.clear();
        for (const Seat& s : t->seats())
            names << playerName(s.id);
    }
    settings.setValue(QStringLiteral("names"), names);
    settings.setValue(QStringLiteral("roleSet"), m_session.roleSet() == RoleSet::Reduced ? QStringLiteral("reduced") : QStringLiteral("standard"));
    session::WerewolfGame g{game(), table() ? table()->settings() : m_session.settings(), {}, {}, {}};
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
    m_updating = true;
    m_tabs->setCurrentIndex(SetupTab);
    m_session.reset();
    m_session.setRoleSet(settings.value(QStringLiteral("roleSet")).toString() == QLatin1String("reduced") ? RoleSet::Reduced
                                                                                                         : RoleSet::Standard);
    // The settings go through the file reader, so a damaged entry gives the defaults.
    const QJsonObject s = QJsonDocument::fromJson(settings.value(QStringLiteral("settings")).toString().toUtf8()).object();
    session::WerewolfGame probe{game(), {}, {}, {}, {}};
    QJsonObject file = werewolfGameToJson(probe);
    file.insert(QStringLiteral("settings"), s);
    m_session.setSettings(session::readWerewolfGame(QJsonDocument(file).toJson()).value_or(probe).settings);
    m_session.setSeed(std::uint64_t(QRandomGenerator::global()->bounded(1, 999999999)));
    m_setupTab->setListedNames(settings.value(QStringLiteral("names")).toStringList());
    m_setupTab->refresh();
    m_updating = false;
    // One step: the same group is dealt new roles at once, ready to reveal.
    QString error;
    if (!m_setupTab->deal(&error))
        m_setupTab->showMessage(error);
    emit changed();
    return true;
}

void WerewolfPage::saveSetupDialog()
{
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Save as a named setup"), tr("Name of the setup:"), QLineEdit::Normal, QString(), &ok);
    if (!ok)
        return;
    m_setupTab->showMessage(saveSetup(name) ? tr("Setup \"%1\" saved.").arg(name.trimmed())
                                            : tr("A setup needs a name without \"/\"."));
}

void WerewolfPage::loadSetupDialog()
{
    const QStringList names = savedSetups();
    if (names.isEmpty()) {
        m_setupTab->showMessage(tr("No named setups yet."));
        return;
    }
    bool ok = false;
    const QString name = QInputDialog::getItem(this, tr("Start from a named setup"), tr("Setup:"), names, 0, false, &ok);
    if (ok)
        loadSetup(name);
}

QString WerewolfPage::fileFilter() const
{
    return game() == Game::Xiangqi ? tr("Xiangqi role game sessions (*.json)") : tr("Chess role game sessions (*.json)");
}

bool WerewolfPage::claimsFile(const QByteArray& head, const QString& path) const
{
    Q_UNUSED(path);
    static const QRegularExpression re(QStringLiteral("\"game\"\\s*:\\s*\"([a-z]+)\""));
    const auto m = re.match(QString::fromUtf8(head));
    return m.hasMatch() && m.captured(1) == qs(werewolf::gameKey(game()));
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
    if (game->game != this->game()) {
        if (error)
            *error = tr("This file is a session of the other role game.");
        return false;
    }
    RuleError rule;
    int failed = -1;
    auto table = Table::restore(game->game, game->settings, game->seats, game->phases, &rule, &failed);
    if (!table) {
        if (error)
            *error = failed < 0 ? m_session.describe(rule, true)
                                : session::refusalText(rule, failed, game->phases[std::size_t(failed)],
                                                       Table::restore(game->game, game->settings, game->seats,
                                                                      {game->phases.begin(), game->phases.begin() + failed})
                                                           ->state(),
                                                       uiStyle());
        return false;
    }
    if (!mayReplaceGame())
        return false;
    QStringList names;
    for (const Seat& seat : game->seats)
        names << (game->names.count(seat.id) ? game->names.at(seat.id) : QString());
    m_setupTab->setListedNames(names);
    m_session.load(game->settings, game->seats, game->names, std::move(*table), {}, {});
    m_tabs->setCurrentIndex(RosterTab);
    return true;
}

bool WerewolfPage::saveFile(const QString& path, QString* error)
{
    const Table* t = table();
    const std::vector<Seat>& deal = m_session.deal();
    if (!t) {
        // A deal already revealed must not be lost: it is saved as a game
        // before night 1, once the engine accepts it.
        if (deal.empty()) {
            if (error)
                *error = tr("Deal the roles first.");
            return false;
        }
        if (auto e = checkSetup(game(), m_session.settings(), deal)) {
            if (error)
                *error = m_session.describe(*e, true);
            return false;
        }
    }
    session::WerewolfGame g{game(), t ? t->settings() : m_session.settings(), t ? t->seats() : deal, m_session.names(),
                            t ? t->phases() : std::vector<Phase>{}};
    return writeFile(path, QJsonDocument(werewolfGameToJson(g)).toJson(), error);
}

QJsonObject WerewolfPage::snapshot() const
{
    QJsonObject out;
    const Table* t = table();
    out.insert(QStringLiteral("names"), QJsonArray::fromStringList(m_setupTab->listedNames()));
    out.insert(QStringLiteral("roleSet"), m_session.roleSet() == RoleSet::Reduced ? QStringLiteral("reduced") : QStringLiteral("standard"));
    out.insert(QStringLiteral("seed"), QString::number(m_session.seed()));
    out.insert(QStringLiteral("started"), t != nullptr);
    out.insert(QStringLiteral("tab"), m_tabs->currentIndex());
    if (!m_session.deal().empty()) {
        session::WerewolfGame g{game(), t ? t->settings() : m_session.settings(), t ? t->seats() : m_session.deal(),
                                m_session.names(), t ? t->phases() : std::vector<Phase>{}};
        out.insert(QStringLiteral("session"), werewolfGameToJson(g));
    }
    out.insert(QStringLiteral("tonight"), actionsToJson(game(), m_session.tonight()));
    QJsonObject notes;
    for (const auto& [id, text] : m_session.allNotes())
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
        if (game->game != this->game())
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
            return fail(m_session.describe(rule, true));
        // Tonight's entries are read back through the session reader too.
        session::WerewolfGame probe{this->game(), game->settings, game->seats, {}, {}};
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
    std::map<int, QString> notes;
    const QJsonObject savedNotes = data.value(QLatin1String("notes")).toObject();
    for (auto it = savedNotes.begin(); it != savedNotes.end(); ++it)
        if (const int id = it.key().toInt(); id > 0 && !it.value().toString().isEmpty())
            notes[id] = it.value().toString();
    QStringList names;
    for (const QJsonValue& v : data.value(QLatin1String("names")).toArray())
        names << v.toString();
    // What was saved is not a change: nothing is announced to the autosave.
    m_updating = true;
    m_session.setRoleSet(data.value(QLatin1String("roleSet")).toString() == QLatin1String("reduced") ? RoleSet::Reduced : RoleSet::Standard);
    if (seedOk && seed > 0)
        m_session.setSeed(seed);
    m_setupTab->setListedNames(names);
    m_session.load(game ? game->settings : Settings{}, game ? game->seats : std::vector<Seat>{},
                   game ? game->names : std::map<int, QString>{}, std::move(table), std::move(tonight), std::move(notes));
    const int tab = data.value(QLatin1String("tab")).toInt(SetupTab);
    m_tabs->setCurrentIndex(tab >= 0 && tab < m_tabs->count() ? tab : SetupTab);
    m_updating = false;
    return true;
}

bool WerewolfPage::printSlips(const QString& pdfPath, QString* error) const
{
    const std::vector<Seat>& deal = m_session.deal();
    if (deal.empty()) {
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
    for (std::size_t i = 0; i < deal.size(); ++i) {
        const Seat& s = deal[i];
        if (i > 0)
            printer.newPage();
        QFont f = painter.font();
        f.setPointSize(14);
        painter.setFont(f);
        painter.drawText(area.adjusted(0, 0, 0, -area.height() * 2 / 3), Qt::AlignCenter | Qt::TextWordWrap, playerLabel(s.id));
        f.setPointSize(28);
        painter.setFont(f);
        painter.drawText(area.adjusted(0, area.height() / 5, 0, -area.height() * 2 / 5), Qt::AlignCenter | Qt::TextWordWrap,
                         campText(game(), s.camp) + QLatin1Char('\n') + m_session.roleText(s.role, s.id));
        // What the role may do and how its camp wins, in the players' words.
        f.setPointSize(8);
        painter.setFont(f);
        painter.drawText(area.adjusted(0, area.height() * 3 / 5, 0, 0), Qt::AlignCenter | Qt::TextWordWrap,
                         tr("Keep this slip secret.") + QLatin1Char('\n') + roleAndGoal(game(), s));
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
    m_setupTab->showMessage(printSlips(path, &error) ? tr("Role slips written to %1.").arg(path) : error);
}

bool WerewolfPage::exportLogText(const QString& path, QString* error) const
{
    return writeFile(path, logText().toUtf8() + '\n', error);
}

bool WerewolfPage::exportLogJson(const QString& path, QString* error) const
{
    const Table* t = table();
    if (!t) {
        if (error)
            *error = tr("The game has not started.");
        return false;
    }
    session::WerewolfGame g{game(), t->settings(), t->seats(), m_session.names(), t->phases()};
    QJsonObject out{{"session", werewolfGameToJson(g)}, {"outcome", session::tableToJson(*t, uiStyle())}};
    return writeFile(path, QJsonDocument(out).toJson(), error);
}

void WerewolfPage::exportLog()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the log as text"), QString(), tr("Text files (*.txt)"));
    QString error;
    if (!path.isEmpty() && !exportLogText(path, &error))
        emit statusMessage(tr("Could not export the log: %1").arg(error));
}

void WerewolfPage::exportLogJsonDialog()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the log as JSON"), QString(), tr("JSON files (*.json)"));
    QString error;
    if (!path.isEmpty() && !exportLogJson(path, &error))
        emit statusMessage(tr("Could not export the log: %1").arg(error));
}

} // namespace qiyuan::ui
