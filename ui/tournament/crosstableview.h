// The crosstable as a table widget: the Standings tab and the projector view
// (a window of its own, large font, F11 full screen, Esc closes).
#pragma once

#include "tournamentio/tournamentexport.h"

#include <QWidget>

class QLabel;
class QTableWidget;

namespace qiyuan::ui {

// Fills `table` with the crosstable: rank, player, rating, the cells, points, tie-breaks.
void fillCrosstable(QTableWidget* table, const tournamentio::Crosstable& crosstable,
                    const tournamentio::CrosstableWords& words);

class CrosstableView : public QWidget {
    Q_OBJECT
public:
    explicit CrosstableView(QWidget* parent = nullptr);
    void showCrosstable(const QString& title, const tournamentio::Crosstable& crosstable,
                        const tournamentio::CrosstableWords& words);
    QTableWidget* table() const { return m_table; }

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void fitFont();
    QLabel* m_title = nullptr;
    QLabel* m_hint = nullptr;
    QTableWidget* m_table = nullptr;
};

} // namespace qiyuan::ui
