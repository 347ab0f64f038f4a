// A QR code of a text (an address for a phone's camera), drawn black on
// white with its quiet zone, as large as the widget allows and always square.
// Encoded by libqrencode (error correction M); empty text: nothing drawn.
#pragma once

#include <QImage>
#include <QString>
#include <QWidget>

namespace qiyuan::ui {

class QrCodeView : public QWidget {
    Q_OBJECT
public:
    explicit QrCodeView(QWidget* parent = nullptr);

    void setText(const QString& text);
    QString text() const { return m_text; }
    // The modules, one pixel each, with a 4-module quiet zone; null for an
    // empty text or one too long for a QR code.
    QImage image() const { return m_image; }
    static QImage encode(const QString& text);

    QSize sizeHint() const override { return {220, 220}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QString m_text;
    QImage m_image;
};

} // namespace qiyuan::ui
