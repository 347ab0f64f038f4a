#include "publicview.h"

#include "werewolfpage.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QTableWidget>
#include <QVBoxLayout>

#include <map>

namespace qiyuan::ui {

using namespace qiyuan::werewolf;

WerewolfPublicView::WerewolfPublicView(WerewolfPage* page, QWidget* parent)
    : QWidget(parent, Qt::Window)
    , m_page(page)
{
    setObjectName(QStringLiteral("werewolfPublicView"));
    // Read from across the room: everything larger.
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    setFont(big);
    auto* layout = new QVBoxLayout(this);
    m_title = new QLabel(this);
    QFont f = m_title->font();
    f.setPointSize(f.pointSize() * 2);
    m_title->setFont(f);
    layout->addWidget(m_title);
    m_table = new QTableWidget(this);
    m_table->setObjectName(QStringLiteral("publicPlayers"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_table, 2);
    m_news = new QPlainTextEdit(this);
    m_news->setObjectName(QStringLiteral("publicNews"));
    m_news->setReadOnly(true);
    layout->addWidget(m_news, 1);
    resize(800, 700);
    refresh();
}

QString WerewolfPublicView::announcements() const { return m_news->toPlainText(); }

void WerewolfPublicView::refresh()
{
    const Table* table = m_page->table();
    const Game g = m_page->game();
    setWindowTitle(tr("Public view"));
    m_title->setText(table ? tr("Players: %1 alive of %2")
                                 .arg(std::count_if(table->state().players.begin(), table->state().players.end(),
                                                    [](const Player& p) { return p.alive; }))
                                 .arg(table->state().players.size())
                           : tr("The game has not started."));
    m_table->setColumnCount(3);
    m_table->setHorizontalHeaderLabels({tr("Player"), tr("Status"), tr("Known to all")});
    if (!table) {
        m_table->setRowCount(0);
        m_news->clear();
        return;
    }
    // What everyone knows, built only from public facts: never from the deal.
    std::map<int, QString> known;
    for (const Seat& s : table->seats())
        if (g == Game::Xiangqi && s.role == Role::General) // XW-1: the 帅 is public
            known[s.id] = WerewolfPage::campText(g, s.camp) + QLatin1Char(' ') + WerewolfPage::roleText(g, s.role);
    const Style style = WerewolfPage::uiStyle();
    QStringList news;
    for (const PhaseResult& r : table->results()) {
        for (const Event& e : r.news) {
            if (e.kind == EventKind::Died) {
                if (e.reveal == Reveal::CampAndRole)
                    known[e.actor.id] = WerewolfPage::campText(g, e.camp) + QLatin1Char(' ') + WerewolfPage::roleText(g, e.role);
                else if (e.reveal == Reveal::CampOnly)
                    known[e.actor.id] = WerewolfPage::campText(g, e.camp);
            } else if (e.kind == EventKind::RealKing) {
                known[e.actor.id] = WerewolfPage::campText(g, e.camp) + QLatin1Char(' ') + WerewolfPage::roleText(g, Role::King);
            }
        }
        news << QString::fromStdString(announcement(r, g, style));
    }
    const auto& players = table->state().players;
    m_table->setRowCount(int(players.size()));
    for (int row = 0; row < int(players.size()); ++row) {
        const Player& p = players[std::size_t(row)];
        m_table->setItem(row, 0, new QTableWidgetItem(m_page->playerLabel(p.id)));
        m_table->setItem(row, 1, new QTableWidgetItem(p.alive ? tr("alive") : tr("dead")));
        const auto it = known.find(p.id);
        m_table->setItem(row, 2, new QTableWidgetItem(it == known.end() ? QStringLiteral("?") : it->second));
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_news->setPlainText(news.join(QLatin1Char('\n')));
}

void WerewolfPublicView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QWidget::changeEvent(event);
}

} // namespace qiyuan::ui
