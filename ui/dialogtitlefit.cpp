#include "dialogtitlefit.h"

#include <QApplication>
#include <QDialog>
#include <QEvent>
#include <QFontMetrics>

namespace qiyuan::ui {

void DialogTitleFit::install()
{
    if (qApp && !qApp->findChild<DialogTitleFit*>(QString(), Qt::FindDirectChildrenOnly))
        qApp->installEventFilter(new DialogTitleFit(qApp));
}

int DialogTitleFit::titleWidth(const QWidget* window)
{
    // Title bars use a bold face about the size of the UI font; the icon and the
    // close, maximise and minimise buttons take about 170 px more.
    QFont title = window->font();
    title.setBold(true);
    return QFontMetrics(title).horizontalAdvance(window->windowTitle()) + 170;
}

bool DialogTitleFit::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Show || event->type() == QEvent::WindowTitleChange) {
        auto* dialog = qobject_cast<QDialog*>(watched);
        if (dialog && dialog->isWindow()) {
            const int need = std::min(titleWidth(dialog), dialog->maximumWidth());
            if (dialog->width() < need)
                dialog->resize(need, dialog->height());
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace qiyuan::ui
