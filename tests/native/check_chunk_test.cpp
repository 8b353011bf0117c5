// The streaming validator gives check's answer for every way of cutting an input in two or three.
#include <gtest/gtest.h>

#include "inputs.hpp"

namespace utf8abnf {
namespace {

using testing::Bytes;

void expect_every_cut_agrees(const Bytes& bytes) {
  Check whole = check(bytes.data(), bytes.size());
  for (size_t a = 0; a <= bytes.size(); ++a) {
    for (size_t b = a; b <= bytes.size(); ++b) {
      Check pieces = testing::check_in_pieces(bytes.data(), bytes.size(), {a, b, bytes.size()});
      ASSERT_EQ(pieces.reason, whole.reason) << a << " " << b;
      ASSERT_EQ(pieces.index, whole.index) << a << " " << b;
      ASSERT_EQ(pieces.length, whole.length) << a << " " << b;
    }
  }
}

TEST(CheckChunk, EveryCutOfEveryInputUpTo2Bytes) {
  // Longer inputs are cut every way by the exhaustive suite (./build.sh exhaustive).
  for (size_t length = 0; length <= 2; ++length) testing::for_each_input(length, expect_every_cut_agrees);
}

TEST(CheckChunk, EveryCutOfRandomText) {
  std::mt19937 random(2);
  for (int round = 0; round < 3000; ++round) {
    expect_every_cut_agrees(testing::random_text(random, random() % 12, random() % 3));
  }
}

TEST(CheckChunk, ErrorStartingInAnEarlierChunkHasNegativeIndex) {
  Bytes first{0x61, 0xF1, 0x80};
  Bytes second{0x41};
  StreamStep step = check_chunk(kStreamStart, first.data(), first.size());
  ASSERT_EQ(step.reason, Reason::none);
  step = check_chunk(step.state, second.data(), second.size());
  EXPECT_EQ(step.reason, Reason::missing_continuation);
  EXPECT_EQ(step.index, -2);
  EXPECT_EQ(step.length, 2u);
}

}  // namespace
}  // namespace utf8abnf
