// decode_utf16 and detail::decode_text with Latin-1 first (C1 controls or not) in each error mode against the reference, whole
// and in chunks.
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

// decode_text with Latin-1 first (`narrow`), its Latin-1 widened; checks that it chose Latin-1
// exactly when every unit of `expected` (the reference's text) is below 0x100, and for
// latin1_without_c1 none is in 0x80..0x9F.
std::u16string decode_whole_narrow(const Bytes& bytes, ErrorMode mode, detail::NarrowText narrow, Check* error,
                                   const std::u16string& expected) {
  auto out = std::make_unique<char16_t[]>(bytes.size());  // exactly n units: ASan sees any overrun
  detail::DecodedText t = detail::decode_text(bytes.data(), bytes.size(), out.get(), mode, true, narrow);
  *error = t.decoded.error;
  bool without_c1 = narrow == detail::NarrowText::latin1_without_c1;
  bool narrowable = std::all_of(expected.begin(), expected.end(),
                                [&](char16_t unit) { return unit < 0x100 && !(without_c1 && unit >= 0x80 && unit < 0xA0); });
  EXPECT_EQ(t.latin1, narrowable);
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
    for (detail::NarrowText narrow : {detail::NarrowText::latin1, detail::NarrowText::latin1_without_c1}) {
      ASSERT_EQ(decode_whole_narrow(bytes, mode, narrow, &actual_error, expected), expected);
      ASSERT_EQ(actual_error.reason, expected_error.reason);
      ASSERT_EQ(actual_error.index, expected_error.index);
      ASSERT_EQ(actual_error.length, expected_error.length);
    }
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

// A C1 control (C2 80..C2 9F) at every position of long Latin-1 text, short text and the SIMD
// blocks alike: Latin-1 bytes where any is allowed, UTF-16 where they are not, and the same text.
TEST(Decode, AC1ControlAnywhereKeepsTextOutOfLatin1WithoutC1) {
  std::mt19937 random(6);
  Bytes text = testing::latin1_text(random, 6, 200);
  for (size_t at = 0; at + 1 < text.size(); ++at) {
    if (text[at] >= 0x80) continue;  // a character's start, replaced by two bytes
    Bytes with_c1 = text;
    with_c1[at] = 0xC2;
    with_c1.insert(with_c1.begin() + static_cast<std::ptrdiff_t>(at + 1), static_cast<uint8_t>(0x80 + random() % 0x20));
    expect_same_as_reference(with_c1);
    size_t end = at + 2;
    size_t start = end > 12 ? end - 12 : 0;  // short text ending in it
    expect_same_as_reference(
        Bytes(with_c1.begin() + static_cast<std::ptrdiff_t>(start), with_c1.begin() + static_cast<std::ptrdiff_t>(end)));
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
