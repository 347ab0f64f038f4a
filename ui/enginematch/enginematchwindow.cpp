#include "enginematchwindow.h"

#include "ui/computergamedialog.h"
#include "ui/engineconfig.h"
#include "ui/tablepage.h"
#include "ui/timecontroldialog.h"
#include "ui/xiangqi/boardwidget.h"
#include "session/pgn.h"
#include "xiangqi/notation.h"
#include "session/traditional.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <functional>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

namespace {

// The built-in levels' entries hold the level; a configured engine's, its id.
constexpr int BuiltinRole = Qt::UserRole;
constexpr int EngineRole = Qt::UserRole + 1;

// A move list in Chinese notation from `pos` (a line that stops being legal stops there).
QString lineText(Position pos, const QStringList& iccs, int max)
{
    QStringList words;
    for (const QString& m : iccs.mid(0, max)) {
        const Move move = Position::parseIccs(m.toStdString());
        if (move.isNull() || !pos.isLegal(move))
            break;
        words << session::moveInReadersScript(QString::fromStdString(toChinese(pos, move)));
        pos.makeMove(move);
    }
    return words.join(QLatin1Char(' '));
}

// Calls `retranslate` when the watched window's language changes.
class LanguageWatcher : public QObject {
public:
    LanguageWatcher(QObject* parent, std::function<void()> retranslate)
        : QObject(parent), retranslate_(std::move(retranslate))
    {
    }
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::LanguageChange)
            retranslate_();
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<void()> retranslate_;
};

} // namespace

