// Fuzz target: move text as a user types it or a PGN carries it — ICCS
// (Position::parseIccs), WXF (parseWxf), Chinese (parseChinese) and the
// dispatcher parseAnyNotation.
//
// Input: "<FEN>\n<move text>" when the first line is a FEN the engine
// accepts; otherwise the first byte picks one of the positions below (so
// '0'..'7' pick 0..7) and the rest is the move text.
//
// Invariants, beyond "no crash":
// - a refused move comes with a readable (printable UTF-8) error message;
// - every accepted move is legal in the position, and the writer's text of it
//   (toChinese / toWxf / toIccs) reads back as the same move;
// - parseAnyNotation accepts exactly what one of the three notations accepts,
//   with the same move;
// - ICCS is read only from its canonical spelling (case, '-' aside);
// - for a FEN from the input, every legal move round-trips through all three
//   writers and parseAnyNotation (tandem pieces: 前/中/后, 前二三四五, ...).
#include "../fuzz_check.h"

#include "xiangqi/notation.h"
#include "xiangqi/position.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

using namespace qiyuan::xiangqi;
using qiyuan::fuzz::shown;

namespace {

// The readers refuse longer text (docs/rules/xiangqi-notation.md, section 3).
constexpr std::size_t MaxMoveText = 64;

// Positions chosen for the notation's hard cases.
constexpr std::array<std::string_view, 8> Positions = {
    Position::StartFen,
    // Black to move after 1. C2.5.
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1",
    // Red chariots, horses and cannons doubled on files.
    "3akab2/9/4b4/p3p3p/2R3C2/2R6/P1P1P1C1P/2N6/2N6/2BAKAB2 w - - 0 20",
    // Red soldiers: three on one file, two on another (前/中/后, two doubled files).
    "3k5/4P4/2P1P4/2P1P4/9/9/9/9/9/4K4 w - - 0 40",
    // Black doubles: chariots, horses, three soldiers on one file, two on another.
    "2bakab2/9/9/9/9/4p1p2/2r1p1p2/2r1p4/n8/n3K4 b - - 0 40",
    // Four red soldiers on one file (前二三四).
    "3k5/4P4/4P4/4P4/4P4/9/9/9/9/4K4 w - - 0 50",
    // Advisors and elephants sharing files (no 前/后 for them).
    "3k5/9/9/9/9/2B6/9/3A5/9/2BAK4 w - - 0 60",
    // Five black soldiers on one file (前二三四五), black to move.
    "3k5/9/9/9/9/1p7/1p7/1p7/1p7/1p3K3 b - - 0 70",
};

const Position& builtin(unsigned char selector)
{
    static const std::array<Position, Positions.size()> positions = [] {
        std::array<Position, Positions.size()> out;
        for (std::size_t i = 0; i < Positions.size(); ++i) {
            std::string error;
            const auto pos = Position::fromFen(Positions[i], &error);
            FUZZ_CHECK(pos.has_value(), "built-in position " + std::to_string(i) + ": " + error);
            out[i] = *pos;
        }
        return out;
    }();
    return positions[(selector - '0' + 256) % positions.size()];
}

void checkRefusal(const std::string& error, std::string_view text, const char* parser)
{
    FUZZ_CHECK(!error.empty(), std::string(parser) + " gave no message for " + shown(text));
    FUZZ_CHECK(qiyuan::fuzz::isShowableUtf8(error), std::string(parser) + " message " + shown(error));
}

// Every legal move, written each way, reads back as itself.
void checkWriters(const Position& pos)
{
    const std::string fen = pos.fen();
    for (const Move m : pos.legalMoves()) {
        std::string error;
        const std::string chinese = toChinese(pos, m);
        FUZZ_CHECK(!chinese.empty(), toIccs(m) + " has no Chinese text in " + fen);
        Move back = parseChinese(pos, chinese, &error);
        FUZZ_CHECK(back == m, toIccs(m) + " written " + chinese + " reads back as " + toIccs(back) + " (" + error
                                  + ") in " + fen);
        FUZZ_CHECK(parseAnyNotation(pos, chinese) == m, chinese + " in " + fen);

        const std::string wxf = toWxf(pos, m);
        FUZZ_CHECK(!wxf.empty(), toIccs(m) + " has no WXF text in " + fen);
        back = parseWxf(pos, wxf, &error);
        FUZZ_CHECK(back == m, toIccs(m) + " written " + wxf + " reads back as " + toIccs(back) + " (" + error
                                  + ") in " + fen);
        FUZZ_CHECK(parseAnyNotation(pos, wxf) == m, wxf + " in " + fen);

        FUZZ_CHECK(Position::parseIccs(toIccs(m)) == m, toIccs(m));
        FUZZ_CHECK(parseAnyNotation(pos, toIccs(m)) == m, toIccs(m) + " in " + fen);
    }
}

// The ICCS spelling the parsers may accept: no '-', lower case.
std::string canonicalIccs(std::string_view text)
{
    std::string out;
    for (char c : text)
        if (c != '-')
            out += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    return out;
}

std::string withoutBlanks(std::string_view text)
{
    std::string out;
    for (char c : text)
        if (c != ' ' && c != '\t')
            out += c;
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const bool builtinsChecked = [] {
        for (std::size_t i = 0; i < Positions.size(); ++i)
            checkWriters(builtin(static_cast<unsigned char>('0' + i)));
        return true;
    }();
    (void)builtinsChecked;

    const std::string_view input(reinterpret_cast<const char*>(data), size);
    if (input.empty())
        return 0;
    Position pos;
    std::string_view text;
    std::optional<Position> fromInput;
    if (const auto newline = input.find('\n'); newline != std::string_view::npos)
        fromInput = Position::fromFen(input.substr(0, newline));
    if (fromInput) {
        pos = *fromInput;
        text = input.substr(input.find('\n') + 1);
        checkWriters(pos);
    } else {
        pos = builtin(static_cast<unsigned char>(input[0]));
        text = input.substr(1);
    }
    const std::string fen = pos.fen();
    const std::string where = shown(text) + " in " + fen;

    // ICCS coordinates: no position needed, so not necessarily legal.
    const Move iccs = Position::parseIccs(text);
    if (!iccs.isNull()) {
        FUZZ_CHECK(onBoard(fileOf(iccs.from), rankOf(iccs.from)) && onBoard(fileOf(iccs.to), rankOf(iccs.to)), where);
        FUZZ_CHECK(canonicalIccs(text) == toIccs(iccs), "ICCS " + toIccs(iccs) + " read from " + shown(text));
    }

    std::string chineseError, wxfError, anyError;
    const Move chinese = parseChinese(pos, text, &chineseError);
    if (chinese.isNull()) {
        checkRefusal(chineseError, text, "parseChinese");
    } else {
        FUZZ_CHECK(pos.isLegal(chinese), "parseChinese: illegal " + toIccs(chinese) + " from " + where);
        const std::string written = toChinese(pos, chinese);
        FUZZ_CHECK(parseChinese(pos, written) == chinese, "parseChinese " + where + " gave " + written);
    }

    const Move wxf = parseWxf(pos, text, &wxfError);
    if (wxf.isNull()) {
        checkRefusal(wxfError, text, "parseWxf");
    } else {
        FUZZ_CHECK(pos.isLegal(wxf), "parseWxf: illegal " + toIccs(wxf) + " from " + where);
        const std::string written = toWxf(pos, wxf);
        FUZZ_CHECK(parseWxf(pos, written) == wxf, "parseWxf " + where + " gave " + written);
    }

    // The dispatcher drops blanks around ICCS, so compare with the compact text.
    const Move compact = Position::parseIccs(withoutBlanks(text));
    const bool compactLegal = !compact.isNull() && pos.isLegal(compact);
    const Move any = parseAnyNotation(pos, text, &anyError);
    if (any.isNull()) {
        checkRefusal(anyError, text, "parseAnyNotation");
        // Text longer than 64 bytes is refused as a whole (notation document, section 3).
        FUZZ_CHECK(text.size() > MaxMoveText || (!compactLegal && wxf.isNull() && chinese.isNull()),
                   "parseAnyNotation refuses " + where + " (" + anyError + ") that a notation reads");
    } else {
        FUZZ_CHECK(pos.isLegal(any), "parseAnyNotation: illegal " + toIccs(any) + " from " + where);
        FUZZ_CHECK(any == chinese || any == wxf || (compactLegal && any == compact),
                   "parseAnyNotation reads " + where + " as " + toIccs(any) + ", no notation does");
    }
    return 0;
}
