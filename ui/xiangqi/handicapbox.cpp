#include "handicapbox.h"

#include "xiangqi/handicap.h"

#include <QCoreApplication>
#include <QDialog>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSettings>

namespace qiyuan::ui {

namespace {

const QString SettingsKey = QStringLiteral("xiangqi/handicap");

QString str(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

// The preset's name in the user's language (the English names are the engine's keys for tr()).
QString handicapName(const xiangqi::Handicap& h)
{
    static const char* const names[] = {
        //: A handicap (让子): the stronger player (red) plays without its left cannon
        QT_TRANSLATE_NOOP("HandicapBox", "Left Cannon"),
        //: A handicap (让子): without red's left horse
        QT_TRANSLATE_NOOP("HandicapBox", "Left Horse"),
        //: A handicap (让子): without red's right horse
        QT_TRANSLATE_NOOP("HandicapBox", "Right Horse"),
        //: A handicap (让子): without both of red's cannons
        QT_TRANSLATE_NOOP("HandicapBox", "Both Cannons"),
        //: A handicap (让子): without both of red's horses
        QT_TRANSLATE_NOOP("HandicapBox", "Both Horses"),
        //: A handicap (让子): without red's left chariot
        QT_TRANSLATE_NOOP("HandicapBox", "Left Chariot"),
        //: A handicap (让子): without red's right chariot
        QT_TRANSLATE_NOOP("HandicapBox", "Right Chariot"),
        //: A handicap (让子): without red's left chariot and left horse
        QT_TRANSLATE_NOOP("HandicapBox", "Chariot and Horse"),
        //: A handicap (让子): without both of red's chariots
        QT_TRANSLATE_NOOP("HandicapBox", "Both Chariots"),
        //: A handicap (让子): without red's five soldiers, two advisors and two elephants
        QT_TRANSLATE_NOOP("HandicapBox", "Nine Pieces"),
    };
    const QByteArray english = str(h.english).toUtf8();
    for (const char* n : names)
        if (english == n)
            return QCoreApplication::translate("HandicapBox", n);
    return str(h.english);
}

} // namespace

HandicapBox::HandicapBox(QWidget* parent) : QComboBox(parent)
{
    setObjectName(QStringLiteral("handicapBox"));
    addItem(QString(), QString());
    for (const xiangqi::Handicap& h : xiangqi::handicaps())
        addItem(QString(), str(h.key));
    retranslate();
    setKey(QSettings().value(SettingsKey).toString());
}

QString HandicapBox::key() const { return currentData().toString(); }

void HandicapBox::setKey(const QString& key)
{
    const int i = findData(key);
    setCurrentIndex(i < 0 ? 0 : i);
}

QString HandicapBox::startFen() const
{
    const auto* h = xiangqi::findHandicap(key().toStdString());
    return h ? str(h->fen) : QString();
}

xiangqi::Position HandicapBox::start() const
{
    const auto* h = xiangqi::findHandicap(key().toStdString());
    const auto p = h ? xiangqi::Position::fromFen(h->fen) : std::nullopt;
    return p ? *p : xiangqi::Position();
}

void HandicapBox::remember() const { QSettings().setValue(SettingsKey, key()); }

HandicapBox* HandicapBox::addTo(QDialog& dialog)
{
    auto* box = new HandicapBox(&dialog);
    auto* label = new QLabel(tr("Hand&icap:"), &dialog);
    label->setBuddy(box);
    label->setObjectName(QStringLiteral("handicapLabel"));
    if (auto* form = dialog.findChild<QFormLayout*>())
        form->addRow(label, box);
    QObject::connect(&dialog, &QDialog::accepted, box, &HandicapBox::remember);
    return box;
}

void HandicapBox::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QComboBox::changeEvent(event);
}

void HandicapBox::retranslate()
{
    //: The handicap chooser's first entry: an even game
    setItemText(0, tr("None (even game)"));
    for (int i = 0; i < int(xiangqi::handicaps().size()); ++i) {
        const xiangqi::Handicap& h = xiangqi::handicaps()[size_t(i)];
        const QString name = handicapName(h);
        const QString chinese = str(h.chinese);
        //: A handicap in the chooser: %1 its name, %2 the players' Chinese name (让左马); red gives it and moves first
        setItemText(i + 1, name == chinese ? name : tr("%1 (%2)").arg(name, chinese));
    }
    setToolTip(tr("Red gives the odds: it plays without these pieces and moves first."));
}

} // namespace qiyuan::ui
