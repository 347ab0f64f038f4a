#include "qrcodeview.h"

#include <QPainter>

#include <qrencode.h>

namespace qiyuan::ui {

namespace {
constexpr int QuietZone = 4; // modules of white around the code (ISO/IEC 18004)
} // namespace

QrCodeView::QrCodeView(QWidget* parent) : QWidget(parent)
{
    setMinimumSize(120, 120);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

QImage QrCodeView::encode(const QString& text)
{
    if (text.isEmpty())
        return {};
    QRcode* code = QRcode_encodeString(text.toUtf8().constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1);
    if (!code)
        return {};
    const int n = code->width;
    QImage image(n + 2 * QuietZone, n + 2 * QuietZone, QImage::Format_Mono);
    image.fill(1); // white (index 1 of the mono table below)
    image.setColorTable({qRgb(0, 0, 0), qRgb(255, 255, 255)});
    for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x)
            if (code->data[y * n + x] & 1)
                image.setPixel(x + QuietZone, y + QuietZone, 0);
    QRcode_free(code);
    return image;
}

void QrCodeView::setText(const QString& text)
{
    if (text == m_text)
        return;
    m_text = text;
    m_image = encode(text);
    setToolTip(text);
    update();
}

void QrCodeView::paintEvent(QPaintEvent*)
{
    if (m_image.isNull())
        return;
    QPainter p(this);
    // Whole pixels per module: sharp edges a camera reads at once.
    const int side = std::min(width(), height());
    const int scale = std::max(1, side / m_image.width());
    const int drawn = scale * m_image.width();
    const QRect target((width() - drawn) / 2, (height() - drawn) / 2, drawn, drawn);
    p.drawImage(target, m_image);
}

} // namespace qiyuan::ui
