#include "revealdialog.h"

#include "session/traditional.h"
#include "qrcodeview.h"
#include "werewolf/text.h"
#include "xiangqi/piecepainter.h"

#include <QHBoxLayout>
#include <QIcon>

#include <map>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QVBoxLayout>

namespace qiyuan::ui {

WerewolfRevealDialog::WerewolfRevealDialog(QList<Card> cards, QWidget* parent)
    : QDialog(parent)
    , m_cards(std::move(cards))
{
    setObjectName(QStringLiteral("werewolfReveal"));
    setWindowTitle(tr("Reveal the roles"));
    auto* layout = new QVBoxLayout(this);
    m_title = new QLabel(this);
    m_title->setAlignment(Qt::AlignCenter);
    m_title->setWordWrap(true);
    layout->addWidget(m_title);
    // The whole screen is the button: big text, easy to tap.
    m_tap = new QPushButton(this);
    m_tap->setObjectName(QStringLiteral("tapArea"));
    m_tap->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    QFont f = m_tap->font();
    f.setPointSize(f.pointSize() * 3);
    m_tap->setFont(f);
    layout->addWidget(m_tap, 1);
    m_detail = new QLabel(this);
    m_detail->setObjectName(QStringLiteral("roleDetail"));
    m_detail->setWordWrap(true);
    m_detail->setAlignment(Qt::AlignCenter);
    QFont d = m_detail->font();
    d.setPointSizeF(d.pointSizeF() * 1.6);
    m_detail->setFont(d);
    layout->addWidget(m_detail);
    auto* phone = new QHBoxLayout;
    m_qr = new QrCodeView(this);
    m_qr->setObjectName(QStringLiteral("personalQr"));
    m_qr->setFixedSize(200, 200);
    m_qr->setAccessibleName(tr("Your seat's QR code"));
    m_qrText = new QLabel(this);
    m_qrText->setObjectName(QStringLiteral("personalQrText"));
    m_qrText->setWordWrap(true);
    m_qrText->setMinimumWidth(360);
    m_qrText->setMaximumWidth(520);
    {
        QFont f = m_qrText->font();
        f.setPointSizeF(f.pointSizeF() * 1.3);
        m_qrText->setFont(f);
    }
    m_qrText->setText(tr("Play from your phone: scan this code with its camera. It takes you to your seat; "
                         "you type nothing. Show it to nobody else."));
    phone->addStretch(1);
    phone->addWidget(m_qr);
    phone->addWidget(m_qrText);
    phone->addStretch(1);
    layout->addLayout(phone);
    connect(m_tap, &QPushButton::clicked, this, &WerewolfRevealDialog::tap);
    updateText();
}

QPixmap WerewolfRevealDialog::pieceImage(werewolf::Game game, werewolf::Role role, werewolf::Camp camp, int size)
{
    QPixmap image(size, size);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPointF centre(size / 2.0, size / 2.0);
    if (game == werewolf::Game::Xiangqi) {
        // The board's disc: the camp's character (帅/将, 仕/士, 相/象, 兵/卒 ...) in the camp's ink.
        const QColor ink = PiecePainter::ink(camp == werewolf::Camp::Black ? xiangqi::Side::Black : xiangqi::Side::Red);
        const QString name = session::inReadersScript(QString::fromStdString(werewolf::roleName(role, camp, werewolf::Language::Chinese)));
        PiecePainter::drawDisc(painter, centre, size * 0.92, ink);
        PiecePainter::drawGlyph(painter, centre, size * 0.46, name.back(), ink);
        return image;
    }
    // Chess figures: the filled shape, white or black, outlined for white as printed boards show it.
    static const std::map<werewolf::Role, char16_t> Filled{{werewolf::Role::King, u'\u265A'},   {werewolf::Role::Queen, u'\u265B'},
                                                           {werewolf::Role::Rook, u'\u265C'},   {werewolf::Role::Bishop, u'\u265D'},
                                                           {werewolf::Role::Knight, u'\u265E'}, {werewolf::Role::Pawn, u'\u265F'}};
    const auto it = Filled.find(role);
    if (it == Filled.end())
        return image;
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(int(size * 0.85));
    painter.setFont(font);
    const QRectF box(0, 0, size, size);
    const bool white = camp == werewolf::Camp::White;
    painter.setPen(white ? QColor(250, 250, 245) : QColor(20, 20, 20));
    painter.drawText(box, Qt::AlignCenter, QString(QChar(it->second)));
    if (white) {
        painter.setPen(QColor(20, 20, 20));
        painter.drawText(box, Qt::AlignCenter, QString(QChar(char16_t(it->second - 6)))); // the outlined figure ♔..♙
    }
    return image;
}

QString WerewolfRevealDialog::shownPhoneUrl() const
{
    return m_qr->isHidden() ? QString() : m_qr->text();
}

QString WerewolfRevealDialog::shownText() const
{
    return m_detail->text().isEmpty() ? m_tap->text() : m_tap->text() + QLatin1Char('\n') + m_detail->text();
}

void WerewolfRevealDialog::tap()
{
    if (m_index >= m_cards.size()) {
        accept();
        return;
    }
    if (m_showing) {
        m_showing = false;
        ++m_index;
    } else {
        m_showing = true;
    }
    updateText();
}

void WerewolfRevealDialog::updateText()
{
    m_tap->setIcon(QIcon()); // the piece only while the role is shown
    m_detail->clear();
    m_detail->setVisible(false);
    m_qr->setText({});
    m_qr->setVisible(false);
    m_qrText->setVisible(false);
    if (m_index >= m_cards.size()) {
        m_title->setText(tr("Pass the laptop to each player in turn. Nobody else looks. Esc leaves the reveal."));
        m_tap->setText(tr("Every player has seen their role.\nTap to close."));
        return;
    }
    const Card& c = m_cards.at(m_index);
    if (m_showing) {
        m_title->setText(tr("Tap the screen to hide your role, then pass the laptop on. Esc leaves the reveal."));
        m_tap->setText(tr("%1\nYou are: %2").arg(c.player, c.identity));
        m_tap->setIcon(QIcon(c.piece));
        m_tap->setIconSize(c.piece.size());
        m_detail->setText(c.detail);
        m_detail->setVisible(!c.detail.isEmpty());
        m_qr->setText(c.phoneUrl);
        m_qr->setVisible(!c.phoneUrl.isEmpty());
        m_qrText->setVisible(!c.phoneUrl.isEmpty());
    } else {
        m_title->setText(tr("Pass the laptop to each player in turn. Nobody else looks. Esc leaves the reveal."));
        m_tap->setText(tr("Pass the laptop to\n%1\n\nTap to show your role.").arg(c.player));
    }
}

} // namespace qiyuan::ui
