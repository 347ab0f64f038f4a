// The hidden-information check of the banqi LAN tests: everything a host sent
// to one client, judged against the host's own game (the truth) at the time it
// was sent. Two independent nets:
// - decoded: every frame is decoded and every field inspected: only the
//   documented keys, a "board" shows every face-down square as "x", a record's
//   "revealed" only for a square that is face up by then and with the piece the
//   deal put there, no "reveal" before the end, and no text field holds any
//   encoding of a hidden piece (below);
// - raw: the bytes themselves are searched for those encodings as the engine
//   writes them: the flip notation of every still face-down square ("翻 d3 黑马"),
//   the hidden field of the referee FEN, the deal's layout, seed and salt.
// Each finding is a readable line; no findings means no leak was seen.
#pragma once

#include "banqi/game.h"
#include "net/protocol.h"

#include <QByteArray>
#include <QCborMap>
#include <QStringList>
#include <array>

class BanqiLeakCheck {
public:
    // The flip notations are taken from the engine once, from the deal.
    explicit BanqiLeakCheck(const qiyuan::banqi::Deal& deal, const qiyuan::banqi::RuleSet& rules);

    // The bytes received since the last call, judged against `truth`, the
    // host's game as it is now (the bytes were sent before anything changed it).
    void feed(const QByteArray& bytes, const qiyuan::banqi::Game& truth);

    const QStringList& decodedFindings() const { return decoded_; }
    const QStringList& rawFindings() const { return raw_; }
    int frames() const { return frames_; }
    qint64 bytes() const { return bytes_; }

private:
    // What must stay unseen right now.
    struct Secrets {
        std::array<bool, qiyuan::banqi::SquareCount> faceDown{};
        QList<QByteArray> encodings; // UTF-8, each with what it betrays
        QStringList meaning;
        bool over = false;
    };
    Secrets secretsOf(const qiyuan::banqi::Game& truth) const;
    void inspect(const QCborValue& v, const QString& path, const Secrets& s);
    void inspectRecord(const QCborMap& r, const QString& path, const Secrets& s);
    void inspectBoard(const QString& board, const QString& path, const Secrets& s);
    void inspectText(const QString& text, const QString& path, const Secrets& s);

    qiyuan::banqi::Deal deal_;
    std::array<QByteArray, qiyuan::banqi::SquareCount> flipNotation_;
    qiyuan::net::FrameDecoder decoder_{};
    QByteArray tail_; // the end of the previous bytes: an encoding may straddle two reads
    QStringList decoded_, raw_;
    int frames_ = 0;
    qint64 bytes_ = 0;
};
