#include "ui/tournament/tournamentwindow.h"

#include "ai/ai.h"
#include "tournament/standings.h"
#include "tournamentio/tournamentfile.h"
#include "ui/xiangqi/xiangqitable.h"
#include "ui/tournament/crosstableview.h"
#include "ui/enginematch/enginematchwindow.h"
#include "ui/engineconfig.h"
#include "ui/timecontroldialog.h"

#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QShortcut>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

using namespace tournament;

namespace qiyuan::ui {

namespace {

const Result ResultChoices[] = {Result::Pending, Result::WhiteWins, Result::Draw, Result::BlackWins,
                                Result::WhiteWinsByForfeit, Result::BlackWinsByForfeit};

QPushButton* button(const char* objectName)
{
    auto* b = new QPushButton;
    b->setObjectName(QLatin1String(objectName));
    return b;
}

} // namespace

TournamentWindow::TournamentWindow(QWidget* parent)
    : QWidget(parent, Qt::Window)
{
    setObjectName(QStringLiteral("tournamentWindow"));
    // The tournament's settings.
    m_nameLabel = new QLabel;
    m_name = new QLineEdit;
    m_name->setObjectName(QStringLiteral("tournamentName"));
    m_systemLabel = new QLabel;
    m_system = new QComboBox;
    m_system->setObjectName(QStringLiteral("tournamentSystem"));
    m_roundsLabel = new QLabel;
    m_rounds = new QSpinBox;
    m_rounds->setObjectName(QStringLiteral("swissRounds"));
    m_rounds->setRange(1, 2 * MaxPlayers);
    auto* settings = new QHBoxLayout;
    settings->addWidget(m_nameLabel);
    settings->addWidget(m_name, 2);
    settings->addWidget(m_systemLabel);
    settings->addWidget(m_system, 1);
    settings->addWidget(m_roundsLabel);
    settings->addWidget(m_rounds);
    // The clock of every board played here (the clock dialog's kinds).
    m_clockLabel = new QLabel;
    m_clock = new ClockChooser(TimeControl{});
    m_clock->setObjectName(QStringLiteral("tournamentClock"));
    m_clockLabel->setBuddy(m_clock->changeButton());
    settings->addWidget(m_clockLabel);
    settings->addWidget(m_clock);

    m_new = button("newTournament");
    m_open = button("openTournament");
    m_save = button("saveTournament");
    m_exportHtml = button("exportHtml");
    m_exportCsv = button("exportCsv");
    m_exportPgn = button("exportPgn");
    m_projector = button("showProjector");
    auto* files = new QHBoxLayout;
    for (QPushButton* b : {m_new, m_open, m_save, m_exportHtml, m_exportCsv, m_exportPgn})
        files->addWidget(b);
    files->addStretch(1);
    files->addWidget(m_projector);

    // Players.
    m_players = new QTableWidget(0, 5);
    m_players->setObjectName(QStringLiteral("playersTable"));
    m_players->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_players->setSelectionMode(QAbstractItemView::SingleSelection);
    m_players->verticalHeader()->hide();
    m_players->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_addPlayer = button("addPlayer");
    m_withdraw = button("withdrawPlayer");
    auto* playersTab = new QWidget;
    auto* playersLayout = new QVBoxLayout(playersTab);
    playersLayout->addWidget(m_players, 1);
    auto* playerButtons = new QHBoxLayout;
    playerButtons->addWidget(m_addPlayer);
    playerButtons->addWidget(m_withdraw);
    playerButtons->addStretch(1);
    playersLayout->addLayout(playerButtons);

    // Rounds and results.
    m_roundChooser = new QComboBox;
    m_roundChooser->setObjectName(QStringLiteral("roundChooser"));
    m_pair = button("pairNextRound");
    m_roundNote = new QLabel;
    m_roundNote->setObjectName(QStringLiteral("roundNote"));
    m_boards = new QTableWidget(0, 4);
    m_boards->setObjectName(QStringLiteral("boardsTable"));
    m_boards->verticalHeader()->hide();
    m_boards->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_boards->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_boards->setSelectionMode(QAbstractItemView::SingleSelection);
    m_boards->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_boards->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    auto* roundsTab = new QWidget;
    auto* roundsLayout = new QVBoxLayout(roundsTab);
    auto* roundBar = new QHBoxLayout;
    roundBar->addWidget(m_roundChooser);
    roundBar->addWidget(m_roundNote, 1);
    roundBar->addWidget(m_pair);
    m_playBoard = button("playBoard");
    roundBar->addWidget(m_playBoard);
    m_hostBoard = button("hostBoard");
    roundBar->addWidget(m_hostBoard);
    roundsLayout->addLayout(roundBar);
    roundsLayout->addWidget(m_boards, 1);

    // Standings.
    m_standings = new QTableWidget;
    m_standings->setObjectName(QStringLiteral("standingsTable"));
    m_standings->setEditTriggers(QAbstractItemView::NoEditTriggers);

    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("tournamentTabs"));
    m_tabs->addTab(playersTab, QString());
    m_tabs->addTab(roundsTab, QString());
    m_tabs->addTab(m_standings, QString());

    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("tournamentStatus"));
    m_status->setWordWrap(true);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(settings);
    layout->addLayout(files);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_status);

    // What the widgets do.
    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        if (m_name->text().toStdString() != m_t.name()) {
            m_t.setName(m_name->text().toStdString());
            commit();
        }
    });
    connect(m_system, &QComboBox::activated, this, [this] {
        const auto system = System(m_system->currentData().toInt());
        if (m_t.started() || system == m_t.system())
            return;
        // Before round 1 the system may change: the same players in a new tournament.
        Tournament changed(m_t.name(), system, m_rounds->value());
        changed.setTimeControl(m_t.timeControl());
        for (const auto& p : m_t.players())
            changed.addPlayer(p);
        m_t = changed;
        commit();
    });
    connect(m_rounds, &QSpinBox::valueChanged, this, [this](int rounds) {
        if (m_refreshing || m_t.isRoundRobin() || rounds == m_t.plannedRounds())
            return;
        m_t.setSwissRounds(std::max(rounds, int(m_t.rounds().size())));
        commit();
    });
    connect(m_clock, &ClockChooser::changed, this, [this] {
        const TimeControl tc = m_clock->timeControl();
        m_t.setTimeControl(tc.enabled() ? timeControlText(tc) : std::string());
        commit();
    });
    connect(m_new, &QPushButton::clicked, this, &TournamentWindow::newTournament);
    connect(m_open, &QPushButton::clicked, this, &TournamentWindow::openAsked);
    connect(m_save, &QPushButton::clicked, this, &TournamentWindow::saveAsked);
    connect(m_exportHtml, &QPushButton::clicked, this, [this] { exportAsked(Export::Html); });
    connect(m_exportCsv, &QPushButton::clicked, this, [this] { exportAsked(Export::Csv); });
    connect(m_exportPgn, &QPushButton::clicked, this, [this] { exportAsked(Export::Pgn); });
    connect(m_projector, &QPushButton::clicked, this, [this] { showProjector(); });
    // F11 here opens the projector full screen; in the projector F11 and Esc are its own.
    auto* f11 = new QShortcut(QKeySequence(Qt::Key_F11), this);
    f11->setContext(Qt::WidgetWithChildrenShortcut);
    connect(f11, &QShortcut::activated, this, [this] { showProjector()->showFullScreen(); });
    connect(m_addPlayer, &QPushButton::clicked, this, &TournamentWindow::addPlayer);
    connect(m_withdraw, &QPushButton::clicked, this, &TournamentWindow::withdrawPlayer);
    // Only the buttons follow the selection (a refresh changes the selection itself).
    connect(m_players, &QTableWidget::itemSelectionChanged, this, &TournamentWindow::updatePlayerButtons);
    connect(m_players, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (m_refreshing || (item->column() != 1 && item->column() != 2))
            return;
        const int row = item->row();
        const auto& p = m_t.players()[std::size_t(row)];
        const QString name = m_players->item(row, 1)->text().trimmed();
        const int rating = m_players->item(row, 2)->text().toInt();
        if (name.isEmpty() || (name.toStdString() == p.name && rating == p.rating)) {
            refreshPlayers(); // an empty name is not taken
            return;
        }
        m_t.editPlayer(row, name.toStdString(), std::max(0, rating));
        commit();
    });
    connect(m_pair, &QPushButton::clicked, this, &TournamentWindow::pairNextRound);
    connect(m_boards, &QTableWidget::itemSelectionChanged, this, &TournamentWindow::updateBoardButtons);
    connect(m_hostBoard, &QPushButton::clicked, this, &TournamentWindow::hostBoard);
    connect(m_playBoard, &QPushButton::clicked, this, [this] {
        const int board = selectedPendingBoard();
        if (board < 0)
            return;
        // Who plays: a computer seat is played by the built-in AI at its level or its UCI engine.
        const int round = m_roundChooser->currentIndex();
        const Board& b = m_t.rounds().back().boards[std::size_t(board)];
        bool missing = false;
        const auto red = seatEngine(b.white, &missing), black = seatEngine(b.black, &missing);
        if (missing) {
            m_status->setText(tr("An engine of this board is no longer set up (Settings → Engines): "
                                 "choose another seat for its player, or enter the result by hand."));
            return;
        }
        if (red && black) {
            playEngineBoard(round, board, *red, *black);
            return;
        }
        const auto& engine = red ? red : black;
        emit boardPlayRequested(round, board, red ? 0 : black ? 1 : -1, engine ? engine->level : 0,
                                engine && !engine->builtin() ? engine->engine.id : QString());
    });
    connect(m_roundChooser, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_refreshing)
            refreshRound();
    });

    // The tournament left open last time, or a new one.
    if (QFileInfo::exists(autosavePath())) {
        QString error;
        if (auto t = tournamentio::loadTournament(autosavePath(), &error)) {
            m_t = *t;
        } else {
            m_autosaveBlocked = true;
            m_t = Tournament(tr("Club tournament").toStdString(), System::RoundRobin);
            m_status->setText(tr("The saved tournament could not be read: %1. It is kept as it is; "
                                 "New starts another.").arg(error));
        }
    } else {
        m_t = Tournament(tr("Club tournament").toStdString(), System::RoundRobin);
    }
    resize(1000, 680);
    retranslateUi();
}

