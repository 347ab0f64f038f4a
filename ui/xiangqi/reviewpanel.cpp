#include "reviewpanel.h"

#include "xiangqitable.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QProgressBar>
#include <QPushButton>

#include <cmath>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

namespace {

QColor markColour(ai::ReviewMark m)
{
    switch (m) {
    case ai::ReviewMark::Blunder: return QColor(0xc0, 0x10, 0x10);
    case ai::ReviewMark::Mistake: return QColor(0xe0, 0x70, 0x00);
    case ai::ReviewMark::Inaccuracy: return QColor(0xd0, 0xb0, 0x00);
    case ai::ReviewMark::None: break;
    }
    return {};
}

} // namespace

// --- ScoreGraph ------------------------------------------------------------

ScoreGraph::ScoreGraph(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("reviewGraph"));
    setCursor(Qt::PointingHandCursor);
}

void ScoreGraph::setData(std::vector<double> chances, std::vector<ai::ReviewMark> marks)
{
    chances_ = std::move(chances);
    marks_ = std::move(marks);
    update();
}

void ScoreGraph::setCurrent(int ply)
{
    current_ = ply;
    update();
}

qreal ScoreGraph::xOf(int ply) const
{
    const int last = std::max(1, int(chances_.size()) - 1);
    return 4 + (width() - 8) * qreal(ply) / last;
}

int ScoreGraph::plyAt(qreal x) const
{
    if (chances_.empty())
        return 0;
    const int last = std::max(1, int(chances_.size()) - 1);
    const int ply = int(std::lround((x - 4) / std::max<qreal>(1, width() - 8) * last));
    return std::clamp(ply, 0, int(chances_.size()) - 1);
}

void ScoreGraph::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF area = rect().adjusted(0, 2, 0, -2);
    p.fillRect(rect(), QColor(0x30, 0x30, 0x30)); // black's half: dark
    auto yOf = [&](double chance) { return area.bottom() - area.height() * chance / 100.0; };
    // Red's advantage filled from the bottom, in light wood; the middle line is level.
    QPainterPath fill;
    fill.moveTo(xOf(0), area.bottom());
    bool any = false;
    for (int i = 0; i < int(chances_.size()); ++i) {
        if (std::isnan(chances_[size_t(i)]))
            continue;
        fill.lineTo(xOf(i), yOf(chances_[size_t(i)]));
        any = true;
    }
    if (any) {
        fill.lineTo(fill.currentPosition().x(), area.bottom());
        fill.closeSubpath();
        p.fillPath(fill, QColor(0xf2, 0xd9, 0xb0));
    }
    p.setPen(QPen(QColor(0x80, 0x80, 0x80), 1, Qt::DashLine));
    p.drawLine(QPointF(area.left(), yOf(50)), QPointF(area.right(), yOf(50)));
    // The marked moves as dots on the curve.
    for (int m = 0; m < int(marks_.size()); ++m) {
        const int ply = m + 1;
        if (marks_[size_t(m)] == ai::ReviewMark::None || ply >= int(chances_.size()) || std::isnan(chances_[size_t(ply)]))
            continue;
        p.setPen(QPen(Qt::white, 1));
        p.setBrush(markColour(marks_[size_t(m)]));
        p.drawEllipse(QPointF(xOf(ply), yOf(chances_[size_t(ply)])), 3.5, 3.5);
    }
    // The viewed move.
    p.setPen(QPen(QColor(0x1f, 0x6f, 0xc8), 2));
    p.drawLine(QPointF(xOf(current_), area.top()), QPointF(xOf(current_), area.bottom()));
}

void ScoreGraph::mousePressEvent(QMouseEvent* e)
{
    if (e->button() == Qt::LeftButton && !chances_.empty())
        emit plyClicked(plyAt(e->position().x()));
}

// --- ReviewPanel -----------------------------------------------------------

