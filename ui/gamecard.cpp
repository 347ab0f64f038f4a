#include "gamecard.h"

#include <QButtonGroup>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QVBoxLayout>

namespace qiyuan::ui {

namespace {

QString variantSettingsKey(const GameInfo& game)
{
    return QStringLiteral("startPage/%1/variant").arg(toQString(game.key));
}

} // namespace

GameCard::GameCard(const GameInfo& game, QWidget* parent)
    : QFrame(parent)
    , m_game(game)
{
    setObjectName(QStringLiteral("gameCard"));
    setProperty("gameKey", gameKey());

    // Icon | name, summary, rule sets | play modes
    auto* icon = m_icon = new QLabel(this);
    icon->setObjectName(QStringLiteral("gameIcon"));
    icon->setPixmap(QIcon(QStringLiteral(":/icons/%1.svg").arg(gameKey())).pixmap(64, 64));
    icon->setFixedSize(68, 68);
    icon->setAlignment(Qt::AlignCenter);

    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("gameTitle"));
    m_chineseTitle = new QLabel(this);
    m_chineseTitle->setObjectName(QStringLiteral("gameChineseTitle"));
    m_players = new QLabel(this);
    m_players->setObjectName(QStringLiteral("gamePlayers"));
    auto* titleRow = new QHBoxLayout;
    titleRow->setSpacing(10);
    titleRow->addWidget(m_title);
    titleRow->addWidget(m_chineseTitle);
    titleRow->addWidget(m_players);
    titleRow->addStretch();

    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("gameSummary"));
    m_summary->setWordWrap(true);

    auto* text = new QVBoxLayout;
    text->setSpacing(4);
    text->addLayout(titleRow);
    text->addWidget(m_summary);

    m_variants = new QButtonGroup(this);
    if (game.variants.size() > 1) {
        auto* variantRow = new QHBoxLayout;
        variantRow->setSpacing(12);
        m_rulesLabel = new QLabel(this);
        m_rulesLabel->setObjectName(QStringLiteral("rulesLabel"));
        variantRow->addWidget(m_rulesLabel);
        for (const VariantInfo& v : game.variants) {
            auto* button = new QRadioButton(this);
            button->setObjectName(QStringLiteral("variant-%1").arg(toQString(v.key)));
            button->setProperty("variantKey", toQString(v.key));
            m_variants->addButton(button);
            m_variantButtons.insert(toQString(v.key), button);
            variantRow->addWidget(button);
        }
        variantRow->addStretch();
        text->addLayout(variantRow);
        QRadioButton* first = m_variantButtons.value(toQString(game.variants.front().key));
        first->setChecked(true);
        m_rulesLabel->setBuddy(first);
        selectVariant(QSettings().value(variantSettingsKey(game)).toString());
        connect(m_variants, &QButtonGroup::buttonToggled, this, [this](QAbstractButton* b, bool on) {
            if (on)
                QSettings().setValue(variantSettingsKey(m_game), b->property("variantKey"));
        });
    }
    text->addStretch();

    auto* modes = new QGridLayout;
    modes->setSpacing(8);
    int i = 0;
    for (PlayMode mode : game.modes) {
        auto* button = new QPushButton(this);
        button->setObjectName(QStringLiteral("mode-%1").arg(toQString(modeKey(mode))));
        button->setProperty("modeButton", true);
        button->setMinimumWidth(170);
        button->setCursor(Qt::PointingHandCursor);
        m_modeButtons.insert(mode, button);
        m_available.insert(mode, false);
        modes->addWidget(button, i / 2, i % 2);
        ++i;
        connect(button, &QPushButton::clicked, this, [this, mode] {
            emit gameRequested(gameKey(), selectedVariant(), mode);
        });
    }
    auto* modeColumn = new QVBoxLayout;
    modeColumn->addStretch();
    modeColumn->addLayout(modes);
    modeColumn->addStretch();

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(14, 7, 16, 7); // five cards fit at 1280×800, also below the games in progress
    layout->setSpacing(16);
    layout->addWidget(icon, 0, Qt::AlignTop);
    layout->addLayout(text, 1);
    layout->addLayout(modeColumn);

    retranslateUi();
}

QString GameCard::selectedVariant() const
{
    if (m_variantButtons.isEmpty())
        return toQString(m_game.variants.front().key);
    QAbstractButton* checked = m_variants->checkedButton();
    return checked ? checked->property("variantKey").toString() : toQString(m_game.variants.front().key);
}

bool GameCard::selectVariant(const QString& variantKey)
{
    if (m_variantButtons.isEmpty())
        return variantKey == toQString(m_game.variants.front().key);
    QRadioButton* button = m_variantButtons.value(variantKey);
    if (!button)
        return false;
    button->setChecked(true);
    return true;
}

QPushButton* GameCard::modeButton(PlayMode mode) const
{
    return m_modeButtons.value(mode);
}

QRadioButton* GameCard::variantButton(const QString& variantKey) const
{
    return m_variantButtons.value(variantKey);
}

void GameCard::setModeAvailable(PlayMode mode, bool available)
{
    if (!m_modeButtons.contains(mode))
        return;
    m_available[mode] = available;
    updateModeButton(mode);
}

bool GameCard::isModeAvailable(PlayMode mode) const
{
    return m_available.value(mode, false);
}

void GameCard::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QFrame::changeEvent(event);
}

void GameCard::updateModeButton(PlayMode mode)
{
    QPushButton* button = m_modeButtons.value(mode);
    const bool available = m_available.value(mode);
    button->setEnabled(available);
    QString tip = GameNames::modeToolTip(mode, m_game.family);
    if (!available)
        tip += QLatin1Char('\n') + GameNames::comingLater();
    button->setToolTip(tip);
}

void GameCard::retranslateUi()
{
    const QString title = GameNames::title(m_game.key);
    m_title->setText(title);
    // The Chinese name beside a translated title; hidden when it is the title.
    const QString chinese = GameNames::chineseTitle(m_game.key);
    m_chineseTitle->setText(chinese);
    // Beside an English title only: a Chinese reader has the name already, in their own script.
    m_chineseTitle->setVisible(!chinese.isEmpty() && chinese != title && QLocale().language() != QLocale::Chinese);
    m_players->setText(GameNames::players(m_game));
    m_summary->setText(GameNames::summary(m_game.key));
    if (m_rulesLabel) {
        //: Label before the rule-set choices of a game (e.g. QQ rules / Taiwan rules)
        m_rulesLabel->setText(tr("Rules:"));
    }
    for (auto it = m_variantButtons.cbegin(); it != m_variantButtons.cend(); ++it) {
        const std::string key = it.key().toStdString();
        it.value()->setText(GameNames::variant(key));
        it.value()->setToolTip(GameNames::variantToolTip(key));
    }
    for (auto it = m_modeButtons.cbegin(); it != m_modeButtons.cend(); ++it) {
        it.value()->setText(GameNames::mode(it.key(), m_game.family));
        updateModeButton(it.key());
    }
    setAccessibleName(title);
}

void GameCard::setIcon(const QPixmap& pixmap)
{
    m_icon->setPixmap(pixmap);
}

QPixmap GameCard::icon() const
{
    return m_icon->pixmap();
}

} // namespace qiyuan::ui
