#include "publicview.h"

#include "session/traditional.h"
#include "werewolfpage.h"
#include "narrator.h"
#include "timerpanel.h"

#include "qrcodeview.h"
#include "net/werewolfhost.h"

#include <QEvent>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QScreen>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

namespace qiyuan::ui {

using namespace qiyuan::werewolf;

namespace werewolfpublic {

// One player as the room sees it: name and seat on top, alive or dead and
// what all know below; a stripe in the camp's colour once the camp is public.
class PlayerCard : public QWidget {
public:
    explicit PlayerCard(QWidget* parent)
        : QWidget(parent)
    {
        setObjectName(QStringLiteral("publicPlayer"));
        setAttribute(Qt::WA_OpaquePaintEvent, false);
    }

    void set(int seat, const QString& name, const QString& status, const QString& known, std::optional<Camp> camp,
             bool xiangqi, bool dead, const QString& accessible)
    {
        seat_ = seat;
        name_ = name;
        status_ = status;
        known_ = known;
        camp_ = camp;
        xiangqi_ = xiangqi;
        dead_ = dead;
        setAccessibleName(accessible);
        update();
    }

    QString name() const { return name_; }
    int seat() const { return seat_; }
    // The day's speaker now (the timer everyone sees): framed in the highlight colour.
    void setSpeaking(bool on)
    {
        if (on == speaking_)
            return;
        speaking_ = on;
        update();
    }
    bool speaking() const { return speaking_; }
    QString status() const { return status_; }
    QString known() const { return known_; }
    bool dead() const { return dead_; }

protected:
    void paintEvent(QPaintEvent*) override
    {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        const QRectF box = QRectF(rect()).adjusted(3, 3, -3, -3);
        const qreal h = box.height();
        const qreal radius = std::min(h * 0.12, 12.0);
        const QPalette pal = palette();
        const QColor text = dead_ ? pal.color(QPalette::Disabled, QPalette::Text) : pal.color(QPalette::Text);
        const QColor muted = pal.color(QPalette::Disabled, QPalette::Text);
        QPainterPath outline;
        outline.addRoundedRect(box, radius, radius);
        p.fillPath(outline, dead_ ? pal.color(QPalette::Window).darker(112) : pal.color(QPalette::Base));
        p.setPen(speaking_ ? QPen(pal.color(QPalette::Highlight), 4.0) : QPen(dead_ ? muted : pal.color(QPalette::Mid), 1.5));
        p.drawPath(outline);
        // The camp's stripe on the left, when all know the camp.
        const qreal stripe = std::max(6.0, box.width() * 0.025);
        if (camp_) {
            QColor c = *camp_ == Camp::Black ? QColor(0x26, 0x26, 0x26) : (xiangqi_ ? QColor(0xc6, 0x28, 0x28) : QColor(0xe8, 0xe8, 0xe8));
            if (dead_)
                c.setAlphaF(0.45);
            p.save();
            p.setClipPath(outline);
            p.fillRect(QRectF(box.left(), box.top(), stripe, h), c);
            p.restore();
        }
        const qreal pad = std::max(6.0, h * 0.1);
        const QRectF inner = box.adjusted(stripe + pad, pad * 0.6, -pad, -pad * 0.6);
        const qreal nameSize = std::clamp(std::min(h * 0.36, box.width() * 0.08), 9.0, 72.0);
        const qreal lineSize = std::clamp(nameSize * 0.72, 8.0, 52.0);
        const QRectF top(inner.left(), inner.top(), inner.width(), inner.height() * 0.56);
        const QRectF bottom(inner.left(), top.bottom(), inner.width(), inner.height() - top.height());

        // The name (elided, struck through when dead), then the seat as a suffix (issue 16: names first).
        QFont seatFont = font();
        seatFont.setPixelSize(int(lineSize));
        const QString seat = QLocale().language() == QLocale::Chinese ? session::inReadersScript(QStringLiteral("%1号")).arg(seat_)
                                                                        : QStringLiteral("#%1").arg(seat_);
        const qreal seatWidth = QFontMetricsF(seatFont).horizontalAdvance(seat) + pad * 0.6;
        p.setFont(seatFont);
        p.setPen(muted);
        p.drawText(QRectF(top.right() - seatWidth, top.top(), seatWidth, top.height()), Qt::AlignRight | Qt::AlignVCenter, seat);
        QFont nameFont = font();
        nameFont.setPixelSize(int(nameSize));
        nameFont.setBold(!dead_);
        nameFont.setStrikeOut(dead_);
        p.setFont(nameFont);
        p.setPen(text);
        const QRectF nameBox = top.adjusted(0, 0, -seatWidth, 0);
        p.drawText(nameBox, Qt::AlignLeft | Qt::AlignVCenter,
                   QFontMetricsF(nameFont).elidedText(name_, Qt::ElideRight, nameBox.width()));

        // Alive or dead on the left, what all know on the right.
        QFont lineFont = font();
        lineFont.setPixelSize(int(lineSize));
        p.setFont(lineFont);
        // "dead" stays dark and bold on the greyed card: readable from the back of the room.
        QFont statusFont = lineFont;
        statusFont.setBold(dead_);
        p.setFont(statusFont);
        const QFontMetricsF sm(statusFont);
        const qreal statusWidth = std::min(sm.horizontalAdvance(status_) + pad, bottom.width() * 0.45);
        p.setPen(pal.color(QPalette::Text));
        p.drawText(QRectF(bottom.left(), bottom.top(), statusWidth, bottom.height()), Qt::AlignLeft | Qt::AlignVCenter,
                   sm.elidedText(status_, Qt::ElideRight, statusWidth));
        const bool unknown = known_ == QLatin1String("?");
        QFont knownFont = lineFont;
        knownFont.setBold(!unknown);
        p.setFont(knownFont);
        p.setPen(unknown ? muted : pal.color(QPalette::Text)); // what the dead were stays readable
        const QRectF knownBox = bottom.adjusted(statusWidth, 0, 0, 0);
        p.drawText(knownBox, Qt::AlignRight | Qt::AlignVCenter,
                   QFontMetricsF(knownFont).elidedText(known_, Qt::ElideRight, knownBox.width()));
    }

private:
    int seat_ = 0;
    QString name_, status_, known_;
    std::optional<Camp> camp_;
    bool xiangqi_ = true;
    bool dead_ = false;
    bool speaking_ = false;
};

// The cards in as many columns as give them the largest type (a card needs
// about 3.6 times its height in width for a name).
class CardGrid : public QWidget {
public:
    explicit CardGrid(QWidget* parent)
        : QWidget(parent)
    {
        setObjectName(QStringLiteral("publicPlayers"));
        setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    }

