// Invariant checks for the fuzz targets. A broken invariant prints what broke
// and aborts, so that libFuzzer saves the input as a crash artifact and the
// replay unit (tests/fuzz/replay.cpp) fails on it.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

namespace qiyuan::fuzz {

// The file being replayed (tests/fuzz/replay.cpp sets it), named on failure.
inline std::string& currentInput()
{
    static std::string name;
    return name;
}

[[noreturn]] inline void fail(const char* file, int line, const char* condition, const std::string& detail)
{
    std::fprintf(stderr, "%s:%d: invariant broken: %s\n  %s\n", file, line, condition, detail.c_str());
    if (!currentInput().empty())
        std::fprintf(stderr, "  input: %s\n", currentInput().c_str());
    std::fflush(stderr);
    std::abort();
}

// Input bytes for a message: printable ASCII kept, everything else \xNN.
inline std::string shown(std::string_view s)
{
    static constexpr char hex[] = "0123456789abcdef";
    std::string out = "\"";
    for (const char ch : s.substr(0, 200)) {
        const auto c = static_cast<unsigned char>(ch);
        if (c >= 0x20 && c < 0x7f && c != '\\' && c != '"') {
            out += ch;
        } else {
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 15];
        }
    }
    return out + (s.size() > 200 ? "\"..." : "\"");
}

// True for valid UTF-8 without control characters: messages are shown to users.
inline bool isShowableUtf8(std::string_view s)
{
    for (std::size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        int len = c < 0x80 ? 1 : (c & 0xe0) == 0xc0 ? 2 : (c & 0xf0) == 0xe0 ? 3 : (c & 0xf8) == 0xf0 ? 4 : 0;
        if (len == 0 || i + len > s.size())
            return false;
        if (len == 1 && (c < 0x20 || c == 0x7f))
            return false;
        char32_t cp = len == 1 ? c : c & (0x7f >> len);
        for (int k = 1; k < len; ++k) {
            const auto b = static_cast<unsigned char>(s[i + k]);
            if ((b & 0xc0) != 0x80)
                return false;
            cp = (cp << 6) | (b & 0x3f);
        }
        static constexpr char32_t minimum[5] = {0, 0, 0x80, 0x800, 0x10000};
        if (cp < minimum[len] || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
            return false;
        i += len;
    }
    return true;
}

} // namespace qiyuan::fuzz

// FUZZ_CHECK(condition, detail): detail is any expression convertible to std::string.
#define FUZZ_CHECK(condition, detail)                                                    \
    do {                                                                                 \
        if (!(condition))                                                                \
            ::qiyuan::fuzz::fail(__FILE__, __LINE__, #condition, std::string(detail));   \
    } while (0)