ReviewPanel::ReviewPanel(QWidget* parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("reviewPanel"));
    setFrameShape(QFrame::StyledPanel);
    review_ = new GameReview(this);
    depth_ = new QComboBox(this);
    depth_->setObjectName(QStringLiteral("reviewDepth"));
    depth_->addItems({QString(), QString(), QString()});
    depth_->setCurrentIndex(1);
    start_ = new QPushButton(this);
    start_->setObjectName(QStringLiteral("reviewButton"));
    progress_ = new QProgressBar(this);
    progress_->setObjectName(QStringLiteral("reviewProgress"));
    progress_->setMaximumHeight(10);
    progress_->setTextVisible(false);
    progress_->hide();
    graph_ = new ScoreGraph(this);
    move_ = new QLabel(this);
    move_->setObjectName(QStringLiteral("reviewMove"));
    move_->setWordWrap(true);
    summary_ = new QLabel(this);
    summary_->setObjectName(QStringLiteral("reviewSummary"));
    summary_->setWordWrap(true);
    summary_->setTextFormat(Qt::RichText);
    addLine_ = new QPushButton(this);
    addLine_->setObjectName(QStringLiteral("addEngineLineButton"));
    addLine_->setEnabled(false);

    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(depth_, 0, 0);
    layout->addWidget(start_, 0, 1);
    layout->addWidget(progress_, 1, 0, 1, 2);
    layout->addWidget(graph_, 2, 0, 1, 2);
    layout->addWidget(move_, 3, 0, 1, 2);
    layout->addWidget(summary_, 4, 0, 1, 2);
    layout->addWidget(addLine_, 5, 0, 1, 2);

    connect(start_, &QPushButton::clicked, this, [this] {
        if (review_->isRunning()) {
            review_->cancel();
            updateAll();
        } else {
            startReview();
        }
    });
    connect(graph_, &ScoreGraph::plyClicked, this, &ReviewPanel::plyRequested);
    connect(summary_, &QLabel::linkActivated, this, [this](const QString& link) { emit plyRequested(link.toInt()); });
    connect(addLine_, &QPushButton::clicked, this, [this] {
        if (const auto v = verdictAt(viewed_))
            emit lineRequested(viewed_ - 1, v->bestLine);
    });
    connect(review_, &GameReview::progressed, this, [this] { updateAll(); });
    connect(review_, &GameReview::moveJudged, this, [this] { emit reviewChanged(); });
    connect(review_, &GameReview::finished, this, [this] {
        updateAll();
        emit reviewChanged();
    });
    retranslate();
    updateAll();
}

GameReview::Depth ReviewPanel::depth() const { return GameReview::Depth(std::clamp(depth_->currentIndex(), 0, 2)); }

void ReviewPanel::setGame(const Position& start, const std::vector<Move>& moves, int threads)
{
    threads_ = threads;
    // Another game (or another main line): the old review no longer speaks of it.
    if (!review_->isEmpty() && (review_->startPosition().fen() != start.fen() || review_->moves() != moves)) {
        review_->clear();
        emit reviewChanged();
    }
    start0_ = start;
    moves_ = moves;
    updateAll();
}

void ReviewPanel::startReview()
{
    if (moves_.empty())
        return;
    review_->start(start0_, moves_, depth(), threads_);
    updateAll();
    emit reviewChanged();
}

std::optional<ai::ReviewedMove> ReviewPanel::verdictAt(int ply) const
{
    const auto& judged = review_->judged();
    if (ply < 1 || ply > int(judged.size()))
        return std::nullopt;
    return judged[size_t(ply - 1)];
}

void ReviewPanel::showPly(int ply, NotationStyle notation)
{
    viewed_ = ply;
    notation_ = notation;
    graph_->setCurrent(ply);
    const auto v = verdictAt(ply);
    addLine_->setEnabled(v && !v->bestLine.empty() && v->best != v->move);
    if (!v) {
        move_->clear();
        return;
    }
    Position before = review_->startPosition();
    for (int i = 0; i < ply - 1; ++i)
        before.makeMove(review_->moves()[size_t(i)]);
    const QString played = moveText(before, review_->moves()[size_t(ply - 1)], notation);
    const QString best = v->best.empty() ? QString() : moveText(before, Position::parseIccs(v->best), notation);
    const QString mark = QString::fromLatin1(ai::reviewMarkText(v->mark));
    if (v->best == v->move)
        //: The review of the viewed move: %1 its number, %2 the move; it is what the engine plays too
        move_->setText(tr("Move %1, %2: the engine's choice too.").arg((ply + 1) / 2).arg(played));
    else
        //: The review of the viewed move: %1 its number, %2 the move with its mark (?!, ?, ??), %3 points of winning chances lost, %4 the engine's move
        move_->setText(tr("Move %1, %2: gave away %3 points of winning chances; the engine plays %4.")
                           .arg((ply + 1) / 2)
                           .arg(played + mark)
                           .arg(QString::number(v->winChanceLost, 'f', 0))
                           .arg(best));
}