    void setCount(int n)
    {
        while (int(cards_.size()) > n) {
            delete cards_.back();
            cards_.pop_back();
        }
        while (int(cards_.size()) < n) {
            cards_.push_back(new PlayerCard(this));
            cards_.back()->show();
        }
        arrange();
    }
    int count() const { return int(cards_.size()); }
    PlayerCard* card(int i) const { return i >= 0 && i < count() ? cards_[std::size_t(i)] : nullptr; }

protected:
    void resizeEvent(QResizeEvent*) override { arrange(); }

private:
    void arrange()
    {
        const int n = count();
        if (n == 0 || width() <= 0 || height() <= 0)
            return;
        const double w = width(), h = height();
        int best = 1;
        double bestHeight = 0;
        for (int cols = 1; cols <= n; ++cols) {
            const int rows = (n + cols - 1) / cols;
            const double usable = std::min(h / rows, w / cols / 3.6);
            if (usable > bestHeight + 0.5) {
                bestHeight = usable;
                best = cols;
            }
        }
        const int cols = best, rows = (n + cols - 1) / cols;
        // Seat order reads down each column, as a printed list does.
        for (int i = 0; i < n; ++i) {
            const int c = i / rows, r = i % rows;
            const int x0 = int(std::lround(w * c / cols)), x1 = int(std::lround(w * (c + 1) / cols));
            const int y0 = int(std::lround(h * r / rows)), y1 = int(std::lround(h * (r + 1) / rows));
            cards_[std::size_t(i)]->setGeometry(x0, y0, x1 - x0, y1 - y0);
        }
    }

