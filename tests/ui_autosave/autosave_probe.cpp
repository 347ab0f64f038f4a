// A probe for the kill test: the real main window with autosave.
//   play SEED  plays random legal moves, printing "committed <ply> <moves>"
//              after each one is saved; a new game after 60 plies or the end.
//   check      prints what a restart resumes: "restored <ply> <moves>" or
//              "restored none", and "error <why>" when the save is unreadable.
#include "session/snapshot.h"
#include "ui/languagemanager.h"
#include "ui/mainwindow.h"
#include "ui/xiangqi/xiangqitable.h"

#include <QApplication>
#include <QFile>
#include <QRandomGenerator>

#include <cstdio>

using namespace qiyuan;

static QString movesText(const xiangqi::Game& g)
{
    QString s = QString::number(g.ply());
    for (const xiangqi::Move& m : g.moves())
        s += QLatin1Char(' ') + QString::fromStdString(xiangqi::toIccs(m));
    return s;
}

static void say(const QString& line)
{
    std::fputs(qPrintable(line + QLatin1Char('\n')), stdout);
    std::fflush(stdout);
}

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("QiyuanKillTest"));
    QApplication::setApplicationName(QStringLiteral("probe"));
    const QString mode = argc > 1 ? QString::fromLatin1(argv[1]) : QString();
    ui::LanguageManager languages;
    ui::MainWindow window(&languages);

    if (mode == QLatin1String("check")) {
        QString error;
        const QString path = ui::MainWindow::autosavePath();
        if ((QFile::exists(path) || QFile::exists(path + QStringLiteral(".bak")))
            && !session::readSnapshot(path, QStringLiteral("xiangqi"), &error))
            say(QStringLiteral("error ") + error);
        say(window.isXiangqiShown() ? QStringLiteral("restored ") + movesText(window.xiangqiTable()->game())
                                    : QStringLiteral("restored none"));
        return 0;
    }
    if (mode != QLatin1String("play") || argc < 3)
        return 2;
    QRandomGenerator rng(QString::fromLatin1(argv[2]).toUInt());
    window.xiangqiTable()->board()->setAnimationMs(0);
    if (!window.isXiangqiShown())
        window.startXiangqi(xiangqi::Position(), TimeControl{});
    for (;;) {
        ui::XiangqiTable* table = window.xiangqiTable();
        const xiangqi::Game& game = table->game();
        if (game.over() || game.ply() >= 60) {
            window.startXiangqi(xiangqi::Position(), TimeControl{});
            say(QStringLiteral("committed 0"));
            continue;
        }
        const xiangqi::MoveList moves = game.position().legalMoves();
        table->playMove(moves[static_cast<int>(rng.bounded(moves.size()))]);
        say(QStringLiteral("committed ") + movesText(table->game()));
        QApplication::processEvents();
    }
}
