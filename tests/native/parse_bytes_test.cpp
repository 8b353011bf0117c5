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

// The error's place as an index into the JS string the text came from, in UTF-16 code units: an
// xxd text column holding 你 (3 bytes, one unit) and 😀 (4 bytes, two units), then a line whose
// offset does not follow on.
TEST(ParseBytes, ErrorsPointAtTheCharacterInUtf16Units) {
  const std::string first = "00000000: e4bd a0f0 9f98 80  \xE4\xBD\xA0\xF0\x9F\x98\x80\n";
  Read r = read(first + "00000010: 41  A\n");
  EXPECT_EQ(r.parsed.problem, ParseProblem::dump_offset);
  EXPECT_EQ(r.parsed.error_index, first.size());
  EXPECT_EQ(r.parsed.error_unit, first.size() - 7 + 3);
  Read ascii = read("E4 BG");
  EXPECT_EQ(ascii.parsed.error_index, 4u);
  EXPECT_EQ(ascii.parsed.error_unit, 4u);
  EXPECT_EQ(read("E4 BD").parsed.error_unit, 0u);  // no error
}

TEST(ParseBytes, EmptyAndSeparatorsOnly) {
  EXPECT_EQ(read("").parsed.notation, Notation::empty);
  EXPECT_EQ(read("  \n").parsed.notation, Notation::empty);
  EXPECT_EQ(read(" , ").parsed.count, 0u);
}

// The sample "café 你 😀 and more text here!!\n" as xxd and hexdump -C print it.
const std::vector<uint8_t> kSample{0x63, 0x61, 0x66, 0xC3, 0xA9, 0x20, 0xE4, 0xBD, 0xA0, 0x20, 0xF0, 0x9F,
                                   0x98, 0x80, 0x20, 0x61, 0x6E, 0x64, 0x20, 0x6D, 0x6F, 0x72, 0x65, 0x20,
                                   0x74, 0x65, 0x78, 0x74, 0x20, 0x68, 0x65, 0x72, 0x65, 0x21, 0x21, 0x0A};
const char kXxd[] =
    "00000000: 6361 66c3 a920 e4bd a020 f09f 9880 2061  caf.. ... .... a\n"
    "00000010: 6e64 206d 6f72 6520 7465 7874 2068 6572  nd more text her\n"
    "00000020: 6521 210a                                e!!.\n";
const char kHexdump[] =
    "00000000  63 61 66 c3 a9 20 e4 bd  a0 20 f0 9f 98 80 20 61  |caf.. ... .... a|\n"
    "00000010  6e 64 20 6d 6f 72 65 20  74 65 78 74 20 68 65 72  |nd more text her|\n"
    "00000020  65 21 21 0a                                       |e!!.|\n"
    "00000024\n";

TEST(ParseBytes, DumpsSkipTheirOffsetsAndTextColumn) {
  Read xxd = read(kXxd);
  EXPECT_EQ(xxd.parsed.notation, Notation::xxd);
  EXPECT_EQ(xxd.bytes, kSample);
  Read hexdump = read(kHexdump);
  EXPECT_EQ(hexdump.parsed.notation, Notation::hexdump);
  EXPECT_EQ(hexdump.bytes, kSample);
  // A dump of a file's middle starts at its offset; CRLF line ends are read too.
  EXPECT_EQ(read("00000010: e4bd a0                                ...\r\n").bytes, kNi);
}

TEST(ParseBytes, DumpsWithLinesLeftOutAreRefused) {
  Read squeezed = read("00000000  00 00 00 00 00 00 00 00  00 00 00 00 00 00 00 00  |................|\n*\n00000040\n");
  EXPECT_EQ(squeezed.parsed.problem, ParseProblem::squeezed_lines);
  EXPECT_EQ(squeezed.parsed.error_index, 79u);  // the "*" after the first line
  std::string gap = kXxd;
  gap.erase(0, gap.find('\n') + 1);  // without its first line, 0x10 follows nothing: fine
  EXPECT_EQ(read(gap).parsed.problem, ParseProblem::none);
  std::string missing = kXxd;
  size_t second = missing.find('\n') + 1;
  missing.erase(second, missing.find('\n', second) + 1 - second);  // 0x20 does not follow 0x00..0x0F
  Read r = read(missing);
  EXPECT_EQ(r.parsed.problem, ParseProblem::dump_offset);
  EXPECT_EQ(r.parsed.error_index, second);
}

TEST(ParseBytes, AnXxdLineWithoutItsColonIsPointedAtInsideTheText) {
  Read r = read("11256: \n11256");  // found by fuzz_parse_bytes: the error was at the text's end
  EXPECT_EQ(r.parsed.problem, ParseProblem::not_hex_digit);
  EXPECT_EQ(r.parsed.error_index, 8u);
}

TEST(ParseBytes, DecimalListsAndSevenBitBinary) {
  Read decimal = read("228 189 160");
  EXPECT_EQ(decimal.parsed.notation, Notation::decimal);
  EXPECT_EQ(decimal.bytes, kNi);
  EXPECT_EQ(read("[228, 189, 160, 0, 7]").bytes, (std::vector<uint8_t>{0xE4, 0xBD, 0xA0, 0, 7}));
  EXPECT_EQ(read("65 66 67").parsed.notation, Notation::hex);  // two digits each: hex, as dumps write
  EXPECT_EQ(read("228 256").parsed.notation, Notation::hex);   // 256 is no byte: hex, and an error
  Read ascii = read("1100001 1100010");
  EXPECT_EQ(ascii.parsed.notation, Notation::binary);
  EXPECT_EQ(ascii.bytes, (std::vector<uint8_t>{'a', 'b'}));
}

TEST(ParseBytes, ZeroXRuns) {
  EXPECT_EQ(read("0xE40xBD0xA0").bytes, kNi);
  EXPECT_EQ(read("0xE4BD0xA0").bytes, kNi);
  Read bare = read("0xE40x");
  EXPECT_EQ(bare.parsed.problem, ParseProblem::not_hex_digit);
  EXPECT_EQ(bare.parsed.error_index, 5u);
}

TEST(ParseBytes, CodePointsAreEncoded) {
  Read r = read("U+4F60 u+1F600, U+41 U+0");
  EXPECT_EQ(r.parsed.notation, Notation::code_points);
  EXPECT_EQ(r.bytes, (std::vector<uint8_t>{0xE4, 0xBD, 0xA0, 0xF0, 0x9F, 0x98, 0x80, 0x41, 0x00}));
  struct Case {
    const char* text;
    ParseProblem problem;
    size_t index;
  };
  for (Case c : {Case{"U+4F60 U+D800", ParseProblem::not_scalar_value, 7}, Case{"U+110000", ParseProblem::not_scalar_value, 0},
                 Case{"U+4F60 4F60", ParseProblem::bad_code_point, 7}, Case{"U+", ParseProblem::bad_code_point, 0},
                 Case{"U+4G", ParseProblem::bad_code_point, 0}, Case{"U+1234567", ParseProblem::bad_code_point, 0}}) {
    Read bad = read(c.text);
    EXPECT_EQ(bad.parsed.problem, c.problem) << c.text;
    EXPECT_EQ(bad.parsed.error_index, c.index) << c.text;
  }
}

}  // namespace
}  // namespace utf8abnf
