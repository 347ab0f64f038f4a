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

} // namespace qiyuan