QString TournamentWindow::autosavePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
           + QStringLiteral("/autosave/tournament.") + QLatin1String(tournamentio::FileSuffix);
}

void TournamentWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void TournamentWindow::retranslateUi()
{
    setWindowTitle(tr("Tournament"));
    m_nameLabel->setText(tr("Name:"));
    m_systemLabel->setText(tr("System:"));
    m_roundsLabel->setText(tr("Rounds:"));
    //: The tournament's clock, used by every board played here
    m_clockLabel->setText(tr("Clock:"));
    m_refreshing = true;
    m_system->clear();
    m_system->addItem(tr("Round robin"), int(System::RoundRobin));
    m_system->addItem(tr("Double round robin"), int(System::DoubleRoundRobin));
    m_system->addItem(tr("Swiss"), int(System::Swiss));
    m_refreshing = false;
    m_new->setText(tr("New"));
    m_open->setText(tr("Open..."));
    m_save->setText(tr("Save As..."));
    m_exportHtml->setText(tr("Export HTML..."));
    m_exportCsv->setText(tr("Export CSV..."));
    m_exportPgn->setText(tr("Export PGN..."));
    //: Shows the crosstable in a window of its own, for a projector (F11)
    m_projector->setText(tr("Crosstable Full Screen"));
    m_tabs->setTabText(0, tr("Players"));
    m_tabs->setTabText(1, tr("Rounds"));
    m_tabs->setTabText(2, tr("Standings"));
    m_players->setHorizontalHeaderLabels({tr("No."), tr("Name"), tr("Rating"), tr("Plays as"), tr("Status")});
    //: Red moves first in xiangqi: the first player of a board
    m_boards->setHorizontalHeaderLabels({tr("Board"), tr("Red"), tr("Black"), tr("Result")});
    refresh();
}

