// Which language the UI speaks: the user's choice (System / English / 简体中文)
// saved in QSettings, and the translators that make it so. Installing them
// sends QEvent::LanguageChange to every widget, which retranslates itself.
#pragma once

#include <QLocale>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTranslator>

namespace qiyuan::ui {

class LanguageManager : public QObject {
    Q_OBJECT
public:
    // QSettings key of the preference; values are preferences().
    static inline const QString settingsKey = QStringLiteral("ui/language");
    static inline const QString systemPreference = QStringLiteral("system");

    explicit LanguageManager(QObject* parent = nullptr);
    ~LanguageManager() override;

    // What the Settings dialog offers: "system", "en", "zh_CN".
    static QStringList preferences();
    // The language a preference means on a machine with this locale: "zh_CN"
    // for any Chinese locale when the preference is "system", else "en".
    static QString resolve(const QString& preference, const QLocale& systemLocale);

    // As saved; "system" when unset or unknown.
    QString preference() const;
    // The language in effect: "en" or "zh_CN".
    QString language() const { return m_language; }

    // Saves the preference and switches the translators at once.
    void setPreference(const QString& preference);
    // Applies the saved preference (once, at start-up).
    void apply();

signals:
    void languageChanged(const QString& language);

private:
    void load(const QString& language);

    QTranslator m_appTranslator; // ours, from :/i18n
    QTranslator m_qtTranslator;  // Qt's own, so standard dialogs follow
    bool m_appInstalled = false;
    bool m_qtInstalled = false;
    QString m_language;
};

} // namespace qiyuan::ui
