#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "utf8abnf/utf8abnf.hpp"

namespace utf8abnf {
namespace {

struct Read {
  Parsed parsed;
  std::vector<uint8_t> bytes;
};

Read read(const std::string& text) {
  std::vector<uint8_t> out(text.size() + 1);
  Parsed parsed = parse_bytes(text.data(), text.size(), out.data());
  out.resize(parsed.count);
  return {parsed, out};
}

const std::vector<uint8_t> kNi{0xE4, 0xBD, 0xA0};

TEST(ParseBytes, EveryNotationOfTheIssue) {
  struct Case {
    const char* text;
    Notation notation;
  };
  for (Case c :
       {Case{"E4 BD A0", Notation::hex}, Case{"e4bda0", Notation::hex}, Case{"0xE4, 0xBD, 0xA0", Notation::hex},
        Case{"[0xe4,0xbd,0xa0]", Notation::hex}, Case{"E4:BD:A0", Notation::hex}, Case{"\\xE4\\xBD\\xA0", Notation::escapes},
        Case{"\"\\xe4\\xbd\\xa0\"", Notation::escapes}, Case{"%E4%BD%A0", Notation::percent},
        Case{"b'\\xe4\\xbd\\xa0'", Notation::python}, Case{"11100100 10111101 10100000", Notation::binary},
        Case{"0b11100100 0b10111101 0b10100000", Notation::binary}, Case{"111001001011110110100000", Notation::binary}}) {
    Read r = read(c.text);
    EXPECT_EQ(r.parsed.problem, ParseProblem::none) << c.text;
    EXPECT_EQ(r.parsed.notation, c.notation) << c.text;
    EXPECT_EQ(r.bytes, kNi) << c.text;
  }
}

TEST(ParseBytes, LiteralsKeepTheirAsciiCharacters) {
  EXPECT_EQ(read("b'a\\x00\\n\\'' b\"z\"").bytes, (std::vector<uint8_t>{'a', 0, '\n', '\'', 'z'}));
  EXPECT_EQ(read("caf%C3%A9").bytes, (std::vector<uint8_t>{'c', 'a', 'f', 0xC3, 0xA9}));
  EXPECT_EQ(read("a\\xC3\\251").bytes, (std::vector<uint8_t>{'a', 0xC3, 0xA9}));
  EXPECT_EQ(read("0x5 0xff").bytes, (std::vector<uint8_t>{5, 0xFF}));
}

TEST(ParseBytes, TenIsHexNotBinary) {
  Read r = read("10 11");
  EXPECT_EQ(r.parsed.notation, Notation::hex);
  EXPECT_EQ(r.bytes, (std::vector<uint8_t>{0x10, 0x11}));
}

TEST(ParseBytes, ErrorsPointAtTheCharacter) {
  struct Case {
    const char* text;
    ParseProblem problem;
    size_t index;
  };
  for (Case c : {Case{"E4 BG A0", ParseProblem::not_hex_digit, 4}, Case{"E4 B A0", ParseProblem::odd_hex_digits, 3},
                 Case{"e4bda", ParseProblem::odd_hex_digits, 0}, Case{"0x", ParseProblem::not_hex_digit, 1},
                 Case{"\\xE4\\xZZ", ParseProblem::bad_escape, 4}, Case{"%E4%B", ParseProblem::bad_percent, 3},
                 Case{"b'\\xe4", ParseProblem::unterminated_quote, 1}, Case{"b'\xC3\xA9'", ParseProblem::not_ascii, 2},
                 Case{"b'a' x", ParseProblem::unexpected_character, 5}, Case{"E4 \xC3\xA9", ParseProblem::not_hex_digit, 3},
                 Case{"\\q", ParseProblem::bad_escape, 0}, Case{"\\777", ParseProblem::bad_escape, 0}}) {
    Read r = read(c.text);
    EXPECT_EQ(r.parsed.problem, c.problem) << c.text;
    EXPECT_EQ(r.parsed.error_index, c.index) << c.text;
    EXPECT_EQ(r.parsed.count, 0u) << c.text;
  }
}

TEST(ParseBytes, EmptyAndSeparatorsOnly) {
  EXPECT_EQ(read("").parsed.notation, Notation::empty);
  EXPECT_EQ(read("  \n").parsed.notation, Notation::empty);
  EXPECT_EQ(read(" , ").parsed.count, 0u);
}

}  // namespace
}  // namespace utf8abnf
