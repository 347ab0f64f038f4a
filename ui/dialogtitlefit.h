// Widens every dialog to its title when it opens or is retitled: a window
// manager cuts a title that is wider than its window ("New game ag… he
// computer"), and the Chinese and English titles differ in length.
#pragma once

#include <QObject>

class QWidget;

namespace qiyuan::ui {

class DialogTitleFit : public QObject {
    Q_OBJECT
public:
    // Watches every dialog of the application (once; later calls do nothing).
    static void install();
    // The width a window needs to show its whole title beside the title bar's buttons.
    static int titleWidth(const QWidget* window);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    using QObject::QObject;
};

} // namespace qiyuan::ui
