#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "utf8abnf/utf8abnf.hpp"

namespace utf8abnf {
namespace {

// A made-up double-byte encoding: ASCII itself, 80 the euro sign, 81 a lead whose pairs with
// trails 40..7E are U+4E00 on, A0 U+00A0, FF nothing; every other byte left to the decoder.
struct Tables {
  std::vector<uint16_t> singles = std::vector<uint16_t>(256, kNoUnit);
  std::vector<uint16_t> pairs = std::vector<uint16_t>(128 * 256, kNoUnit);
  Tables() {
    for (uint16_t byte = 0; byte < 0x80; ++byte) singles[byte] = byte;
    singles[0x80] = 0x20AC;
    singles[0xA0] = 0x00A0;
    for (uint16_t trail = 0x40; trail <= 0x7E; ++trail)
      pairs[(0x81 - 0x80) << 8 | trail] = static_cast<uint16_t>(0x4E00 + trail - 0x40);
  }
};

TableRead read(const Tables& tables, const std::vector<uint8_t>& bytes, std::string* utf8, bool with_pairs = true) {
  std::string out(3 * bytes.size(), '\0');
  TableRead result = utf8_from_tables(bytes.data(), bytes.size(), tables.singles.data(),
                                      with_pairs ? tables.pairs.data() : nullptr, reinterpret_cast<uint8_t*>(out.data()));
  out.resize(result.written);
  *utf8 = out;
  return result;
}

TEST(Utf8FromTables, WritesOneTwoAndThreeByteForms) {
  Tables tables;
  std::string utf8;
  TableRead result = read(tables, {0x41, 0xA0, 0x80, 0x81, 0x40, 0x81, 0x7E, 0x00}, &utf8);
  EXPECT_EQ(result.read, 8u);
  EXPECT_EQ(utf8, "A\xC2\xA0\xE2\x82\xAC\xE4\xB8\x80\xE4\xB8\xBE" + std::string(1, '\0'));
  EXPECT_EQ(result.written, utf8.size());
}

TEST(Utf8FromTables, StopsWhereTheDecoderMustRead) {
  Tables tables;
  std::string utf8;
  EXPECT_EQ(read(tables, {0x41, 0xFF, 0x41}, &utf8).read, 1u);  // a byte neither table reads
  EXPECT_EQ(utf8, "A");
  EXPECT_EQ(read(tables, {0x41, 0x81, 0x30}, &utf8).read, 1u);   // a pair the table leaves
  EXPECT_EQ(read(tables, {0x41, 0x81}, &utf8).read, 1u);         // a lead whose trail is past the end
  EXPECT_EQ(read(tables, {0x81, 0x40}, &utf8, false).read, 0u);  // no pairs
  EXPECT_EQ(read(tables, {}, &utf8).read, 0u);
  EXPECT_EQ(utf8, "");
}

// Against a plain reading of the same tables, a unit at a time, on random runs of their bytes.
TEST(Utf8FromTables, SameAsReadingEachCharacter) {
  Tables tables;
  std::mt19937 random(7);
  const uint8_t pool[] = {0x41, 0x7F, 0x00, 0x80, 0xA0, 0x81, 0x40, 0x7E, 0x30, 0xFF};
  for (int round = 0; round < 20000; ++round) {
    std::vector<uint8_t> bytes(random() % 40);
    for (uint8_t& byte : bytes) byte = pool[random() % std::size(pool)];
    std::string expected;
    size_t at = 0;
    while (at < bytes.size()) {
      uint16_t unit = tables.singles[bytes[at]];
      size_t length = 1;
      if (unit == kNoUnit && bytes[at] >= 0x80 && at + 1 < bytes.size()) {
        unit = tables.pairs[static_cast<size_t>(bytes[at] - 0x80) << 8 | bytes[at + 1]];
        length = 2;
      }
      if (unit == kNoUnit) break;
      uint8_t encoded[4];
      expected.append(reinterpret_cast<char*>(encoded), encode_code_point(unit, encoded));
      at += length;
    }
    std::string utf8;
    ASSERT_EQ(read(tables, bytes, &utf8).read, at);
    ASSERT_EQ(utf8, expected);
  }
}

}  // namespace
}  // namespace utf8abnf