    std::vector<PlayerCard*> cards_;
};

} // namespace werewolfpublic

using werewolfpublic::PlayerCard;

WerewolfPublicView::WerewolfPublicView(WerewolfPage* page, QWidget* parent)
    : QWidget(parent, Qt::Window)
    , m_page(page)
{
    setObjectName(QStringLiteral("werewolfPublicView"));
    auto* layout = new QVBoxLayout(this);
    auto* head = new QHBoxLayout;
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("publicTitle"));
    m_title->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    head->addWidget(m_title, 3);
    m_phase = new QLabel(this);
    m_phase->setObjectName(QStringLiteral("publicPhase"));
    m_phase->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_phase->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    head->addWidget(m_phase, 2);
    // On the moderator's own screen the view lies over the moderator's window: a way back, always in sight.
    m_back = new QPushButton(this);
    m_back->setObjectName(QStringLiteral("projectorBackButton"));
    m_back->hide();
    connect(m_back, &QPushButton::clicked, this, &WerewolfPublicView::backToModerator);
    head->addWidget(m_back);
    layout->addLayout(head);
    // The narrator's captions: the script read by eye where no voice can read it.
    m_caption = new QLabel(this);
    m_caption->setObjectName(QStringLiteral("publicCaption"));
    m_caption->setWordWrap(true);
    m_caption->setAlignment(Qt::AlignCenter);
    m_caption->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_caption->setStyleSheet(QStringLiteral("QLabel { background: palette(highlight); color: palette(highlighted-text);"
                                            " border-radius: 8px; padding: 8px; }"));
    m_caption->hide();
    layout->addWidget(m_caption);
    if (WerewolfNarrator* narrator = page->narrator()) {
        connect(narrator, &WerewolfNarrator::captionChanged, this, &WerewolfPublicView::showCaption);
        showCaption(narrator->caption());
    }
    buildTimer();
    m_grid = new werewolfpublic::CardGrid(this);
    auto* middle = new QHBoxLayout;
    middle->addWidget(m_grid, 1);
    m_join = new QWidget(this);
    m_join->setObjectName(QStringLiteral("publicJoin"));
    auto* join = new QVBoxLayout(m_join);
    m_joinQr = new QrCodeView(m_join);
    m_joinQr->setObjectName(QStringLiteral("publicJoinQr"));
    m_joinQr->setFixedSize(280, 280);
    m_joinText = new QLabel(m_join);
    m_joinText->setObjectName(QStringLiteral("publicJoinText"));
    m_joinText->setWordWrap(true);
    m_joinText->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    m_joinText->setFixedWidth(280);
    {
        // Read from across the room, like the cards.
        QFont f = m_joinText->font();
        f.setPointSizeF(f.pointSizeF() * 1.3);
        m_joinText->setFont(f);
    }
    join->addWidget(m_joinQr);
    join->addWidget(m_joinText);
    join->addStretch(1);
    middle->addWidget(m_join);
    layout->addLayout(middle, 1);
    m_newsTitle = new QLabel(this);
    m_newsTitle->setObjectName(QStringLiteral("publicNewsTitle"));
    layout->addWidget(m_newsTitle);
    // The announcements, newest first: what does not fit is the oldest, cut at the bottom.
    m_news = new QLabel(this);
    m_news->setObjectName(QStringLiteral("publicNews"));
    m_news->setWordWrap(true);
    m_news->setTextFormat(Qt::RichText);
    m_news->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_news->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    layout->addWidget(m_news);
    resize(1280, 800);
    retranslateBack();
    scaleType();
    refresh();
}

// The timer everyone sees (session/speakingtimer.h): the speaker and the time
// left, in type as large as the caption's; hidden while the timer is off.
void WerewolfPublicView::buildTimer()
{
    m_timer = new QLabel(this);
    m_timer->setObjectName(QStringLiteral("publicTimer"));
    m_timer->setAlignment(Qt::AlignCenter);
    m_timer->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_timer->setStyleSheet(QStringLiteral("QLabel { border: 3px solid palette(highlight); border-radius: 8px; padding: 4px; }"));
    m_timer->hide();
    layout()->addWidget(m_timer);
    const session::SpeakingTimer& timer = m_page->session().speakingTimer();
    connect(&timer, &session::SpeakingTimer::changed, this, &WerewolfPublicView::showTimer);
    connect(&timer, &session::SpeakingTimer::ticked, this, &WerewolfPublicView::showTimer);
}

void WerewolfPublicView::showTimer()
{
    const ModeratorSession& session = m_page->session();
    const session::SpeakingTimer& timer = session.speakingTimer();
    m_timer->setVisible(timer.active());
    for (int row = 0; row < m_grid->count(); ++row)
        m_grid->card(row)->setSpeaking(timer.speaker() != 0 && m_grid->card(row)->seat() == timer.speaker());
    if (!timer.active())
        return;
    using werewolfpage::SpeakingTimerPanel;
    m_timer->setText(SpeakingTimerPanel::speakerLine(session) + QStringLiteral("    ") + SpeakingTimerPanel::timeLine(timer));
    // The last ten seconds in the highlight colour: the room sees the end coming.
    const bool ending = timer.remainingSeconds() <= 10;
    m_timer->setForegroundRole(ending ? QPalette::Highlight : QPalette::WindowText);
}

QString WerewolfPublicView::timerText() const { return m_timer->isHidden() ? QString() : m_timer->text(); }

int WerewolfPublicView::speakingCard() const
{
    for (int row = 0; row < m_grid->count(); ++row)
        if (m_grid->card(row)->speaking())
            return row;
    return -1;
}

