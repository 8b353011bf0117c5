// The SIMD validation path against the reference: 64-byte batches that start, end and break in
// the middle of sequences, at every alignment, with an error at every position.
#include <gtest/gtest.h>

#include "inputs.hpp"
#include "simd.hpp"
#include "utf8abnf/reference.hpp"

namespace utf8abnf {
namespace {

using testing::Bytes;

void expect_same_as_reference(const Bytes& bytes) {
  Check expected = reference::check(bytes.data(), bytes.size());
  Check actual = check(bytes.data(), bytes.size());
  ASSERT_EQ(actual.reason, expected.reason) << reason_name(actual.reason) << " vs " << reason_name(expected.reason);
  ASSERT_EQ(actual.index, expected.index);
  ASSERT_EQ(actual.length, expected.length);
}

#ifdef UTF8ABNF_SIMD
TEST(Simd, TheKernelIsBuilt) { SUCCEED(); }
#endif

TEST(Simd, EveryAlignmentEveryCorruptedPosition) {
  std::mt19937 random(8);
  for (int text = 0; text < 6; ++text) {
    Bytes base = testing::random_text(random, 120, 0);
    for (size_t shift = 0; shift < 64; ++shift) {
      Bytes bytes(shift, 'x');
      bytes.insert(bytes.end(), base.begin(), base.end());
      expect_same_as_reference(bytes);
      for (size_t at = shift; at < bytes.size(); at += 1 + random() % 3) {
        Bytes broken = bytes;
        broken[at] = static_cast<uint8_t>(random());
        expect_same_as_reference(broken);
        broken.resize(at + 1);  // cut: the end falls inside a sequence
        expect_same_as_reference(broken);
      }
    }
  }
}

TEST(Simd, EveryTwoByteInputAroundEveryBlockAndBatchEdge) {
  for (size_t at : {0, 1, 13, 14, 15, 16, 17, 30, 31, 46, 47, 48, 61, 62, 63, 64, 65, 66, 126, 127, 128}) {
    testing::for_each_input(2, [&](const Bytes& pair) {
      Bytes bytes(140, 'a');
      bytes[at] = pair[0];
      bytes[at + 1] = pair[1];
      expect_same_as_reference(bytes);
    });
  }
}

TEST(Simd, LongValidTextOfEveryKind) {
  std::mt19937 random(9);
  for (int round = 0; round < 200; ++round) {
    Bytes bytes = testing::random_text(random, 50 + random() % 2000, 0);
    bytes.resize(bytes.size() - random() % 4);  // often truncated
    expect_same_as_reference(bytes);
  }
}

}  // namespace
}  // namespace utf8abnf
