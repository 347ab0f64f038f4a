// Settings: the UI language (System / English / 简体中文) and the play
// preferences (piece style, coordinates, animation, sound, notation, confirm
// before resigning) and the role games' narrator on the General tab; the external UCI engines on the
// Engines tab (enginesettings.h). OK applies and saves at once; open windows
// retranslate themselves and the main window applies the preferences to the table.
#pragma once

#include "ui/preferences.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTabWidget;
class QSpinBox;

namespace qiyuan::ui {

class EngineSettingsPage;
class LanguageManager;

class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(LanguageManager* languages, QWidget* parent = nullptr);

    QComboBox* languageBox() const { return m_language; }
    QComboBox* pieceStyleBox() const { return m_pieceStyle; }
    QComboBox* notationBox() const { return m_notation; }
    QComboBox* animationBox() const { return m_animation; }
    QCheckBox* coordinatesBox() const { return m_coordinates; }
    QCheckBox* pointMarksBox() const { return m_pointMarks; }
    QCheckBox* soundBox() const { return m_sound; }
    QCheckBox* confirmResignBox() const { return m_confirmResign; }
    // What a move that differs from a record's does: ask, or the remembered answer.
    QComboBox* newMoveBox() const { return m_newMove; }
    QTabWidget* tabs() const { return m_tabs; }
    // Settings → Engines: the external UCI engines for xiangqi.
    EngineSettingsPage* enginesPage() const { return m_engines; }
    // The "Computer opponent" group: the built-in AI's hash table size in MiB.
    QSpinBox* aiHashBox() const { return m_aiHash; }
    QSpinBox* aiThreadsBox() const { return m_aiThreads; }
    // The "Narrator" group of the role games: on/off, voice, speed, volume, time to act.
    QCheckBox* narratorBox() const { return m_narrator; }
    QComboBox* narratorVoiceBox() const { return m_narratorVoice; }
    QSpinBox* narratorRateBox() const { return m_narratorRate; }
    QSpinBox* narratorVolumeBox() const { return m_narratorVolume; }
    QSpinBox* narratorActBox() const { return m_narratorAct; }
    // The timers everyone sees: each day speaker's time, the phones' night time (0 off).
    QSpinBox* speakerSecondsBox() const { return m_speakerSeconds; }
    QSpinBox* nightTimerBox() const { return m_nightTimer; }

    // The preferences as the dialog shows them.
    Preferences preferences() const;

    void accept() override;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();

    LanguageManager* m_languages;
    QLabel* m_languageLabel = nullptr;
    QLabel* m_languageHint = nullptr;
    QComboBox* m_language = nullptr;
    QLabel* m_pieceStyleLabel = nullptr;
    QComboBox* m_pieceStyle = nullptr;
    bool m_pieceStyleChosen = false; // by the player, here or before: the language no longer sets it
    QLabel* m_notationLabel = nullptr;
    QComboBox* m_notation = nullptr;
    QLabel* m_animationLabel = nullptr;
    QComboBox* m_animation = nullptr;
    QCheckBox* m_coordinates = nullptr;
    QCheckBox* m_pointMarks = nullptr;
    QCheckBox* m_sound = nullptr;
    QCheckBox* m_confirmResign = nullptr;
    QLabel* m_newMoveLabel = nullptr;
    QComboBox* m_newMove = nullptr;
    QTabWidget* m_tabs = nullptr;
    QWidget* m_general = nullptr;
    EngineSettingsPage* m_engines = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    // Computer opponent group.
    QGroupBox* m_aiGroup = nullptr;
    QLabel* m_aiHashLabel = nullptr;
    QSpinBox* m_aiHash = nullptr;
    QLabel* m_aiHashHint = nullptr;
    QLabel* m_aiThreadsLabel = nullptr;
    QSpinBox* m_aiThreads = nullptr;
    // Narrator group.
    QGroupBox* m_narratorGroup = nullptr;
    QCheckBox* m_narrator = nullptr;
    QLabel* m_narratorVoiceLabel = nullptr;
    QComboBox* m_narratorVoice = nullptr;
    QLabel* m_narratorRateLabel = nullptr;
    QSpinBox* m_narratorRate = nullptr;
    QLabel* m_narratorVolumeLabel = nullptr;
    QSpinBox* m_narratorVolume = nullptr;
    QLabel* m_narratorActLabel = nullptr;
    QSpinBox* m_narratorAct = nullptr;
    QLabel* m_narratorHint = nullptr;
    QLabel* m_speakerSecondsLabel = nullptr;
    QSpinBox* m_speakerSeconds = nullptr;
    QLabel* m_nightTimerLabel = nullptr;
    QSpinBox* m_nightTimer = nullptr;
    void buildNarratorGroup(const Preferences& prefs);
};

} // namespace qiyuan::ui