void WerewolfPublicView::retranslateBack()
{
    m_back->setText(tr("Back to the moderator (Esc)"));
    m_back->setToolTip(tr("Closes the public view; the roster's button opens it again."));
}

int WerewolfPublicView::playerCount() const { return m_grid->count(); }

QWidget* WerewolfPublicView::playerCard(int row) const { return m_grid->card(row); }

QString WerewolfPublicView::nameText(int row) const { return m_grid->card(row) ? m_grid->card(row)->name() : QString(); }

QString WerewolfPublicView::statusText(int row) const { return m_grid->card(row) ? m_grid->card(row)->status() : QString(); }

QString WerewolfPublicView::knownText(int row) const { return m_grid->card(row) ? m_grid->card(row)->known() : QString(); }

bool WerewolfPublicView::shownDead(int row) const { return m_grid->card(row) && m_grid->card(row)->dead(); }

QString WerewolfPublicView::announcements() const { return m_announcements.join(QLatin1Char('\n')); }

void WerewolfPublicView::showCaption(const QString& text)
{
    m_caption->setText(text);
    m_caption->setVisible(!text.isEmpty());
}

QString WerewolfPublicView::caption() const { return m_caption->isHidden() ? QString() : m_caption->text(); }

QWidget* WerewolfPublicView::captionLabel() const { return m_caption; }

QString WerewolfPublicView::joinAddress() const { return m_join->isHidden() ? QString() : m_joinQr->text(); }

void WerewolfPublicView::refresh()
{
    const Table* table = m_page->table();
    const Game g = m_page->game();
    setWindowTitle(tr("Public view"));
    m_newsTitle->setText(tr("Announcements"));
    m_news->setAccessibleName(tr("Announcements"));
    // Phones join by the code on the wall: the page's address and the room code (never a seat's token).
    const net::WerewolfHost* host = m_page->lanHost();
    const QString url = host ? host->phoneUrl() : QString();
    m_join->setVisible(!url.isEmpty());
    m_joinQr->setText(url);
    m_joinQr->setAccessibleName(tr("QR code of the players' page"));
    if (host)
        m_joinText->setText(tr("Join on your phone: scan the code, then type the room code %1 and your name.\n%2")
                                .arg(host->roomCode(), url));
    if (!table) {
        m_title->setText(tr("The game has not started."));
        m_title->setAccessibleName(m_title->text());
        m_phase->clear();
        m_grid->setCount(0);
        m_announcements.clear();
        m_news->clear();
        m_newsTitle->hide();
        return;
    }
    const State& s = table->state();
    const int alive = int(std::count_if(s.players.begin(), s.players.end(), [](const Player& p) { return p.alive; }));
    m_title->setText(tr("Players: %1 alive of %2").arg(alive).arg(s.players.size()));
    m_title->setAccessibleName(m_title->text());
    // What comes now: the game starts with night 1, and each night's day follows it.
    if (s.over)
        m_phase->setText(s.winner ? tr("Game over: %1 wins.").arg(WerewolfPage::campText(g, *s.winner)) : tr("Game over: a draw."));
    else if (s.nights > s.days)
        m_phase->setText(tr("Day %1").arg(s.nights));
    else
        m_phase->setText(tr("Night %1").arg(s.nights + 1));
    m_phase->setAccessibleName(m_phase->text());

    // What everyone knows, built only from public facts: never from the deal.
    struct Known {
        Camp camp;
        std::optional<Role> role;
    };
    std::map<int, Known> known;
    for (const Seat& seat : table->seats())
        if (g == Game::Xiangqi && seat.role == Role::General) // XW-1: the 帅 is public
            known[seat.id] = {seat.camp, seat.role};
    const Style style = m_page->session().style(); // players by name, roles in their camp's characters
    QStringList news;
    for (const PhaseResult& r : table->results()) {
        for (const Event& e : r.news) {
            if (e.kind == EventKind::Died || e.kind == EventKind::Executed) {
                // The executed is the target when the moderator broke a tie (as the announcement says).
                const int dead = e.kind == EventKind::Executed && e.target.id != NoPlayer ? e.target.id : e.actor.id;
                if (e.reveal == Reveal::CampAndRole)
                    known[dead] = {e.camp, e.role};
                else if (e.reveal == Reveal::CampOnly)
                    known[dead] = {e.camp, std::nullopt};
            } else if (e.kind == EventKind::RealKing) {
                known[e.actor.id] = {e.camp, Role::King};
            }
        }
        news.prepend(session::inReadersScript(QString::fromStdString(announcement(r, g, style))));
    }
    const bool chinese = style.words == Language::Chinese;
    m_grid->setCount(int(s.players.size()));
    for (int row = 0; row < int(s.players.size()); ++row) {
        const Player& p = s.players[std::size_t(row)];
        const auto it = known.find(p.id);
        QString knownText = QStringLiteral("?");
        if (it != known.end()) {
            knownText = WerewolfPage::campText(g, it->second.camp);
            if (it->second.role)
                knownText += (chinese ? QString() : QStringLiteral(" ")) + session::inReadersScript(QString::fromStdString(roleName(*it->second.role, it->second.camp, style.roles)));
        }
        const QString name = m_page->playerName(p.id);
        const QString status = p.alive ? tr("alive") : tr("dead");
        //: A player's card on the projector, for screen readers: "Player 3, seat 3, alive, known to all: red General".
        const QString accessible = tr("%1, seat %2, %3, known to all: %4")
                                       .arg(name)
                                       .arg(p.id)
                                       .arg(status, it == known.end() ? tr("nothing") : knownText);
        m_grid->card(row)->set(p.id, name, status, knownText, it == known.end() ? std::nullopt : std::optional<Camp>(it->second.camp),
                               g == Game::Xiangqi, !p.alive, accessible);
    }
    m_announcements = news;
    m_newsTitle->setVisible(!news.isEmpty());
    QString html;
    for (int i = 0; i < news.size(); ++i)
        html += (i == 0 ? QStringLiteral("<p style=\"margin:0 0 0.3em 0\"><b>%1</b></p>")
                        : QStringLiteral("<p style=\"margin:0\">%1</p>"))
                    .arg(news[i].toHtmlEscaped());
    m_news->setText(html);
    showTimer(); // the speaker's card framed again
}

