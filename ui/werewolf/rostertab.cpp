#include "rostertab.h"
#include "werewolfpagehelpers.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace qiyuan::ui::werewolfpage {

namespace {
enum Column { SeatColumn, PlayerColumn, CampColumn, RoleColumn, AliveColumn, StatusColumn, UsesColumn, NotesColumn };
} // namespace

RosterTab::RosterTab(ModeratorSession& session, QWidget* parent)
    : QWidget(parent)
    , session_(session)
{
    setObjectName(QStringLiteral("rosterTab"));
    column_ = new QVBoxLayout(this);
    conditionLabel_ = new QLabel(this);
    conditionLabel_->setObjectName(QStringLiteral("conditionLabel"));
    conditionLabel_->setWordWrap(true);
    column_->addWidget(conditionLabel_);
    table_ = new QTableWidget(this);
    table_->setObjectName(QStringLiteral("rosterTable"));
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setStretchLastSection(true); // the notes take the rest
    table_->setWordWrap(false);
    // Arrows move between cells (and F2 writes a note); Tab goes on to the public view's button, not round 256 cells.
    table_->setTabKeyNavigation(false);
    table_->viewport()->installEventFilter(this);
    column_->addWidget(table_, 1);
    publicButton_ = new QPushButton(this);
    publicButton_->setObjectName(QStringLiteral("publicButton"));
    column_->addWidget(publicButton_, 0, Qt::AlignLeft);
    connect(publicButton_, &QPushButton::clicked, this, &RosterTab::publicViewRequested);
    // The moderator's notes (the last column) are kept with the session.
    connect(table_, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (!updating_ && item->column() == NotesColumn)
            session_.setNotes(item->data(Qt::UserRole).toInt(), item->text());
    });
    connect(&session_, &ModeratorSession::stepped, this, &RosterTab::refresh);
    publicButton_->setText(tr("Open the public view"));
    refresh();
}

// The columns follow the table's own width (laid out only once it shows).
bool RosterTab::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == table_->viewport() && (event->type() == QEvent::Resize || event->type() == QEvent::Show))
        fitColumns();
    return QWidget::eventFilter(watched, event);
}

// Every column as wide as what it holds (and its header), the notes the rest.
// When the room runs out the statuses and the uses left give way (their whole
// text in a tooltip), never the notes.
void RosterTab::fitColumns()
{
    QHeaderView* header = table_->horizontalHeader();
    table_->resizeColumnsToContents();
    const int room = table_->viewport()->width();
    const int notesWanted = std::max(room / 5, header->sectionSizeHint(NotesColumn));
    int used = 0;
    for (int c = SeatColumn; c < NotesColumn; ++c)
        used += header->sectionSize(c);
    int over = used + notesWanted - room;
    for (int c : {StatusColumn, UsesColumn}) {
        if (over <= 0)
            break;
        const int least = std::max(header->sectionSizeHint(c), room / 10);
        const int give = std::clamp(header->sectionSize(c) - least, 0, over);
        header->resizeSection(c, header->sectionSize(c) - give);
        over -= give;
    }
}

void RosterTab::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        publicButton_->setText(tr("Open the public view"));
        refresh();
    }
    QWidget::changeEvent(event);
}

// A player's statuses in words: what tonight did, the marks carried over, a
// promotion or a rest, the cover nights left.
static QStringList statusTexts(const Table& t, const Player& p)
{
    QStringList out;
    const State& s = t.state();
    if (!t.results().empty() && t.results().back().kind == PhaseKind::Night) {
        const PhaseResult& r = t.results().back();
        if (std::binary_search(r.invincible.begin(), r.invincible.end(), p.id))
            out << RosterTab::tr("invincible");
        if (std::binary_search(r.imprisoned.begin(), r.imprisoned.end(), p.id))
            out << RosterTab::tr("imprisoned");
    }
    auto marked = [&](const std::vector<Mark>& marks) {
        return std::any_of(marks.begin(), marks.end(), [&](const Mark& m) { return m.player == p.id; });
    };
    if (marked(s.carry.curses))
        out << RosterTab::tr("cursed");
    if (marked(s.carry.blessings))
        out << RosterTab::tr("blessed");
    if (marked(s.carry.pardons))
        out << RosterTab::tr("pardoned");
    if (marked(s.carry.substitutes))
        out << RosterTab::tr("named substitute");
    if (p.promoted)
        out << RosterTab::tr("promoted");
    if (p.rested)
        out << RosterTab::tr("rested");
    if (p.mustPromote)
        out << RosterTab::tr("must promote");
    if (p.coverNights > 0)
        out << RosterTab::tr("%n cover night(s)", nullptr, p.coverNights);
    return out;
}

