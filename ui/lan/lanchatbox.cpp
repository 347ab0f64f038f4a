#include "lanchatbox.h"

#include "lanlink.h"

#include <QBoxLayout>
#include <QEvent>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace qiyuan::ui {

LanChatBox::LanChatBox(LanLink* link, QWidget* parent) : QWidget(parent), link_(link)
{
    setObjectName(QStringLiteral("lanChat"));
    lines_ = new QListWidget(this);
    lines_->setObjectName(QStringLiteral("lanChatLines"));
    lines_->setWordWrap(true);
    lines_->setFocusPolicy(Qt::NoFocus);
    // A few lines at a readable height, never squeezing the move list away.
    lines_->setMinimumHeight(90);
    lines_->setMaximumHeight(140);
    edit_ = new QLineEdit(this);
    edit_->setObjectName(QStringLiteral("lanChatEdit"));
    edit_->setMaxLength(500); // the protocol's limit
    send_ = new QPushButton(this);
    send_->setObjectName(QStringLiteral("lanChatSend"));
    connect(edit_, &QLineEdit::returnPressed, this, &LanChatBox::send);
    connect(send_, &QPushButton::clicked, this, &LanChatBox::send);
    auto* row = new QHBoxLayout;
    row->addWidget(edit_, 1);
    row->addWidget(send_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(lines_);
    layout->addLayout(row);
    connect(link, &LanLink::chatReceived, this, [this](int seat, const QString& name, const QString& text) {
        QString who = name;
        if (seat < 0 && who.isEmpty())
            //: A chat line's author who only watches the game
            who = tr("Spectator");
        else if (seat < 0)
            //: A chat line's author who only watches the game: %1 the name they joined with
            who = tr("%1 (spectator)").arg(who);
        else if (seat == link_->localSeat())
            //: A chat line's author: the player at this computer
            who = tr("You");
        else if (who.isEmpty())
            who = tr("Opponent");
        //: A chat line: %1 who, %2 what
        lines_->addItem(tr("%1: %2").arg(who, text));
        lines_->scrollToBottom();
    });
    // The chat belongs to the link: it goes when the LAN game ends.
    connect(link, &QObject::destroyed, this, &QObject::deleteLater);
    retranslate();
}

// The box layout that holds `w` itself, searched through the nested layouts
// below `layout` (a table's side panel is a layout inside its top layout).
static QBoxLayout* boxHolding(QLayout* layout, QWidget* w)
{
    if (!layout)
        return nullptr;
    if (auto* box = qobject_cast<QBoxLayout*>(layout); box && box->indexOf(w) >= 0)
        return box;
    for (int i = 0; i < layout->count(); ++i)
        if (QBoxLayout* found = boxHolding(layout->itemAt(i)->layout(), w))
            return found;
    return nullptr;
}

LanChatBox* LanChatBox::attachBelow(QWidget* anchor, LanLink* link)
{
    QWidget* holder = anchor->parentWidget();
    QBoxLayout* box = holder ? boxHolding(holder->layout(), anchor) : nullptr;
    auto* chat = new LanChatBox(link, holder);
    if (box)
        box->insertWidget(box->indexOf(anchor) + 1, chat);
    return chat;
}

void LanChatBox::addNote(const QString& text)
{
    //: A line of the table itself in the chat's log (a result, a new game), set apart from what people wrote
    auto* item = new QListWidgetItem(tr("— %1 —").arg(text), lines_);
    QFont f = item->font();
    f.setItalic(true);
    item->setFont(f);
    item->setForeground(palette().color(QPalette::PlaceholderText));
    item->setData(Qt::UserRole, QStringLiteral("note"));
    lines_->scrollToBottom();
}

void LanChatBox::send()
{
    const QString text = edit_->text().trimmed();
    if (text.isEmpty())
        return;
    link_->chat(text);
    edit_->clear();
}

void LanChatBox::retranslate()
{
    edit_->setPlaceholderText(tr("Message to the table"));
    send_->setText(tr("Send"));
    lines_->setAccessibleName(tr("Chat"));
}

void LanChatBox::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace qiyuan::ui
