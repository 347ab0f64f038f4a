// The xiangqi position editor: set up any legal position on a board with a
// piece box, choose the side to move, or type / paste a FEN. The engine's
// Position::validate() judges legality; OK stays disabled while it objects.
#pragma once

#include "piecepainter.h"
#include "xiangqi/position.h"

#include <QDialog>
#include <QPointF>

#include <optional>
#include <string>

class QAbstractButton;
class QButtonGroup;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace qiyuan::ui {

class BoardWidget;
class PiecePalette;
class SetupBoard;
class DragGhost;

class PositionEditor : public QDialog {
    Q_OBJECT
public:
    explicit PositionEditor(const xiangqi::Position& initial = {}, QWidget* parent = nullptr);

    // Runs the editor; the position set up, or nullopt when cancelled.
    static std::optional<xiangqi::Position> edit(QWidget* parent, const xiangqi::Position& initial,
                                                 PieceStyle style = PieceStyle::Simplified);
    // Draws the board and the piece box in a style (the user's preference).
    void setPieceStyle(PieceStyle style);

    // The position as currently set up (may be illegal while editing).
    const xiangqi::Position& position() const { return position_; }
    void setPosition(const xiangqi::Position& position);
    bool isPositionLegal() const { return problem_.empty(); }
    // The message under the FEN line: why the position is illegal, or a summary.
    QString message() const;

    // Translates an engine message from Position::validate() or fromFen() into a
    // tr() sentence. `recognised` is false when the message has no translation.
    static QString describeProblem(const std::string& engineMessage, bool* recognised = nullptr);

    // The widgets, for tests and for embedding code that wants to tweak them.
    enum class Action { StartPosition, ClearBoard, Flip, CopyFen, PasteFen };
    BoardWidget* board() const;
    PiecePalette* piecePalette() const { return palette_; }
    QAbstractButton* button(Action action) const;
    QRadioButton* sideButton(xiangqi::Side side) const;
    QLineEdit* fenEdit() const { return fenEdit_; }
    QLabel* messageLabel() const { return message_; }
    QPushButton* okButton() const { return ok_; }

protected:
    void resizeEvent(QResizeEvent*) override;
    void changeEvent(QEvent*) override; // live language switch

private:
    void retranslateUi();
    void setPiece(xiangqi::Square s, xiangqi::Piece p);
    void applyPosition(const xiangqi::Position& position, bool fromFenEdit = false);
    void refresh(bool fromFenEdit = false);
    void showMessage(const QString& text, bool error);
    void onPointClicked(xiangqi::Square s, Qt::MouseButton button);
    void onFenEdited(const QString& text);
    void pasteFen();
    std::optional<QPointF> dropPoint(QPointF globalPos) const; // centre of the point under it

    xiangqi::Position position_;
    std::string problem_; // empty when legal
    QString fenError_;    // the FEN line holds text that does not parse
    xiangqi::Square carriedFrom_ = xiangqi::NoSquare; // the point a dragged piece left
    xiangqi::Position beforeLift_;                    // the position before it left

    SetupBoard* board_ = nullptr;
    PiecePalette* palette_ = nullptr;
    DragGhost* ghost_ = nullptr;
    QButtonGroup* sideGroup_ = nullptr;
    QRadioButton* redToMove_ = nullptr;
    QRadioButton* blackToMove_ = nullptr;
    QPushButton* startButton_ = nullptr;
    QPushButton* clearButton_ = nullptr;
    QPushButton* flipButton_ = nullptr;
    QPushButton* copyButton_ = nullptr;
    QPushButton* pasteButton_ = nullptr;
    QLineEdit* fenEdit_ = nullptr;
    QGroupBox* sideBox_ = nullptr;
    QLabel* hint_ = nullptr;
    QLabel* fenLabel_ = nullptr;
    QLabel* messageIcon_ = nullptr;
    QLabel* message_ = nullptr;
    QPushButton* ok_ = nullptr;
};

} // namespace qiyuan::ui