tournamentio::CrosstableWords TournamentWindow::words() const
{
    tournamentio::CrosstableWords w;
    //: Column of the crosstable: the place in the standings
    w.rank = tr("Rank");
    w.player = tr("Player");
    w.rating = tr("Rating");
    w.points = tr("Points");
    //: Column of a Swiss crosstable: round %1
    w.round = tr("R%1");
    //: Sonneborn-Berger tie-break, short
    w.sonnebornBerger = tr("SB");
    w.buchholz = tr("Buchholz");
    w.buchholzCut1 = tr("Buchholz cut 1");
    w.directEncounter = tr("Direct encounter");
    w.wins = tr("Wins");
    //: A round without an opponent (1 point)
    w.bye = tr("bye");
    w.withdrawn = tr("(withdrawn)");
    //: A Swiss crosstable's cell "3r1": against row 3 with red, won. One short mark.
    w.red = tr("r");
    //: A Swiss crosstable's cell "3b½": against row 3 with black, drawn. One short mark.
    w.black = tr("b");
    return w;
}

QString TournamentWindow::seatText(const std::string& seat) const
{
    if (seat == "lan")
        return tr("Player over the LAN");
    if (seat.rfind("computer:", 0) == 0)
        return tr("Computer, level %1").arg(QString::fromStdString(seat.substr(9)));
    if (seat.rfind("uci:", 0) == 0) {
        const auto engine = findUciEngine(QString::fromStdString(seat.substr(4)));
        //: A tournament player's seat: a UCI engine set up in Settings → Engines (%1 its name)
        return engine ? tr("Engine: %1").arg(engine->displayName())
                      //: A tournament player's seat naming a UCI engine that is no longer set up (%1 its id)
                      : tr("Engine %1 (not set up)").arg(QString::fromStdString(seat.substr(4)));
    }
    return tr("Person at this computer");
}

