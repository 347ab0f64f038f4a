#include "computergamedialog.h"

#include "ai/ai.h"

#include <QComboBox>
#include <algorithm>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSettings>
#include <QVBoxLayout>

namespace qiyuan::ui {

ComputerGameDialog::ComputerGameDialog(const QString& gameKey, const QStringList& sideNames,
                                       const QList<QPair<QString, QString>>& engines, QWidget* parent)
    : QDialog(parent)
    , m_gameKey(gameKey)
    , m_engines(engines)
{
    setObjectName(QStringLiteral("computerGameDialog"));
    m_side = new QComboBox(this);
    m_side->setObjectName(QStringLiteral("sideBox"));
    m_side->addItems(sideNames);
    m_level = new QComboBox(this);
    m_level->setObjectName(QStringLiteral("levelBox"));
    for (int level = ai::MinLevel; level <= ai::MaxLevel; ++level)
        m_level->addItem(QString(), level);
    m_opponent = new QComboBox(this);
    m_opponent->setObjectName(QStringLiteral("opponentBox"));
    m_opponent->addItem(QString(), QString());
    for (const auto& [id, name] : engines)
        m_opponent->addItem(QString(), id);
    m_sideLabel = new QLabel(this);
    m_levelLabel = new QLabel(this);
    m_opponentLabel = new QLabel(this);
    m_levelNote = new QLabel(this);
    m_levelNote->setWordWrap(true);
    m_sideLabel->setBuddy(m_side);
    m_levelLabel->setBuddy(m_level);
    m_opponentLabel->setBuddy(m_opponent);

    auto* form = m_form = new QFormLayout;
    form->addRow(m_sideLabel, m_side);
    form->addRow(m_opponentLabel, m_opponent);
    form->addRow(m_levelLabel, m_level);
    form->addRow(m_levelNote);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    // The level applies to the built-in AI; an external engine gets the level's thinking time.
    connect(m_opponent, &QComboBox::currentIndexChanged, this, [this] { retranslateUi(); });
    // Hidden when the game has only the built-in AI.
    m_opponent->setVisible(!engines.isEmpty());
    m_opponentLabel->setVisible(!engines.isEmpty());
    retranslateUi();
}

QString ComputerGameDialog::levelName(int level)
{
    switch (level) {
    case 1: return tr("1 — beginner");
    case 2: return tr("2 — novice");
    case 3: return tr("3 — casual player");
    case 4: return tr("4 — club player");
    case 5: return tr("5 — strong club player");
    case 6: return tr("6 — expert");
    case 7: return tr("7 — master");
    case 8: return tr("8 — full strength");
    }
    return QString::number(level);
}

void ComputerGameDialog::retranslateUi()
{
    //: Title of the dialog that starts a game against the computer
    setWindowTitle(tr("New game against the computer"));
    m_sideLabel->setText(tr("&You play:"));
    m_levelLabel->setText(tr("Computer &level:"));
    m_opponentLabel->setText(tr("&Opponent:"));
    for (int i = 0; i < m_level->count(); ++i)
        m_level->setItemText(i, levelName(m_level->itemData(i).toInt()));
    m_opponent->setItemText(0, tr("Qiyuan (built-in)"));
    for (int i = 1; i < m_opponent->count(); ++i)
        //: %1 is the name of an external engine set in Settings
        m_opponent->setItemText(i, tr("External engine: %1").arg(m_engines.value(i - 1).second));
    m_levelNote->setText(m_opponent->currentIndex() > 0
                             ? tr("An external engine plays at its own strength; the level sets its time per move.")
                             : tr("Lower levels think less deeply and now and then choose a weaker move."));
}

void ComputerGameDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

ComputerGameChoice ComputerGameDialog::choice() const
{
    ComputerGameChoice c;
    c.humanSide = std::max(0, m_side->currentIndex());
    c.level = m_level->currentData().toInt();
    c.engineId = m_opponent->currentData().toString();
    return c;
}

void ComputerGameDialog::setChoice(const ComputerGameChoice& c)
{
    m_side->setCurrentIndex(std::clamp(c.humanSide, 0, std::max(0, m_side->count() - 1)));
    m_level->setCurrentIndex(std::clamp(c.level, ai::MinLevel, ai::MaxLevel) - ai::MinLevel);
    m_opponent->setCurrentIndex(std::max(0, m_opponent->findData(c.engineId)));
}

void ComputerGameDialog::addRow(QLabel* label, QWidget* field)
{
    label->setParent(this);
    field->setParent(this);
    label->setBuddy(field);
    m_form->addRow(label, field);
}

std::optional<ComputerGameChoice> ComputerGameDialog::ask(const QString& gameKey, const QStringList& sideNames,
                                                          const QList<QPair<QString, QString>>& engines,
                                                          QWidget* parent,
                                                          const std::function<void(ComputerGameDialog&)>& extend)
{
    ComputerGameDialog dialog(gameKey, sideNames, engines, parent);
    if (extend)
        extend(dialog);
    QSettings s;
    const QString group = QStringLiteral("computer/") + gameKey + QLatin1Char('/');
    ComputerGameChoice last;
    last.humanSide = s.value(group + QLatin1String("humanSide"), 0).toInt();
    last.level = s.value(group + QLatin1String("level"), 3).toInt();
    last.engineId = s.value(group + QLatin1String("engineId")).toString();
    if (!s.contains(group + QLatin1String("engineId")) && s.value(group + QLatin1String("externalEngine")).toBool()
        && !engines.isEmpty())
        last.engineId = engines.first().first; // the one engine of earlier versions
    dialog.setChoice(last);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    const ComputerGameChoice c = dialog.choice();
    s.setValue(group + QLatin1String("humanSide"), c.humanSide);
    s.setValue(group + QLatin1String("level"), c.level);
    s.setValue(group + QLatin1String("engineId"), c.engineId);
    s.remove(group + QLatin1String("externalEngine"));
    return c;
}

} // namespace qiyuan::ui
