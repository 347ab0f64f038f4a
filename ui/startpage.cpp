#include "startpage.h"

#include "ui/gamecard.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace qiyuan::ui {

namespace {

// Warm paper and lacquer red, like a wooden board and its pieces.
const char* const startPageStyle = R"(
#startPage, #startPageContent { background: #f5efe3; }
QScrollArea#startPageScroll { background: transparent; border: none; }
QLabel#heading { font-size: 22pt; font-weight: 600; color: #7a1d16; }
QLabel#subheading { font-size: 11pt; color: #6b5e4e; }
QLabel#note { color: #8a7d6c; }
QFrame#gameCard {
    background: #fffdf8;
    border: 1px solid #e3d7c2;
    border-radius: 12px;
}
QFrame#gameCard:hover { border-color: #c8a97a; }
QLabel#gameTitle { font-size: 15pt; font-weight: 600; color: #7a1d16; }
QLabel#gameChineseTitle { font-size: 13pt; color: #9c8a70; }
QLabel#gamePlayers {
    color: #6b5e4e; background: #f1e7d6;
    border-radius: 8px; padding: 1px 8px;
}
QLabel#gameSummary { color: #3d352c; }
QLabel#rulesLabel { color: #6b5e4e; }
QPushButton[modeButton="true"] {
    padding: 7px 14px;
    border: 1px solid #c9b28c; border-radius: 7px;
    background: #fbf4e6; color: #4a3b28;
}
QPushButton[modeButton="true"]:hover { background: #f3e2c4; }
QPushButton[modeButton="true"]:pressed { background: #ead3ab; }
QPushButton[modeButton="true"]:disabled {
    color: #a89d8c; border-color: #e6dccb; background: #f8f4ec;
}
)";

} // namespace

StartPage::StartPage(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("startPage"));
    setStyleSheet(QString::fromLatin1(startPageStyle));

    auto* logo = new QLabel;
    logo->setPixmap(QIcon(QStringLiteral(":/icons/qiyuan.svg")).pixmap(56, 56));
    m_heading = new QLabel;
    m_heading->setObjectName(QStringLiteral("heading"));
    m_subheading = new QLabel;
    m_subheading->setObjectName(QStringLiteral("subheading"));
    auto* titles = new QVBoxLayout;
    titles->setSpacing(2);
    titles->addWidget(m_heading);
    titles->addWidget(m_subheading);
    auto* header = new QHBoxLayout;
    header->setSpacing(14);
    header->addWidget(logo);
    header->addLayout(titles, 1);

    auto* content = new QWidget;
    content->setObjectName(QStringLiteral("startPageContent"));
    auto* column = new QVBoxLayout(content);
    column->setContentsMargins(28, 18, 28, 18);
    column->setSpacing(10);
    column->addLayout(header);
    column->addSpacing(4);
    for (const GameInfo& game : games()) {
        auto* card = new GameCard(game, content);
        connect(card, &GameCard::gameRequested, this, &StartPage::gameRequested);
        m_cards << card;
        column->addWidget(card);
    }
    m_note = new QLabel;
    m_note->setObjectName(QStringLiteral("note"));
    m_note->setWordWrap(true);
    column->addWidget(m_note);
    column->addStretch();

    auto* scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("startPageScroll"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(content);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);

    retranslateUi();
}

GameCard* StartPage::card(const QString& gameKey) const
{
    for (GameCard* c : m_cards)
        if (c->gameKey() == gameKey)
            return c;
    return nullptr;
}

void StartPage::setModeAvailable(const QString& gameKey, PlayMode mode, bool available)
{
    if (GameCard* c = card(gameKey))
        c->setModeAvailable(mode, available);
    // The note about greyed-out modes only while some mode is still to come.
    bool allAvailable = true;
    for (GameCard* c : m_cards)
        for (PlayMode m : c->game().modes)
            if (QPushButton* b = c->modeButton(m))
                allAvailable = allAvailable && b->isEnabledTo(c);
    m_note->setVisible(!allAvailable);
}

void StartPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void StartPage::retranslateUi()
{
    //: Heading of the start page
    m_heading->setText(tr("Choose a game"));
    m_subheading->setText(tr("Pick the rules and how you want to play."));
    m_note->setText(tr("The games open here one by one as their tables are finished; "
                       "until then their buttons stay greyed out."));
}

} // namespace qiyuan::ui
