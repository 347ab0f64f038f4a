// Move notation for display and input (ruling XQ-5): Chinese file notation
// (炮二平五 / 炮8平5) and WXF (C2.5). The convention, including the tandem
// cases (前车, 前中后, 前二三四五, two doubled soldier files), is documented in
// docs/rules/xiangqi-notation.md. Standard library only.
//
// Text is UTF-8. The writers return an empty string when the move is not
// legal in the position. The parsers return a null Move and put a sentence
// into *error (when error is not null) for text that is malformed, names no
// piece, is ambiguous or describes an illegal move; they never throw and
// accept any bytes.
#pragma once

#include "position.h"

#include <string>
#include <string_view>

namespace qiyuan::xiangqi {

// Chinese notation of a legal move: red writes 一..九, black 1..9, files
// counted from the mover's own right.
std::string toChinese(const Position& pos, Move m);

// Reads Chinese notation for the side to move. Accepts simplified and
// traditional characters (帥將馬傌車俥砲包進後 ...), either numeral set for
// either side (一..九, 1..9, １..９), spaces anywhere, and the alternative
// forms listed in the notation document (前九平八, 一兵平五, 车前进一 ...).
Move parseChinese(const Position& pos, std::string_view text, std::string* error = nullptr);

// WXF notation of a legal move, upper-case letters K A E H R C P for both sides.
std::string toWxf(const Position& pos, Move m);

// Reads WXF notation: letters in either case, also B/N/G/S for
// elephant/horse/general/soldier, '=' for '.', and "+C.5" for "C+.5".
Move parseWxf(const Position& pos, std::string_view text, std::string* error = nullptr);

// Reads a move in any of ICCS (h2e2), WXF or Chinese notation, for input
// fields and the command line.
Move parseAnyNotation(const Position& pos, std::string_view text, std::string* error = nullptr);

} // namespace qiyuan::xiangqi