void ReviewPanel::updateAll()
{
    const bool running = review_->isRunning();
    start_->setText(running ? tr("Cancel review") : tr("Review the game"));
    start_->setEnabled(running || !moves_.empty());
    depth_->setEnabled(!running);
    progress_->setVisible(running);
    progress_->setRange(0, std::max(1, review_->total()));
    progress_->setValue(review_->done());
    // The graph: red's chances after each move that has been judged.
    std::vector<double> chances(review_->moves().size() + 1, std::nan(""));
    std::vector<ai::ReviewMark> marks(review_->moves().size(), ai::ReviewMark::None);
    const auto& judged = review_->judged();
    for (int i = 0; i < int(judged.size()); ++i) {
        if (!judged[size_t(i)])
            continue;
        if (i == 0)
            chances[0] = ai::winChance(judged[0]->scoreBefore);
        chances[size_t(i) + 1] = ai::winChance(judged[size_t(i)]->score);
        marks[size_t(i)] = judged[size_t(i)]->mark;
    }
    graph_->setData(std::move(chances), std::move(marks));
    graph_->setVisible(!review_->isEmpty());
    updateSummary();
    showPly(viewed_, notation_);
}

void ReviewPanel::updateSummary()
{
    if (review_->isEmpty()) {
        summary_->setText(tr("Review the game: the engine judges every move and marks the mistakes."));
        return;
    }
    const ai::ReviewSummary s = review_->summary();
    auto side = [](const QString& name, const ai::ReviewSide& r) {
        //: A side's review: %1 Red or Black, %2 accuracy in per cent, %3 %4 %5 the counts of ?! (inaccuracies), ? (mistakes), ?? (blunders)
        return tr("%1: accuracy %2 % · ?! %3 · ? %4 · ?? %5")
            .arg(name, QString::number(r.accuracy, 'f', 1))
            .arg(r.inaccuracies)
            .arg(r.mistakes)
            .arg(r.blunders);
    };
    QStringList points;
    for (int ply : s.turningPoints)
        points << QStringLiteral("<a href=\"%1\">%2%3</a>")
                      .arg(ply + 1)
                      .arg((ply + 2) / 2)
                      .arg(QString::fromLatin1(ai::reviewMarkText(review_->judged()[size_t(ply)]->mark)));
    QString text = side(XiangqiTable::tr("Red"), s.red).toHtmlEscaped() + QStringLiteral("<br>") + side(XiangqiTable::tr("Black"), s.black).toHtmlEscaped();
    if (!points.isEmpty())
        //: Followed by the moves where the game turned (links)
        text += QStringLiteral("<br>") + tr("Turning points:").toHtmlEscaped() + QLatin1Char(' ') + points.join(QStringLiteral(", "));
    summary_->setText(text);
    summary_->setToolTip(tr("?! an inaccuracy, ? a mistake, ?? a blunder: a move that gave away 5, 10 or 15 points of "
                            "the mover's winning chances"));
}

void ReviewPanel::retranslate()
{
    depth_->setItemText(0, tr("Quick (0.2 s a move)"));
    depth_->setItemText(1, tr("Normal (1 s a move)"));
    depth_->setItemText(2, tr("Deep (3 s a move)"));
    addLine_->setText(tr("Add the engine's line"));
    graph_->setAccessibleName(tr("Score graph"));
    graph_->setToolTip(tr("Red's winning chances over the game; click to go to a move"));
    setAccessibleName(tr("Game review"));
    updateAll();
}

} // namespace qiyuan::ui
