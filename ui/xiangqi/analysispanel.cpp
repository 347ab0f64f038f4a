#include "analysispanel.h"

#include "uci/ucitext.h"
#include "xiangqi/notation.h"
#include "ui/engineconfig.h"
#include "session/traditional.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace qiyuan::ui {

namespace {
const QString LinesKey = QStringLiteral("analysis/lines");
constexpr std::size_t MovesPerLine = 10; // plies shown of each line when several are
}

namespace {
// A one-line label that shows its text cut to its width with "…" (text()
// stays whole; the tooltip shows all of it): it never asks for more width
// or height than one line, whatever it says.
class ElidedLabel : public QLabel {
public:
    using QLabel::QLabel;
    QSize minimumSizeHint() const override { return {0, fontMetrics().height()}; }
    QSize sizeHint() const override { return {0, fontMetrics().height()}; }

protected:
    void paintEvent(QPaintEvent*) override
    {
        QPainter p(this);
        p.setPen(palette().color(QPalette::WindowText));
        const QRect r = contentsRect();
        p.drawText(r, Qt::AlignLeft | Qt::AlignVCenter, fontMetrics().elidedText(text(), Qt::ElideRight, r.width()));
    }
};
} // namespace

AnalysisPanel::AnalysisPanel(QWidget* parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("analysisPanel"));
    setFrameShape(QFrame::StyledPanel);
    // As wide as the side panel it sits in, never wider: opening it must not
    // push the board aside.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    engine_ = new QComboBox(this);
    engine_->setObjectName(QStringLiteral("analysisEngineBox"));
    engine_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    engine_->setMinimumContentsLength(8);
    engineLabel_ = new QLabel(this);
    engineLabel_->setBuddy(engine_);
    evaluation_ = new QLabel(this);
    evaluation_->setObjectName(QStringLiteral("analysisEvaluation"));
    QFont big = evaluation_->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    evaluation_->setFont(big);
    depth_ = new QLabel(this);
    depth_->setObjectName(QStringLiteral("analysisDepth"));
    speed_ = new QLabel(this);
    speed_->setObjectName(QStringLiteral("analysisSpeed"));
    lines_ = new QSpinBox(this);
    lines_->setObjectName(QStringLiteral("analysisLinesBox"));
    lines_->setRange(1, XiangqiAnalyser::MaxLines);
    moveWords_ = [](const xiangqi::Position& p, xiangqi::Move m) {
        return session::moveInReadersScript(QString::fromStdString(xiangqi::toChinese(p, m)));
    };
    lines_->setValue(std::clamp(QSettings().value(LinesKey, 1).toInt(), 1, XiangqiAnalyser::MaxLines));
    linesLabel_ = new QLabel(this);
    linesLabel_->setBuddy(lines_);
    auto* grid = new QGridLayout;
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setHorizontalSpacing(8);
    grid->setColumnStretch(2, 1);
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        LineRow& row = rows_[i];
        const int r = static_cast<int>(i);
        row.evaluation = new QLabel(this);
        row.evaluation->setObjectName(QStringLiteral("analysisLineEvaluation%1").arg(r + 1));
        row.depth = new QLabel(this);
        row.depth->setObjectName(QStringLiteral("analysisLineDepth%1").arg(r + 1));
        row.moves = new ElidedLabel(this);
        // The best line keeps the name it always had.
        row.moves->setObjectName(r == 0 ? QStringLiteral("analysisLine") : QStringLiteral("analysisLine%1").arg(r + 1));
        // One line each, cut to the width (the whole line in its tooltip):
        // the panel keeps its height and width whatever the engine says.
        row.moves->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
        grid->addWidget(row.evaluation, r, 0, Qt::AlignRight | Qt::AlignTop);
        grid->addWidget(row.depth, r, 1, Qt::AlignRight | Qt::AlignTop);
        grid->addWidget(row.moves, r, 2, Qt::AlignTop);
    }
    note_ = new ElidedLabel(this);
    note_->setObjectName(QStringLiteral("analysisNote"));
    message_ = new ElidedLabel(this);
    message_->setObjectName(QStringLiteral("analysisMessage"));
    for (QLabel* l : {note_, message_}) // one line each, the whole text in the tooltip
        l->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);

    auto* engineRow = new QHBoxLayout;
    engineRow->addWidget(engineLabel_);
    engineRow->addWidget(engine_, 1);
    engineRow->addSpacing(6);
    engineRow->addWidget(linesLabel_);
    engineRow->addWidget(lines_);
    auto* figures = new QHBoxLayout;
    figures->addWidget(evaluation_);
    figures->addStretch();
    auto* numbers = new QVBoxLayout;
    numbers->addWidget(depth_, 0, Qt::AlignRight);
    numbers->addWidget(speed_, 0, Qt::AlignRight);
    figures->addLayout(numbers);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(engineRow);
    layout->addLayout(figures);
    layout->addLayout(grid);
    layout->addWidget(note_);
    layout->addWidget(message_);

    reloadEngines();
    connect(engine_, &QComboBox::activated, this, [this] { emit engineChanged(); });
    connect(lines_, &QSpinBox::valueChanged, this, [this](int lines) {
        QSettings().setValue(LinesKey, lines);
        if (static_cast<int>(infos_.size()) > lines)
            infos_.resize(static_cast<std::size_t>(lines)); // gone at once; new ones come with the new search
        render();
        emit lineCountChanged(lines);
    });
    retranslate();
}

