// The rules of each game for players, in the UI language (resources/rules).
#pragma once

#include <QDialog>
#include <QImage>

class QComboBox;
class QTextBrowser;

namespace qiyuan::ui {

class RulesDialog : public QDialog {
    Q_OBJECT
public:
    // Opens on the rules of `gameKey` (a registry game key).
    explicit RulesDialog(const QString& gameKey, const QString& language, QWidget* parent = nullptr);

    QTextBrowser* browser() const { return m_browser; }
    QComboBox* gameBox() const { return m_games; }

    // The page's HTML for a game and a language ("en", "zh_CN"); English when
    // the language has none; empty for an unknown game.
    static QString page(const QString& gameKey, const QString& language);
    // A picture a page shows as <img src="board:NAME">: "xiangqi-start", the
    // start position drawn as the xiangqi table draws it; null for other names.
    static QImage boardPicture(const QString& name);

protected:
    void changeEvent(QEvent* e) override; // live language switch

private:
    void retranslateUi();
    void showGame(int index);

    QString m_language;
    QComboBox* m_games = nullptr;
    QTextBrowser* m_browser = nullptr;
};

} // namespace qiyuan::ui
