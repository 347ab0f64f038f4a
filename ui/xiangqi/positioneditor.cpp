#include "positioneditor.h"

#include "piecepalette.h"
#include "setupboard.h"

#include <QButtonGroup>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <utility>

namespace qiyuan::ui {

using namespace qiyuan::xiangqi;

// The piece being dragged, drawn over the whole dialog so that it can leave
// the board (to be taken off) or come from the piece box.
class DragGhost : public QWidget {
public:
    explicit DragGhost(QWidget* parent)
        : QWidget(parent)
    {
        setAttribute(Qt::WA_TransparentForMouseEvents);
        hide();
    }
    void carry(int tool, qreal diameter, PieceStyle style)
    {
        tool_ = tool;
        diameter_ = diameter;
        style_ = style;
    }
    // `target` is the global centre of the point the piece would land on, if any.
    void moveTo(QPointF globalPos, std::optional<QPointF> target)
    {
        centre_ = mapFromGlobal(globalPos);
        target_ = target ? std::optional<QPointF>(mapFromGlobal(*target)) : std::nullopt;
        if (!isVisible()) {
            show();
            raise();
        }
        update();
    }
    void drop()
    {
        tool_ = PiecePalette::NoTool;
        hide();
    }

protected:
    void paintEvent(QPaintEvent*) override
    {
        QPainter p(this);
        if (target_) {
            p.setRenderHint(QPainter::Antialiasing);
            p.setPen(QPen(QColor(0x2e, 0x8b, 0x3e), std::max(2.0, diameter_ * 0.07)));
            p.setBrush(Qt::NoBrush);
            p.drawEllipse(*target_, diameter_ / 2, diameter_ / 2);
        }
        PiecePalette::drawTool(p, centre_, diameter_, tool_, style_, 0.92);
    }

private:
    int tool_ = PiecePalette::NoTool;
    qreal diameter_ = 40;
    PieceStyle style_ = PieceStyle::Simplified;
    QPointF centre_;
    std::optional<QPointF> target_;
};

namespace {

// A copy with the general squares and hash rebuilt from the board alone:
// put() tracks one general per side, which a set-up with two of them (allowed
// while editing, refused by validate) would leave stale once one is removed.
Position normalised(const Position& from)
{
    Position out = from;
    out.clear();
    for (bool generals : {false, true})
        for (Square s : AllSquares) {
            const Piece p = from.at(s);
            if (isPiece(p) && (typeOf(p) == General) == generals)
                out.put(s, p);
        }
    out.setSideToMove(from.sideToMove());
    out.setClocks(from.halfmoveClock(), from.fullmoveNumber());
    return out;
}

QString sentence(QString s)
{
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

} // namespace

PositionEditor::PositionEditor(const Position& initial, QWidget* parent)
    : QDialog(parent)
{
    board_ = new SetupBoard(this);
    board_->setMinimumSize(360, 396);
    palette_ = new PiecePalette(this);

    auto* sideBox = new QGroupBox(this);
    sideBox_ = sideBox;
    redToMove_ = new QRadioButton(sideBox);
    blackToMove_ = new QRadioButton(sideBox);
    sideGroup_ = new QButtonGroup(this);
    sideGroup_->addButton(redToMove_, index(Side::Red));
    sideGroup_->addButton(blackToMove_, index(Side::Black));
    auto* sideLayout = new QVBoxLayout(sideBox);
    sideLayout->addWidget(redToMove_);
    sideLayout->addWidget(blackToMove_);

    startButton_ = new QPushButton(this);
    clearButton_ = new QPushButton(this);
    flipButton_ = new QPushButton(this);
    flipButton_->setCheckable(true);
    for (QPushButton* b : {startButton_, clearButton_, flipButton_})
        b->setAutoDefault(false);

    auto* side = new QVBoxLayout;
    side->addWidget(palette_, 0, Qt::AlignHCenter);
    side->addSpacing(6);
    side->addWidget(sideBox);
    auto* hint = new QLabel(this);
    hint_ = hint;
    hint->setWordWrap(true);
    hint->setForegroundRole(QPalette::PlaceholderText);
    QFont small = hint->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    hint->setFont(small);
    hint->setMaximumWidth(palette_->sizeHint().width() + 20);
    side->addWidget(hint);
    side->addStretch(1);

    auto* top = new QHBoxLayout;
    top->addWidget(board_, 1);
    top->addLayout(side);

    auto* fenLabel = new QLabel(this);
    fenLabel_ = fenLabel;
    fenEdit_ = new QLineEdit(this);
    fenEdit_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    fenEdit_->setClearButtonEnabled(true);
    // Qt's clear button has no name of its own: screen readers say what it does.
    for (QToolButton* clear : fenEdit_->findChildren<QToolButton*>())
        clear->setAccessibleName(tr("Clear the FEN"));
    fenLabel->setBuddy(fenEdit_);
    copyButton_ = new QPushButton(this);
    pasteButton_ = new QPushButton(this);
    for (QPushButton* b : {copyButton_, pasteButton_})
        b->setAutoDefault(false);
    auto* fenRow = new QHBoxLayout;
    fenRow->addWidget(fenLabel);
    fenRow->addWidget(fenEdit_, 1);
    fenRow->addWidget(copyButton_);
    fenRow->addWidget(pasteButton_);

    messageIcon_ = new QLabel(this);
    message_ = new QLabel(this);
    message_->setWordWrap(true);
    message_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    message_->setMinimumHeight(message_->fontMetrics().lineSpacing() * 2);
    auto* messageRow = new QHBoxLayout;
    messageRow->addWidget(messageIcon_, 0, Qt::AlignTop);
    messageRow->addWidget(message_, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    ok_ = buttons->button(QDialogButtonBox::Ok);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addLayout(fenRow);
    layout->addLayout(messageRow);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(startButton_);
    bottom->addWidget(clearButton_);
    bottom->addWidget(flipButton_);
    bottom->addStretch(1);
    bottom->addWidget(buttons);
    layout->addLayout(bottom);

    ghost_ = new DragGhost(this);
    retranslateUi();

    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(board_, &SetupBoard::pointClicked, this, &PositionEditor::onPointClicked);
    connect(board_, &SetupBoard::pieceDragStarted, this, [this](Square from) {
        carriedFrom_ = from;
        beforeLift_ = position_;
        ghost_->carry(position_.at(from), board_->pieceDiameter() * 1.06, board_->pieceStyle());
        setPiece(from, NoPiece);
    });
    connect(board_, &SetupBoard::pieceDragMoved, this, [this](QPointF g) { ghost_->moveTo(g, dropPoint(g)); });
    connect(board_, &SetupBoard::pieceDragFinished, this, [this](QPointF g) {
        ghost_->drop();
        const Square from = std::exchange(carriedFrom_, NoSquare);
        const Piece piece = beforeLift_.at(from);
        const Square s = board_->squareAtGlobal(g);
        if (s == from)
            applyPosition(beforeLift_); // put back: nothing changed, clocks included
        else if (s != NoSquare && isPiece(piece))
            setPiece(s, piece);
        // Dropped off the board, the piece stays removed.
    });
    connect(palette_, &PiecePalette::dragMoved, this, [this](int tool, QPointF g) {
        ghost_->carry(tool, board_->pieceDiameter() * 1.06, board_->pieceStyle());
        ghost_->moveTo(g, dropPoint(g));
    });
    connect(palette_, &PiecePalette::dragFinished, this, [this](int tool, QPointF g) {
        ghost_->drop();
        if (const Square s = board_->squareAtGlobal(g); s != NoSquare)
            setPiece(s, tool == PiecePalette::Eraser ? NoPiece : static_cast<Piece>(tool));
    });
    connect(sideGroup_, &QButtonGroup::idClicked, this, [this](int id) {
        Position next = position_;
        next.setSideToMove(id == index(Side::Black) ? Side::Black : Side::Red);
        applyPosition(next);
    });
    connect(startButton_, &QPushButton::clicked, this, [this] { applyPosition(Position()); });
    connect(clearButton_, &QPushButton::clicked, this, [this] {
        Position next = position_;
        next.clear();
        next.setSideToMove(position_.sideToMove());
        applyPosition(next);
    });
    connect(flipButton_, &QPushButton::toggled, board_, &BoardWidget::setFlipped);
    connect(copyButton_, &QPushButton::clicked, this, [this] {
        QGuiApplication::clipboard()->setText(QString::fromStdString(position_.fen()));
    });
    connect(pasteButton_, &QPushButton::clicked, this, &PositionEditor::pasteFen);
    connect(fenEdit_, &QLineEdit::textEdited, this, &PositionEditor::onFenEdited);

    applyPosition(initial);
}

void PositionEditor::setPieceStyle(PieceStyle style)
{
    board()->setPieceStyle(style);
    palette_->setPieceStyle(style);
}

std::optional<Position> PositionEditor::edit(QWidget* parent, const Position& initial, PieceStyle style)
{
    PositionEditor editor(initial, parent);
    editor.setPieceStyle(style);
    if (editor.exec() != QDialog::Accepted || !editor.isPositionLegal())
        return std::nullopt;
    // A fresh parse gives a position with no history and every field consistent.
    return Position::fromFen(editor.position().fen());
}

std::optional<QPointF> PositionEditor::dropPoint(QPointF globalPos) const
{
    const Square s = board_->squareAtGlobal(globalPos);
    if (s == NoSquare)
        return std::nullopt;
    return board_->mapToGlobal(board_->pointCentre(fileOf(s), rankOf(s)));
}

BoardWidget* PositionEditor::board() const
{
    return board_;
}

QAbstractButton* PositionEditor::button(Action action) const
{
    switch (action) {
    case Action::StartPosition: return startButton_;
    case Action::ClearBoard: return clearButton_;
    case Action::Flip: return flipButton_;
    case Action::CopyFen: return copyButton_;
    case Action::PasteFen: return pasteButton_;
    }
    return nullptr;
}

QRadioButton* PositionEditor::sideButton(Side side) const
{
    return side == Side::Red ? redToMove_ : blackToMove_;
}

QString PositionEditor::message() const
{
    return message_->text();
}

void PositionEditor::setPosition(const Position& position)
{
    applyPosition(position);
}

void PositionEditor::resizeEvent(QResizeEvent* e)
{
    QDialog::resizeEvent(e);
    ghost_->setGeometry(rect());
}

void PositionEditor::setPiece(Square s, Piece p)
{
    if (s == NoSquare || position_.at(s) == p)
        return;
    Position next = position_;
    next.put(s, p);
    // The clocks belong to the game the position came from; a new set-up starts afresh.
    next.setClocks(0, 1);
    applyPosition(next);
}

void PositionEditor::retranslateUi()
{
    setWindowTitle(tr("Set Up Position"));
    board_->setToolTip(tr("Click a point to put the selected piece there; drag pieces to move them or off "
                          "the board to remove them; right-click clears a point."));
    palette_->setToolTip(tr("Click a piece to select it, or drag it onto the board."));
    sideBox_->setTitle(tr("Side to move"));
    redToMove_->setText(tr("&Red"));
    blackToMove_->setText(tr("&Black"));
    startButton_->setText(tr("&Start position"));
    clearButton_->setText(tr("C&lear board"));
    flipButton_->setText(tr("&Flip board"));
    hint_->setText(tr("Click a piece, then points to place it. Drag pieces on, around or off the "
                      "board. Right-click clears a point."));
    fenLabel_->setText(tr("F&EN:"));
    fenEdit_->setToolTip(tr("The position as FEN. Type or paste a FEN here to set it up."));
    copyButton_->setText(tr("&Copy FEN"));
    pasteButton_->setText(tr("&Paste FEN"));
}

void PositionEditor::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange && ok_) {
        retranslateUi();
        // The message too: re-read the FEN line if it holds an error, else the position.
        if (!fenError_.isEmpty())
            onFenEdited(fenEdit_->text());
        else
            refresh();
    }
    QDialog::changeEvent(e);
}

void PositionEditor::applyPosition(const Position& position, bool fromFenEdit)
{
    position_ = normalised(position);
    refresh(fromFenEdit);
}

void PositionEditor::refresh(bool fromFenEdit)
{
    board_->setPosition(position_);
    sideButton(position_.sideToMove())->setChecked(true);
    if (!fromFenEdit) {
        // Rewriting the line while the user types in it would move the cursor.
        fenEdit_->setText(QString::fromStdString(position_.fen()));
        fenError_.clear();
    }
    problem_ = position_.validate();
    ok_->setEnabled(problem_.empty() && fenError_.isEmpty());
    if (!fenError_.isEmpty()) {
        showMessage(fenError_, true);
    } else if (!problem_.empty()) {
        showMessage(describeProblem(problem_), true);
    } else {
        const bool red = position_.sideToMove() == Side::Red;
        QString text;
        if (!position_.hasLegalMove())
            text = red ? tr("Legal position, but red has no legal move: the game is over.")
                       : tr("Legal position, but black has no legal move: the game is over.");
        else if (position_.inCheck())
            text = red ? tr("Legal position. Red to move, in check.") : tr("Legal position. Black to move, in check.");
        else
            text = red ? tr("Legal position. Red to move.") : tr("Legal position. Black to move.");
        showMessage(text, false);
    }
}

void PositionEditor::showMessage(const QString& text, bool error)
{
    message_->setText(text);
    const int size = message_->fontMetrics().height();
    const QIcon icon = style()->standardIcon(error ? QStyle::SP_MessageBoxWarning : QStyle::SP_DialogApplyButton);
    messageIcon_->setPixmap(icon.pixmap(size, size));
    QPalette pal = message_->palette();
    pal.setColor(QPalette::WindowText, error ? QColor(0xb0, 0x20, 0x18) : palette().color(QPalette::WindowText));
    message_->setPalette(pal);
}

void PositionEditor::onPointClicked(Square s, Qt::MouseButton button)
{
    const int tool = palette_->tool();
    if (button == Qt::RightButton || tool == PiecePalette::Eraser)
        setPiece(s, NoPiece);
    else if (tool != PiecePalette::NoTool)
        setPiece(s, static_cast<Piece>(tool));
}

void PositionEditor::onFenEdited(const QString& text)
{
    std::string error;
    if (auto parsed = Position::fromFen(text.trimmed().toStdString(), &error)) {
        fenError_.clear();
        applyPosition(*parsed, true);
        return;
    }
    // The board keeps the last good position; OK waits until the line is fixed.
    fenError_ = describeProblem(error);
    refresh(true);
}

void PositionEditor::pasteFen()
{
    const QString text = QGuiApplication::clipboard()->text().trimmed();
    if (text.isEmpty()) {
        showMessage(tr("The clipboard holds no text; the position is unchanged."), true);
        return;
    }
    std::string error;
    auto parsed = Position::fromFen(text.toStdString(), &error);
    if (!parsed) {
        showMessage(tr("Cannot paste: %1 The position is unchanged.").arg(describeProblem(error)), true);
        return;
    }
    applyPosition(*parsed);
}

QString PositionEditor::describeProblem(const std::string& engineMessage, bool* recognised)
{
    const QString text = QString::fromStdString(engineMessage);
    if (recognised)
        *recognised = true;

    auto sideName = [](const QString& word) { return word == u"red" ? tr("red") : tr("black"); };
    auto typeOfWord = [](const QString& word) {
        static const char* const names[] = {"general", "advisor", "elephant", "horse",
                                            "chariot", "cannon", "soldier"};
        for (int t = General; t <= Soldier; ++t)
            if (word == QLatin1String(names[t - 1]))
                return static_cast<PieceType>(t);
        return NoPieceType;
    };
    // Chinese names a piece by its side (兵 / 卒), so each side's plural is
    // its own entry; English reads the same for both.
    auto pluralName = [](PieceType t, const QString& side) {
        const bool red = side == u"red";
        switch (t) {
        case General: return red ? tr("generals", "red pieces") : tr("generals", "black pieces");
        case Advisor: return red ? tr("advisors", "red pieces") : tr("advisors", "black pieces");
        case Elephant: return red ? tr("elephants", "red pieces") : tr("elephants", "black pieces");
        case Horse: return red ? tr("horses", "red pieces") : tr("horses", "black pieces");
        case Chariot: return red ? tr("chariots", "red pieces") : tr("chariots", "black pieces");
        case Cannon: return red ? tr("cannons", "red pieces") : tr("cannons", "black pieces");
        case Soldier: return red ? tr("soldiers", "red pieces") : tr("soldiers", "black pieces");
        default: return QString();
        }
    };

    // Position::validate(): a piece on a point it can never reach.
    static const QRegularExpression placed(QStringLiteral(
        "^(red|black) (general|advisor|elephant|soldier) on ([a-i][0-9]) (is outside its palace|is not on an "
        "advisor point|is not on an elephant point|is not on a point a soldier can reach)$"));
    if (const auto m = placed.match(text); m.hasMatch()) {
        const PieceType type = typeOfWord(m.captured(2));
        const Piece piece = makePiece(m.captured(1) == u"red" ? Side::Red : Side::Black, type);
        const QString name = PiecePalette::toolName(piece);
        const QString square = m.captured(3);
        switch (type) {
        case General: return tr("The %1 on %2 is outside its palace.").arg(name, square);
        case Advisor: return tr("The %1 on %2 is not on an advisor point.").arg(name, square);
        case Elephant: return tr("The %1 on %2 is not on an elephant point.").arg(name, square);
        default: return tr("The %1 on %2 is not on a point a soldier can reach.").arg(name, square);
        }
    }
    static const QRegularExpression noGeneral(QStringLiteral("^(red|black) has no general$"));
    if (const auto m = noGeneral.match(text); m.hasMatch())
        return m.captured(1) == u"red" ? tr("Red has no general.") : tr("Black has no general.");
    static const QRegularExpression tooMany(QStringLiteral("^(red|black) has (\\d+) ([a-z]+)s; at most (\\d+) allowed$"));
    if (const auto m = tooMany.match(text); m.hasMatch() && typeOfWord(m.captured(3)) != NoPieceType)
        //: %1 = side (red/black), %2 = count, %3 = piece name in the plural, %4 = the limit
        return sentence(tr("%1 has %2 %3; at most %4 are allowed.")
                            .arg(sideName(m.captured(1)), m.captured(2),
                                 pluralName(typeOfWord(m.captured(3)), m.captured(1)), m.captured(4)));
    static const QRegularExpression check(
        QStringLiteral("^the side not to move \\((red|black)\\) is in check or the generals face each other$"));
    if (const auto m = check.match(text); m.hasMatch())
        return tr("The side not to move (%1) is in check, or the generals face each other.")
            .arg(sideName(m.captured(1)));

    // Position::fromFen(): a legal FEN whose position is not, or a malformed FEN.
    static const QString fenPosition = QStringLiteral("FEN position: ");
    if (text.startsWith(fenPosition))
        return describeProblem(engineMessage.substr(fenPosition.size()), recognised);
    if (recognised)
        *recognised = false;
    // FEN syntax errors name fields and letters; they stay in the engine's words.
    if (text.startsWith(QLatin1String("FEN")))
        return tr("Not a valid FEN (%1).").arg(text);
    return tr("Not a legal position (%1).").arg(text);
}

} // namespace qiyuan::ui
