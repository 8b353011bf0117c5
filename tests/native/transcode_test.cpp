// The transcoders for well-formed input against the reference, over text of every shape their
// fast paths treat apart, starting and ending at every offset of a 64-byte window.
#include <gtest/gtest.h>

#include <algorithm>

#include "inputs.hpp"
#include "reference.hpp"
#include "transcode.hpp"

namespace utf8abnf {
namespace {

using testing::Bytes;

struct Shape {
  const char* name;
  std::vector<int> lengths;
  size_t ascii_run;
};

const Shape kShapes[] = {
    {"ascii", {1}, 0},
    {"latin", {1, 2}, 0},
    {"latin with words", {2}, 8},
    {"cjk", {3}, 0},
    {"cjk with ascii", {1, 3}, 20},
    {"up to 3", {1, 2, 3}, 2},
    {"emoji", {4}, 0},
    {"emoji with words", {4}, 30},
    {"every length", {1, 2, 3, 4}, 3},
    {"long ascii runs", {2, 3, 4}, 100},
};

// Byte offsets where a character starts (and the end).
std::vector<size_t> boundaries(const Bytes& bytes) {
  std::vector<size_t> at;
  for (size_t i = 0; i <= bytes.size(); ++i) {
    if (i == bytes.size() || (bytes[i] & 0xC0) != 0x80) at.push_back(i);
  }
  return at;
}

TEST(Utf16FromValidUtf8, MatchesTheReferenceAtEveryStartAndEnd) {
  std::mt19937 random(7);
  for (const Shape& shape : kShapes) {
    for (int round = 0; round < 4; ++round) {
      Bytes text = testing::script_text(random, shape.lengths, shape.ascii_run, 300);
      std::vector<size_t> at = boundaries(text);
      for (size_t start : at) {
        if (start > 64) break;
        for (size_t end : at) {
          if (end < start || end + 64 < text.size()) continue;
          size_t n = end - start;
          Check error;
          std::u16string expected = reference::decode(text.data() + start, n, ErrorMode::strict, &error);
          ASSERT_EQ(error.reason, Reason::none);
          std::vector<char16_t> out(n + 1);  // exactly n units may be written (+1: never empty)
          size_t written = transcode::utf16_from_valid_utf8(text.data() + start, n, out.data());
          ASSERT_EQ(std::u16string(out.data(), written), expected) << shape.name << " [" << start << ", " << end << ")";
        }
      }
    }
  }
}

TEST(Utf16FromValidUtf8, WritesNoMoreUnitsThanBytes) {
  std::mt19937 random(8);
  for (const Shape& shape : kShapes) {
    Bytes text = testing::script_text(random, shape.lengths, shape.ascii_run, 1000);
    std::vector<size_t> at = boundaries(text);
    text.resize(at[at.size() / 2]);
    // The heap block ends exactly after n units: a sanitized build catches any store beyond them.
    auto out = std::make_unique<char16_t[]>(text.size());
    size_t written = transcode::utf16_from_valid_utf8(text.data(), text.size(), out.get());
    EXPECT_LE(written, text.size()) << shape.name;
  }
}

// What latin1_from_utf8 must give: the characters before the first segment that is not a valid
// character up to U+00FF, and the bytes they take.
std::pair<std::string, size_t> latin1_prefix(const uint8_t* bytes, size_t n) {
  std::string latin1;
  size_t read = 0;
  for (const Segment& segment : reference::explain(bytes, n)) {
    if (segment.reason != Reason::none || segment.code_point > 0xFF) break;
    latin1.push_back(static_cast<char>(segment.code_point));
    read += segment.length;
  }
  return {latin1, read};
}

void expect_latin1_prefix(const uint8_t* bytes, size_t n) {
  // The heap block ends exactly n + 8 bytes on: a sanitized build catches any store beyond.
  auto out = std::make_unique<uint8_t[]>(n + 8);
  transcode::Converted done = transcode::latin1_from_utf8(bytes, n, out.get());
  auto [expected, read] = latin1_prefix(bytes, n);
  ASSERT_EQ(std::string(out.get(), out.get() + done.written), expected);
  ASSERT_EQ(done.read, read);
}

TEST(Latin1FromUtf8, MatchesTheReferenceAtEveryStartAndEnd) {
  std::mt19937 random(10);
  const uint32_t kWide[] = {0, 0x100, 0x7FF, 0x20AC, 0x1F600, 0xFFFD};
  for (size_t ascii_run : {0, 3, 40}) {
    for (uint32_t wide : kWide) {
      Bytes text = testing::latin1_text(random, ascii_run, 200, wide, 100 + random() % 40);
      for (size_t start = 0; start <= 64; ++start) {  // from every byte, continuations too
        for (size_t end = text.size() - 64; end <= text.size(); ++end) {
          ASSERT_NO_FATAL_FAILURE(expect_latin1_prefix(text.data() + start, end - start)) << "[" << start << ", " << end << ")";
        }
      }
    }
  }
}

// Every byte that can break such text, at every position of two 16-byte steps and the tail.
TEST(Latin1FromUtf8, StopsAtTheFirstError) {
  std::mt19937 random(12);
  const uint8_t kBreakers[] = {0x41, 0x80, 0xBF, 0xC0, 0xC1, 0xC2, 0xC3, 0xC4, 0xE0, 0xED, 0xF0, 0xFF};
  for (size_t ascii_run : {0, 2, 20}) {
    Bytes text = testing::latin1_text(random, ascii_run, 70);
    for (size_t at = 0; at < text.size(); ++at) {
      for (uint8_t breaker : kBreakers) {
        Bytes broken = text;
        broken[at] = breaker;
        ASSERT_NO_FATAL_FAILURE(expect_latin1_prefix(broken.data(), broken.size())) << "byte " << at << " = " << int{breaker};
      }
    }
  }
}

TEST(WidenLatin1InPlace, GivesTheSameUnitsAtEveryLength) {
  std::mt19937 random(11);
  for (size_t count = 0; count <= 100; ++count) {
    std::vector<char16_t> units(count + 1);
    std::vector<uint8_t> latin1(count);
    for (uint8_t& b : latin1) b = static_cast<uint8_t>(random());
    std::copy(latin1.begin(), latin1.end(), reinterpret_cast<uint8_t*>(units.data()));
    transcode::widen_latin1_in_place(units.data(), count);
    for (size_t k = 0; k < count; ++k) ASSERT_EQ(units[k], latin1[k]) << count << " at " << k;
  }
}

TEST(Utf8FromUtf16Prefix, MatchesTheReferenceAtEveryStartAndEnd) {
  std::mt19937 random(9);
  for (const Shape& shape : kShapes) {
    for (int round = 0; round < 4; ++round) {
      Bytes bytes = testing::script_text(random, shape.lengths, shape.ascii_run, 200);
      Check error;
      std::u16string text = reference::decode(bytes.data(), bytes.size(), ErrorMode::strict, &error);
      for (size_t start = 0; start < 40 && start < text.size(); ++start) {
        for (size_t end = std::max(start, text.size() > 40 ? text.size() - 40 : 0); end <= text.size(); ++end) {
          size_t n = end - start;
          std::vector<uint8_t> out(3 * n + 1);  // exactly 3n bytes may be written (+1: never empty)
          transcode::Converted done = transcode::utf8_from_utf16_prefix(text.data() + start, n, out.data());
          ASSERT_LE(done.read, n);
          Reason reason;
          size_t index;
          std::string expected = reference::encode(text.substr(start, done.read), ErrorMode::strict, &reason, &index);
          ASSERT_EQ(reason, Reason::none) << "the prefix split a pair";
          ASSERT_EQ(std::string(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(done.written)), expected)
              << shape.name << " [" << start << ", " << end << ")";
          if (shape.lengths == std::vector<int>{1, 2, 3}) ASSERT_GE(done.read + 16, n) << "stopped early";
        }
      }
    }
  }
}

}  // namespace
}  // namespace utf8abnf
