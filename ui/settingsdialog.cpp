#include "settingsdialog.h"

#include "ui/enginesettings.h"

#include <QTabWidget>

#include "ui/languagemanager.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QThread>
#include <QLabel>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace qiyuan::ui {

SettingsDialog::SettingsDialog(LanguageManager* languages, QWidget* parent)
    : QDialog(parent)
    , m_languages(languages)
{
    setObjectName(QStringLiteral("settingsDialog"));
    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("languageBox"));
    for (const QString& key : LanguageManager::preferences())
        m_language->addItem(QString(), key);
    m_language->setCurrentIndex(qMax(0, m_language->findData(languages->preference())));

    m_languageLabel = new QLabel(this);
    m_languageLabel->setBuddy(m_language);
    m_languageHint = new QLabel(this);
    m_languageHint->setWordWrap(true);
    m_languageHint->setStyleSheet(QStringLiteral("color: palette(mid);"));

    const Preferences prefs = Preferences::load();
    m_pieceStyle = new QComboBox(this);
    m_pieceStyle->setObjectName(QStringLiteral("pieceStyleBox"));
    m_pieceStyle->addItem(QString(), false);
    m_pieceStyle->addItem(QString(), true);
    m_pieceStyle->setCurrentIndex(prefs.traditionalPieces ? 1 : 0);
    m_pieceStyleLabel = new QLabel(this);
    m_pieceStyleLabel->setBuddy(m_pieceStyle);
    // Readers of Traditional Chinese expect 帥 將 俥 傌: the pieces follow the
    // language chosen here, until the player picks a style themselves (then for good).
    m_pieceStyleChosen = prefs.pieceStyleChosen;
    connect(m_pieceStyle, &QComboBox::activated, this, [this] { m_pieceStyleChosen = true; });
    // Only a change into or out of Traditional Chinese moves them.
    const auto chosenLanguage = [this] { return LanguageManager::resolve(m_language->currentData().toString(), QLocale::system()); };
    connect(m_language, &QComboBox::currentIndexChanged, this, [this, chosenLanguage, was = chosenLanguage()]() mutable {
        const QString language = chosenLanguage();
        const QString traditional = QStringLiteral("zh_TW");
        if (!m_pieceStyleChosen && (language == traditional) != (was == traditional))
            m_pieceStyle->setCurrentIndex(language == traditional ? 1 : 0);
        was = language;
    });
    m_notation = new QComboBox(this);
    m_notation->setObjectName(QStringLiteral("notationBox"));
    for (const char* key : {"chinese", "wxf", "iccs"})
        m_notation->addItem(QString(), QString::fromLatin1(key));
    m_notation->setCurrentIndex(qMax(0, m_notation->findData(prefs.notation)));
    m_notationLabel = new QLabel(this);
    m_notationLabel->setBuddy(m_notation);
    m_animation = new QComboBox(this);
    m_animation->setObjectName(QStringLiteral("animationBox"));
    for (int ms : {0, 100, 180, 350})
        m_animation->addItem(QString(), ms);
    const int animationIndex = m_animation->findData(prefs.animationMs);
    m_animation->setCurrentIndex(animationIndex >= 0 ? animationIndex : 2);
    m_animationLabel = new QLabel(this);
    m_animationLabel->setBuddy(m_animation);
    m_coordinates = new QCheckBox(this);
    m_coordinates->setObjectName(QStringLiteral("coordinatesBox"));
    m_coordinates->setChecked(prefs.showCoordinates);
    m_pointMarks = new QCheckBox(this);
    m_pointMarks->setObjectName(QStringLiteral("pointMarksBox"));
    m_pointMarks->setChecked(prefs.showPointMarks);
    m_sound = new QCheckBox(this);
    m_sound->setObjectName(QStringLiteral("soundBox"));
    m_sound->setChecked(prefs.sound);
    m_confirmResign = new QCheckBox(this);
    m_confirmResign->setObjectName(QStringLiteral("confirmResignBox"));
    m_confirmResign->setChecked(prefs.confirmResign);
    m_newMove = new QComboBox(this);
    m_newMove->setObjectName(QStringLiteral("newMoveBox"));
    for (const char* key : {"ask", "variation", "replace", "mainline"})
        m_newMove->addItem(QString(), QString::fromLatin1(key));
    m_newMove->setCurrentIndex(qMax(0, m_newMove->findData(prefs.newMoveInRecord)));
    m_newMoveLabel = new QLabel(this);
    m_newMoveLabel->setBuddy(m_newMove);
    auto* form = new QFormLayout;
    form->addRow(m_languageLabel, m_language);
    form->addRow(QString(), m_languageHint);
    form->addRow(m_pieceStyleLabel, m_pieceStyle);
    form->addRow(m_notationLabel, m_notation);
    form->addRow(m_animationLabel, m_animation);
    form->addRow(QString(), m_coordinates);
    form->addRow(QString(), m_pointMarks);
    form->addRow(QString(), m_sound);
    form->addRow(QString(), m_confirmResign);
    form->addRow(m_newMoveLabel, m_newMove);

    // Computer opponent: how much memory the built-in AI's search may use.
    m_aiGroup = new QGroupBox(this);
    m_aiGroup->setObjectName(QStringLiteral("computerOpponentGroup"));
    m_aiHash = new QSpinBox(m_aiGroup);
    m_aiHash->setObjectName(QStringLiteral("aiHashBox"));
    m_aiHash->setRange(Preferences::MinAiHashMb, Preferences::MaxAiHashMb);
    m_aiHash->setValue(prefs.aiHashMb);
    m_aiHashLabel = new QLabel(m_aiGroup);
    m_aiHashLabel->setBuddy(m_aiHash);
    m_aiHashHint = new QLabel(m_aiGroup);
    m_aiHashHint->setWordWrap(true);
    m_aiHashHint->setStyleSheet(QStringLiteral("color: palette(mid);"));
    m_aiThreads = new QSpinBox(m_aiGroup);
    m_aiThreads->setObjectName(QStringLiteral("aiThreadsBox"));
    m_aiThreads->setRange(Preferences::MinAiThreads, Preferences::MaxAiThreads);
    m_aiThreads->setValue(prefs.aiThreads);
    m_aiThreadsLabel = new QLabel(m_aiGroup);
    m_aiThreadsLabel->setBuddy(m_aiThreads);
    auto* aiForm = new QFormLayout(m_aiGroup);
    aiForm->addRow(m_aiHashLabel, m_aiHash);
    aiForm->addRow(m_aiThreadsLabel, m_aiThreads);
    aiForm->addRow(QString(), m_aiHashHint);

    buildNarratorGroup(prefs);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &SettingsDialog::reject);

    m_general = new QWidget(this);
    auto* general = new QVBoxLayout(m_general);
    general->addLayout(form);
    general->addWidget(m_aiGroup);
    general->addWidget(m_narratorGroup);
    general->addStretch();
    m_engines = new EngineSettingsPage(this);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("settingsTabs"));
    m_tabs->addTab(m_general, QString());
    m_tabs->addTab(m_engines, QString());

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    layout->addWidget(m_buttons);

    retranslateUi();
    resize(560, sizeHint().height());
}

