// The 翻翻棋 rule options in the user's language, and the editor of a preset and its options.
#include "banqirules.h"

#include "ui/gamenames.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

namespace qiyuan::ui {

using namespace qiyuan::banqi;

namespace {

constexpr char Context[] = "BanqiRuleWords";

QString words(const char* source)
{
    return QCoreApplication::translate(Context, source);
}

QString english(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

struct Words {
    const char* key; // an option key, or "option/value"
    const char* text;
};

// Option names, by option key. A key missing here shows the engine's English.
const Words Names[] = {
    {"equal-ranks", QT_TRANSLATE_NOOP("BanqiRuleWords", "Equal ranks")},
    {"capture-face-down", QT_TRANSLATE_NOOP("BanqiRuleWords", "Capture face-down pieces")},
    {"chain-captures", QT_TRANSLATE_NOOP("BanqiRuleWords", "Chain captures")},
    {"chariot-runs", QT_TRANSLATE_NOOP("BanqiRuleWords", "Chariot runs")},
    {"cannon-targets", QT_TRANSLATE_NOOP("BanqiRuleWords", "Cannon targets")},
    {"soldier-general", QT_TRANSLATE_NOOP("BanqiRuleWords", "Soldier and general")},
    {"chase-limit", QT_TRANSLATE_NOOP("BanqiRuleWords", "Chase limit")},
    {"repetition-draw", QT_TRANSLATE_NOOP("BanqiRuleWords", "Repetition draw")},
    {"quiet-ply-limit", QT_TRANSLATE_NOOP("BanqiRuleWords", "No-progress limit")},
    {"ply-limit", QT_TRANSLATE_NOOP("BanqiRuleWords", "Ply limit")},
};

// One line each, by option key.
const Words Explanations[] = {
    {"equal-ranks", QT_TRANSLATE_NOOP("BanqiRuleWords",
                                      "When a piece captures one of the same rank: both leave the board, or only the captured one.")},
    {"capture-face-down", QT_TRANSLATE_NOOP("BanqiRuleWords",
                                            "A capture may target a face-down piece: it turns up, and is taken only if the ranks allow.")},
    {"chain-captures", QT_TRANSLATE_NOOP("BanqiRuleWords", "After a capture the same piece may capture again in the same turn.")},
    {"chariot-runs", QT_TRANSLATE_NOOP("BanqiRuleWords",
                                       "A chariot moves any distance along a free row or column and captures at its end.")},
    {"cannon-targets", QT_TRANSLATE_NOOP("BanqiRuleWords",
                                         "What a cannon may capture by jumping: any piece, or only pieces it outranks or equals.")},
    {"soldier-general", QT_TRANSLATE_NOOP("BanqiRuleWords",
                                          "Whether a soldier may take the general, or the general takes soldiers by rank.")},
    {"chase-limit", QT_TRANSLATE_NOOP("BanqiRuleWords", "How many chase moves in a row one piece may make on another.")},
    {"repetition-draw", QT_TRANSLATE_NOOP("BanqiRuleWords", "The game is drawn when a position occurs this many times.")},
    {"quiet-ply-limit", QT_TRANSLATE_NOOP("BanqiRuleWords",
                                          "The game is drawn after this many plies without a flip or a capture.")},
    {"ply-limit", QT_TRANSLATE_NOOP("BanqiRuleWords", "A game not over after this many plies is drawn.")},
};

// Choice values, by "option/value"; a number option's "option/0" names what 0 means.
const Words Values[] = {
    {"equal-ranks/both-leave", QT_TRANSLATE_NOOP("BanqiRuleWords", "Both pieces leave the board")},
    {"equal-ranks/attacker-survives", QT_TRANSLATE_NOOP("BanqiRuleWords", "The capturing piece stays")},
    {"chain-captures/off", QT_TRANSLATE_NOOP("BanqiRuleWords", "Off: one capture a turn")},
    {"chain-captures/face-up", QT_TRANSLATE_NOOP("BanqiRuleWords", "Face-up pieces only")},
    {"chain-captures/face-down", QT_TRANSLATE_NOOP("BanqiRuleWords", "Face-up and face-down pieces")},
    {"cannon-targets/any-rank", QT_TRANSLATE_NOOP("BanqiRuleWords", "Any piece")},
    {"cannon-targets/by-rank", QT_TRANSLATE_NOOP("BanqiRuleWords", "Only pieces it outranks or equals")},
    {"soldier-general/soldier-takes-general", QT_TRANSLATE_NOOP("BanqiRuleWords", "A soldier takes the general")},
    {"soldier-general/strict-ranks", QT_TRANSLATE_NOOP("BanqiRuleWords", "Strict ranks: the general takes soldiers")},
    {"chase-limit/0", QT_TRANSLATE_NOOP("BanqiRuleWords", "No limit")},
    {"repetition-draw/0", QT_TRANSLATE_NOOP("BanqiRuleWords", "Never")},
    {"quiet-ply-limit/0", QT_TRANSLATE_NOOP("BanqiRuleWords", "Never")},
    {"yes", QT_TRANSLATE_NOOP("BanqiRuleWords", "on")},
    {"no", QT_TRANSLATE_NOOP("BanqiRuleWords", "off")},
};

// The engine's sentences for an impossible combination, worded for players (no ruling ids).
const Words Problems[] = {
    {"chain captures of face-down pieces need captures of face-down pieces (BQ-17)",
     QT_TRANSLATE_NOOP("BanqiRuleWords",
                       "Chain captures of face-down pieces need “Capture face-down pieces” to be on.")},
};

template <std::size_t N> const char* find(const Words (&table)[N], std::string_view key)
{
    for (const Words& w : table)
        if (key == w.key)
            return w.text;
    return nullptr;
}

} // namespace

namespace BanqiRuleWords {

QString optionName(std::string_view key)
{
    if (const char* text = find(Names, key))
        return words(text);
    const RuleOption* o = findRuleOption(key);
    return o ? english(o->name) : english(key);
}

QString explanation(const RuleOption& option)
{
    const char* text = find(Explanations, option.key);
    return text ? words(text) : english(option.explanation);
}

bool isYesNo(const RuleOption& option)
{
    return option.values.size() == 2 && option.values[0] == "no" && option.values[1] == "yes";
}

QString valueText(const RuleOption& option, std::string_view value)
{
    const std::string key = std::string(option.key) + '/' + std::string(value);
    if (const char* text = find(Values, key))
        return words(text);
    if (isYesNo(option))
        if (const char* text = find(Values, value))
            return words(text);
    return english(value); // a number, or a value this file does not word yet
}

QString title(const RuleSet& rules)
{
    const QString name = GameNames::variant(rules.key);
    if (changedOptions(rules).empty())
        return name;
    //: A 翻翻棋 rule set whose options differ from its preset: %1 the preset ("Taiwan rules")
    return words(QT_TRANSLATE_NOOP("BanqiRuleWords", "%1 (changed)")).arg(name);
}

QStringList changes(const RuleSet& rules)
{
    QStringList out;
    const RuleSet* preset = findRuleSet(rules.key);
    for (const RuleOption& o : ruleOptions()) {
        const std::string value = o.get(rules);
        if (preset && o.get(*preset) == value)
            continue;
        //: A changed 翻翻棋 rule option: %1 its name, %2 its value ("Chain captures: face-up pieces only")
        out << words(QT_TRANSLATE_NOOP("BanqiRuleWords", "%1: %2")).arg(optionName(o.key), valueText(o, value));
    }
    return out;
}

std::optional<RuleSet> fromText(const QString& preset, const QString& options, QString* why)
{
    const RuleSet* row = findRuleSet(preset.toStdString());
    if (!row) {
        if (why)
            //: %1 a rule set's key from a file or a LAN table
            *why = words(QT_TRANSLATE_NOOP("BanqiRuleWords", "Unknown banqi rule set \"%1\".")).arg(preset.left(40));
        return std::nullopt;
    }
    std::string error;
    auto rules = withOptions(*row, options.toStdString(), &error);
    if (!rules && why)
        *why = problem(error);
    return rules;
}

QString problem(const std::string& engineSentence)
{
    if (const char* text = find(Problems, engineSentence))
        return words(text);
    // An unknown option or value (a file or table of a newer program), in the engine's words.
    //: %1 the engine's English sentence about a rule option it cannot use
    return words(QT_TRANSLATE_NOOP("BanqiRuleWords", "These rule options cannot be used: %1"))
        .arg(QString::fromStdString(engineSentence));
}

} // namespace BanqiRuleWords

// --- the editor --------------------------------------------------------------

BanqiRulesEditor::BanqiRulesEditor(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("banqiRulesEditor"));
    preset_ = new QComboBox(this);
    preset_->setObjectName(QStringLiteral("rulesCombo"));
    for (const RuleSet& r : ruleSets())
        preset_->addItem(GameNames::variant(r.key), english(r.key));
    form_ = new QFormLayout(this);
    form_->setContentsMargins(0, 0, 0, 0);
    form_->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    presetLabel_ = new QLabel(this);
    presetLabel_->setBuddy(preset_);
    form_->addRow(presetLabel_, preset_);
    for (const RuleOption& o : ruleOptions()) {
        const QString name = QStringLiteral("option-") + english(o.key);
        QWidget* w = nullptr;
        if (BanqiRuleWords::isYesNo(o)) {
            auto* box = new QCheckBox(this);
            connect(box, &QCheckBox::toggled, this, &BanqiRulesEditor::onOptionChanged);
            w = box;
        } else if (!o.values.empty()) {
            auto* box = new QComboBox(this);
            for (std::string_view v : o.values)
                box->addItem(QString(), english(v));
            connect(box, &QComboBox::currentIndexChanged, this, &BanqiRulesEditor::onOptionChanged);
            w = box;
        } else {
            auto* box = new QSpinBox(this);
            box->setRange(o.minimum, o.maximum);
            connect(box, &QSpinBox::valueChanged, this, &BanqiRulesEditor::onOptionChanged);
            w = box;
        }
        w->setObjectName(name);
        auto* label = new QLabel(this);
        label->setBuddy(w);
        auto* explanation = new QLabel(this);
        explanation->setObjectName(name + QStringLiteral("-explanation"));
        // One line, unwrapped: a wrapped label's height is lost when a short screen squeezes the dialog.
        QFont small = explanation->font();
        small.setPointSizeF(small.pointSizeF() * 0.9);
        explanation->setFont(small);
        explanation->setForegroundRole(QPalette::PlaceholderText);
        // The explanation under the widget, in the field column: the name stays level with the widget.
        form_->addRow(label, w);
        form_->addRow(QString(), explanation);
        widgets_.push_back(w);
        names_.push_back(label);
        explanations_.push_back(explanation);
    }
    problem_ = new QLabel(this);
    problem_->setObjectName(QStringLiteral("rulesProblem"));
    problem_->setWordWrap(true);
    problem_->setStyleSheet(QStringLiteral("color:#c00000"));
    problem_->hide();
    form_->addRow(problem_);
    // Another preset sets every option to it; activated too: choosing the
    // preset shown again resets its options.
    const auto reset = [this] {
        showPreset();
        onOptionChanged();
    };
    connect(preset_, &QComboBox::currentIndexChanged, this, reset);
    connect(preset_, &QComboBox::activated, this, reset);
    retranslate();
    showPreset();
    onOptionChanged();
}

void BanqiRulesEditor::setRules(const QString& preset, const QString& options)
{
    const int i = preset_->findData(preset);
    preset_->setCurrentIndex(qMax(0, i));
    showPreset();
    if (const auto rules = BanqiRuleWords::fromText(presetKey(), options)) {
        filling_ = true;
        const auto& table = ruleOptions();
        for (std::size_t k = 0; k < table.size(); ++k)
            setWidgetValue(table[k], widgets_[k], table[k].get(*rules));
        filling_ = false;
    }
    onOptionChanged();
}

QString BanqiRulesEditor::presetKey() const
{
    return preset_->currentData().toString();
}

std::string BanqiRulesEditor::widgetValue(const RuleOption& o, QWidget* w) const
{
    if (auto* box = qobject_cast<QCheckBox*>(w))
        return box->isChecked() ? "yes" : "no";
    if (auto* box = qobject_cast<QComboBox*>(w))
        return box->currentData().toString().toStdString();
    if (auto* box = qobject_cast<QSpinBox*>(w))
        return std::to_string(box->value());
    return o.get(RuleSet{});
}

void BanqiRulesEditor::setWidgetValue(const RuleOption&, QWidget* w, const std::string& value)
{
    const QString v = QString::fromStdString(value);
    if (auto* box = qobject_cast<QCheckBox*>(w))
        box->setChecked(value == "yes");
    else if (auto* box = qobject_cast<QComboBox*>(w))
        box->setCurrentIndex(qMax(0, box->findData(v)));
    else if (auto* box = qobject_cast<QSpinBox*>(w))
        box->setValue(v.toInt());
}

void BanqiRulesEditor::showPreset()
{
    const RuleSet* row = findRuleSet(presetKey().toStdString());
    if (!row)
        return;
    filling_ = true;
    const auto& table = ruleOptions();
    for (std::size_t k = 0; k < table.size(); ++k)
        setWidgetValue(table[k], widgets_[k], table[k].get(*row));
    filling_ = false;
}

QString BanqiRulesEditor::optionsText() const
{
    const RuleSet* row = findRuleSet(presetKey().toStdString());
    QStringList changed;
    const auto& table = ruleOptions();
    for (std::size_t k = 0; k < table.size(); ++k) {
        const std::string value = widgetValue(table[k], widgets_[k]);
        if (!row || table[k].get(*row) != value)
            changed << english(table[k].key) + QLatin1Char('=') + QString::fromStdString(value);
    }
    return changed.join(QLatin1Char(','));
}

std::optional<RuleSet> BanqiRulesEditor::rules() const
{
    return BanqiRuleWords::fromText(presetKey(), optionsText());
}

QWidget* BanqiRulesEditor::optionWidget(std::string_view key) const
{
    const auto& table = ruleOptions();
    for (std::size_t k = 0; k < table.size(); ++k)
        if (table[k].key == key)
            return widgets_[k];
    return nullptr;
}

void BanqiRulesEditor::onOptionChanged()
{
    if (filling_)
        return;
    QString why;
    const auto chosen = BanqiRuleWords::fromText(presetKey(), optionsText(), &why);
    problem_->setText(why);
    problem_->setVisible(!chosen);
    // The preset shown as "(changed)" while an option differs from it; its
    // plain name comes back when the preset is chosen again.
    const bool changed = !optionsText().isEmpty();
    const QString name = GameNames::variant(presetKey().toStdString());
    preset_->setItemText(preset_->currentIndex(),
                         changed ? words(QT_TRANSLATE_NOOP("BanqiRuleWords", "%1 (changed)")).arg(name) : name);
    preset_->setToolTip(GameNames::variantToolTip(presetKey().toStdString()));
    emit rulesChanged();
}

void BanqiRulesEditor::retranslate()
{
    //: The 翻翻棋 rule set (preset) in the new-game dialog
    presetLabel_->setText(words(QT_TRANSLATE_NOOP("BanqiRuleWords", "Rules:")));
    const auto& table = ruleOptions();
    for (std::size_t k = 0; k < table.size(); ++k) {
        const RuleOption& o = table[k];
        names_[k]->setText(words(QT_TRANSLATE_NOOP("BanqiRuleWords", "%1:")).arg(BanqiRuleWords::optionName(o.key)));
        explanations_[k]->setText(BanqiRuleWords::explanation(o));
        widgets_[k]->setAccessibleName(BanqiRuleWords::optionName(o.key));
        widgets_[k]->setAccessibleDescription(explanations_[k]->text());
        widgets_[k]->setToolTip(explanations_[k]->text());
        if (auto* box = qobject_cast<QComboBox*>(widgets_[k]))
            for (int i = 0; i < box->count(); ++i)
                box->setItemText(i, BanqiRuleWords::valueText(o, box->itemData(i).toString().toStdString()));
        if (auto* box = qobject_cast<QSpinBox*>(widgets_[k]))
            if (o.minimum == 0)
                box->setSpecialValueText(BanqiRuleWords::valueText(o, "0"));
    }
    preset_->setAccessibleName(words(QT_TRANSLATE_NOOP("BanqiRuleWords", "Rule set")));
    for (int i = 0; i < preset_->count(); ++i)
        preset_->setItemText(i, GameNames::variant(preset_->itemData(i).toString().toStdString()));
    onOptionChanged();
}

void BanqiRulesEditor::changeEvent(QEvent* e)
{
    if (e->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(e);
}

} // namespace qiyuan::ui
