// The role-game page's dawn: the last night's announcement in English and in
// Chinese (with Copy), the private messages to pass on, and who died.
#pragma once

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace qiyuan::ui {
class ModeratorSession;
}

namespace qiyuan::ui::werewolfpage {

class DawnTab : public QWidget {
    Q_OBJECT
public:
    explicit DawnTab(ModeratorSession& session, QWidget* parent = nullptr);
    void refresh();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();

    ModeratorSession& session_;
    QLabel* title_ = nullptr;
    QLabel* englishLabel_ = nullptr;
    QPlainTextEdit* english_ = nullptr;
    QPushButton* copyEnglish_ = nullptr;
    QLabel* chineseLabel_ = nullptr;
    QPlainTextEdit* chinese_ = nullptr;
    QPushButton* copyChinese_ = nullptr;
    QLabel* messagesLabel_ = nullptr;
    QPlainTextEdit* messages_ = nullptr;
    QLabel* deaths_ = nullptr;
};

} // namespace qiyuan::ui::werewolfpage
