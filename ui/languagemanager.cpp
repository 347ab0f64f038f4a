#include "languagemanager.h"

#include "session/traditional.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QSettings>

namespace qiyuan::ui {

LanguageManager::LanguageManager(QObject* parent)
    : QObject(parent)
{
}

LanguageManager::~LanguageManager()
{
    if (m_appInstalled)
        QCoreApplication::removeTranslator(&m_appTranslator);
    if (m_qtInstalled)
        QCoreApplication::removeTranslator(&m_qtTranslator);
}

QStringList LanguageManager::preferences()
{
    return {systemPreference, QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")};
}

QString LanguageManager::resolve(const QString& preference, const QLocale& systemLocale)
{
    if (preference != systemPreference && preferences().contains(preference))
        return preference;
    return languageOf(systemLocale);
}

QString LanguageManager::languageOf(const QLocale& locale)
{
    if (locale.language() != QLocale::Chinese)
        return QStringLiteral("en");
    return session::readsTraditional(locale) ? QStringLiteral("zh_TW") : QStringLiteral("zh_CN");
}

QString LanguageManager::nativeName(const QString& language)
{
    if (language == QLatin1String("zh_CN"))
        return QStringLiteral(u"简体中文");
    if (language == QLatin1String("zh_TW"))
        return QStringLiteral(u"繁體中文");
    return QStringLiteral("English");
}

QString LanguageManager::preference() const
{
    const QString saved = QSettings().value(settingsKey, systemPreference).toString();
    return preferences().contains(saved) ? saved : systemPreference;
}

void LanguageManager::setPreference(const QString& preference)
{
    const QString valid = preferences().contains(preference) ? preference : systemPreference;
    QSettings().setValue(settingsKey, valid);
    load(resolve(valid, QLocale::system()));
}

void LanguageManager::apply()
{
    load(resolve(preference(), QLocale::system()));
}

void LanguageManager::load(const QString& language)
{
    if (language == m_language)
        return;

    // Remove first: installing sends LanguageChange, and widgets must then
    // see only the new language's translators.
    if (m_appInstalled)
        QCoreApplication::removeTranslator(&m_appTranslator);
    if (m_qtInstalled)
        QCoreApplication::removeTranslator(&m_qtTranslator);
    m_appInstalled = m_qtInstalled = false;

    const QLocale locale(language);
    QLocale::setDefault(locale);
    // English is the source language: its catalogue only holds plural forms.
    if (m_appTranslator.load(locale, QStringLiteral("qiyuan"), QStringLiteral("_"),
                             QStringLiteral(":/i18n")))
        m_appInstalled = QCoreApplication::installTranslator(&m_appTranslator);
    else if (language != QLatin1String("en"))
        qWarning("Qiyuan: no translation for %s", qPrintable(language));
    if (language != QLatin1String("en")
        && m_qtTranslator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                               QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        m_qtInstalled = QCoreApplication::installTranslator(&m_qtTranslator);

    m_language = language;
    // Nothing was installed (English without a catalogue): widgets still
    // need to hear that the language changed back to the source texts.
    if (!m_appInstalled && !m_qtInstalled) {
        QEvent event(QEvent::LanguageChange);
        QCoreApplication::sendEvent(QCoreApplication::instance(), &event);
    }
    emit languageChanged(language);
}

} // namespace qiyuan::ui
