// What each way of playing allows, in one place for every board table
// (docs/PLAY.md has the same table in players' words). The tables ask here;
// where a game's own rules differ (banqi: draws and resigning from ply 40,
// BQ-11; take-backs over the LAN by agreement) they add that on top.
#pragma once

namespace qiyuan::ui {

enum class PlayWay {
    HotSeat,  // two people at this computer
    Computer, // against the computer
    Lan,      // against a person on another computer (or watching one)
};

struct PlayPolicy {
    // A suggested move for the side to act.
    static constexpr bool hints(PlayWay w) { return w != PlayWay::Lan; }
    // The analysis panel (xiangqi: the built-in AI or a UCI engine).
    static constexpr bool analysis(PlayWay w) { return w != PlayWay::Lan; }
    // Set up a position, paste a FEN: they replace the game on the board.
    static constexpr bool positionSetUp(PlayWay w) { return w != PlayWay::Lan; }
    // Draw offers: to the other player here, to the computer (which accepts
    // when it is not ahead, engine/ai/draw_offer.h), or over the LAN to the
    // opponent, who answers.
    static constexpr bool drawOffers(PlayWay) { return true; }
    // The clock waits while the table is off screen (the chooser, another
    // game); over the LAN the host's clock runs on.
    static constexpr bool clockPausesOffScreen(PlayWay w) { return w != PlayWay::Lan; }
    // The clock also waits while a modal dialog (settings, rules, a question)
    // is open over the app: nobody can move meanwhile.
    static constexpr bool clockPausesUnderADialog(PlayWay w) { return w != PlayWay::Lan; }
};

} // namespace qiyuan::ui
