// validate and check against the reference: every input of up to 3 bytes, random corrupted text,
// and the SIMD kernel's batches at every alignment.
#include <gtest/gtest.h>

#include "inputs.hpp"
#include "reference.hpp"
#include "simd.hpp"

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

TEST(IsAscii, OneHighByteAnywhereInAnyLength) {
  for (size_t n = 0; n <= 300; ++n) {
    Bytes bytes(n, 'a');
    ASSERT_TRUE(is_ascii(bytes.data(), n)) << n;
    for (size_t at = 0; at < n; ++at) {
      bytes[at] = 0x80;
      ASSERT_FALSE(is_ascii(bytes.data(), n)) << n << " " << at;
      bytes[at] = 0x7F;
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

// The SIMD path: 64-byte batches that start, end and break in the middle of sequences, at every
// alignment, with an error at every position.
// CMake says whether it asked for SIMD flags (UTF8ABNF_SIMD_FLAGS): the kernels must then be in.
TEST(Simd, TheKernelsAreBuiltExactlyWhenAskedFor) {
#ifdef UTF8ABNF_SIMD
  constexpr bool kBuilt = true;
#else
  constexpr bool kBuilt = false;
#endif
  EXPECT_EQ(kBuilt, UTF8ABNF_SIMD_REQUESTED != 0);
}

#ifdef UTF8ABNF_SIMD
// The kernel on its own, one 64-byte batch from a fresh start: what cheap_check() decides, and
// that full_check() finds a bad pair wherever it stands in the batch.
TEST(Simd, OneBatchCheapAndFullChecks) {
  using Batch = simd::Validator::Batch;
  alignas(16) uint8_t batch[64];
  std::fill(std::begin(batch), std::end(batch), 'a');
  EXPECT_EQ(simd::Validator().cheap_check(batch), Batch::ascii);
  for (size_t at = 0; at + 1 < 64; at += 2) batch[at] = 0xC3, batch[at + 1] = 0xA9;
  EXPECT_EQ(simd::Validator().cheap_check(batch), Batch::two_byte);
  batch[10] = 0x41;  // C3 then A: an unfinished 2-byte sequence
  EXPECT_EQ(simd::Validator().cheap_check(batch), Batch::wrong_from_fresh_start);
  const Bytes kBadPairs[] = {{0xE0, 0x80}, {0xED, 0xA0}, {0xF0, 0x80}, {0xF4, 0x90}, {0x61, 0x80}, {0xE4, 0x41}};
  for (const Bytes& pair : kBadPairs) {
    for (size_t at = 0; at + 4 <= 64; ++at) {
      std::fill(std::begin(batch), std::end(batch), 'a');
      std::copy(pair.begin(), pair.end(), batch + at);
      if (pair[1] >= 0x80) std::fill(batch + at + 2, batch + at + 4, 0x80);  // enough tail bytes for the lead
      simd::Validator validator;
      EXPECT_NE(validator.cheap_check(batch), Batch::two_byte);
      validator.full_check(batch);
      EXPECT_TRUE(validator.failed()) << std::hex << int{pair[0]} << " " << int{pair[1]} << " at " << std::dec << at;
    }
  }
  std::fill(std::begin(batch), std::end(batch), 'a');
  const uint8_t kValid[] = {0xE4, 0xBD, 0xA0, 0xF0, 0x9F, 0x98, 0x80};
  std::copy(std::begin(kValid), std::end(kValid), batch + 20);
  simd::Validator validator;
  validator.full_check(batch);
  EXPECT_FALSE(validator.failed());
}
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

// After an ASCII batch the rest of an ASCII run is skipped 128 bytes at a time: a pair at the
// edges of those steps, after a run that starts the input or follows a non-ASCII batch.
TEST(Simd, EveryTwoByteInputAfterLongAsciiRuns) {
  for (bool accent_first : {false, true}) {
    for (size_t at : {191, 192, 255, 256, 319, 320, 383, 384, 446, 447}) {
      testing::for_each_input(2, [&](const Bytes& pair) {
        Bytes bytes(450, 'a');
        if (accent_first) bytes[3] = 0xC3, bytes[4] = 0xA9;
        bytes[at] = pair[0];
        bytes[at + 1] = pair[1];
        expect_same_as_reference(bytes);
      });
    }
  }
}

// A batch of ASCII and 2-byte characters is checked by bitmasks alone, and only when the batch
// before ended where it may: every way the last 3 bytes of a batch and the first of the next can
// go, between such text.
TEST(Simd, TwoByteBatchesAfterEveryBatchEnd) {
  std::mt19937 random(10);
  const uint8_t kBytes[] = {0x61, 0x80, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE4, 0xED, 0xF0, 0xF4, 0xF5};
  Bytes text = testing::latin1_text(random, 3, 200);
  Bytes before(text.begin(), text.begin() + 61);
  if ((before.back() & 0xE0) == 0xC0) before.back() = 'x';  // end at a character boundary
  for (uint8_t a : kBytes) {
    for (uint8_t b : kBytes) {
      for (uint8_t c : kBytes) {
        for (uint8_t d : kBytes) {
          Bytes bytes = before;
          bytes.insert(bytes.end(), {a, b, c, d});
          bytes.insert(bytes.end(), text.begin() + 100, text.end());
          ASSERT_NO_FATAL_FAILURE(expect_same_as_reference(bytes))
              << std::hex << int{a} << " " << int{b} << " " << int{c} << " " << int{d};
        }
      }
    }
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
