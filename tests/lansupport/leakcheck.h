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
    // `ended`: the game is over (a result that no record shows, a resignation).
    void feed(const QByteArray& bytes, const qiyuan::banqi::Game& truth, bool ended = false);

    // After a game, from outside the host: what one client received (one
    // stream per connection, in order) judged against the host's game rebuilt
    // from the deal that `finalState`'s reveal (seed and salt) names, with its
    // records. Each frame is judged against the game as it stood when it was
    // sent: after its own ply for "moved" and "undone", the state's ply for
    // "seated" and "watching", over from "result" on, else as the frame before.
    // One game a stream (a table's next game is not judged).
    struct Verdict {
        QStringList decoded, raw;
        int frames = 0;
        qint64 bytes = 0;
        QString error; // the recording or the reveal could not be judged
    };
    static Verdict judgeRecording(const QList<QByteArray>& streams, const QCborMap& finalState);

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
    Secrets secretsOf(const qiyuan::banqi::Game& truth, bool ended) const;
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
