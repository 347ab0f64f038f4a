// The role-game page's dawn: the last night's announcement in the UI language
// (the other language a toggle away), players by name, to copy as plain text
// or as a forum post (BBCode, with the day's vote table once voted); the
// private messages grouped by recipient, each with its own Copy; who died.
#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QVBoxLayout;

namespace qiyuan::session {
class ModeratorSession;
}
namespace qiyuan::ui {
using session::ModeratorSession;
}

namespace qiyuan::ui::werewolfpage {

class DawnTab : public QWidget {
    Q_OBJECT
public:
    explicit DawnTab(ModeratorSession& session, QWidget* parent = nullptr);
    void refresh();
    // What the Copy buttons put on the clipboard.
    QString plainText() const;
    QString forumPost() const;
    // Recipient → the text of that recipient's private messages, in seat order.
    QList<QPair<int, QString>> privateMessages() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void showLanguage();
    bool chineseFirst() const;

    ModeratorSession& session_;
    QLabel* title_ = nullptr;
    QCheckBox* otherLanguage_ = nullptr;
    QPushButton* copyPlain_ = nullptr;
    QPushButton* copyForum_ = nullptr;
    QPlainTextEdit* english_ = nullptr;
    QPlainTextEdit* chinese_ = nullptr;
    QLabel* messagesLabel_ = nullptr;
    QWidget* messages_ = nullptr;
    QVBoxLayout* messagesLayout_ = nullptr;
    QLabel* deaths_ = nullptr;
};

} // namespace qiyuan::ui::werewolfpage
