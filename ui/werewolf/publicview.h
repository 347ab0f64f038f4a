// The public view of a role game, a separate window for a projector: the
// players, who is alive, and only what has been announced to all — the
// leaders public from the start (XW-1), what dawn and the votes revealed of
// the dead (XW-4, CW-1), a real king made public by castling (CW-14) — plus
// every announcement. Never a hidden role.
#pragma once

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QTableWidget;

namespace qiyuan::ui {

class WerewolfPage;

class WerewolfPublicView : public QWidget {
    Q_OBJECT
public:
    explicit WerewolfPublicView(WerewolfPage* page, QWidget* parent = nullptr);

    void refresh();
    QTableWidget* playerTable() const { return m_table; }
    QString announcements() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    WerewolfPage* m_page;
    QLabel* m_title = nullptr;
    QTableWidget* m_table = nullptr;
    QPlainTextEdit* m_news = nullptr;
};

} // namespace qiyuan::ui
