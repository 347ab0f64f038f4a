#include "enginesettings.h"

#include "ui/xiangqi/computerplayer.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <limits>

namespace qiyuan::ui {

EngineSettingsPage::EngineSettingsPage(QWidget* parent)
    : QWidget(parent)
    , engines_(loadUciEngines())
{
    setObjectName(QStringLiteral("engineSettingsPage"));
    list_ = new QListWidget(this);
    list_->setObjectName(QStringLiteral("engineList"));
    add_ = new QPushButton(this);
    add_->setObjectName(QStringLiteral("engineAddButton"));
    remove_ = new QPushButton(this);
    remove_->setObjectName(QStringLiteral("engineRemoveButton"));
    test_ = new QPushButton(this);
    test_->setObjectName(QStringLiteral("engineTestButton"));
    browse_ = new QPushButton(this);
    browse_->setObjectName(QStringLiteral("engineBrowseButton"));
    name_ = new QLineEdit(this);
    name_->setObjectName(QStringLiteral("engineNameEdit"));
    program_ = new QLineEdit(this);
    program_->setObjectName(QStringLiteral("engineProgramEdit"));
    arguments_ = new QLineEdit(this);
    arguments_->setObjectName(QStringLiteral("engineArgumentsEdit"));
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("engineStatus"));
    status_->setWordWrap(true);
    options_ = new QTableWidget(0, 2, this);
    options_->setObjectName(QStringLiteral("engineOptionsTable"));
    options_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    options_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    options_->verticalHeader()->hide();
    options_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    options_->setSelectionMode(QAbstractItemView::NoSelection);
    nameLabel_ = new QLabel(this);
    nameLabel_->setBuddy(name_);
    programLabel_ = new QLabel(this);
    programLabel_->setBuddy(program_);
    argumentsLabel_ = new QLabel(this);
    argumentsLabel_->setBuddy(arguments_);
    optionsLabel_ = new QLabel(this);

    auto* listButtons = new QHBoxLayout;
    listButtons->addWidget(add_);
    listButtons->addWidget(remove_);
    listButtons->addStretch();
    auto* left = new QVBoxLayout;
    left->addWidget(list_, 1);
    left->addLayout(listButtons);

    details_ = new QWidget(this);
    auto* form = new QFormLayout;
    form->addRow(nameLabel_, name_);
    auto* programRow = new QHBoxLayout;
    programRow->addWidget(program_, 1);
    programRow->addWidget(browse_);
    form->addRow(programLabel_, programRow);
    form->addRow(argumentsLabel_, arguments_);
    auto* testRow = new QHBoxLayout;
    testRow->addWidget(test_);
    testRow->addWidget(status_, 1);
    auto* right = new QVBoxLayout(details_);
    right->setContentsMargins(0, 0, 0, 0);
    right->addLayout(form);
    right->addLayout(testRow);
    right->addWidget(optionsLabel_);
    right->addWidget(options_, 1);

    auto* layout = new QHBoxLayout(this);
    layout->addLayout(left, 1);
    layout->addWidget(details_, 2);

