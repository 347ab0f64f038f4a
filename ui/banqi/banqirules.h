// The 翻翻棋 rule options as players see them: the words of banqi::ruleOptions()
// in the user's language (by option and value key, the engine's English for a
// key this file does not know yet), and the editor the new-game and LAN host
// dialogs share: a preset and every option of the table, so an option added
// to the engine's table appears without a change here.
#pragma once

#include "banqi/rules.h"

#include <QString>
#include <QWidget>

#include <optional>
#include <string_view>
#include <vector>

class QComboBox;
class QFormLayout;
class QLabel;

namespace qiyuan::ui {

namespace BanqiRuleWords {
QString optionName(std::string_view key);
QString explanation(const banqi::RuleOption& option);
// A value as a player reads it: "Face-up pieces only", "yes", "no limit".
QString valueText(const banqi::RuleOption& option, std::string_view value);
// A yes/no option: shown as a check box.
bool isYesNo(const banqi::RuleOption& option);
// "Taiwan rules", or "Taiwan rules (changed)" when an option differs from the preset.
QString title(const banqi::RuleSet& rules);
// The changed options, one "Chain captures: face-up pieces only" each; empty for the preset.
QStringList changes(const banqi::RuleSet& rules);
// The rule set a LAN table or a file names: its preset and its changed-options text
// (nullopt and *why, in words, when the text is not one this program can play).
std::optional<banqi::RuleSet> fromText(const QString& preset, const QString& options, QString* why = nullptr);
// Why a combination cannot be played, from banqi::validate()'s or withOptions()'s sentence.
QString problem(const std::string& engineSentence);
} // namespace BanqiRuleWords

// The preset and its options: a combo box of ruleSets(), then one row per
// option of ruleOptions() (a choice: combo box, yes/no: check box, a number:
// spin box) with its explanation under it. Choosing a preset sets every
// option to it; a changed option shows the preset as "(changed)". An
// impossible combination is said under the options (problemLabel()).
class BanqiRulesEditor : public QWidget {
    Q_OBJECT
public:
    explicit BanqiRulesEditor(QWidget* parent = nullptr);
    // A preset key and a changed-options text (applied when valid; otherwise the preset).
    void setRules(const QString& preset, const QString& options);
    QString presetKey() const;
    // The options as "key=value,..." (what differs from the preset); empty for the preset itself.
    QString optionsText() const;
    // The rule set chosen, or nullopt when the combination is impossible.
    std::optional<banqi::RuleSet> rules() const;
    QComboBox* presetBox() const { return preset_; }
    // The widget of an option (QComboBox, QCheckBox or QSpinBox), by key.
    QWidget* optionWidget(std::string_view key) const;
    QLabel* problemLabel() const { return problem_; }

signals:
    void rulesChanged();

protected:
    void changeEvent(QEvent* e) override;

private:
    void showPreset(); // every option as the preset has it
    void onOptionChanged();
    std::string widgetValue(const banqi::RuleOption& o, QWidget* w) const;
    void setWidgetValue(const banqi::RuleOption& o, QWidget* w, const std::string& value);
    void retranslate();

    QComboBox* preset_ = nullptr;
    QFormLayout* form_ = nullptr;
    std::vector<QWidget*> widgets_;   // by the table's order
    std::vector<QLabel*> names_;
    std::vector<QLabel*> explanations_;
    QLabel* problem_ = nullptr;
    QLabel* presetLabel_ = nullptr;
    bool filling_ = false;
};

} // namespace qiyuan::ui
