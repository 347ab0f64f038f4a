// The chat of a LAN table: the lines the host broadcasts (from both players
// and spectators) and a line edit to send one. A table puts it under its move
// list while it plays over the LAN; it goes away with the link.
#pragma once

#include <QWidget>

class QLineEdit;
class QListWidget;
class QPushButton;

namespace qiyuan::net {
class LanLink;
class RemoteSeat;
}

namespace qiyuan::ui {

using net::LanLink; // the link lives below the widgets (net/lanlink.h)

class LanChatBox : public QWidget {
    Q_OBJECT
public:
    LanChatBox(LanLink* link, QWidget* parent = nullptr);
    // Puts a chat box for `link` right below `anchor` in the box layout that holds it.
    static LanChatBox* attachBelow(QWidget* anchor, LanLink* link);

    QListWidget* lines() const { return lines_; }
    QLineEdit* edit() const { return edit_; }
    QPushButton* sendButton() const { return send_; }
    // A line of the table's own (a result, a new game), set apart from what people wrote.
    void addNote(const QString& text);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void send();
    LanLink* link_;
    QListWidget* lines_;
    QLineEdit* edit_;
    QPushButton* send_;
};

} // namespace qiyuan::ui
