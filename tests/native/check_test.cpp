// validate and check against the reference: every input of up to 3 bytes, random corrupted text.
#include <gtest/gtest.h>

#include "inputs.hpp"
#include "utf8abnf/reference.hpp"

namespace utf8abnf {
namespace {

using testing::Bytes;

void expect_same_as_reference(const Bytes& bytes) {
  Check expected = reference::check(bytes.data(), bytes.size());
  Check actual = check(bytes.data(), bytes.size());
  ASSERT_EQ(actual.reason, expected.reason) << reason_name(actual.reason);
  ASSERT_EQ(actual.index, expected.index);
  ASSERT_EQ(actual.length, expected.length);
  ASSERT_EQ(validate(bytes.data(), bytes.size()), expected.reason == Reason::none);
}

TEST(Check, EveryInputUpTo3Bytes) {
  for (size_t length = 0; length <= 3; ++length) testing::for_each_input(length, expect_same_as_reference);
}

TEST(Check, RandomCorruptedText) {
  std::mt19937 random(1);
  for (int round = 0; round < 20000; ++round) {
    expect_same_as_reference(testing::random_text(random, random() % 64, random() % 3));
  }
}

TEST(Check, ErrorsAfterLongAsciiRunsAtEveryAlignment) {
  // The 16-byte ASCII fast path must hand over to the automaton at every offset.
  for (size_t prefix = 0; prefix < 48; ++prefix) {
    for (Bytes tail : {Bytes{0x80}, Bytes{0xE4, 0xBD}, Bytes{0xED, 0xA0, 0x80}, Bytes{0xE4, 0xBD, 0xA0}}) {
      Bytes bytes(prefix, 'x');
      bytes.insert(bytes.end(), tail.begin(), tail.end());
      bytes.insert(bytes.end(), 20, 'y');
      expect_same_as_reference(bytes);
    }
  }
}

TEST(Check, ExactOffsets) {
  Bytes bytes{0x61, 0xF1, 0x80, 0x80, 0xE1, 0x80, 0xC2, 0x62};
  Check error = check(bytes.data(), bytes.size());
  EXPECT_EQ(error.reason, Reason::missing_continuation);
  EXPECT_EQ(error.index, 1u);
  EXPECT_EQ(error.length, 3u);
}

}  // namespace
}  // namespace utf8abnf
