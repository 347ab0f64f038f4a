// The main window's file dialogs: which files Open offers first, the folder
// they start in, and the name Save As suggests.
#include "mainwindow.h"

#include "ui/gamenames.h"
#include "ui/gamepage.h"

#include <QDate>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>

namespace qiyuan::ui {

namespace {
const QString lastFolderKey = QStringLiteral("files/lastFolder");
}

QStringList MainWindow::openFilters()
{
    // The page on screen offers its own files first (the start page: xiangqi's,
    // the game most files hold), so the game just saved is listed at once.
    QStringList keys = m_gameOrder;
    const QString first = m_currentGame.isEmpty() ? QStringLiteral("xiangqi") : m_currentGame;
    if (keys.removeOne(first))
        keys.prepend(first);
    QStringList filters;
    for (const QString& key : std::as_const(keys)) {
        // Filters come from the pages; asking builds them, which is cheap.
        GamePage* p = page(key);
        if (p && !p->fileFilter().isEmpty() && !filters.contains(p->fileFilter()))
            filters.append(p->fileFilter());
    }
    filters.append(tr("All files (*)"));
    return filters;
}

QString MainWindow::lastFolder() const
{
    const QString folder = QSettings().value(lastFolderKey).toString();
    if (!folder.isEmpty() && QFileInfo(folder).isDir())
        return folder;
    return QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
}

void MainWindow::rememberFolder(const QString& path)
{
    const QFileInfo info(path);
    QSettings().setValue(lastFolderKey, info.isDir() ? info.absoluteFilePath() : info.absolutePath());
}

QString MainWindow::suggestedSavePath() const
{
    // A game saved before goes back into its file.
    if (const QString file = currentFile(); !file.isEmpty())
        return file;
    const GamePage* p = currentPage();
    if (!p)
        return lastFolder();
    QString name = p->suggestedFileName();
    if (name.isEmpty())
        name = GameNames::title(p->gameKey().toStdString()) + QLatin1Char(' ')
               + QDate::currentDate().toString(Qt::ISODate);
    // Characters no file system takes in a name.
    static const QRegularExpression unsafe(QStringLiteral(R"([\\/:*?"<>|\x00-\x1f]+)"));
    name = name.replace(unsafe, QStringLiteral("_")).simplified();
    static const QRegularExpression pattern(QStringLiteral(R"(\*\.(\w+))"));
    const auto m = pattern.match(p->saveFilters().value(0));
    const QString suffix = m.hasMatch() ? m.captured(1) : p->defaultSuffix();
    return QDir(lastFolder()).filePath(name + QLatin1Char('.') + suffix);
}

QString MainWindow::askFile(FileQuestion& question)
{
    QString path;
    if (m_fileAnswer)
        path = m_fileAnswer(question);
    else if (question.save)
        path = QFileDialog::getSaveFileName(this, tr("Save game"), question.folderOrPath,
                                            question.filters.join(QStringLiteral(";;")), &question.selectedFilter);
    else
        path = QFileDialog::getOpenFileName(this, tr("Open game"), question.folderOrPath,
                                            question.filters.join(QStringLiteral(";;")), &question.selectedFilter);
    if (!path.isEmpty())
        rememberFolder(path);
    return path;
}

} // namespace qiyuan::ui