// The type follows the window: large on a projector, still whole in a small window.
void WerewolfPublicView::scaleType()
{
    const int h = std::max(height(), 200);
    QFont title = font();
    title.setPixelSize(std::clamp(int(h * 0.05), 18, 72));
    title.setBold(true);
    m_title->setFont(title);
    m_phase->setFont(title);
    // Larger than the title: the narrator's words are the one thing to read now.
    QFont caption = title;
    caption.setPixelSize(std::clamp(int(h * 0.07), 24, 110));
    m_caption->setFont(caption);
    m_timer->setFont(caption);
    QFont newsTitle = font();
    newsTitle.setPixelSize(std::clamp(int(h * 0.02), 11, 28));
    m_newsTitle->setFont(newsTitle);
    QFont news = font();
    news.setPixelSize(std::clamp(int(h * 0.027), 12, 40));
    m_news->setFont(news);
    // About four lines of announcements.
    m_news->setFixedHeight(int(QFontMetrics(news).lineSpacing() * 4.4));
}

void WerewolfPublicView::resizeEvent(QResizeEvent* event)
{
    scaleType();
    QWidget::resizeEvent(event);
}

void WerewolfPublicView::placeInside(const QRect& available)
{
    // A large window, wholly inside the screen with its frame (the frame is not
    // known before the window is first shown: the margins leave room for it).
    const QSize extra = frameGeometry().size() - size();
    const QSize room = available.size() - extra;
    const QSize wanted(room.width() * 9 / 10, room.height() * 9 / 10);
    resize(wanted);
    move(available.left() + (available.width() - wanted.width() - extra.width()) / 2,
         available.top() + (available.height() - wanted.height() - extra.height()) / 2);
}

void WerewolfPublicView::present()
{
    QScreen* here = m_page->screen() ? m_page->screen() : QGuiApplication::primaryScreen();
    QScreen* projector = nullptr;
    for (QScreen* s : QGuiApplication::screens())
        if (s != here) {
            projector = s;
            break;
        }
    m_back->setVisible(!projector);
    if (projector) {
        setGeometry(projector->geometry());
        showFullScreen();
    } else {
        if (isFullScreen())
            showNormal();
        if (!isVisible() && here)
            placeInside(here->availableGeometry());
        show();
    }
    raise();
    activateWindow();
}

void WerewolfPublicView::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Escape) {
        if (isFullScreen()) {
            showNormal();
            if (QScreen* s = screen())
                placeInside(s->availableGeometry());
        } else {
            backToModerator();
        }
        return;
    }
    QWidget::keyPressEvent(event);
}

void WerewolfPublicView::backToModerator()
{
    close(); // the roster's button opens it again
    if (QWidget* moderator = m_page->window()) {
        moderator->raise();
        moderator->activateWindow();
    }
}

void WerewolfPublicView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateBack();
        refresh();
    }
    QWidget::changeEvent(event);
}

} // namespace qiyuan::ui
