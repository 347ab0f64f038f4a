#include "record.h"

namespace qiyuan {

const char* verdictName(Verdict v)
{
    switch (v) {
    case Verdict::Ongoing: return "ongoing";
    case Verdict::RedWins: return "red";
    case Verdict::BlackWins: return "black";
    case Verdict::Draw: return "draw";
    }
    return "ongoing";
}

const char* repetitionKindName(RepetitionVerdict::Kind k)
{
    switch (k) {
    case RepetitionVerdict::Kind::None: return "none";
    case RepetitionVerdict::Kind::Check: return "check";
    case RepetitionVerdict::Kind::Chase: return "chase";
    case RepetitionVerdict::Kind::Both: return "both";
    }
    return "none";
}

} // namespace qiyuan