void TournamentWindow::refresh()
{
    m_refreshing = true;
    m_name->setText(QString::fromStdString(m_t.name()));
    m_system->setCurrentIndex(m_system->findData(int(m_t.system())));
    m_system->setEnabled(!m_t.started());
    m_rounds->setEnabled(!m_t.isRoundRobin());
    m_rounds->setValue(m_t.isRoundRobin() ? std::max(1, m_t.plannedRounds()) : std::max(1, m_t.plannedRounds()));
    m_rounds->setMinimum(std::max<int>(1, int(m_t.rounds().size())));
    m_clock->setTimeControl(boardClock());
    m_refreshing = false;
    refreshPlayers();
    refreshRound();
    refreshStandings();
}

void TournamentWindow::refreshPlayers()
{
    const bool wasRefreshing = m_refreshing;
    m_refreshing = true;
    const int selected = m_players->currentRow();
    const auto& players = m_t.players();
    const QList<UciEngineConfig> engines = loadUciEngines();
    m_players->setRowCount(int(players.size()));
    for (int i = 0; i < int(players.size()); ++i) {
        const auto& p = players[std::size_t(i)];
        auto set = [&](int column, const QString& text, bool editable) {
            auto* item = m_players->item(i, column);
            if (!item) {
                item = new QTableWidgetItem;
                m_players->setItem(i, column, item);
            }
            item->setText(text);
            item->setFlags(editable ? Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable
                                    : Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        };
        set(0, QString::number(i + 1), false);
        set(1, QString::fromStdString(p.name), true);
        set(2, p.rating > 0 ? QString::number(p.rating) : QString(), true);
        QString status;
        if (p.withdrawn)
            status = tr("withdrawn");
        else if (p.joinedRound > 1)
            status = tr("late entry, from round %1").arg(p.joinedRound);
        set(4, status, false);
        // Who plays the boards: a person here, over the LAN, or the computer at a level.
        auto* seat = new QComboBox;
        seat->setObjectName(QStringLiteral("seat%1").arg(i + 1));
        seat->addItem(seatText("person"), QStringLiteral("person"));
        seat->addItem(seatText("lan"), QStringLiteral("lan"));
        for (int level = ai::MinLevel; level <= ai::MaxLevel; ++level) {
            const QString key = QStringLiteral("computer:%1").arg(level);
            seat->addItem(seatText(key.toStdString()), key);
        }
        for (const UciEngineConfig& e : engines) {
            const QString key = QStringLiteral("uci:") + e.id;
            seat->addItem(seatText(key.toStdString()), key);
        }
        if (seat->findData(QString::fromStdString(p.seat)) < 0 && p.seat.rfind("uci:", 0) == 0)
            seat->addItem(seatText(p.seat), QString::fromStdString(p.seat)); // kept as it is until changed
        seat->setCurrentIndex(std::max(0, seat->findData(QString::fromStdString(p.seat.empty() ? "person" : p.seat))));
        connect(seat, &QComboBox::activated, this, [this, i, seat] {
            m_t.setSeat(i, seat->currentData().toString().toStdString());
            commitLater(); // the refresh replaces this combo box
        });
        m_players->setCellWidget(i, 3, seat);
    }
    m_players->resizeColumnToContents(0);
    m_players->resizeColumnToContents(3);
    if (selected >= 0 && selected < m_players->rowCount())
        m_players->selectRow(selected);
    m_refreshing = wasRefreshing;
    updatePlayerButtons();
}

void TournamentWindow::updatePlayerButtons()
{
    const auto& players = m_t.players();
    const bool started = m_t.started();
    m_addPlayer->setText(started ? tr("Late Entry") : tr("Add Player"));
    m_addPlayer->setEnabled(!(started && m_t.isRoundRobin()) && int(players.size()) < MaxPlayers);
    m_withdraw->setText(started ? tr("Withdraw") : tr("Remove Player"));
    const int row = m_players->currentRow();
    m_withdraw->setEnabled(row >= 0 && row < int(players.size()) && !players[std::size_t(row)].withdrawn);
}

void TournamentWindow::refreshRound()
{
    const bool wasRefreshing = m_refreshing;
    m_refreshing = true;
    const int count = int(m_t.rounds().size());
    int shown = m_roundChooser->currentIndex();
    if (m_roundChooser->count() != count) {
        m_roundChooser->clear();
        for (int r = 1; r <= count; ++r)
            m_roundChooser->addItem(tr("Round %1").arg(r));
        shown = count - 1;
    } else {
        for (int r = 1; r <= count; ++r)
            m_roundChooser->setItemText(r - 1, tr("Round %1").arg(r));
    }
    m_roundChooser->setCurrentIndex(shown);
    m_roundChooser->setEnabled(count > 0);
    m_refreshing = wasRefreshing;

    m_boards->setRowCount(0);
    if (shown >= 0 && shown < count) {
        const auto& boards = m_t.rounds()[std::size_t(shown)].boards;
        const bool latest = shown == count - 1; // results change only until the next round is paired
        m_boards->setRowCount(int(boards.size()));
        for (int b = 0; b < int(boards.size()); ++b) {
            const Board& board = boards[std::size_t(b)];
            auto name = [this](int p) { return QString::fromStdString(m_t.players()[std::size_t(p)].name); };
            m_boards->setItem(b, 0, new QTableWidgetItem(QString::number(b + 1)));
            m_boards->setItem(b, 1, new QTableWidgetItem(name(board.white)));
            if (board.isBye()) {
                m_boards->setItem(b, 2, new QTableWidgetItem(tr("bye")));
                m_boards->setItem(b, 3, new QTableWidgetItem(tr("1 point")));
                continue;
            }
            m_boards->setItem(b, 2, new QTableWidgetItem(name(board.black)));
            auto* result = new QComboBox;
            result->setObjectName(QStringLiteral("result%1").arg(b + 1));
            //: A board without a result yet
            result->addItem(tr("not played yet"), int(Result::Pending));
            result->addItem(tr("1-0 (Red wins)"), int(Result::WhiteWins));
            result->addItem(tr("½-½ (draw)"), int(Result::Draw));
            result->addItem(tr("0-1 (Black wins)"), int(Result::BlackWins));
            result->addItem(tr("+:- (Black forfeits)"), int(Result::WhiteWinsByForfeit));
            result->addItem(tr("-:+ (Red forfeits)"), int(Result::BlackWinsByForfeit));
            result->setCurrentIndex(result->findData(int(board.result)));
            result->setEnabled(latest);
            const int roundIndex = shown;
            connect(result, &QComboBox::activated, this, [this, roundIndex, b, result] {
                showRefusal(m_t.setResult(roundIndex, b, Result(result->currentData().toInt())));
                commitLater(); // the refresh replaces this combo box
            });
            m_boards->setCellWidget(b, 3, result);
        }
        m_boards->resizeColumnToContents(0);
        m_boards->resizeColumnToContents(3);
    }

    // What comes next.
    m_pair->setText(count == 0 ? tr("Pair Round 1") : tr("Pair Next Round"));
    //: Plays the selected board's game at the xiangqi table (hot seat, or against the computer for a
    //: computer seat); its result comes back here
    m_playBoard->setText(tr("Play This Board Here"));
    //: Opens this board's game at the xiangqi table as a LAN host: the other player joins from another
    //: computer on the local network; its result comes back here
    m_hostBoard->setText(tr("Host This Board on the LAN"));
    updateBoardButtons(); // a board without a result selected
    m_pair->setEnabled(m_t.currentRoundFinished() && count < m_t.plannedRounds()
                       && (count > 0 || m_t.activeCount() >= MinPlayers));
    if (count == 0)
        m_roundNote->setText(tr("Add at least 3 players, then pair round 1."));
    else if (m_t.finished())
        m_roundNote->setText(tr("All %n round(s) played.", nullptr, m_t.plannedRounds()));
    else {
        const auto& boards = m_t.rounds().back().boards;
        const int done = int(std::count_if(boards.begin(), boards.end(), [](const Board& b) { return b.isFinished(); }));
        m_roundNote->setText(tr("Round %1 of %2: %3 of %4 boards finished.")
                                 .arg(count)
                                 .arg(m_t.plannedRounds())
                                 .arg(done)
                                 .arg(boards.size()));
    }
}

void TournamentWindow::refreshStandings()
{
    const auto w = words();
    const auto table = tournamentio::crosstable(m_t, w);
    fillCrosstable(m_standings, table, w);
    if (m_view && m_view->isVisible())
        m_view->showCrosstable(QString::fromStdString(m_t.name()), table, w);
}

void TournamentWindow::commit()
{
    QString error;
    if (!m_autosaveBlocked) {
        QDir().mkpath(QFileInfo(autosavePath()).path());
        if (!tournamentio::saveTournament(autosavePath(), m_t, &error))
            m_status->setText(tr("The tournament could not be saved: %1").arg(error));
    }
    if (!m_file.isEmpty() && !tournamentio::saveTournament(m_file, m_t, &error))
        m_status->setText(tr("The tournament could not be saved: %1").arg(error));
    refresh();
    emit changed();
}

void TournamentWindow::commitLater()
{
    QMetaObject::invokeMethod(this, &TournamentWindow::commit, Qt::QueuedConnection);
}

void TournamentWindow::showRefusal(Refusal refusal)
{
    switch (refusal) {
    case Refusal::None: m_status->clear(); return;
    case Refusal::TooFewPlayers: m_status->setText(tr("A tournament needs at least 3 players.")); return;
    case Refusal::TooManyPlayers: m_status->setText(tr("A tournament has at most 64 players.")); return;
    case Refusal::AlreadyStarted:
        m_status->setText(tr("A round robin takes no late entries: its table is drawn for the players of round 1."));
        return;
    case Refusal::RoundNotFinished: m_status->setText(tr("Every board of this round needs a result first.")); return;
    case Refusal::NoRoundsLeft: m_status->setText(tr("All rounds are played.")); return;
    case Refusal::CannotPair:
        m_status->setText(tr("No pairing for the next round avoids a rematch or a second bye."));
        return;
    case Refusal::NoSuchBoard:
    case Refusal::NoSuchPlayer:
    case Refusal::ByeHasNoResult: break;
    }
}

void TournamentWindow::newTournament()
{
    auto start = [this] {
        m_t = Tournament(tr("Club tournament").toStdString(), System::RoundRobin);
        m_file.clear();
        m_autosaveBlocked = false;
        m_status->clear();
        m_tabs->setCurrentIndex(0);
        commit();
    };
    if (!m_t.started() || m_t.finished()) {
        start();
        return;
    }
    // Never blocking: the question opens, its answer starts the new one.
    auto* box = new QMessageBox(QMessageBox::Question, tr("New tournament"),
                                tr("Leave \"%1\" and start a new tournament? It stays in its file if you saved it.")
                                    .arg(QString::fromStdString(m_t.name())),
                                QMessageBox::Yes | QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("newTournamentQuestion"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::accepted, this, start);
    box->open();
}

void TournamentWindow::addPlayer()
{
    Player p;
    p.name = tr("Player %1").arg(m_t.players().size() + 1).toStdString();
    p.seat = "person";
    const Refusal refusal = m_t.addPlayer(p);
    showRefusal(refusal);
    if (refusal != Refusal::None)
        return;
    commit();
    m_players->setCurrentCell(m_players->rowCount() - 1, 1);
}

void TournamentWindow::withdrawPlayer()
{
    const int row = m_players->currentRow();
    if (row < 0 || row >= int(m_t.players().size()))
        return;
    showRefusal(m_t.withdraw(row));
    commit();
}

void TournamentWindow::pairNextRound()
{
    const Refusal refusal = m_t.pairNextRound();
    showRefusal(refusal);
    if (refusal != Refusal::None)
        return;
    commit();
    m_roundChooser->setCurrentIndex(m_roundChooser->count() - 1);
    m_tabs->setCurrentIndex(1);
}

bool TournamentWindow::openFile(const QString& path, QString* error)
{
    auto t = tournamentio::loadTournament(path, error);
    if (!t)
        return false;
    m_t = *t;
    m_file = path;
    m_autosaveBlocked = false;
    commit();
    return true;
}

bool TournamentWindow::saveFile(const QString& path, QString* error)
{
    if (!tournamentio::saveTournament(path, m_t, error))
        return false;
    m_file = path;
    return true;
}

bool TournamentWindow::exportTo(Export kind, const QString& path, QString* error)
{
    QByteArray bytes;
    switch (kind) {
    case Export::Html: bytes = tournamentio::crosstableHtml(m_t, words()); break;
    case Export::Csv: bytes = tournamentio::crosstableCsv(m_t, words()); break;
    case Export::Pgn: bytes = tournamentio::pgnCollection(m_t); break;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) < 0 || !file.commit()) {
        if (error)
            *error = file.errorString();
        return false;
    }
    return true;
}

QString TournamentWindow::askFile(bool save, const QString& filter)
{
    if (m_fileAnswer)
        return m_fileAnswer(save, filter);
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return save ? QFileDialog::getSaveFileName(this, tr("Save"), folder, filter)
                : QFileDialog::getOpenFileName(this, tr("Open a tournament"), folder, filter);
}

void TournamentWindow::openAsked()
{
    const QString path = askFile(false, tr("Tournaments (*.qiyuan-tournament)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!openFile(path, &error))
        m_status->setText(tr("Cannot open %1: %2").arg(QFileInfo(path).fileName(), error));
}

void TournamentWindow::saveAsked()
{
    QString path = askFile(true, tr("Tournaments (*.qiyuan-tournament)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".") + QLatin1String(tournamentio::FileSuffix);
    QString error;
    if (saveFile(path, &error))
        m_status->setText(tr("Saved as %1; every change is saved there too.").arg(QFileInfo(path).fileName()));
    else
        m_status->setText(tr("The tournament could not be saved: %1").arg(error));
}

void TournamentWindow::exportAsked(Export kind)
{
    const QString filter = kind == Export::Html  ? tr("Web pages (*.html)")
                           : kind == Export::Csv ? tr("Spreadsheets (*.csv)")
                                                 : tr("Xiangqi games (*.pgn)");
    QString path = askFile(true, filter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += kind == Export::Html ? QStringLiteral(".html") : kind == Export::Csv ? QStringLiteral(".csv")
                                                                                     : QStringLiteral(".pgn");
    QString error;
    if (exportTo(kind, path, &error))
        m_status->setText(tr("Exported to %1.").arg(QFileInfo(path).fileName()));
    else
        m_status->setText(tr("Cannot export: %1").arg(error));
}

int TournamentWindow::selectedPendingBoard() const
{
    const int round = m_roundChooser->currentIndex();
    const int board = m_boards->currentRow();
    if (round != int(m_t.rounds().size()) - 1 || board < 0 || board >= int(m_t.rounds().back().boards.size())
        || !m_boards->selectionModel()->isRowSelected(board, {}))
        return -1;
    return m_t.rounds().back().boards[std::size_t(board)].isFinished() ? -1 : board;
}

void TournamentWindow::updateBoardButtons()
{
    const int board = selectedPendingBoard();
    m_playBoard->setEnabled(board >= 0);
    // Hosted on the LAN: a board between two people (at this computer or over the LAN), never an engine.
    bool people = board >= 0;
    if (people) {
        const Board& b = m_t.rounds().back().boards[std::size_t(board)];
        bool missing = false;
        people = !seatEngine(b.white, &missing) && !seatEngine(b.black, &missing) && !missing;
    }
    m_hostBoard->setEnabled(people);
}

void TournamentWindow::hostBoard()
{
    const int board = selectedPendingBoard();
    if (board < 0 || !m_hostBoard->isEnabled())
        return;
    const int round = int(m_t.rounds().size()) - 1;
    const Board& b = m_t.rounds().back().boards[std::size_t(board)];
    const Player& red = m_t.players()[std::size_t(b.white)];
    const Player& black = m_t.players()[std::size_t(b.black)];
    LanTablePreset preset;
    preset.names[0] = QString::fromStdString(red.name);
    preset.names[1] = QString::fromStdString(black.name);
    //: The title of a tournament board hosted on the LAN, in the host dialog and in the guests' join
    //: dialog: %1 round, %2 board, %3 red's player, %4 black's player
    preset.title = tr("Round %1, board %2: %3 (Red) – %4 (Black)")
                       .arg(round + 1)
                       .arg(board + 1)
                       .arg(preset.names[0], preset.names[1]);
    // At this computer: the player who is not seated over the LAN; red when both or neither are.
    preset.seat = red.seat == "lan" && black.seat != "lan" ? 1 : 0;
    preset.timeControl = boardClock();
    emit boardHostRequested(round, board, preset);
}

void TournamentWindow::followGame(XiangqiTable* table, int round, int board)
{
    QObject::disconnect(m_followed); // one board at a time
    QObject::disconnect(m_followedLan);
    m_followed = connect(table, &XiangqiTable::gameEnded, this, [this, table, round, board](const GameResult& result) {
        QObject::disconnect(m_followed);
        QObject::disconnect(m_followedLan);
        takeResult(round, board, result, table);
    });
    if (const LanLink* link = table->lanLink(); link && link->isHost()) {
        // The room closed before the game ended (another game at the table left it): no result,
        // the board waits. (The link says nothing as it goes: the table no longer has it.)
        m_followedLan = connect(table, &XiangqiTable::gameChanged, this, [this, table, link, round, board] {
            if (table->lanLink() == link)
                return;
            QObject::disconnect(m_followed);
            QObject::disconnect(m_followedLan);
            m_status->setText(tr("Board %1 of round %2: the LAN table was closed before the game ended; "
                                 "the board is still to be played.")
                                  .arg(board + 1)
                                  .arg(round + 1));
        });
        //: %3 the 6-digit room code the other player types to sit down
        m_status->setText(tr("Board %1 of round %2 is hosted on the LAN (room code %3); its result comes here "
                             "when the game ends.")
                              .arg(board + 1)
                              .arg(round + 1)
                              .arg(link->roomCode()));
        return;
    }
    m_status->setText(tr("Board %1 of round %2 is played at the table; its result comes here when the game ends.")
                          .arg(board + 1)
                          .arg(round + 1));
}

void TournamentWindow::tableBusy(int round, int board)
{
    m_status->setText(tr("Board %1 of round %2 was not hosted: the xiangqi table is playing a LAN game. "
                         "Finish it or leave it first.")
                          .arg(board + 1)
                          .arg(round + 1));
}

void TournamentWindow::takeResult(int round, int board, const GameResult& result, XiangqiTable* table)
{
    if (round != int(m_t.rounds().size()) - 1 || m_t.rounds().back().boards[std::size_t(board)].isFinished())
        return; // the board was given a result by hand meanwhile
    Result r = Result::Draw;
    if (result.verdict == Verdict::RedWins)
        r = Result::WhiteWins;
    else if (result.verdict == Verdict::BlackWins)
        r = Result::BlackWins;
    // The game's record as the table writes it (PGN).
    std::string pgn;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("board.pgn"));
    if (table->saveFile(path, nullptr)) {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly))
            pgn = file.readAll().toStdString();
    }
    m_t.setResult(round, board, r, pgn);
    commit();
    m_status->setText(tr("Board %1 of round %2: the result was taken from the game.").arg(board + 1).arg(round + 1));
}

TimeControl TournamentWindow::boardClock() const
{
    return parseTimeControl(m_t.timeControl()).value_or(TimeControl{});
}

std::optional<uci::MatchEngine> TournamentWindow::seatEngine(int player, bool* missing) const
{
    const Player& p = m_t.players()[std::size_t(player)];
    if (p.seat.rfind("computer:", 0) == 0) {
        uci::MatchEngine e = uci::MatchEngine::builtinAt(std::clamp(std::atoi(p.seat.c_str() + 9), ai::MinLevel, ai::MaxLevel));
        e.label = QString::fromStdString(p.name);
        return e;
    }
    if (p.seat.rfind("uci:", 0) == 0) {
        if (const auto c = findUciEngine(QString::fromStdString(p.seat.substr(4))))
            return uci::MatchEngine::external(match::EngineSpec{c->commandLine(), c->id, c->optionValues()},
                                              QString::fromStdString(p.name));
        if (missing)
            *missing = true;
    }
    return std::nullopt;
}

void TournamentWindow::playEngineBoard(int round, int board, const uci::MatchEngine& red, const uci::MatchEngine& black)
{
    if (m_engineBoard) {
        m_status->setText(tr("The engines are playing board %1 of round %2; one engine board plays at a time.")
                              .arg(m_engineBoard->second + 1)
                              .arg(m_engineBoard->first + 1));
        return;
    }
    // One game from the start position, the first engine red; on the
    // tournament's clock, or without one at a second a move.
    uci::EngineMatchSettings settings;
    settings.engines = {red, black};
    settings.games = 1;
    settings.openings = {QString::fromStdString(xiangqi::Position().fen())};
    const TimeControl tc = boardClock();
    if (tc.side(0).enabled() && tc.side(1).enabled())
        settings.clock = tc;
    else
        settings.moveTimeMs = 1000;
    m_engineGame = std::make_unique<uci::EngineMatch>(settings);
    m_engineBoard = std::make_pair(round, board);
    connect(m_engineGame.get(), &uci::EngineMatch::gameFinished, this, &TournamentWindow::takeEngineResult);
    connect(m_engineGame.get(), &uci::EngineMatch::failedToStart, this, [this](const QString& error) {
        m_status->setText(tr("The engines could not play the board: %1").arg(error));
        m_engineBoard.reset();
        m_engineGame.release()->deleteLater(); // this runs inside its signal
    });
    m_engineGame->start();
    if (m_engineBoard)
        m_status->setText(tr("The engines are playing board %1 of round %2; its result comes here when the game ends.")
                              .arg(board + 1)
                              .arg(round + 1));
}

void TournamentWindow::takeEngineResult(const uci::MatchGameResult& r)
{
    const auto [round, board] = *m_engineBoard;
    m_engineBoard.reset();
    const uci::MatchEngine& red = m_engineGame->settings().engines[0];
    const uci::MatchEngine& black = m_engineGame->settings().engines[1];
    session::PgnGame pgn = engineGameRecord(r, red.label, black.label);
    pgn.tags.insert(QStringLiteral("Event"), QString::fromStdString(m_t.name()));
    if (m_engineGame->settings().clock.enabled())
        pgn.tags.insert(QStringLiteral("TimeControl"), QString::fromStdString(timeControlText(m_engineGame->settings().clock)));
    m_engineGame.release()->deleteLater(); // this runs inside its signal
    if (round != int(m_t.rounds().size()) - 1 || m_t.rounds().back().boards[std::size_t(board)].isFinished())
        return; // the board was given a result by hand meanwhile
    const Result result = r.result == QLatin1String("red")     ? Result::WhiteWins
                          : r.result == QLatin1String("black") ? Result::BlackWins
                                                               : Result::Draw;
    m_t.setResult(round, board, result, session::writePgn(pgn, session::MoveFormat::Chinese).toStdString());
    commit();
    //: %3 the result (1-0, 1/2-1/2, 0-1), %4 why the game ended
    m_status->setText(tr("Board %1 of round %2: the engines' game ended %3 (%4); the result and the record were taken.")
                          .arg(board + 1)
                          .arg(round + 1)
                          .arg(QString::fromStdString(resultText(result)), EngineMatchWindow::reasonText(r.reason)));
}

CrosstableView* TournamentWindow::showProjector()
{
    if (!m_view)
        m_view = new CrosstableView(this);
    m_view->resize(size());
    m_view->show();
    m_view->raise();
    m_view->showCrosstable(QString::fromStdString(m_t.name()), tournamentio::crosstable(m_t, words()), words());
    return m_view;
}

} // namespace qiyuan::ui