void RosterTab::refresh()
{
    const Game game = session_.game();
    const Table* t = session_.table();
    updating_ = true;
    table_->clear();
    table_->setColumnCount(8);
    table_->setHorizontalHeaderLabels({tr("Seat"), tr("Player"), tr("Camp"), tr("Role"), tr("Alive"), tr("Statuses"),
                                       tr("Uses left"), tr("Notes")});
    if (!t) {
        table_->setRowCount(0);
        conditionLabel_->setText(tr("The roster appears when the game starts."));
        updating_ = false;
        return;
    }
    const State& s = t->state();
    table_->setRowCount(int(s.players.size()));
    for (int row = 0; row < int(s.players.size()); ++row) {
        const Player& p = s.players[std::size_t(row)];
        auto fixed = [&](int col, const QString& text) {
            auto* item = new QTableWidgetItem(text);
            item->setFlags(item->flags() & ~Qt::ItemIsEditable);
            table_->setItem(row, col, item);
        };
        fixed(SeatColumn, seatText(p.id));
        fixed(PlayerColumn, session_.playerName(p.id));
        fixed(CampColumn, campText(game, p.camp));
        fixed(RoleColumn, p.role == p.dealt ? roleText(p.role, p.camp)
                                            //: A role changed by castling or promotion: "now (dealt as ...)"
                                            : tr("%1 (dealt %2)").arg(roleText(p.role, p.camp), roleText(p.dealt, p.camp)));
        fixed(AliveColumn, p.alive ? tr("alive") : tr("dead"));
        fixed(StatusColumn, statusTexts(*t, p).join(listSeparator()));
        table_->item(row, StatusColumn)->setToolTip(table_->item(row, StatusColumn)->text());
        QString uses;
        const CampState& cs = s.camps[campIndex(p.camp)];
        if (p.role == Role::General)
            uses = tr("substitutes left: %1").arg(cs.substitutesLeft);
        else if (p.role == Role::King || p.dealt == Role::King)
            uses = cs.castled ? tr("castling used") : tr("castling: 1 left");
        fixed(UsesColumn, uses);
        table_->item(row, UsesColumn)->setToolTip(uses);
        auto* note = new QTableWidgetItem(session_.notes(p.id));
        note->setData(Qt::UserRole, p.id);
        table_->setItem(row, NotesColumn, note);
        if (!p.alive)
            for (int c = SeatColumn; c < NotesColumn; ++c)
                table_->item(row, c)->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
    }
    fitColumns();
    QStringList conditions;
    for (Camp c : {Camp::Red, Camp::Black}) {
        if (!s.leader(c))
            continue;
        const QString who = campAndRole(game, c, roleText(game == Game::Xiangqi ? Role::General : Role::King, c));
        if (game == Game::Xiangqi)
            conditions << (leaderMayDie(s, c) ? tr("%1: may be killed or voted out now").arg(who)
                                              : tr("%1: cannot die yet (its camp still has soldiers, and advisors or elephants)").arg(who));
        else
            conditions << (leaderMayDie(s, c) ? tr("%1: in check, may die now").arg(who)
                                              : tr("%1: not in check, cannot die yet").arg(who));
    }
    QString head = tr("Night %1, day %2.").arg(s.nights).arg(s.days);
    if (s.over)
        head += QLatin1Char(' ') + (s.winner ? tr("Game over: %1 wins.").arg(campText(game, *s.winner)) : tr("Game over: a draw."));
    conditionLabel_->setText(head + QLatin1Char('\n') + conditions.join(QLatin1Char('\n')));
    conditionLabel_->setToolTip(rulingTip(game == Game::Xiangqi ? QStringLiteral("XW-22") : QStringLiteral("CW-3, CW-15")));
    table_->horizontalHeaderItem(UsesColumn)->setToolTip(rulingTip(game == Game::Xiangqi ? QStringLiteral("XW-10") : QStringLiteral("CW-14")));
    updating_ = false;
}

} // namespace qiyuan::ui::werewolfpage
