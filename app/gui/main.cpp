// qiyuan: the desktop app. Sets up the application (names for QSettings, the
// language, a Chinese font when the system has none) and shows the main window.
#include "benchhook.h"
#include "ui/cjkfont.h"
#include "ui/languagemanager.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QIcon>
#include <QMessageBox>

int main(int argc, char** argv)
{
    qiyuan::bench::markMainEntered(); // QIYUAN_BENCH timing: see benchhook.h
    QApplication app(argc, argv);
    qiyuan::bench::phase("application");
    // QSettings keys: ~/.config/Qiyuan/qiyuan.conf on Linux.
    QApplication::setOrganizationName(QStringLiteral("Qiyuan"));
    QApplication::setApplicationName(QStringLiteral("qiyuan"));
    QApplication::setApplicationVersion(QStringLiteral(QIYUAN_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/qiyuan.svg")));
    // The desktop entry's name: Wayland shells match the window to it.
    QGuiApplication::setDesktopFileName(QStringLiteral(QIYUAN_APP_ID));

    qiyuan::ui::ensureChineseFont();
    qiyuan::ui::LanguageManager languages;
    languages.apply();
    qiyuan::bench::phase("fonts and language");

    qiyuan::ui::MainWindow window(&languages);
    qiyuan::bench::phase("main window");
    if (const QString bench = qiyuan::bench::mode(); !bench.isEmpty()) {
        if (!qiyuan::bench::install(window, bench))
            return 2;
        qiyuan::bench::phase("xiangqi table");
        window.show();
        qiyuan::bench::phase("shown");
        return app.exec();
    }
    window.showAtStart();
    // A game file named on the command line (or by the desktop) opens at once.
    const QStringList args = QApplication::arguments();
    if (args.size() > 1) {
        QString error;
        if (!window.openFile(args.at(1), &error))
            QMessageBox::warning(&window, qiyuan::ui::MainWindow::tr("Cannot open the game"), error);
    }
    return app.exec();
}