void SettingsDialog::buildNarratorGroup(const Preferences& prefs)
{
    m_narratorGroup = new QGroupBox(this);
    m_narratorGroup->setObjectName(QStringLiteral("narratorGroup"));
    m_narrator = new QCheckBox(m_narratorGroup);
    m_narrator->setObjectName(QStringLiteral("narratorBox"));
    m_narrator->setChecked(prefs.narrator);
    m_narratorVoice = new QComboBox(m_narratorGroup);
    m_narratorVoice->setObjectName(QStringLiteral("narratorVoiceBox"));
    m_narratorVoice->addItem(QString(), QString()); // the engine's voice for the UI language
    // The voices the narrator's engine reported when it last spoke (asking the
    // engine here could hang the dialog on a speech service without sound).
    for (const QString& name : QSettings().value(QStringLiteral("narrator/voices")).toStringList())
        m_narratorVoice->addItem(name, name);
    if (!prefs.narratorVoice.isEmpty() && m_narratorVoice->findData(prefs.narratorVoice) < 0)
        m_narratorVoice->addItem(prefs.narratorVoice, prefs.narratorVoice);
    m_narratorVoice->setCurrentIndex(qMax(0, m_narratorVoice->findData(prefs.narratorVoice)));
    m_narratorRate = new QSpinBox(m_narratorGroup);
    m_narratorRate->setObjectName(QStringLiteral("narratorRateBox"));
    m_narratorRate->setRange(-10, 10);
    m_narratorRate->setValue(prefs.narratorRate);
    m_narratorVolume = new QSpinBox(m_narratorGroup);
    m_narratorVolume->setObjectName(QStringLiteral("narratorVolumeBox"));
    m_narratorVolume->setRange(0, 100);
    m_narratorVolume->setValue(prefs.narratorVolume);
    m_narratorAct = new QSpinBox(m_narratorGroup);
    m_narratorAct->setObjectName(QStringLiteral("narratorActBox"));
    m_narratorAct->setRange(Preferences::MinActSeconds, Preferences::MaxActSeconds);
    m_narratorAct->setValue(prefs.narratorActSeconds);
    m_narratorVoiceLabel = new QLabel(m_narratorGroup);
    m_narratorVoiceLabel->setBuddy(m_narratorVoice);
    m_narratorRateLabel = new QLabel(m_narratorGroup);
    m_narratorRateLabel->setBuddy(m_narratorRate);
    m_narratorVolumeLabel = new QLabel(m_narratorGroup);
    m_narratorVolumeLabel->setBuddy(m_narratorVolume);
    m_narratorActLabel = new QLabel(m_narratorGroup);
    m_narratorActLabel->setBuddy(m_narratorAct);
    m_narratorHint = new QLabel(m_narratorGroup);
    m_narratorHint->setWordWrap(true);
    m_narratorHint->setStyleSheet(QStringLiteral("color: palette(mid);"));
    auto* form = new QFormLayout(m_narratorGroup);
    form->addRow(QString(), m_narrator);
    form->addRow(m_narratorVoiceLabel, m_narratorVoice);
    form->addRow(m_narratorRateLabel, m_narratorRate);
    form->addRow(m_narratorVolumeLabel, m_narratorVolume);
    form->addRow(m_narratorActLabel, m_narratorAct);
    form->addRow(QString(), m_narratorHint);
    // The timers everyone sees (projector, day tab, phones).
    m_speakerSeconds = new QSpinBox(m_narratorGroup);
    m_speakerSeconds->setObjectName(QStringLiteral("speakerSecondsBox"));
    m_speakerSeconds->setRange(Preferences::MinSpeakerSeconds, Preferences::MaxSpeakerSeconds);
    m_speakerSeconds->setSingleStep(10);
    m_speakerSeconds->setValue(prefs.speakerSeconds);
    m_nightTimer = new QSpinBox(m_narratorGroup);
    m_nightTimer->setObjectName(QStringLiteral("nightTimerBox"));
    m_nightTimer->setRange(0, Preferences::MaxNightTimerSeconds);
    m_nightTimer->setSingleStep(30);
    m_nightTimer->setValue(prefs.nightTimerSeconds);
    m_speakerSecondsLabel = new QLabel(m_narratorGroup);
    m_speakerSecondsLabel->setBuddy(m_speakerSeconds);
    m_nightTimerLabel = new QLabel(m_narratorGroup);
    m_nightTimerLabel->setBuddy(m_nightTimer);
    form->addRow(m_speakerSecondsLabel, m_speakerSeconds);
    form->addRow(m_nightTimerLabel, m_nightTimer);
}