void AnalysisPanel::reloadEngines()
{
    const QString chosen = engineId();
    const QSignalBlocker block(engine_);
    engine_->clear();
    engine_->addItem(QString(), QString());
    for (const UciEngineConfig& c : loadUciEngines())
        engine_->addItem(c.displayName(), c.id);
    setEngineId(chosen);
    retranslate();
}

QString AnalysisPanel::engineId() const
{
    return engine_->currentData().toString();
}

void AnalysisPanel::setEngineId(const QString& id)
{
    const QSignalBlocker block(engine_);
    engine_->setCurrentIndex(std::max(0, engine_->findData(id)));
}

int AnalysisPanel::lineCount() const
{
    return lines_->value();
}

void AnalysisPanel::setLineCount(int lines)
{
    lines_->setValue(lines); // saved and announced like a click
}

void AnalysisPanel::setLineLimit(int lines)
{
    lineLimit_ = lines;
    render();
}

void AnalysisPanel::startPosition(const xiangqi::Position& root)
{
    root_ = root;
    hasInfo_ = false;
    info_ = {};
    infos_.clear();
    messageText_ = [] { return tr("Analysing…"); };
    render();
}

void AnalysisPanel::showInfo(const AnalysisInfo& info)
{
    if (info.line < 1 || info.line > lineCount())
        return; // a line no longer wanted
    if (static_cast<int>(infos_.size()) < info.line)
        infos_.resize(static_cast<std::size_t>(info.line));
    infos_[static_cast<std::size_t>(info.line - 1)] = info;
    if (info.line == 1) {
        info_ = info;
        hasInfo_ = true;
        messageText_ = {};
    }
    render();
}

void AnalysisPanel::setMoveWords(std::function<QString(const xiangqi::Position&, xiangqi::Move)> words)
{
    moveWords_ = std::move(words);
    render();
}

void AnalysisPanel::showMessage(std::function<QString()> text)
{
    hasInfo_ = false;
    infos_.clear();
    messageText_ = std::move(text);
    render();
}

QString AnalysisPanel::evaluationText(const AnalysisInfo& info)
{
    if (info.mate) {
        if (info.mateIn > 0)
            //: 红方N步杀: red mates in %1 moves
            return tr("Red mates in %1").arg(info.mateIn);
        if (info.mateIn < 0)
            //: 黑方N步杀: black mates in %1 moves
            return tr("Black mates in %1").arg(-info.mateIn);
        return tr("Checkmated");
    }
    return QString::asprintf("%+.2f", info.score / 100.0);
}

