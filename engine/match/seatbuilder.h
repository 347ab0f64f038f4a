// What plays a seat, as a small description, and the one place that makes a
// seat from it (cutechess's PlayerBuilder): a person here, the built-in AI at
// a level, or an external UCI engine. Match::restore makes its seats through a
// builder, so a saved game against a UCI engine comes back with its engine.
#pragma once

#include "seat.h"

#include <QJsonObject>

#include <functional>
#include <memory>
#include <optional>

namespace qiyuan::match {

struct SeatSpec {
    Seat::Kind kind = Seat::Kind::Person;
    int level = 0;     // the computer's (ai::MinLevel..MaxLevel)
    EngineSpec engine; // the computer's external engine; an empty command: the built-in AI

    // What plays `seat` now.
    static SeatSpec of(const Seat& seat);
    // The snapshot's seat object (docs/PLAY.md "Snapshots"): {"kind", "level"}
    // as always, and for an external engine "engine": {"command", "id",
    // "options": [[name, value], ...]}, which older readers ignore (they made
    // the built-in computer at that level).
    QJsonObject toJson() const;
    // Nullopt with *error when the object is no seat a snapshot may hold (a LAN seat is not).
    static std::optional<SeatSpec> fromJson(const QJsonObject& o, QString* error = nullptr);
};

// Makes the seat a description asks for; nullptr when it cannot.
using SeatBuilder = std::function<std::unique_ptr<Seat>(const SeatSpec&)>;

// A person or the built-in computer; an external engine needs a builder that
// knows engines (engine/uci: uci::buildSeat), so this one gives nullptr.
std::unique_ptr<Seat> buildBuiltinSeat(const SeatSpec& spec);

} // namespace qiyuan::match
