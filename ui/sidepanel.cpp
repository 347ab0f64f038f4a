#include "sidepanel.h"

#include <QEvent>
#include <QFontMetrics>
#include <QGridLayout>
#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace qiyuan::ui {

namespace {
const char* const PartNames[] = {"panelTopSeat", "panelGame",   "panelMoves",  "panelReview",    "panelButtons",
                                 "panelNotes",   "panelStatus", "panelGuide", "panelBottomSeat"};
} // namespace

SidePanel::SidePanel(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("sidePanel"));
    column_ = new QVBoxLayout(this);
    column_->setContentsMargins(0, 0, 0, 0);
    for (int i = 0; i < 9; ++i) {
        auto* box = new QWidget(this);
        box->setObjectName(QLatin1String(PartNames[i]));
        parts_[i] = new QVBoxLayout(box);
        parts_[i]->setContentsMargins(0, 0, 0, 0);
        parts_[i]->setSpacing(4);
        column_->addWidget(box, Part(i) == Part::Moves ? 1 : 0);
        box->hide(); // until something is put in it: an empty part takes no room
    }
    for (int i = 0; i < 2; ++i) {
        Seat& s = seats_[i];
        s.block = new QWidget(this);
        s.block->setObjectName(i == 0 ? QStringLiteral("seat1Block") : QStringLiteral("seat2Block"));
        auto* block = new QVBoxLayout(s.block);
        block->setContentsMargins(0, 0, 0, 0);
        block->setSpacing(2);
        auto* row = s.row = new QHBoxLayout;
        s.name = new QLabel(s.block);
        s.name->setWordWrap(true);
        s.clock = new QLabel(s.block);
        QFont f = s.clock->font();
        f.setPointSizeF(f.pointSizeF() * 1.6);
        f.setBold(true);
        s.clock->setFont(f);
        s.clock->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        row->addWidget(s.name, 1);
        row->addWidget(s.clock);
        block->addLayout(row);
        s.detail = new QLabel(s.block);
        s.detail->setWordWrap(true);
        s.detail->hide();
        block->addWidget(s.detail);
        s.under = new QVBoxLayout;
        s.under->setContentsMargins(0, 0, 0, 0);
        s.under->setSpacing(2);
        block->addLayout(s.under);
    }
    updateWidth();
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("statusLine"));
    status_->setWordWrap(true);
    part(Part::Status)->addWidget(status_);
    buttons_ = new QGridLayout;
    buttons_->setContentsMargins(0, 0, 0, 0);
    setBottomSeat(0);
}

int SidePanel::panelWidth(const QFont& font)
{
    // Room for the widest part (积分象棋's move list with its points, the
    // buttons two to a row); Chinese takes the same width as English.
    return std::max(360, QFontMetrics(font).averageCharWidth() * 50);
}

void SidePanel::setBoard(QWidget* board)
{
    board_ = board;
    if (parentWidget()) {
        parentWidget()->installEventFilter(this);
        if (parentWidget()->layout())
            rowMargins_ = parentWidget()->layout()->contentsMargins();
    }
    updateWidth();
}

void SidePanel::updateWidth()
{
    const int least = panelWidth(font());
    int width = least;
    int spare = 0;
    QWidget* table = parentWidget();
    QLayout* row = table ? table->layout() : nullptr;
    if (board_ && row) {
        const QMargins& m = rowMargins_;
        const int room = table->width() - m.left() - m.right() - std::max(0, row->spacing());
        const int height = table->height() - m.top() - m.bottom();
        // The widest board whose height still fits: what is right of it, the panel may take.
        int fits = 0;
        for (int step = 1 << 14; step > 0; step >>= 1)
            if (fits + step <= room && board_->heightForWidth(fits + step) <= height)
                fits += step;
        if (board_->heightForWidth(1) >= 0) {
            width = std::clamp(room - fits, least, least * 3 / 2);
            // On a wide screen the board and the panel stay together, centred,
            // rather than a gap opening between them.
            spare = std::max(0, room - fits - width);
        }
    }
    if (minimumWidth() != width || maximumWidth() != width)
        setFixedWidth(width);
    if (row) {
        const QMargins centred(rowMargins_.left() + spare / 2, rowMargins_.top(),
                               rowMargins_.right() + spare - spare / 2, rowMargins_.bottom());
        if (row->contentsMargins() != centred)
            row->setContentsMargins(centred);
    }
}

bool SidePanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        updateWidth();
    return QWidget::eventFilter(watched, event);
}

void SidePanel::offerLevelChange(int seat, QAction* action)
{
    Seat& s = seats_[seat];
    if (!action) {
        if (s.levelChange)
            s.levelChange->hide();
        return;
    }
    if (!s.levelChange) {
        s.levelChange = new QToolButton(s.block);
        s.levelChange->setObjectName(seat == 0 ? QStringLiteral("seat1LevelButton") : QStringLiteral("seat2LevelButton"));
        s.levelChange->setText(tr("Change level…"));
        // Beside the name, before the clock.
        s.row->insertWidget(1, s.levelChange);
    }
    s.levelChange->disconnect();
    connect(s.levelChange, &QToolButton::clicked, action, &QAction::trigger);
    s.levelChange->setEnabled(action->isEnabled());
    s.levelChange->show();
}

void SidePanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        for (Seat& s : seats_)
            if (s.levelChange)
                s.levelChange->setText(tr("Change level…"));
    if (event->type() == QEvent::FontChange)
        updateWidth();
    QWidget::changeEvent(event);
}

QVBoxLayout* SidePanel::part(Part p)
{
    QVBoxLayout* l = parts_[int(p)];
    l->parentWidget()->show();
    return l;
}

void SidePanel::setBottomSeat(int i)
{
    bottom_ = i & 1;
    QVBoxLayout* top = part(Part::TopSeat);
    QVBoxLayout* bottom = part(Part::BottomSeat);
    for (const Seat& s : seats_) {
        top->removeWidget(s.block);
        bottom->removeWidget(s.block);
    }
    top->addWidget(seats_[1 - bottom_].block);
    bottom->addWidget(seats_[bottom_].block);
    for (const Seat& s : seats_)
        s.block->show();
}

void SidePanel::addGame(QWidget* w) { part(Part::Game)->addWidget(w); }
void SidePanel::addGame(QLayout* l) { part(Part::Game)->addLayout(l); }
void SidePanel::setMoveList(QWidget* w) { part(Part::Moves)->addWidget(w, 1); }
void SidePanel::addReview(QWidget* w) { part(Part::Review)->addWidget(w); }
void SidePanel::addReview(QLayout* l) { part(Part::Review)->addLayout(l); }
void SidePanel::addNote(QWidget* w) { part(Part::Notes)->addWidget(w); }
void SidePanel::addGuide(QWidget* w) { part(Part::Guide)->addWidget(w); }

void SidePanel::addButton(QWidget* w)
{
    if (buttonCount_ == 0)
        part(Part::Buttons)->addLayout(buttons_);
    if (w)
        buttons_->addWidget(w, buttonCount_ / 2, buttonCount_ % 2);
    ++buttonCount_;
}

} // namespace qiyuan::ui
