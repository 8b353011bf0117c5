// The reference itself, on the cases the standards spell out.
#include <gtest/gtest.h>

#include "reference.hpp"

namespace utf8abnf {
namespace {

using Bytes = std::vector<uint8_t>;

Check first_error(const Bytes& bytes) { return reference::check(bytes.data(), bytes.size()); }

void expect_error(const Bytes& bytes, Reason reason, size_t index, size_t length) {
  Check error = first_error(bytes);
  EXPECT_EQ(error.reason, reason) << reason_name(error.reason);
  EXPECT_EQ(error.index, index);
  EXPECT_EQ(error.length, length);
}

TEST(Reference, ValidExamplesOfTheRfc) {
  for (const Bytes& bytes : {Bytes{0x41}, Bytes{0xC2, 0xA9}, Bytes{0xE4, 0xBD, 0xA0}, Bytes{0xF0, 0x9F, 0x98, 0x80}, Bytes{}}) {
    EXPECT_TRUE(reference::validate(bytes.data(), bytes.size()));
  }
}

TEST(Reference, EveryReason) {
  expect_error({0x61, 0x80}, Reason::unexpected_continuation, 1, 1);
  expect_error({0xC0, 0x80}, Reason::overlong, 0, 1);
  expect_error({0xE0, 0x80, 0x80}, Reason::overlong, 0, 1);
  expect_error({0xF0, 0x8F, 0xBF, 0xBF}, Reason::overlong, 0, 1);
  expect_error({0xED, 0xA0, 0x80}, Reason::surrogate, 0, 1);
  expect_error({0xF4, 0x90, 0x80, 0x80}, Reason::too_large, 0, 1);
  expect_error({0xF5, 0x80, 0x80, 0x80}, Reason::too_large, 0, 1);
  expect_error({0xF8}, Reason::invalid_byte, 0, 1);
  expect_error({0xFF}, Reason::invalid_byte, 0, 1);
  expect_error({0xE4, 0x41}, Reason::missing_continuation, 0, 1);
  expect_error({0xF1, 0x80, 0x80, 0x41}, Reason::missing_continuation, 0, 3);
  expect_error({0x61, 0xE4, 0xBD}, Reason::truncated, 1, 2);
}

TEST(Reference, UnicodeTable3_8) {
  Bytes bytes{0x61, 0xF1, 0x80, 0x80, 0xE1, 0x80, 0xC2, 0x62, 0x80, 0x63, 0x80, 0xBF, 0x64};
  Check error;
  std::u16string text = reference::decode(bytes.data(), bytes.size(), ErrorMode::replace, &error);
  EXPECT_EQ(text, u"a\uFFFD\uFFFD\uFFFDb\uFFFDc\uFFFD\uFFFDd");
  EXPECT_EQ(reference::decode(bytes.data(), bytes.size(), ErrorMode::ignore, &error), u"abcd");
  reference::decode(bytes.data(), bytes.size(), ErrorMode::strict, &error);
  EXPECT_EQ(error.reason, Reason::missing_continuation);
  EXPECT_EQ(error.index, 1u);
  EXPECT_EQ(error.length, 3u);
}

TEST(Reference, OpenBsdListsOfNeverValidBytesAndPairs) {
  for (int byte = 0; byte < 256; ++byte) {
    bool never = (byte >= 0xC0 && byte <= 0xC1) || byte >= 0xF5;
    Bytes alone{static_cast<uint8_t>(byte)};
    Check error = first_error(alone);
    EXPECT_EQ(
        error.reason != Reason::truncated && error.reason != Reason::none && error.reason != Reason::unexpected_continuation,
        never)
        << byte;
  }
  struct Pair {
    uint8_t lead, lo, hi;
    Reason reason;
  };
  for (Pair pair : {Pair{0xE0, 0x80, 0x9F, Reason::overlong}, Pair{0xED, 0xA0, 0xBF, Reason::surrogate},
                    Pair{0xF0, 0x80, 0x8F, Reason::overlong}, Pair{0xF4, 0x90, 0xBF, Reason::too_large}}) {
    for (int second = pair.lo; second <= pair.hi; ++second) {
      expect_error({pair.lead, static_cast<uint8_t>(second), 0x80, 0x80}, pair.reason, 0, 1);
    }
  }
}

TEST(Reference, ExplainNamesTheAlternative) {
  Bytes bytes{0xE4, 0xBD, 0xA0, 0xE0, 0x80};
  std::vector<Segment> segments = reference::explain(bytes.data(), bytes.size());
  ASSERT_EQ(segments.size(), 3u);
  EXPECT_EQ(segments[0].rule, 3);
  EXPECT_EQ(segments[0].alternative, 2);
  EXPECT_EQ(segments[0].code_point, 0x4F60u);
  EXPECT_EQ(segments[1].reason, Reason::overlong);
  EXPECT_EQ(segments[1].alternative, 1);
  EXPECT_EQ(segments[2].reason, Reason::unexpected_continuation);
  EXPECT_EQ(segments[2].rule, 0);
}

TEST(Reference, EncodeFollowsSection3) {
  Reason reason;
  size_t index;
  EXPECT_EQ(reference::encode(u"\u4F60\U0001F600", ErrorMode::strict, &reason, &index), "\xE4\xBD\xA0\xF0\x9F\x98\x80");
  std::u16string lone = u"a";
  lone.push_back(0xD800);
  lone.push_back(u'b');
  EXPECT_EQ(reference::encode(lone, ErrorMode::strict, &reason, &index), "a");
  EXPECT_EQ(reason, Reason::lone_surrogate);
  EXPECT_EQ(index, 1u);
  EXPECT_EQ(reference::encode(lone, ErrorMode::replace, &reason, &index),
            "a\xEF\xBF\xBD"
            "b");
  EXPECT_EQ(reference::encode(lone, ErrorMode::ignore, &reason, &index), "ab");
}

}  // namespace
}  // namespace utf8abnf
