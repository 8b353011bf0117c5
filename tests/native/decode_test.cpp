// decode_utf16 and detail::decode_text with Latin-1 first in each error mode against the reference, whole and in
// chunks.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

#include "decode.hpp"
#include "inputs.hpp"
#include "reference.hpp"

namespace utf8abnf {
namespace {

using testing::Bytes;

constexpr ErrorMode kModes[] = {ErrorMode::strict, ErrorMode::replace, ErrorMode::ignore};

std::u16string decode_whole(const Bytes& bytes, ErrorMode mode, Check* error) {
  std::u16string out(bytes.size(), u'\0');
  Decoded d = decode_utf16(bytes.data(), bytes.size(), out.data(), mode, true);
  out.resize(d.written);
  *error = d.error;
  return out;
}

// decode_text with Latin-1 first, its Latin-1 widened; checks that it chose Latin-1 exactly when every
// unit of `expected` (the reference's text) is below 0x100.
std::u16string decode_whole_latin1_first(const Bytes& bytes, ErrorMode mode, Check* error, const std::u16string& expected) {
  auto out = std::make_unique<char16_t[]>(bytes.size());  // exactly n units: ASan sees any overrun
  detail::DecodedText t = detail::decode_text(bytes.data(), bytes.size(), out.get(), mode, true, true);
  *error = t.decoded.error;
  bool narrow = std::all_of(expected.begin(), expected.end(), [](char16_t unit) { return unit < 0x100; });
  EXPECT_EQ(t.latin1, narrow);
  if (!t.latin1) return std::u16string(out.get(), t.decoded.written);
  const uint8_t* latin1 = reinterpret_cast<const uint8_t*>(out.get());
  return std::u16string(latin1, latin1 + t.decoded.written);
}

// As a streaming caller does: carry the unread tail of each chunk over into the next.
std::u16string decode_in_chunks(const Bytes& bytes, size_t chunk, ErrorMode mode) {
  std::u16string text;
  Bytes pending;
  for (size_t offset = 0; offset < bytes.size() || !pending.empty();) {
    size_t take = std::min(chunk, bytes.size() - offset);
    pending.insert(pending.end(), bytes.begin() + static_cast<std::ptrdiff_t>(offset),
                   bytes.begin() + static_cast<std::ptrdiff_t>(offset + take));
    offset += take;
    bool final = offset == bytes.size();
    std::u16string out(pending.size(), u'\0');
    Decoded d = decode_utf16(pending.data(), pending.size(), out.data(), mode, final);
    text.append(out.data(), d.written);
    if (d.error.reason != Reason::none) return text;
    EXPECT_LE(pending.size() - d.consumed, 3u);
    pending.erase(pending.begin(), pending.begin() + static_cast<std::ptrdiff_t>(d.consumed));
    if (final) break;
  }
  return text;
}

void expect_same_as_reference(const Bytes& bytes) {
  for (ErrorMode mode : kModes) {
    Check expected_error, actual_error;
    std::u16string expected = reference::decode(bytes.data(), bytes.size(), mode, &expected_error);
    ASSERT_EQ(decode_whole(bytes, mode, &actual_error), expected);
    ASSERT_EQ(actual_error.reason, expected_error.reason);
    ASSERT_EQ(actual_error.index, expected_error.index);
    ASSERT_EQ(actual_error.length, expected_error.length);
    ASSERT_EQ(decode_whole_latin1_first(bytes, mode, &actual_error, expected), expected);
    ASSERT_EQ(actual_error.reason, expected_error.reason);
    ASSERT_EQ(actual_error.index, expected_error.index);
    ASSERT_EQ(actual_error.length, expected_error.length);
  }
}

TEST(Decode, EveryInputUpTo3Bytes) {
  for (size_t length = 0; length <= 3; ++length) testing::for_each_input(length, expect_same_as_reference);
}

TEST(Decode, RandomCorruptedText) {
  std::mt19937 random(3);
  for (int round = 0; round < 20000; ++round) {
    expect_same_as_reference(testing::random_text(random, random() % 100, random() % 3));  // both ways: up to 16 bytes and longer
  }
}

// Long text of each shape the SIMD transcoder treats apart, with an error at every position: the
// valid stretches between errors start and end at every alignment of its 64-byte windows.
TEST(Decode, LongTextOfEveryShapeWithAnErrorAnywhere) {
  std::mt19937 random(5);
  const std::vector<std::vector<int>> shapes = {{1, 2}, {3}, {1, 3}, {4}, {1, 2, 3, 4}, {}};
  for (const std::vector<int>& lengths : shapes) {
    Bytes text = lengths.empty() ? testing::latin1_text(random, 6, 260) : testing::script_text(random, lengths, 6, 260);
    for (size_t at = 0; at < text.size(); ++at) {
      Bytes broken = text;
      broken[at] = static_cast<uint8_t>(random());
      expect_same_as_reference(broken);
    }
    for (size_t cut = text.size() - 70; cut < text.size(); ++cut)
      expect_same_as_reference(Bytes(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(cut)));
  }
}

TEST(Decode, ChunkedEqualsWhole) {
  std::mt19937 random(4);
  for (int round = 0; round < 2000; ++round) {
    Bytes bytes = testing::random_text(random, random() % 40, random() % 3);
    for (ErrorMode mode : {ErrorMode::replace, ErrorMode::ignore}) {
      Check error;
      std::u16string expected = reference::decode(bytes.data(), bytes.size(), mode, &error);
      for (size_t chunk = 1; chunk <= 7; ++chunk) ASSERT_EQ(decode_in_chunks(bytes, chunk, mode), expected);
    }
  }
}

TEST(Decode, NotFinalLeavesAnIncompleteTailUnread) {
  Bytes bytes{0x61, 0xF0, 0x9F, 0x98};
  char16_t out[4];
  Decoded d = decode_utf16(bytes.data(), bytes.size(), out, ErrorMode::strict, false);
  EXPECT_EQ(d.written, 1u);
  EXPECT_EQ(d.consumed, 1u);
  EXPECT_EQ(d.error.reason, Reason::none);
  d = decode_utf16(bytes.data(), bytes.size(), out, ErrorMode::strict, true);
  EXPECT_EQ(d.error.reason, Reason::truncated);
  EXPECT_EQ(d.error.index, 1u);
  EXPECT_EQ(d.error.length, 3u);
}

}  // namespace
}  // namespace utf8abnf
