// The 51 openings of the strength matches (issue 21): well-known first moves
// of both sides, 4 to 8 plies each (ICCS, ranks 0-9), every one played with
// both colours. Their legality is checked when the bench starts.
#pragma once

namespace qiyuan::bench {

struct NamedOpening {
    const char* name; // the opening's Chinese name
    const char* moves;
};

inline constexpr NamedOpening MatchOpenings[] = {
    {"中炮对屏风马", "h2e2 h9g7 h0g2 b9c7 i0h0 i9h9"},
    {"中炮过河车对屏风马", "h2e2 h9g7 h0g2 b9c7 i0h0 i9h9 h0h6 c6c5"},
    {"中炮巡河车对屏风马", "h2e2 h9g7 h0g2 b9c7 i0h0 i9h9 h0h4 g6g5"},
    {"五七炮对屏风马", "h2e2 h9g7 h0g2 b9c7 b0a2 i9h9 b2c2 c6c5"},
    {"五六炮对屏风马", "h2e2 h9g7 h0g2 b9c7 i0h0 i9h9 b2d2 c6c5"},
    {"五八炮对屏风马", "h2e2 h9g7 h0g2 b9c7 i0h0 i9h9 b2b6 c6c5"},
    {"中炮七路马对屏风马", "h2e2 h9g7 h0g2 b9c7 b0c2 i9h9"},
    {"中炮进三兵对屏风马", "h2e2 h9g7 h0g2 b9c7 g3g4 c6c5"},
    {"中炮对屏风马左炮封车", "h2e2 h9g7 h0g2 b9c7 i0h0 b7b3"},
    {"中炮对屏风马进7卒", "h2e2 h9g7 h0g2 g6g5 i0h0 i9h9 b0c2 b9c7"},
    {"顺炮直车对横车", "h2e2 h7e7 h0g2 h9g7 i0h0 i9i8"},
    {"顺炮直车对缓开车", "h2e2 h7e7 h0g2 h9g7 i0h0 b9c7"},
    {"顺炮横车对直车", "h2e2 h7e7 i0i1 h9g7 i1f1 i9h9"},
    {"列炮", "h2e2 b7e7 h0g2 b9c7 i0h0 a9b9"},
    {"半途列炮", "h2e2 h9g7 h0g2 b7e7 i0h0 b9c7"},
    {"中炮对反宫马", "h2e2 b9c7 h0g2 h7f7 i0h0 h9g7"},
    {"中炮对单提马", "h2e2 b9a7 h0g2 h9g7 i0h0 i9h9"},
    {"中炮对三步虎", "h2e2 h9g7 h0g2 h7i7 i0h0 i9h9"},
    {"中炮对左三步虎", "h2e2 b9c7 h0g2 b7a7 i0h0 a9b9"},
    {"中炮对龟背炮", "h2e2 h9g7 h0g2 b7d7 i0h0 i9h9"},
    {"中炮对鸳鸯炮", "h2e2 h9g7 h0g2 h7h9 i0h0 b9c7"},
    {"中炮对左炮封车转列炮", "h2e2 h9g7 h0g2 i9h9 i0h0 b7e7"},
    {"仙人指路对卒底炮", "g3g4 h7g7 h0g2 h9i7 b0c2 i9h9"},
    {"仙人指路对飞象", "c3c4 c9e7 b0c2 b9d8 h0g2 h9g7"},
    {"仙人指路对中炮", "c3c4 h7e7 b2e2 h9g7 h0g2 i9h9"},
    {"仙人指路转左中炮对卒底炮", "c3c4 b7c7 b2e2 c9e7 b0c2 b9d8"},
    {"仙人指路对进马", "c3c4 h9g7 b0c2 i9h9 a0b0 b9c7"},
    {"飞相局对左中炮", "c0e2 b7e7 h0g2 b9c7 i0h0 a9b9"},
    {"飞相局对进左马", "c0e2 b9c7 h0g2 c6c5 i0h0 a9b9"},
    {"飞相局对士角炮", "g0e2 b7d7 h0g2 b9c7 i0h0 a9b9"},
    {"飞相局对过宫炮", "c0e2 h7d7 b0c2 h9g7 a0b0 i9h9"},
    {"起马局对挺卒", "h0g2 c6c5 g3g4 b9c7 i0h0 a9b9"},
    {"起马局对中炮", "b0c2 h7e7 a0b0 h9g7 g3g4 i9h9"},
    {"起马局对进马", "h0g2 h9g7 g3g4 g6g5 b0c2 b9c7"},
    {"过宫炮对进马", "h2d2 h9g7 h0g2 i9h9 i0h0 b9c7"},
    {"过宫炮对中炮", "h2d2 h7e7 h0g2 h9g7 i0h0 i9h9"},
    {"士角炮对进马", "b2d2 h9g7 b0c2 b9c7 a0b0 a9b9"},
    {"金钩炮", "h2h5 h9g7 h0g2 i9h9 b0c2 b9c7"},
    {"边马局", "h0i2 h9g7 i0h0 i9h9 g3g4 b9c7"},
    {"边炮局", "h2i2 h9g7 h0g2 i9h9 i0h0 b9c7"},
    {"巡河炮", "b2b4 h9g7 b0c2 b9c7 a0b0 a9b9"},
    {"左中炮对屏风马", "b2e2 h9g7 b0c2 b9c7 a0b0 a9b9"},
    {"中炮急进中兵", "h2e2 h9g7 h0g2 b9c7 e3e4 c6c5 e4e5 c9e7"},
    {"中炮盘头马", "h2e2 h9g7 h0g2 b9c7 g3g4 c6c5 g2f4 i9h9"},
    {"中炮过河炮对屏风马", "h2e2 h9g7 h0g2 b9c7 b2b6 i9h9"},
    {"中炮对士角炮", "h2e2 b7d7 h0g2 b9c7 i0h0 a9b9"},
    {"中炮对进左马", "h2e2 b9c7 h0g2 a9b9 i0h0 h9g7"},
    {"中炮直车对屏风马两头蛇", "h2e2 h9g7 h0g2 b9c7 i0h0 c6c5 h0h6 g6g5"},
    {"顺炮两头蛇对双横车", "h2e2 h7e7 h0g2 h9g7 g3g4 i9i8 c3c4 a9a8"},
    {"挺卒对挺卒", "g3g4 g6g5 h0g2 h9g7 b0c2 b9c7"},
    {"对兵局", "c3c4 c6c5 b0c2 b9c7 h0g2 h9g7"},
};

} // namespace qiyuan::bench
