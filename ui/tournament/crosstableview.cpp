#include "ui/tournament/crosstableview.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace qiyuan::ui {

void fillCrosstable(QTableWidget* table, const tournamentio::Crosstable& crosstable,
                    const tournamentio::CrosstableWords& words)
{
    QStringList headers{words.rank, words.player, words.rating};
    headers << crosstable.cellHeaders << words.points << crosstable.tieBreakHeaders;
    table->clear();
    table->setColumnCount(int(headers.size()));
    table->setRowCount(int(crosstable.rows.size()));
    table->setHorizontalHeaderLabels(headers);
    for (int r = 0; r < crosstable.rows.size(); ++r) {
        const auto& row = crosstable.rows[r];
        QStringList cells{QString::number(row.standing.rank), row.name,
                          row.rating > 0 ? QString::number(row.rating) : QString()};
        cells << row.cells << tournamentio::pointsText(row.standing.points) << row.tieBreaks;
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setFlags(Qt::ItemIsEnabled);
            item->setTextAlignment(c == 1 ? int(Qt::AlignLeft | Qt::AlignVCenter) : int(Qt::AlignCenter));
            if (c == 3 + crosstable.cellHeaders.size()) { // points in bold
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
            }
            table->setItem(r, c, item);
        }
    }
    table->verticalHeader()->hide();
    table->resizeColumnsToContents();
    table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
}

CrosstableView::CrosstableView(QWidget* parent)
    : QWidget(parent, Qt::Window)
{
    setObjectName(QStringLiteral("crosstableView"));
    m_title = new QLabel;
    m_title->setAlignment(Qt::AlignCenter);
    m_hint = new QLabel;
    m_hint->setAlignment(Qt::AlignCenter);
    m_table = new QTableWidget;
    m_table->setObjectName(QStringLiteral("projectorTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setFocusPolicy(Qt::NoFocus);
    m_table->setAlternatingRowColors(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_hint);
}

void CrosstableView::showCrosstable(const QString& title, const tournamentio::Crosstable& crosstable,
                                    const tournamentio::CrosstableWords& words)
{
    setWindowTitle(title);
    m_title->setText(title);
    //: The projector view of the crosstable: how to leave it
    m_hint->setText(tr("F11: full screen · Esc: close"));
    fillCrosstable(m_table, crosstable, words);
    fitFont();
}

void CrosstableView::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_F11) {
        setWindowState(windowState() ^ Qt::WindowFullScreen);
        return;
    }
    if (event->key() == Qt::Key_Escape) {
        close();
        return;
    }
    QWidget::keyPressEvent(event);
}

void CrosstableView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitFont();
}

// Large enough to read across a room: the rows fill the height, within
// bounds, and the whole table fits the width without scrolling.
void CrosstableView::fitFont()
{
    const int rows = std::max(1, m_table->rowCount() + 1);
    int pixel = std::clamp(height() / (rows * 2 + 4), 14, 48);
    auto* header = m_table->horizontalHeader();
    QFont font = this->font();
    for (;; pixel -= 2) {
        font.setPixelSize(pixel);
        m_table->setFont(font);
        header->setFont(font);
        header->setSectionResizeMode(QHeaderView::Interactive);
        m_table->resizeColumnsToContents();
        int natural = 0;
        for (int c = 0; c < m_table->columnCount(); ++c)
            natural += m_table->columnWidth(c);
        if (pixel <= 14 || natural <= m_table->viewport()->width())
            break;
    }
    QFont titleFont = font;
    titleFont.setPixelSize(pixel * 3 / 2);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    // Every column as wide as its contents; the names take the rest of the screen.
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    if (m_table->columnCount() > 1)
        header->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->resizeRowsToContents();
    QFont hintFont = font;
    hintFont.setPixelSize(std::max(12, pixel / 2));
    m_hint->setFont(hintFont);
}

} // namespace qiyuan::ui
