#include "kindchooser.h"

#include "jifenguide.h"
#include "kindpainter.h"
#include "ui/gamenames.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace qiyuan::ui {

using qiyuan::jifen::Kind;

QString kindDisplayName(Kind k)
{
    switch (k) {
    //: 普通棋子 (大棋子): a piece of kind normal in 积分象棋
    case Kind::Normal: return KindChooser::tr("Normal");
    //: 小棋子
    case Kind::Small: return KindChooser::tr("Small");
    //: 王棋子
    case Kind::King: return KindChooser::tr("King");
    //: 闲棋子
    case Kind::Idle: return KindChooser::tr("Idle");
    }
    return {};
}

KindChooser::KindChooser(QWidget* parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("kindChooser"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setFocusPolicy(Qt::StrongFocus);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 6);
    layout->setSpacing(4);
    title_ = new QLabel(this);
    layout->addWidget(title_);
    auto* row = new QHBoxLayout;
    row->setSpacing(2);
    layout->addLayout(row);
    hide();
    retranslate();
}

void KindChooser::offer(xiangqi::Piece piece, Kind current, const std::vector<std::optional<Kind>>& choices,
                        const jifen::RuleSet& rules)
{
    rules_ = rules;
    piece_ = piece;
    current_ = current;
    choices_ = choices;
    qDeleteAll(buttons_);
    buttons_.clear();
    auto* row = static_cast<QHBoxLayout*>(layout()->itemAt(1)->layout());
    for (std::size_t i = 0; i < choices.size(); ++i) {
        auto* b = new QToolButton(this);
        b->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
        b->setIconSize(QSize(32, 32));
        b->setAutoRaise(true);
        b->setFocusPolicy(Qt::StrongFocus);
        b->setObjectName(choices[i] ? QStringLiteral("kind_%1").arg(QLatin1Char(jifen::kindLetter(*choices[i])))
                                    : QStringLiteral("kind_keep"));
        connect(b, &QToolButton::clicked, this, [this, i] { choose(int(i)); });
        row->addWidget(b);
        buttons_.append(b);
    }
    retranslate();
    adjustSize();
    show();
    raise();
    if (!buttons_.isEmpty())
        buttons_.front()->setFocus(Qt::OtherFocusReason);
    else
        setFocus(Qt::OtherFocusReason);
}

void KindChooser::choose(int i)
{
    if (i < 0 || i >= int(choices_.size()))
        return;
    const std::optional<Kind> k = choices_[std::size_t(i)];
    hide();
    emit chosen(k ? jifen::index(*k) : Keep);
}

void KindChooser::keyPressEvent(QKeyEvent* e)
{
    const int focused = int(buttons_.indexOf(qobject_cast<QToolButton*>(focusWidget())));
    switch (e->key()) {
    case Qt::Key_Escape:
        hide();
        emit cancelled();
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        choose(focused >= 0 ? focused : 0);
        return;
    case Qt::Key_Left:
    case Qt::Key_Right: {
        if (buttons_.isEmpty())
            return;
        const int step = e->key() == Qt::Key_Left ? -1 : 1;
        const int n = int(buttons_.size());
        buttons_[((focused < 0 ? 0 : focused) + step + n) % n]->setFocus(Qt::TabFocusReason);
        return;
    }
    default: break;
    }
    const QString text = e->text().toLower();
    if (text.size() == 1) {
        const QChar c = text.front();
        if (c >= QLatin1Char('1') && c <= QLatin1Char('9')) {
            choose(c.digitValue() - 1);
            return;
        }
        if (const auto kind = jifen::kindFromLetter(char(c.toLatin1()))) {
            for (std::size_t i = 0; i < choices_.size(); ++i)
                if (choices_[i] == kind) {
                    choose(int(i));
                    return;
                }
        }
    }
    QFrame::keyPressEvent(e);
}

void KindChooser::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(e);
}

void KindChooser::setPieceStyle(PieceStyle style)
{
    if (style == style_)
        return;
    style_ = style;
    retranslate();
}

void KindChooser::retranslate()
{
    //: Shown above the kind choices after a move in 积分象棋
    title_->setText(tr("Kind after the move (its moves will score):"));
    for (int i = 0; i < int(buttons_.size()) && i < int(choices_.size()); ++i) {
        const std::optional<Kind> k = choices_[std::size_t(i)];
        const Kind shown = k ? *k : current_;
        //: The moved piece keeps its kind (the default choice)
        const QString name = k ? kindDisplayName(*k) : tr("Keep");
        // Under the name, what the piece's moves score with that kind from now on.
        buttons_[i]->setText(name + QLatin1Char('\n') + jifenguide::kindScoresShort(rules_, shown));
        buttons_[i]->setAccessibleName(name);
        if (xiangqi::isPiece(piece_))
            buttons_[i]->setIcon(QIcon(KindPainter::icon(piece_, shown, style_, 32, devicePixelRatioF())));
        const QString key = k ? QString(QLatin1Char(jifen::kindLetter(*k))).toUpper() : tr("Enter");
        buttons_[i]->setToolTip(tr("%1 (key %2 or %3)").arg(name, key).arg(i + 1) + QLatin1Char('\n')
                                + joinSentences({jifenguide::kindCaptures(rules_, shown),
                                                         jifenguide::kindScores(rules_, shown)}));
    }
}

} // namespace qiyuan::ui
