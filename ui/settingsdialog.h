// Settings: for now the UI language (System / English / 简体中文). OK applies
// and saves at once; the open windows retranslate themselves.
#pragma once

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;

namespace qiyuan::ui {

class LanguageManager;

class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(LanguageManager* languages, QWidget* parent = nullptr);

    QComboBox* languageBox() const { return m_language; }

    void accept() override;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    LanguageManager* m_languages;
    QLabel* m_languageLabel = nullptr;
    QLabel* m_languageHint = nullptr;
    QComboBox* m_language = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace qiyuan::ui
