// Keys as a keyboard sends them (tests only): to the open popup if there is
// one, otherwise to the widget with the focus; never to a widget chosen by the
// test. reach() presses Tab until a control has the focus, and fails, saying
// where the focus went, when it is lost or the control is out of Tab's reach.
#pragma once

#include <QAbstractButton>
#include <QApplication>
#include <QTest>
#include <QWidget>

namespace qiyuan::testkeys {

// Where a key pressed now goes.
inline QWidget* keyTarget()
{
    if (QWidget* popup = QApplication::activePopupWidget())
        return popup;
    return QApplication::focusWidget();
}

inline QString describe(const QWidget* w)
{
    if (!w)
        return QStringLiteral("nothing has the focus");
    QString name = QString::fromLatin1(w->metaObject()->className()) + QLatin1Char(' ') + w->objectName();
    if (const auto* b = qobject_cast<const QAbstractButton*>(w))
        name += QStringLiteral(" “%1”").arg(b->text());
    if (!w->accessibleName().isEmpty())
        name += QStringLiteral(" (%1)").arg(w->accessibleName());
    return QStringLiteral("the focus is on ") + name;
}

inline void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QWidget* to = keyTarget();
    QVERIFY2(to, "a key pressed with nothing in focus");
    QTest::keyClick(to, key, modifiers);
    QCoreApplication::processEvents(); // between two keys the event loop runs (widgets shown later appear)
}

// Typed character by character (Latin-1: names, digits) to wherever each key goes.
inline void type(const QString& text)
{
    for (QChar c : text) {
        QWidget* to = keyTarget();
        QVERIFY2(to, "typed with nothing in focus");
        QTest::keyClick(to, c.toLatin1());
        QCoreApplication::processEvents();
    }
}

// Tab (or Shift+Tab) until `target` has the focus; false after `limit` presses or when the focus is lost.
inline bool reach(QWidget* target, int limit = 400, bool backwards = false)
{
    for (int n = 0; n < limit; ++n) {
        QWidget* now = QApplication::focusWidget();
        if (now == target)
            return true;
        if (!now) {
            qWarning("reach %s: focus lost after %d Tab(s)", qPrintable(target ? target->objectName() : QString()), n);
            return false;
        }
        QTest::keyClick(keyTarget(), backwards ? Qt::Key_Backtab : Qt::Key_Tab, backwards ? Qt::ShiftModifier : Qt::NoModifier);
        QCoreApplication::processEvents();
    }
    qWarning("reach %s (%s): not reached in %d Tab(s); %s", qPrintable(target ? target->objectName() : QString()),
             target ? target->metaObject()->className() : "", limit, qPrintable(describe(QApplication::focusWidget())));
    return false;
}

} // namespace qiyuan::testkeys