QString AnalysisPanel::speedText(qint64 nps)
{
    QString amount;
    if (nps >= 1000000)
        amount = QString::number(nps / 1e6, 'f', 1) + QStringLiteral(" M");
    else if (nps >= 1000)
        amount = QString::number(nps / 1e3, 'f', 0) + QStringLiteral(" k");
    else
        amount = QString::number(nps);
    //: Search speed; %1 is a number like "1.2 M" or "350 k"
    return tr("%1 nodes/s").arg(amount);
}

void AnalysisPanel::render()
{
    evaluation_->setText(hasInfo_ ? evaluationText(info_) : QStringLiteral("—"));
    //: Search depth in plies
    depth_->setText(hasInfo_ ? tr("Depth %1").arg(info_.depth) : QString());
    speed_->setText(hasInfo_ && info_.nps > 0 ? speedText(info_.nps) : QString());
    evaluation_->setToolTip(tr("The evaluation from red's point of view, in pawns: positive favours red."));
    const int shown = lineCount();
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        const LineRow& row = rows_[i];
        const bool wanted = static_cast<int>(i) < shown;
        const bool known = hasInfo_ && i < infos_.size() && infos_[i].depth > 0;
        const AnalysisInfo& info = known ? infos_[i] : info_;
        // Several lines: each cut to a few moves, so that five of them leave room for the move list.
        const std::size_t cut = shown > 1 ? MovesPerLine : info.pv.size();
        const bool longer = known && info.pv.size() > cut;
        const std::vector<xiangqi::Move> start(info.pv.begin(),
                                               info.pv.begin() + static_cast<std::ptrdiff_t>(std::min(cut, info.pv.size())));
        const QString line = known ? uci::numberedLine(root_, start, moveWords_) + (longer ? QStringLiteral(" …") : QString())
                                   : QString();
        row.moves->setText(line);
        // One line: its figures are the big ones above.
        row.evaluation->setText(known && shown > 1 ? evaluationText(info) : QString());
        //: The search depth of one line of the analysis, in plies (short: the lines stand in a narrow column)
        row.depth->setText(known && shown > 1 ? tr("d%1").arg(info.depth) : QString());
        // The rows chosen keep their place while the engine has not filled
        // them; the others take no room (the move list gets it).
        for (QLabel* l : {row.moves, row.evaluation, row.depth})
            l->setVisible(wanted);
        const QString tip = i == 0 ? tr("The best line the engine sees")
                                   //: %1: 2, 3, 4 or 5
                                   : tr("The line the engine ranks number %1").arg(i + 1);
        row.moves->setToolTip(known ? tip + QStringLiteral(":\n") + uci::numberedLine(root_, info.pv, moveWords_) : tip);
        row.evaluation->setToolTip(evaluation_->toolTip());
        row.depth->setToolTip(tr("Search depth in plies"));
    }
    note_->setText(lineLimit_ > 0 && lineLimit_ < shown
                       //: The chosen UCI engine does not offer the option MultiPV (several best lines)
                       ? (lineLimit_ == 1 ? tr("This engine shows only its best line.")
                                          : tr("This engine shows at most %1 lines.").arg(lineLimit_))
                       : QString());
    note_->setToolTip(note_->text());
    note_->setVisible(!note_->text().isEmpty()); // changes with the engine or the lines chosen, not with a move
    message_->setText(messageText_ ? messageText_() : QString());
    message_->setToolTip(message_->text());
}

void AnalysisPanel::retranslate()
{
    //: The engine that analyses the position
    engineLabel_->setText(tr("&Engine:"));
    //: How many of the engine's best lines the panel shows (MultiPV), 1 to 5
    linesLabel_->setText(tr("&Lines:"));
    lines_->setToolTip(tr("How many of the best moves to analyse, each with its line"));
    engine_->setItemText(0, tr("Qiyuan (built-in)"));
    render();
}

void AnalysisPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

} // namespace qiyuan::ui
