#include "startpage.h"

#include "ui/gamecard.h"
#include "ui/gamenames.h"

#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
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
QFrame#inProgressBox {
    background: #fffdf8;
    border: 1px solid #c8a97a;
    border-radius: 12px;
}
QLabel#inProgressHeading { font-size: 13pt; font-weight: 600; color: #7a1d16; }
QLabel#inProgressTitle { font-weight: 600; color: #3d352c; }
QLabel#inProgressSummary { color: #6b5e4e; }
QPushButton[modeButton="true"] {
    padding: 5px 14px;
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
    logo->setPixmap(QIcon(QStringLiteral(":/icons/qiyuan.svg")).pixmap(44, 44));
    m_heading = new QLabel;
    m_heading->setObjectName(QStringLiteral("heading"));
    m_subheading = new QLabel;
    m_subheading->setObjectName(QStringLiteral("subheading"));
    // The heading and the line under it side by side: the cards get the height
    // (at 1280×800 every card shows without scrolling).
    auto* titles = new QHBoxLayout;
    titles->setSpacing(14);
    titles->addWidget(m_heading, 0, Qt::AlignBottom);
    titles->addWidget(m_subheading, 1, Qt::AlignBottom);
    m_back = new QPushButton;
    m_back->setObjectName(QStringLiteral("backButton"));
    m_back->setProperty("modeButton", true);
    m_back->hide();
    connect(m_back, &QPushButton::clicked, this, [this] {
        if (!m_backTo.isEmpty())
            emit continueRequested(m_backTo);
    });
    // Esc leaves the chooser for the game that was on screen.
    auto* escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    escape->setContext(Qt::WidgetWithChildrenShortcut);
    connect(escape, &QShortcut::activated, m_back, &QPushButton::click);
    auto* header = new QHBoxLayout;
    header->setSpacing(14);
    header->addWidget(logo);
    header->addLayout(titles, 1);
    header->addWidget(m_back, 0, Qt::AlignTop);
    m_tournament = new QPushButton;
    m_tournament->setObjectName(QStringLiteral("tournamentButton"));
    m_tournament->setProperty("modeButton", true);
    connect(m_tournament, &QPushButton::clicked, this, &StartPage::tournamentRequested);
    header->addWidget(m_tournament, 0, Qt::AlignTop);

    auto* content = new QWidget;
    content->setObjectName(QStringLiteral("startPageContent"));
    auto* column = new QVBoxLayout(content);
    column->setContentsMargins(28, 12, 28, 4);
    column->setSpacing(8);
    column->addLayout(header);
    column->addSpacing(4);
    auto* box = new QFrame(content);
    box->setObjectName(QStringLiteral("inProgressBox"));
    auto* boxLayout = new QVBoxLayout(box);
    boxLayout->setContentsMargins(18, 6, 18, 6);
    m_inProgressHeading = new QLabel(box);
    m_inProgressHeading->setObjectName(QStringLiteral("inProgressHeading"));
    boxLayout->addWidget(m_inProgressHeading);
    boxLayout->setSpacing(4);
    m_inProgressRows = new QVBoxLayout;
    // Compact rows: at 1280×800 every card stays in view below three games in progress.
    m_inProgressRows->setSpacing(2);
    boxLayout->addLayout(m_inProgressRows);
    m_inProgress = box;
    box->hide();
    column->addWidget(box);
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

void StartPage::setGamesInProgress(const QList<InProgress>& games, const QString& backTo)
{
    m_games = games;
    m_backTo = backTo;
    m_continue.clear(); // the old rows go below (later: one of them may be running a click)
    while (QLayoutItem* item = m_inProgressRows->takeAt(0)) {
        if (QWidget* w = item->widget()) {
            w->hide();
            w->deleteLater();
        }
        delete item;
    }
    for (const InProgress& g : games) {
        auto* row = new QWidget(m_inProgress);
        auto* layout = new QHBoxLayout(row);
        layout->setContentsMargins(0, 0, 0, 0);
        auto* title = new QLabel(GameNames::title(g.gameKey.toStdString()), row);
        title->setObjectName(QStringLiteral("inProgressTitle"));
        auto* summary = new QLabel(g.summary, row);
        summary->setObjectName(QStringLiteral("inProgressSummary"));
        auto* button = new QPushButton(row);
        button->setObjectName(QStringLiteral("continue-") + g.gameKey);
        m_continue.insert(g.gameKey, button);
        button->setProperty("modeButton", true);
        const QString key = g.gameKey;
        connect(button, &QPushButton::clicked, this, [this, key] { emit continueRequested(key); });
        layout->addWidget(title);
        layout->addWidget(summary, 1);
        layout->addWidget(button);
        m_inProgressRows->addWidget(row);
    }
    m_inProgress->setVisible(!games.isEmpty());
    m_back->setVisible(!backTo.isEmpty());
    retranslateUi();
}

QPushButton* StartPage::continueButton(const QString& gameKey) const
{
    return m_continue.value(gameKey);
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
    //: Heading of the list of unfinished games on the start page
    m_inProgressHeading->setText(tr("Games in progress"));
    //: Start page: go back to the game that was on screen (Esc)
    m_back->setText(tr("Back to the game"));
    //: Start page: opens the tournament window (round robin, Swiss, crosstable)
    m_tournament->setText(tr("Tournament..."));
    m_back->setAccessibleName(m_back->text());
    for (const InProgress& g : std::as_const(m_games))
        if (QPushButton* b = continueButton(g.gameKey)) {
            //: Start page: go on with this unfinished game
            b->setText(tr("Continue"));
            //: Accessible name of a Continue button; %1: the game's name
            b->setAccessibleName(tr("Continue %1").arg(GameNames::title(g.gameKey.toStdString())));
        }
}

QPixmap StartPage::xiangqiIcon(PieceStyle style, int size, qreal dpr)
{
    QPixmap pixmap(QSize(size, size) * dpr);
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    PiecePainter::drawPiece(painter, QPointF(size / 2.0, size / 2.0), size * 0.9,
                            xiangqi::makePiece(xiangqi::Side::Red, xiangqi::General), style);
    return pixmap;
}

void StartPage::setPieceStyle(PieceStyle style)
{
    if (GameCard* c = card(QStringLiteral("xiangqi")))
        c->setIcon(xiangqiIcon(style, 64, devicePixelRatioF()));
}

} // namespace qiyuan::ui
