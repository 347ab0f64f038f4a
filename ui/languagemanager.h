// Which language the UI speaks: the user's choice (System / English / 简体中文 / 繁體中文)
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

    // What the Settings dialog offers: "system", "en", "zh_CN", "zh_TW".
    static QStringList preferences();
    // The language a preference means on a machine with this locale, when the
    // preference is "system": "zh_TW" for Traditional Chinese (Taiwan, Hong
    // Kong, Macao, or the Traditional script), "zh_CN" for other Chinese, else "en".
    static QString resolve(const QString& preference, const QLocale& systemLocale);
    // The language of a locale in the same terms: "en", "zh_CN" or "zh_TW".
    static QString languageOf(const QLocale& locale);
    // Each language's name in its own words, for the Settings dialog.
    static QString nativeName(const QString& language);

    // As saved; "system" when unset or unknown.
    QString preference() const;
    // The language in effect: "en", "zh_CN" or "zh_TW".
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
