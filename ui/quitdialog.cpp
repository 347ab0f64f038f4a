#include "quitdialog.h"

#include "ui/gamenames.h"

#include <QDialogButtonBox>
#include <QIcon>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace qiyuan::ui {

QuitDialog::QuitDialog(const QList<Game>& games, QWidget* parent)
    : QDialog(parent), games_(games), list_(new QListWidget(this))
{
    setObjectName(QStringLiteral("quitDialog"));
    //: Title of the question asked once when quitting with unsaved games
    setWindowTitle(tr("Unsaved games"));
    int unsaved = 0;
    QStringList lanNotes;
    for (const Game& g : games) {
        unsaved += g.unsaved;
        if (!g.lanNote.isEmpty())
            //: A LAN game in the quit question: %1 the game's name, %2 what quitting does to it
            lanNotes << tr("%1: %2").arg(GameNames::title(g.gameKey.toStdString()), g.lanNote);
    }
    auto* text = new QLabel(unsaved == 0   ? tr("A LAN game is under way. Quit anyway?")
                            : unsaved == 1 ? tr("This game has not been saved. Save it before quitting?")
                                           : tr("These games have not been saved. Save them before quitting?"),
                            this);
    text->setWordWrap(true);
    list_->setObjectName(QStringLiteral("unsavedList"));
    //: Accessible name of the list of unsaved games in the quit question
    list_->setAccessibleName(tr("Unsaved games"));
    for (const Game& g : games) {
        auto* item = new QListWidgetItem(QStringLiteral("%1 — %2").arg(GameNames::title(g.gameKey.toStdString()), g.summary),
                                         list_);
        item->setData(Qt::UserRole, g.gameKey);
        if (!g.unsaved) { // nothing to save: listed for what quitting does to its LAN game
            item->setFlags(Qt::ItemIsEnabled);
            continue;
        }
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Checked);
        //: Tooltip of a game in the quit question: what its check box means
        item->setToolTip(tr("Checked: save this game. Unchecked: discard it."));
    }
    list_->setMinimumWidth(460);
    list_->setMaximumHeight(qMax(80, list_->sizeHintForRow(0) * int(games.size()) + 2 * list_->frameWidth() + 8));
    auto* hint = new QLabel(tr("Uncheck a game to discard it. A discarded game is not resumed at the next start."), this);
    hint->setWordWrap(true);
    hint->setVisible(unsaved > 0);
    // What quitting does to each LAN game, whatever is saved or discarded.
    lanNote_ = new QLabel(lanNotes.join(QLatin1Char('\n')), this);
    lanNote_->setObjectName(QStringLiteral("quitLanNote"));
    lanNote_->setWordWrap(true);
    lanNote_->setVisible(!lanNotes.isEmpty());
    lanNote_->setAccessibleName(tr("LAN games"));

    auto* buttons = new QDialogButtonBox(this);
    save_ = buttons->addButton(QDialogButtonBox::Save);
    save_->setObjectName(QStringLiteral("quitSaveButton"));
    discard_ = buttons->addButton(QDialogButtonBox::Discard);
    discard_->setObjectName(QStringLiteral("quitDiscardButton"));
    //: Quit question: discard every unsaved game and quit
    discard_->setText(tr("Discard all"));
    cancel_ = buttons->addButton(QDialogButtonBox::Cancel);
    cancel_->setObjectName(QStringLiteral("quitCancelButton"));
    save_->setDefault(true);
    for (QPushButton* b : {save_, discard_, cancel_})
        b->setAccessibleName(b->text().remove(QLatin1Char('&')));
    connect(save_, &QPushButton::clicked, this, [this] {
        choice_ = Choice::Save;
        accept();
    });
    connect(discard_, &QPushButton::clicked, this, [this] {
        choice_ = Choice::DiscardAll;
        accept();
    });
    connect(cancel_, &QPushButton::clicked, this, &QDialog::reject);
    connect(list_, &QListWidget::itemChanged, this, &QuitDialog::updateSaveText);
    updateSaveText();

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(list_);
    layout->addWidget(hint);
    layout->addWidget(lanNote_);
    layout->addWidget(buttons);
}

bool QuitDialog::saves(const QString& gameKey) const
{
    for (int i = 0; i < list_->count(); ++i)
        if (list_->item(i)->data(Qt::UserRole).toString() == gameKey)
            return choice_ == Choice::Save && (list_->item(i)->flags() & Qt::ItemIsUserCheckable)
                && list_->item(i)->checkState() == Qt::Checked;
    return false;
}

void QuitDialog::updateSaveText()
{
    int checked = 0, checkable = 0;
    for (int i = 0; i < list_->count(); ++i) {
        const bool box = list_->item(i)->flags() & Qt::ItemIsUserCheckable;
        checkable += box;
        checked += box && list_->item(i)->checkState() == Qt::Checked;
    }
    //: Quit question: save every unsaved game (or only the checked ones), discard the rest, quit
    if (checkable == 0) {
        //: Quit question when only a LAN game is under way (nothing to save)
        save_->setText(tr("Quit"));
        save_->setIcon(QIcon()); // no floppy disk: nothing is saved
    }
    else if (checkable == 1)
        save_->setText(checked ? tr("Save") : tr("Quit without saving"));
    else
        save_->setText(checked == checkable ? tr("Save all") : tr("Save checked, discard the rest"));
    discard_->setVisible(checkable > 0);
    save_->setAccessibleName(save_->text());
}

} // namespace qiyuan::ui