    for (int i = 0; i < engines_.size(); ++i) {
        list_->addItem(QString());
        updateItem(i);
    }
    connect(list_, &QListWidget::currentRowChanged, this, [this] { showCurrent(); });
    connect(add_, &QPushButton::clicked, this, [this] {
        UciEngineConfig c;
        c.id = newUciEngineId(engines_);
        engines_ << c;
        list_->addItem(QString());
        updateItem(static_cast<int>(engines_.size()) - 1);
        list_->setCurrentRow(static_cast<int>(engines_.size()) - 1);
        program_->setFocus();
    });
    connect(remove_, &QPushButton::clicked, this, [this] {
        const int row = list_->currentRow();
        if (row < 0 || row >= engines_.size())
            return;
        engines_.removeAt(row);
        delete list_->takeItem(row);
        showCurrent();
    });
    connect(name_, &QLineEdit::textEdited, this, [this](const QString& text) {
        if (UciEngineConfig* c = current()) {
            c->name = text;
            updateItem(list_->currentRow());
        }
    });
    auto commandEdited = [this] {
        if (UciEngineConfig* c = current()) {
            c->program = program_->text().trimmed();
            c->arguments = arguments_->text().trimmed();
            updateItem(list_->currentRow());
        }
    };
    connect(program_, &QLineEdit::textEdited, this, commandEdited);
    connect(arguments_, &QLineEdit::textEdited, this, commandEdited);
    connect(browse_, &QPushButton::clicked, this, [this, commandEdited] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Choose a UCI engine"), program_->text());
        if (path.isEmpty())
            return;
        program_->setText(path);
        commandEdited();
    });
    connect(test_, &QPushButton::clicked, this, [this] {
        UciEngineConfig* c = current();
        if (!c)
            return;
        if (c->program.isEmpty()) {
            statusText_ = [] { return tr("Set the engine's program first."); };
            status_->setText(statusText_());
            emit testFinished(false);
            return;
        }
        delete probe_;
        test_->setEnabled(false);
        statusText_ = [] { return tr("Testing…"); };
        status_->setText(statusText_());
        // Asynchronous: the dialog stays responsive while the engine starts.
        probe_ = new UciProbe(c->commandLine(), this);
        const QString id = c->id;
        connect(probe_, &UciProbe::succeeded, this, [this, id](const QString& engineName) {
            const QStringList lines = probe_->optionLines();
            probe_->deleteLater();
            probe_ = nullptr;
            test_->setEnabled(true);
            for (int i = 0; i < engines_.size(); ++i) {
                if (engines_[i].id != id)
                    continue;
                engines_[i].optionLines = lines;
                if (engines_[i].name.trimmed().isEmpty())
                    engines_[i].name = engineName;
                updateItem(i);
            }
            const int shown = static_cast<int>(std::count_if(lines.begin(), lines.end(), [](const QString& l) {
                const auto o = parseUciOption(l);
                return o && o->type != QLatin1String("button") && !isHiddenOption(o->name);
            }));
            statusText_ = [engineName, shown] {
                //: %1: the engine's name; %n: how many options it offers
                return tr("OK: %1 answers as a UCI engine (%n option(s)).", nullptr, shown).arg(engineName);
            };
            showCurrent(true);
            emit testFinished(true);
        });
        connect(probe_, &UciProbe::failed, this, [this](const QString& reason) {
            probe_->deleteLater();
            probe_ = nullptr;
            test_->setEnabled(true);
            statusText_ = [reason] { return tr("Not usable: %1").arg(reason); };
            status_->setText(statusText_());
            emit testFinished(false);
        });
    });

    retranslate();
    list_->setCurrentRow(engines_.isEmpty() ? -1 : 0);
    showCurrent();
}

EngineSettingsPage::~EngineSettingsPage()
{
    delete probe_; // kills a test still running
}

bool EngineSettingsPage::isHiddenOption(const QString& name)
{
    return name == QLatin1String("UCI_Variant") || name == QLatin1String("Protocol");
}

void EngineSettingsPage::save() const
{
    QList<UciEngineConfig> kept;
    for (const UciEngineConfig& c : engines_)
        if (!c.program.trimmed().isEmpty())
            kept << c;
    saveUciEngines(kept);
}

UciEngineConfig* EngineSettingsPage::current()
{
    const int row = list_->currentRow();
    return row >= 0 && row < engines_.size() ? &engines_[row] : nullptr;
}

void EngineSettingsPage::updateItem(int row)
{
    if (row < 0 || row >= engines_.size() || !list_->item(row))
        return;
    const UciEngineConfig& c = engines_[row];
    //: A new entry in the list of engines, before its program is set
    list_->item(row)->setText(c.program.isEmpty() && c.name.trimmed().isEmpty() ? tr("New engine")
                                                                                : c.displayName());
}

void EngineSettingsPage::showCurrent(bool keepStatus)
{
    const UciEngineConfig* c = current();
    details_->setEnabled(c != nullptr);
    remove_->setEnabled(c != nullptr);
    name_->setText(c ? c->name : QString());
    name_->setPlaceholderText(tr("the engine's own name"));
    program_->setText(c ? c->program : QString());
    arguments_->setText(c ? c->arguments : QString());
    if (!keepStatus)
        statusText_ = {}; // another engine: the last test said nothing about it
    status_->setText(statusText_ ? statusText_() : QString());
    rebuildOptions();
}