EngineMatchWindow::EngineMatchWindow(QWidget* parent) : QWidget(parent, Qt::Window)
{
    setObjectName(QStringLiteral("engineMatchWindow"));
    setAttribute(Qt::WA_DeleteOnClose, false);
    board_ = new BoardWidget(this);
    board_->setInteractive(false);
    board_->setMinimumSize(360, 400);

    // The set-up: two engines, the games, the time, the openings.
    auto* form = form_ = new QFormLayout;
    for (int i = 0; i < 2; ++i) {
        engineBoxes_[size_t(i)] = new QComboBox(this);
        engineBoxes_[size_t(i)]->setObjectName(i == 0 ? QStringLiteral("firstEngine") : QStringLiteral("secondEngine"));
        engineLabels_[size_t(i)] = new QLabel(this);
        engineLabels_[size_t(i)]->setBuddy(engineBoxes_[size_t(i)]);
        form->addRow(engineLabels_[size_t(i)], engineBoxes_[size_t(i)]);
    }
    games_ = new QSpinBox(this);
    games_->setObjectName(QStringLiteral("gamesBox"));
    games_->setRange(1, 1000);
    games_->setValue(20);
    gamesLabel_ = new QLabel(this);
    gamesLabel_->setBuddy(games_);
    form->addRow(gamesLabel_, games_);
    moveTime_ = new QSpinBox(this);
    moveTime_->setObjectName(QStringLiteral("moveTimeBox"));
    moveTime_->setRange(10, 600000);
    moveTime_->setSingleStep(100);
    moveTime_->setValue(1000);
    moveTimeLabel_ = new QLabel(this);
    moveTimeLabel_->setBuddy(moveTime_);
    // A time per move, or a game clock of any kind (issue 40) from the clock
    // dialog; the last clock chosen is kept.
    timing_ = new QComboBox(this);
    timing_->setObjectName(QStringLiteral("timingBox"));
    timing_->addItems({QString(), QString()});
    timingLabel_ = new QLabel(this);
    timingLabel_->setBuddy(timing_);
    form->addRow(timingLabel_, timing_);
    form->addRow(moveTimeLabel_, moveTime_);
    const auto lastClock = parseTimeControl(QSettings().value(QStringLiteral("engineMatch/clock")).toString().toStdString());
    clock_ = new ClockChooser(lastClock && lastClock->enabled() ? *lastClock : TimeControl{60000, 1000}, this);
    clockRowLabel_ = new QLabel(this);
    clockRowLabel_->setBuddy(clock_->changeButton());
    form->addRow(clockRowLabel_, clock_);
    connect(timing_, &QComboBox::currentIndexChanged, this, &EngineMatchWindow::showTiming);
    openingsText_ = new QLabel(this);
    openingsButton_ = new QPushButton(this);
    openingsButton_->setObjectName(QStringLiteral("openingsButton"));
    auto* openingsRow = new QHBoxLayout;
    openingsRow->addWidget(openingsText_, 1);
    openingsRow->addWidget(openingsButton_);
    openingsLabel_ = new QLabel(this);
    form->addRow(openingsLabel_, openingsRow);

    start_ = new QPushButton(this);
    start_->setObjectName(QStringLiteral("startButton"));
    pause_ = new QPushButton(this);
    pause_->setObjectName(QStringLiteral("pauseButton"));
    save_ = new QPushButton(this);
    save_->setObjectName(QStringLiteral("saveButton"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(start_);
    buttons->addWidget(pause_);
    buttons->addWidget(save_);
    buttons->addStretch(1);

    // The play: whose game, both engines' thinking, the score and the games.
    gameLabel_ = new QLabel(this);
    gameLabel_->setObjectName(QStringLiteral("gameLabel"));
    for (int i = 0; i < 2; ++i) {
        thinking_[size_t(i)] = new QLabel(this);
        thinking_[size_t(i)]->setObjectName(i == 0 ? QStringLiteral("firstThinking") : QStringLiteral("secondThinking"));
        thinking_[size_t(i)]->setWordWrap(true);
        thinking_[size_t(i)]->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    score_ = new QLabel(this);
    score_->setObjectName(QStringLiteral("scoreLabel"));
    QFont big = score_->font();
    big.setBold(true);
    score_->setFont(big);
    results_ = new QTableWidget(0, 6, this);
    results_->setObjectName(QStringLiteral("resultsTable"));
    results_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    results_->setSelectionBehavior(QAbstractItemView::SelectRows);
    results_->verticalHeader()->hide();
    results_->horizontalHeader()->setStretchLastSection(true);
    results_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    for (int column : {1, 2}) // the engines' names share what is left
        results_->horizontalHeader()->setSectionResizeMode(column, QHeaderView::Stretch);

    // The game's clocks, red's and black's, under its number.
    auto* clockRow = new QHBoxLayout;
    clockRow->setSpacing(24);
    for (int i = 0; i < 2; ++i) {
        clocks_[size_t(i)] = new QLabel(this);
        clocks_[size_t(i)]->setObjectName(i == 0 ? QStringLiteral("redClock") : QStringLiteral("blackClock"));
        QFont f = clocks_[size_t(i)]->font();
        f.setPointSizeF(f.pointSizeF() * 1.3);
        f.setBold(true);
        clocks_[size_t(i)]->setFont(f);
        clocks_[size_t(i)]->hide();
        clockRow->addWidget(clocks_[size_t(i)]);
    }
    clockRow->addStretch(1);

    auto* side = new QVBoxLayout;
    side->addLayout(form);
    side->addLayout(buttons);
    side->addWidget(gameLabel_);
    side->addLayout(clockRow);
    side->addWidget(thinking_[0]);
    side->addWidget(thinking_[1]);
    side->addWidget(score_);
    side->addWidget(results_, 1);
    auto* layout = new QHBoxLayout(this);
    layout->addWidget(board_, 3);
    layout->addLayout(side, 2);

    connect(start_, &QPushButton::clicked, this, &EngineMatchWindow::startMatch);
    connect(pause_, &QPushButton::clicked, this, &EngineMatchWindow::togglePause);
    connect(save_, &QPushButton::clicked, this, &EngineMatchWindow::saveAs);
    connect(openingsButton_, &QPushButton::clicked, this, &EngineMatchWindow::chooseOpenings);
    fillEngines();
    showTiming();
    retranslate();
    showState();
    resize(1100, 720);
}

EngineMatchWindow::~EngineMatchWindow() = default;

QAction* EngineMatchWindow::addMenuAction(QMenu* menu, QWidget* owner)
{
    auto* action = new QAction(menu);
    action->setObjectName(QStringLiteral("actionEngineMatch"));
    auto retranslateAction = [action] {
        //: Game menu: two engines play a match (引擎对战)
        action->setText(tr("Engine &Match...", "menu"));
        action->setToolTip(tr("Let two engines play a match"));
    };
    retranslateAction();
    // The owner is told when the language changes; so is this item.
    owner->installEventFilter(new LanguageWatcher(action, retranslateAction));
    connect(action, &QAction::triggered, owner, [owner] {
        auto* window = owner->findChild<EngineMatchWindow*>(QString(), Qt::FindDirectChildrenOnly);
        if (!window)
            window = new EngineMatchWindow(owner);
        window->show();
        window->raise();
        window->activateWindow();
    });
    menu->addAction(action);
    return action;
}

void EngineMatchWindow::fillEngines()
{
    for (int i = 0; i < 2; ++i) {
        QComboBox* box = engineBoxes_[size_t(i)];
        box->clear();
        for (int level = ai::MaxLevel; level >= ai::MinLevel; --level) {
            box->addItem(QString());
            box->setItemData(box->count() - 1, level, BuiltinRole);
        }
        for (const UciEngineConfig& e : loadUciEngines()) {
            box->addItem(e.displayName());
            box->setItemData(box->count() - 1, e.id, EngineRole);
        }
        box->setCurrentIndex(i == 0 ? 0 : ai::MaxLevel - 1); // level 8 against level 1
    }
}

void EngineMatchWindow::retranslate()
{
    //: Title of the engine match window (引擎对战)
    setWindowTitle(tr("Engine Match"));
    engineLabels_[0]->setText(tr("&First engine:"));
    engineLabels_[1]->setText(tr("S&econd engine:"));
    for (QComboBox* box : engineBoxes_)
        for (int row = 0; row < box->count(); ++row)
            if (const QVariant level = box->itemData(row, BuiltinRole); level.isValid())
                //: An engine of the match: the built-in AI at a level (%1: "8 — master")
                box->setItemText(row, tr("Built-in, level %1").arg(ComputerGameDialog::levelName(level.toInt())));
    gamesLabel_->setText(tr("&Games:"));
    timingLabel_->setText(tr("T&iming:"));
    //: How the engines are timed: each move the same fixed time
    timing_->setItemText(0, tr("A time per move"));
    //: How the engines are timed: a game clock for each side (any kind: increment, byo-yomi, ...)
    timing_->setItemText(1, tr("A game clock"));
    clockRowLabel_->setText(tr("&Clock:"));
    moveTimeLabel_->setText(tr("&Time per move:"));
    //: Milliseconds, after the time per move
    moveTime_->setSuffix(tr(" ms"));
    openingsLabel_->setText(tr("Openings:"));
    openingsText_->setText(openings_.isEmpty() ? tr("Built-in (ten common openings)")
                                               : tr("%1 (%n opening(s))", nullptr, int(openings_.size())).arg(openingsName_));
    openingsButton_->setText(tr("C&hoose..."));
    start_->setText(tr("&Start"));
    save_->setText(tr("Save &PGN..."));
    results_->setHorizontalHeaderLabels(
        {tr("Game"), tr("Red"), tr("Black"), tr("Result"), tr("Why"), tr("Moves")});
    showState();
    showScore();
}

void EngineMatchWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void EngineMatchWindow::setOpenings(const QStringList& fens, const QString& name)
{
    openings_ = fens;
    openingsName_ = name;
    retranslate();
}

void EngineMatchWindow::chooseOpenings()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Openings"), QString(),
                                                      tr("Openings (one FEN or ICCS line a line) (*.txt *.epd);;All files (*)"));
    if (path.isEmpty())
        return;
    QFile f(path);
    QString error;
    std::optional<QStringList> fens;
    if (f.open(QIODevice::ReadOnly))
        fens = uci::readOpenings(QString::fromUtf8(f.readAll()), &error);
    else
        error = f.errorString();
    if (!fens) {
        QMessageBox::warning(this, tr("Openings"), tr("%1 cannot be used: %2").arg(QFileInfo(path).fileName(), error));
        return;
    }
    setOpenings(*fens, QFileInfo(path).fileName());
}

void EngineMatchWindow::startMatch()
{
    uci::EngineMatchSettings settings;
    for (int i = 0; i < 2; ++i) {
        QComboBox* box = engineBoxes_[size_t(i)];
        if (const QVariant level = box->currentData(BuiltinRole); level.isValid()) {
            settings.engines[size_t(i)] = uci::MatchEngine::builtinAt(level.toInt());
            settings.engines[size_t(i)].label = box->currentText();
        } else if (const auto e = findUciEngine(box->currentData(EngineRole).toString())) {
            settings.engines[size_t(i)] = uci::MatchEngine::external(
                match::EngineSpec{e->commandLine(), e->id, e->optionValues()}, e->displayName());
        }
    }
    settings.games = games_->value();
    if (timing_->currentIndex() == 1) {
        // Both sides need time: with none the engines would have no limit at all.
        const TimeControl tc = clock_->timeControl();
        if (!tc.side(0).enabled() || !tc.side(1).enabled()) {
            gameLabel_->setText(tr("Choose a clock with time for both sides, or a time per move."));
            return;
        }
        settings.moveTimeMs = 0;
        settings.clock = tc;
        QSettings().setValue(QStringLiteral("engineMatch/clock"), QString::fromStdString(timeControlText(tc)));
    } else {
        settings.moveTimeMs = moveTime_->value();
    }
    settings.openings = openings_;
    match_ = std::make_unique<uci::EngineMatch>(settings);
    results_->setRowCount(0);
    for (QLabel* l : thinking_)
        l->clear();
    connect(match_.get(), &uci::EngineMatch::gameStarted, this, &EngineMatchWindow::onGameStarted);
    connect(match_.get(), &uci::EngineMatch::gameFinished, this, &EngineMatchWindow::onGameFinished);
    connect(match_.get(), &uci::EngineMatch::thinking, this, &EngineMatchWindow::showThinking);
    connect(match_.get(), &uci::EngineMatch::finished, this, &EngineMatchWindow::showState);
    connect(match_.get(), &uci::EngineMatch::failedToStart, this, [this](const QString& error) {
        showState();
        QMessageBox::warning(this, tr("Engine Match"), tr("The match could not start: %1").arg(error));
    });
    match_->start();
    showState();
    showScore();
}

void EngineMatchWindow::togglePause()
{
    if (match_ && match_->running())
        match_->setPaused(!match_->paused());
    showState();
}

void EngineMatchWindow::onGameStarted(int number)
{
    const QString fen = match_->openingOf(number);
    board_->setPosition(*Position::fromFen(fen.toStdString()));
    board_->setFlipped(false);
    // The board follows the game's moves; the match itself is the runner's.
    auto* game = const_cast<match::Match*>(match_->game());
    connect(game, &match::Match::played, this, [this, game] {
        const Game& g = game->xiangqi()->game();
        board_->setPosition(g.position(), g.moves().empty() ? Move() : g.moves().back());
    });
    connect(game, &match::Match::clockChanged, this, &EngineMatchWindow::showClocks);
    showClocks();
    showState();
}

void EngineMatchWindow::showTiming()
{
    const bool clock = timing_->currentIndex() == 1;
    form_->setRowVisible(moveTime_, !clock);
    form_->setRowVisible(clock_, clock);
}

void EngineMatchWindow::showClocks()
{
    const match::Match* game = match_ ? match_->game() : nullptr;
    showTableClocks(clocks_[0], clocks_[1], game ? game->clock() : GameClock());
    //: The engine match's clocks: %1 the time left, e.g. "Red 0:59"
    clocks_[0]->setText(tr("Red %1").arg(clocks_[0]->text()));
    //: The engine match's clocks: %1 the time left, e.g. "Black 0:58"
    clocks_[1]->setText(tr("Black %1").arg(clocks_[1]->text()));
}

void EngineMatchWindow::onGameFinished(const uci::MatchGameResult& r)
{
    const int row = results_->rowCount();
    results_->insertRow(row);
    const QStringList cells{QString::number(r.number), match_->engineName(r.redEngine),
                            match_->engineName(1 - r.redEngine), resultText(r), reasonText(r.reason),
                            QString::number(r.moves.size())};
    for (int c = 0; c < cells.size(); ++c)
        results_->setItem(row, c, new QTableWidgetItem(cells[c]));
    results_->scrollToBottom();
    showScore();
}

// Why a game ended, in the user's language (the runner says it in English).
QString EngineMatchWindow::reasonText(const QString& reason)
{
    const std::string k = reason.toStdString();
    if (k == "perpetual check")
        return tr("perpetual check (长将)");
    if (k == "perpetual chase")
        return tr("perpetual chase (长捉)");
    if (k == "threefold repetition")
        return tr("repetition");
    if (k == "no-capture limit")
        return tr("120 moves without a capture");
    if (k == "engine crashed")
        return tr("the engine crashed");
    if (k == "engine timed out")
        return tr("the engine did not move in time");
    if (reason.startsWith(QLatin1String("illegal move")))
        //: %1 the move as the engine wrote it, and why it was refused
        return tr("illegal move: %1").arg(reason.section(QLatin1Char(' '), 2));
    return TablePage::commonResultReason(k);
}

QString EngineMatchWindow::resultText(const uci::MatchGameResult& r) const
{
    if (r.result == QLatin1String("draw"))
        return tr("Draw");
    return r.result == QLatin1String("red") ? tr("Red wins") : tr("Black wins");
}

void EngineMatchWindow::showThinking(int engine, const uci::Thinking& t)
{
    const QString score = t.mateIn != 0 ? (t.mateIn > 0 ? tr("mate in %1").arg(t.mateIn) : tr("mated in %1").arg(-t.mateIn))
                                        : QString::asprintf("%+.2f", t.score / 100.0);
    //: An engine's thinking: %1 its name, %2 the depth, %3 the score from its own side, %4 the line it expects
    thinking_[size_t(engine)]->setText(tr("%1 — depth %2, %3: %4")
                                           .arg(match_->engineName(engine))
                                           .arg(t.depth)
                                           .arg(score, lineText(board_->position(), t.pv, 8)));
}

void EngineMatchWindow::showScore()
{
    if (!match_) {
        score_->clear();
        return;
    }
    const uci::MatchScore s = match_->score();
    const auto points = [](double p) { return QString::number(p, 'f', p == int(p) ? 0 : 1); };
    //: The match score: %1 the first engine, %2 its points, %3 the second's points, %4 the second engine,
    //: %5 wins, %6 draws, %7 losses of the first, %8 the Elo difference, %9 its 95% error
    score_->setText(tr("%1 %2 : %3 %4 (+%5 =%6 −%7), Elo %8 ± %9")
                        .arg(match_->engineName(0), points(s.wins + 0.5 * s.draws), points(s.losses + 0.5 * s.draws),
                             match_->engineName(1))
                        .arg(s.wins)
                        .arg(s.draws)
                        .arg(s.losses)
                        .arg(QString::asprintf("%+.0f", s.elo()), QString::number(s.eloError(), 'f', 0)));
}

void EngineMatchWindow::showState()
{
    const bool running = match_ && match_->running();
    start_->setEnabled(!running);
    for (QWidget* w : {static_cast<QWidget*>(engineBoxes_[0]), static_cast<QWidget*>(engineBoxes_[1]),
                       static_cast<QWidget*>(games_), static_cast<QWidget*>(moveTime_),
                       static_cast<QWidget*>(timing_), static_cast<QWidget*>(clock_),
                       static_cast<QWidget*>(openingsButton_)})
        w->setEnabled(!running);
    pause_->setEnabled(running);
    pause_->setText(running && match_->paused() ? tr("&Resume") : tr("P&ause"));
    save_->setEnabled(match_ && !match_->results().isEmpty());
    if (!match_)
        gameLabel_->setText(tr("Choose two engines and start the match."));
    else if (match_->done())
        gameLabel_->setText(tr("The match is over: %n game(s).", nullptr, int(match_->results().size())));
    else if (match_->gameNumber() > 0)
        //: %1 the game's number, %2 of how many, %3 the red engine, %4 the black engine
        gameLabel_->setText(tr("Game %1 of %2: %3 (red) against %4 (black)")
                                .arg(match_->gameNumber())
                                .arg(match_->settings().games)
                                .arg(match_->engineName(uci::EngineMatch::redEngineOf(match_->gameNumber())),
                                     match_->engineName(1 - uci::EngineMatch::redEngineOf(match_->gameNumber()))));
    else
        gameLabel_->setText(tr("Starting the engines..."));
}

session::PgnGame engineGameRecord(const uci::MatchGameResult& r, const QString& red, const QString& black)
{
    session::PgnGame pgn;
    pgn.game = Game(*Position::fromFen(r.startFen.toStdString()));
    for (const QString& m : r.moves)
        pgn.game.play(Position::parseIccs(m.toStdString()));
    if (!pgn.game.over()) { // a loss the moves do not show: a resignation, an engine that failed, a flag
        const Side loser = r.result == QLatin1String("red") ? Side::Black : Side::Red;
        if (r.reason == QLatin1String("timeout"))
            pgn.game.flagFall(loser);
        else if (r.result != QLatin1String("draw"))
            pgn.game.resign(loser);
        else
            pgn.game.agreeDraw();
    }
    pgn.tags.insert(QStringLiteral("Red"), red);
    pgn.tags.insert(QStringLiteral("Black"), black);
    pgn.tags.insert(QStringLiteral("Termination"), r.reason);
    if (!r.moves.isEmpty())
        pgn.comments[int(r.moves.size())] = r.reason;
    return pgn;
}

bool EngineMatchWindow::savePgn(const QString& path, QString* error) const
{
    QByteArray text;
    for (const uci::MatchGameResult& r : match_ ? match_->results() : QList<uci::MatchGameResult>{}) {
        session::PgnGame pgn = engineGameRecord(r, match_->engineName(r.redEngine), match_->engineName(1 - r.redEngine));
        pgn.tags.insert(QStringLiteral("Event"), QStringLiteral("Engine match"));
        pgn.tags.insert(QStringLiteral("Round"), QString::number(r.number));
        text += session::writePgn(pgn, session::MoveFormat::Chinese) + '\n';
    }
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size() || !f.commit()) {
        if (error)
            *error = f.errorString();
        return false;
    }
    return true;
}

void EngineMatchWindow::saveAs()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the match"), tr("Engine match.pgn"),
                                                      tr("PGN game records (*.pgn)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!savePgn(path, &error))
        QMessageBox::warning(this, tr("Save the match"), tr("The games could not be saved: %1").arg(error));
}

} // namespace qiyuan::ui
