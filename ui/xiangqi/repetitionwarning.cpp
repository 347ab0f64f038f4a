#include "repetitionwarning.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace qiyuan::ui {

RepetitionWarning::RepetitionWarning(QWidget* parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("repetitionWarning"));
    setFrameShape(QFrame::StyledPanel);
    // A warning colour that reads on light and dark palettes alike.
    setStyleSheet(QStringLiteral("#repetitionWarning { background: #fff3d6; border: 1px solid #d08000; }"
                                 "#repetitionWarning QLabel { color: #4a2a00; }"));
    text_ = new QLabel(this);
    text_->setObjectName(QStringLiteral("repetitionWarningText"));
    text_->setWordWrap(true);
    play_ = new QPushButton(this);
    play_->setObjectName(QStringLiteral("playAnywayButton"));
    another_ = new QPushButton(this);
    another_->setObjectName(QStringLiteral("chooseAnotherMoveButton"));
    auto* buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(another_);
    buttons->addWidget(play_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->addWidget(text_);
    layout->addLayout(buttons);
    connect(play_, &QPushButton::clicked, this, [this] {
        const xiangqi::Move m = move_;
        withdraw();
        emit playAnyway(m);
    });
    connect(another_, &QPushButton::clicked, this, &RepetitionWarning::withdraw);
    retranslate();
    hide();
}

void RepetitionWarning::ask(xiangqi::Move move, int ply, std::function<QString()> verdict)
{
    move_ = move;
    ply_ = ply;
    verdict_ = std::move(verdict);
    retranslate();
    show();
    another_->setFocus(); // Enter does not play a losing move by accident
}

void RepetitionWarning::withdraw()
{
    move_ = {};
    ply_ = -1;
    verdict_ = {};
    hide();
}

void RepetitionWarning::retranslate()
{
    play_->setText(tr("Play it anyway"));
    another_->setText(tr("Choose another move"));
    if (verdict_)
        //: Before a move that repeats a position a third time; %1 the verdict it would bring, e.g. "Red loses: ..."
        text_->setText(tr("This move repeats the position a third time, and the game would end: %1").arg(verdict_()));
    setAccessibleName(tr("Repetition warning"));
    setAccessibleDescription(text_->text());
}

} // namespace qiyuan::ui
