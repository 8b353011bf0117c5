#include <gtest/gtest.h>

#include "inputs.hpp"
#include "reference.hpp"

namespace utf8abnf {
namespace {

using testing::Bytes;

void expect_same_as_reference(const Bytes& bytes) {
  std::vector<Segment> expected = reference::explain(bytes.data(), bytes.size());
  std::vector<Segment> actual(bytes.size());
  Explained result = explain(bytes.data(), bytes.size(), actual.data(), true);
  ASSERT_EQ(result.consumed, bytes.size());
  ASSERT_EQ(result.count, expected.size());
  for (size_t i = 0; i < expected.size(); ++i) {
    ASSERT_EQ(actual[i].index, expected[i].index) << i;
    ASSERT_EQ(actual[i].length, expected[i].length) << i;
    ASSERT_EQ(actual[i].rule, expected[i].rule) << i;
    ASSERT_EQ(actual[i].alternative, expected[i].alternative) << i;
    ASSERT_EQ(actual[i].reason, expected[i].reason) << i;
    if (expected[i].reason == Reason::none) ASSERT_EQ(actual[i].code_point, expected[i].code_point) << i;
  }
  // Without ASCII's segments: the others, in order.
  std::vector<Segment> others(bytes.size());
  Explained without = explain(bytes.data(), bytes.size(), others.data(), true, false);
  ASSERT_EQ(without.consumed, bytes.size());
  size_t k = 0;
  for (const Segment& segment : expected) {
    if (segment.rule == 1 && segment.reason == Reason::none) continue;
    ASSERT_LT(k, without.count);
    ASSERT_EQ(others[k].index, segment.index);
    ASSERT_EQ(others[k].length, segment.length);
    ASSERT_EQ(others[k].reason, segment.reason);
    ++k;
  }
  ASSERT_EQ(without.count, k);
}

TEST(Explain, EveryInputUpTo3Bytes) {
  for (size_t length = 0; length <= 3; ++length) testing::for_each_input(length, expect_same_as_reference);
}

TEST(Explain, RandomCorruptedText) {
  std::mt19937 random(6);
  for (int round = 0; round < 20000; ++round) {
    expect_same_as_reference(testing::random_text(random, random() % 64, random() % 3));
  }
}

TEST(Explain, NotFinalLeavesAnIncompleteTailUnread) {
  Bytes bytes{0x41, 0xE4, 0xBD};
  std::vector<Segment> out(bytes.size());
  Explained result = explain(bytes.data(), bytes.size(), out.data(), false);
  EXPECT_EQ(result.count, 1u);
  EXPECT_EQ(result.consumed, 1u);
}

}  // namespace
}  // namespace utf8abnf
