#include <gtest/gtest.h>

#include <random>

#include "reference.hpp"

namespace utf8abnf {
namespace {

std::string encode_whole(const std::u16string& text, ErrorMode mode, Encoded* result) {
  std::string out(3 * text.size(), '\0');
  *result = encode_utf16(text.data(), text.size(), reinterpret_cast<uint8_t*>(out.data()), mode, true);
  out.resize(result->written);
  return out;
}

TEST(EncodeCodePoint, EveryScalarValueRoundTrips) {
  for (uint32_t code_point = 0; code_point <= 0x10FFFF; ++code_point) {
    uint8_t bytes[4];
    size_t length = encode_code_point(code_point, bytes);
    if (code_point >= 0xD800 && code_point <= 0xDFFF) {
      ASSERT_EQ(length, 0u);
      continue;
    }
    Check error;
    std::u16string text = reference::decode(bytes, length, ErrorMode::strict, &error);
    ASSERT_EQ(error.reason, Reason::none) << code_point;
    uint32_t decoded = text.size() == 2 ? 0x10000 + ((text[0] - 0xD800u) << 10) + (text[1] - 0xDC00u) : text[0];
    ASSERT_EQ(decoded, code_point);
  }
  uint8_t bytes[4];
  EXPECT_EQ(encode_code_point(0x110000, bytes), 0u);
  EXPECT_EQ(encode_code_point(0xFFFFFFFF, bytes), 0u);
}

// Up to 80 units, each round from one pool: long enough for every vector path and its edges.
TEST(EncodeUtf16, SameAsReferenceOnRandomUnits) {
  std::mt19937 random(5);
  const std::u16string pools[] = {
      {u'a', u'a', u'a', 0x7F, 0xD800, 0xDC00},                                                  // ASCII, a rare surrogate
      {u'a', 0x7F, 0x80, 0xE9, 0x7FF, 0xDBFF, 0xDFFF},                                           // below U+0800
      {u'a', 0x7FF, 0x800, 0x4F60, 0xD7FF, 0xE000, 0xFFFD, 0xFFFF},                              // no surrogates
      {u'a', 0x7F, 0x80, 0x7FF, 0x800, 0xFFFD, 0xFFFF, 0xD800, 0xDBFF, 0xDC00, 0xDFFF, 0x4F60},  // all
      {0xD83D, 0xDE00, 0xD83D, 0xDE00, u'a', 0xDFFF},                                            // pairs, mostly
  };
  for (int round = 0; round < 50000; ++round) {
    const std::u16string& pool = pools[random() % std::size(pools)];
    std::u16string text;
    for (unsigned k = random() % 80; k > 0; --k) text.push_back(pool[random() % pool.size()]);
    for (ErrorMode mode : {ErrorMode::strict, ErrorMode::replace, ErrorMode::ignore}) {
      Reason reason;
      size_t index;
      std::string expected = reference::encode(text, mode, &reason, &index);
      Encoded result;
      ASSERT_EQ(encode_whole(text, mode, &result), expected);
      ASSERT_EQ(result.reason, reason);
      if (reason != Reason::none) ASSERT_EQ(result.consumed, index);
    }
  }
}

TEST(EncodeUtf16, HighSurrogateAtAChunkEndWaitsForItsPartner) {
  std::u16string text = u"a";
  text.push_back(0xD83D);
  uint8_t out[6];
  Encoded result = encode_utf16(text.data(), text.size(), out, ErrorMode::strict, false);
  EXPECT_EQ(result.consumed, 1u);
  EXPECT_EQ(result.reason, Reason::none);
  result = encode_utf16(text.data(), text.size(), out, ErrorMode::strict, true);
  EXPECT_EQ(result.reason, Reason::lone_surrogate);
  EXPECT_EQ(result.consumed, 1u);
}

}  // namespace
}  // namespace utf8abnf