void EngineSettingsPage::setValue(const QString& option, const QString& value, const QString& defaultValue)
{
    UciEngineConfig* c = current();
    if (!c)
        return;
    if (value == defaultValue)
        c->values.remove(option); // the engine's own default needs no setoption
    else
        c->values.insert(option, value);
}

void EngineSettingsPage::rebuildOptions()
{
    options_->clearContents();
    options_->setRowCount(0);
    const UciEngineConfig* c = current();
    const QList<UciOption> offered = c ? c->options() : QList<UciOption>();
    for (const UciOption& o : offered) {
        if (o.type == QLatin1String("button") || isHiddenOption(o.name))
            continue;
        const QString value = c->values.value(o.name, o.defaultValue);
        const int row = options_->rowCount();
        options_->insertRow(row);
        auto* label = new QTableWidgetItem(o.name);
        label->setToolTip(o.type);
        options_->setItem(row, 0, label);
        QWidget* editor = nullptr;
        const QString name = o.name, def = o.defaultValue;
        if (o.type == QLatin1String("spin")) {
            auto* spin = new QSpinBox;
            constexpr qint64 lo = std::numeric_limits<int>::min(), hi = std::numeric_limits<int>::max();
            spin->setRange(static_cast<int>(std::clamp(o.min, lo, hi)), static_cast<int>(std::clamp(o.max, lo, hi)));
            spin->setValue(value.toInt());
            connect(spin, &QSpinBox::valueChanged, this,
                    [this, name, def](int v) { setValue(name, QString::number(v), def); });
            editor = spin;
        } else if (o.type == QLatin1String("check")) {
            auto* check = new QCheckBox;
            check->setChecked(value == QLatin1String("true"));
            connect(check, &QCheckBox::toggled, this, [this, name, def](bool on) {
                setValue(name, on ? QStringLiteral("true") : QStringLiteral("false"), def);
            });
            editor = check;
        } else if (o.type == QLatin1String("combo")) {
            auto* combo = new QComboBox;
            combo->addItems(o.choices);
            combo->setCurrentIndex(std::max(0, static_cast<int>(o.choices.indexOf(value))));
            connect(combo, &QComboBox::currentTextChanged, this,
                    [this, name, def](const QString& v) { setValue(name, v, def); });
            editor = combo;
        } else {
            auto* edit = new QLineEdit(value);
            connect(edit, &QLineEdit::textEdited, this,
                    [this, name, def](const QString& v) { setValue(name, v, def); });
            editor = edit;
        }
        editor->setObjectName(QStringLiteral("option:") + o.name);
        options_->setCellWidget(row, 1, editor);
    }
    optionsLabel_->setVisible(c != nullptr);
    options_->setVisible(c != nullptr);
    retranslate();
}

void EngineSettingsPage::retranslate()
{
    add_->setText(tr("&Add"));
    remove_->setText(tr("&Remove"));
    //: Starts the engine once to check it and read its options
    test_->setText(tr("&Test"));
    browse_->setText(tr("Browse…"));
    nameLabel_->setText(tr("&Name:"));
    //: The executable file of the engine
    programLabel_->setText(tr("&Program:"));
    argumentsLabel_->setText(tr("A&rguments:"));
    arguments_->setPlaceholderText(tr("none"));
    program_->setToolTip(tr("The program of a xiangqi engine that speaks UCI (e.g. Pikafish, Fairy-Stockfish)."));
    const UciEngineConfig* c = current();
    optionsLabel_->setText(c && c->optionLines.isEmpty() ? tr("Options: press Test to read them from the engine.")
                                                         : tr("Options:"));
    options_->setHorizontalHeaderLabels({tr("Option"), tr("Value")});
    for (int i = 0; i < engines_.size(); ++i)
        updateItem(i);
    if (statusText_)
        status_->setText(statusText_());
}

void EngineSettingsPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace qiyuan::ui
