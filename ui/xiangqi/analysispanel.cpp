#include "analysispanel.h"

#include "ucitext.h"
#include "ui/engineconfig.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace qiyuan::ui {

AnalysisPanel::AnalysisPanel(QWidget* parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("analysisPanel"));
    setFrameShape(QFrame::StyledPanel);
    engine_ = new QComboBox(this);
    engine_->setObjectName(QStringLiteral("analysisEngineBox"));
    engine_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    engine_->setMinimumContentsLength(12);
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
    line_ = new QLabel(this);
    line_->setObjectName(QStringLiteral("analysisLine"));
    line_->setWordWrap(true);
    line_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    message_ = new QLabel(this);
    message_->setObjectName(QStringLiteral("analysisMessage"));
    message_->setWordWrap(true);

    auto* engineRow = new QHBoxLayout;
    engineRow->addWidget(engineLabel_);
    engineRow->addWidget(engine_, 1);
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
    layout->addWidget(line_);
    layout->addWidget(message_);

    reloadEngines();
    connect(engine_, &QComboBox::activated, this, [this] { emit engineChanged(); });
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

void AnalysisPanel::startPosition(const xiangqi::Position& root)
{
    root_ = root;
    hasInfo_ = false;
    info_ = {};
    messageText_ = [] { return tr("Analysing…"); };
    render();
}

void AnalysisPanel::showInfo(const AnalysisInfo& info)
{
    info_ = info;
    hasInfo_ = true;
    messageText_ = {};
    render();
}

void AnalysisPanel::showMessage(std::function<QString()> text)
{
    hasInfo_ = false;
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
    line_->setText(hasInfo_ ? chineseLine(root_, info_.pv) : QString());
    evaluation_->setToolTip(tr("The evaluation from red's point of view, in pawns: positive favours red."));
    line_->setToolTip(tr("The best line the engine sees"));
    message_->setText(messageText_ ? messageText_() : QString());
    message_->setVisible(!message_->text().isEmpty());
}

void AnalysisPanel::retranslate()
{
    //: The engine that analyses the position
    engineLabel_->setText(tr("&Engine:"));
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
