#include "settingsdialog.h"

#include "ui/languagemanager.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace qiyuan::ui {

SettingsDialog::SettingsDialog(LanguageManager* languages, QWidget* parent)
    : QDialog(parent)
    , m_languages(languages)
{
    setObjectName(QStringLiteral("settingsDialog"));
    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("languageBox"));
    for (const QString& key : LanguageManager::preferences())
        m_language->addItem(QString(), key);
    m_language->setCurrentIndex(qMax(0, m_language->findData(languages->preference())));

    m_languageLabel = new QLabel(this);
    m_languageLabel->setBuddy(m_language);
    m_languageHint = new QLabel(this);
    m_languageHint->setWordWrap(true);
    m_languageHint->setStyleSheet(QStringLiteral("color: palette(mid);"));

    auto* form = new QFormLayout;
    form->addRow(m_languageLabel, m_language);
    form->addRow(QString(), m_languageHint);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &SettingsDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addStretch();
    layout->addWidget(m_buttons);

    retranslateUi();
    resize(420, sizeHint().height());
}

void SettingsDialog::accept()
{
    m_languages->setPreference(m_language->currentData().toString());
    QDialog::accept();
}

void SettingsDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void SettingsDialog::retranslateUi()
{
    //: Window title of the settings dialog
    setWindowTitle(tr("Settings"));
    //: Label of the UI language choice
    m_languageLabel->setText(tr("&Language:"));
    m_languageHint->setText(tr("Applies at once to every open window."));
    for (int i = 0; i < m_language->count(); ++i) {
        const QString key = m_language->itemData(i).toString();
        if (key == LanguageManager::systemPreference) {
            const QString resolved = LanguageManager::resolve(key, QLocale::system());
            const QString name = resolved == QLatin1String("zh_CN") ? QStringLiteral(u"简体中文")
                                                                     : QStringLiteral("English");
            //: Language choice that follows the system; %1 is the language it means here
            m_language->setItemText(i, tr("System language (%1)").arg(name));
        } else if (key == QLatin1String("zh_CN")) {
            m_language->setItemText(i, QStringLiteral(u"简体中文")); // each language in its own words
        } else {
            m_language->setItemText(i, QStringLiteral("English"));
        }
    }
}

} // namespace qiyuan::ui