Preferences SettingsDialog::preferences() const
{
    Preferences p;
    p.narrator = m_narrator->isChecked();
    p.narratorVoice = m_narratorVoice->currentData().toString();
    p.narratorRate = m_narratorRate->value();
    p.narratorVolume = m_narratorVolume->value();
    p.narratorActSeconds = m_narratorAct->value();
    p.speakerSeconds = m_speakerSeconds->value();
    p.nightTimerSeconds = m_nightTimer->value();
    p.traditionalPieces = m_pieceStyle->currentData().toBool();
    p.pieceStyleChosen = m_pieceStyleChosen;
    p.notation = m_notation->currentData().toString();
    p.animationMs = m_animation->currentData().toInt();
    p.showCoordinates = m_coordinates->isChecked();
    p.showPointMarks = m_pointMarks->isChecked();
    p.sound = m_sound->isChecked();
    p.confirmResign = m_confirmResign->isChecked();
    p.newMoveInRecord = m_newMove->currentData().toString();
    p.aiHashMb = m_aiHash->value();
    p.aiThreads = m_aiThreads->value();
    return p;
}

void SettingsDialog::accept()
{
    preferences().save();
    m_engines->save();
    m_languages->setPreference(m_language->currentData().toString());
    QDialog::accept();
}

void SettingsDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void SettingsDialog::retranslateUi()
{
    //: Window title of the settings dialog
    setWindowTitle(tr("Settings"));
    //: Label of the UI language choice
    m_languageLabel->setText(tr("&Language:"));
    m_languageHint->setText(tr("Applies at once to every open window."));
    //: Label of the choice between simplified (帅/将) and traditional (帥/將) piece characters
    m_pieceStyleLabel->setText(tr("&Pieces:"));
    m_pieceStyle->setItemText(0, tr("Simplified characters (帅 将 马 车)"));
    m_pieceStyle->setItemText(1, tr("Traditional characters (帥 將 傌 俥)"));
    //: Label of the move notation choice of the move list and saved games
    m_notationLabel->setText(tr("&Move notation:"));
    //: Chinese move notation, e.g. 炮二平五
    m_notation->setItemText(0, tr("Chinese (炮二平五)"));
    m_notation->setItemText(1, tr("WXF (C2.5)"));
    m_notation->setItemText(2, tr("ICCS coordinates (h2e2)"));
    m_animationLabel->setText(tr("&Animation:"));
    m_animation->setItemText(0, tr("Off"));
    m_animation->setItemText(1, tr("Fast"));
    m_animation->setItemText(2, tr("Normal"));
    m_animation->setItemText(3, tr("Slow"));
    m_coordinates->setText(tr("Show &coordinates on the board"));
    //: 炮位/兵位: the small corner marks of a real xiangqi board
    m_pointMarks->setText(tr("Show the cannon and soldier poin&t marks (炮位/兵位)"));
    m_sound->setText(tr("&Sound"));
    m_confirmResign->setText(tr("Confirm before &resigning"));
    //: Label of the choice what a move that differs from the next move of a game record (打谱) does
    m_newMoveLabel->setText(tr("A different move in a recor&d:"));
    m_newMove->setItemText(0, tr("Ask every time"));
    m_newMove->setItemText(1, tr("Add a new variation"));
    m_newMove->setItemText(2, tr("Replace the rest"));
    m_newMove->setItemText(3, tr("Make it the new main line"));
    //: Tab of the settings dialog with the language and play preferences
    m_tabs->setTabText(0, tr("General"));
    //: Tab of the settings dialog with the external UCI engines
    m_tabs->setTabText(1, tr("Engines"));
    //: Title of the settings group about the built-in computer opponent
    m_aiGroup->setTitle(tr("Computer opponent"));
    //: The memory of the built-in AI's transposition table
    m_aiHashLabel->setText(tr("&Hash table:"));
    //: Unit after the hash table size: mebibytes
    m_aiHash->setSuffix(tr(" MiB"));
    //: How many processor cores one search of the built-in AI uses
    m_aiThreadsLabel->setText(tr("&Threads:"));
    m_aiHashHint->setText(tr("Memory for the built-in xiangqi AI's search (1–2048 MiB). The opponent and the hint "
                             "each use a table of this size; larger tables help at long thinking times. "
                             "More threads find better moves in the same time, up to this computer's %n core(s).",
                             nullptr, QThread::idealThreadCount()));
    //: Title of the settings group of the role games' narrator, who reads each phase aloud
    m_narratorGroup->setTitle(tr("Narrator (role games)"));
    m_narrator->setText(tr("Read each phase al&oud"));
    m_narratorVoiceLabel->setText(tr("&Voice:"));
    //: The narrator's voice: the speech engine's own voice for the UI language
    m_narratorVoice->setItemText(0, tr("Default for the language"));
    //: The narrator's speaking speed, -10 (slowest) to 10 (fastest)
    m_narratorRateLabel->setText(tr("Sp&eed:"));
    m_narratorVolumeLabel->setText(tr("Vol&ume:"));
    m_narratorVolume->setSuffix(tr(" %"));
    //: The time the narrator waits after calling a role awake, the same for every role
    m_narratorActLabel->setText(tr("T&ime to act:"));
    //: Unit after the narrator's time to act: seconds
    m_narratorAct->setSuffix(tr(" s"));
    //: The time each player has to speak during the day, shown on the projector and the phones
    m_speakerSecondsLabel->setText(tr("Time per spea&ker:"));
    m_speakerSeconds->setSuffix(tr(" s"));
    //: The time the phones have for their night entries (0: no night timer)
    m_nightTimerLabel->setText(tr("Night timer &for phones:"));
    m_nightTimer->setSuffix(tr(" s"));
    //: The night timer set to 0 seconds
    m_nightTimer->setSpecialValueText(tr("Off"));
    m_narratorHint->setText(tr("Every role is called in the night order, alive or not, with the same time to act, so "
                               "the pauses tell nobody who holds a role. Without a voice the script is shown in large "
                               "type on the projector."));
    for (int i = 0; i < m_language->count(); ++i) {
        const QString key = m_language->itemData(i).toString();
        if (key == LanguageManager::systemPreference) {
            const QString name = LanguageManager::nativeName(LanguageManager::resolve(key, QLocale::system()));
            //: Language choice that follows the system; %1 is the language it means here
            m_language->setItemText(i, tr("System language (%1)").arg(name));
        } else {
            m_language->setItemText(i, LanguageManager::nativeName(key)); // each language in its own words
        }
    }
}

} // namespace qiyuan::ui
