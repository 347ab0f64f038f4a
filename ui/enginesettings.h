// Settings → Engines: the external UCI engines for xiangqi. A list with Add,
// Remove and Test; for the chosen engine its name, program (with Browse) and
// arguments; after a Test, the options the engine offers (spin, check,
// combo, string) with editors for their values. The name defaults to the
// engine's "id name". Nothing is stored until save() (the dialog's OK).
#pragma once

#include "ui/engineconfig.h"

#include <QWidget>

#include <functional>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace qiyuan::ui {

class UciProbe;

class EngineSettingsPage : public QWidget {
    Q_OBJECT
public:
    explicit EngineSettingsPage(QWidget* parent = nullptr);
    ~EngineSettingsPage() override;

    // The engines as the page shows them (not yet saved).
    QList<UciEngineConfig> engines() const { return engines_; }
    void save() const;

    QListWidget* engineList() const { return list_; }
    QPushButton* addButton() const { return add_; }
    QPushButton* removeButton() const { return remove_; }
    QPushButton* testButton() const { return test_; }
    QLineEdit* nameEdit() const { return name_; }
    QLineEdit* programEdit() const { return program_; }
    QLineEdit* argumentsEdit() const { return arguments_; }
    QLabel* statusLabel() const { return status_; }
    QTableWidget* optionsTable() const { return options_; }

    // Options the client sets itself, never shown: it speaks UCI, for xiangqi.
    static bool isHiddenOption(const QString& name);

signals:
    // A Test ended (ok or not); the status label says how.
    void testFinished(bool ok);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    // Shows the chosen engine; the status of the last Test stays only with `keepStatus`.
    void showCurrent(bool keepStatus = false);
    void rebuildOptions();
    void updateItem(int row);
    void setValue(const QString& option, const QString& value, const QString& defaultValue);
    UciEngineConfig* current();

    QList<UciEngineConfig> engines_;
    QListWidget* list_ = nullptr;
    QPushButton* add_ = nullptr;
    QPushButton* remove_ = nullptr;
    QPushButton* test_ = nullptr;
    QPushButton* browse_ = nullptr;
    QLabel* nameLabel_ = nullptr;
    QLabel* programLabel_ = nullptr;
    QLabel* argumentsLabel_ = nullptr;
    QLabel* optionsLabel_ = nullptr;
    QLineEdit* name_ = nullptr;
    QLineEdit* program_ = nullptr;
    QLineEdit* arguments_ = nullptr;
    QLabel* status_ = nullptr;
    QTableWidget* options_ = nullptr;
    QWidget* details_ = nullptr;
    UciProbe* probe_ = nullptr;
    std::function<QString()> statusText_;
};

} // namespace qiyuan::ui
