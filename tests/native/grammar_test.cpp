#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "dfa.hpp"
#include "reference.hpp"
#include "utf8abnf/utf8abnf.hpp"

namespace utf8abnf {
namespace {

std::string text_of(const Alternative& alternative) {
  char text[64];
  abnf_text(alternative, text, sizeof text);
  return text;
}

TEST(Grammar, TextIsTheRfcs) {
  const char* expected[kAlternativeCount] = {
      "UTF8-1 = %x00-7F",
      "UTF8-2 = %xC2-DF UTF8-tail",
      "UTF8-3 = %xE0 %xA0-BF UTF8-tail",
      "UTF8-3 = %xE1-EC 2( UTF8-tail )",
      "UTF8-3 = %xED %x80-9F UTF8-tail",
      "UTF8-3 = %xEE-EF 2( UTF8-tail )",
      "UTF8-4 = %xF0 %x90-BF 2( UTF8-tail )",
      "UTF8-4 = %xF1-F3 3( UTF8-tail )",
      "UTF8-4 = %xF4 %x80-8F 2( UTF8-tail )",
  };
  for (size_t i = 0; i < kAlternativeCount; ++i) EXPECT_EQ(text_of(kGrammar[i]), expected[i]);
}

TEST(Grammar, TextIsCutToCapacity) {
  char text[8];
  size_t length = abnf_text(kGrammar[3], text, sizeof text);
  EXPECT_EQ(length, std::string("UTF8-3 = %xE1-EC 2( UTF8-tail )").size());
  EXPECT_EQ(std::string(text), "UTF8-3 ");
  const std::string whole = "UTF8-4 = %xF1-F3 3( UTF8-tail )";
  char exact[32];  // whole.size() + 1: all of it fits
  EXPECT_EQ(abnf_text(kGrammar[7], exact, whole.size() + 1), whole.size());
  EXPECT_EQ(std::string(exact), whole);
  EXPECT_EQ(abnf_text(kGrammar[7], exact, whole.size()), whole.size());
  EXPECT_EQ(std::string(exact), whole.substr(0, whole.size() - 1));
  char untouched = 'x';
  EXPECT_EQ(abnf_text(kGrammar[0], &untouched, 0), std::string("UTF8-1 = %x00-7F").size());
  EXPECT_EQ(untouched, 'x');
}

TEST(Grammar, CodePointRangesTileTheUnicodeScalars) {
  // Unicode Table 3-7: the alternatives cover U+0000..U+10FFFF less the surrogates, in order.
  const uint32_t expected[kAlternativeCount][2] = {{0x0000, 0x007F},   {0x0080, 0x07FF},   {0x0800, 0x0FFF},
                                                   {0x1000, 0xCFFF},   {0xD000, 0xD7FF},   {0xE000, 0xFFFF},
                                                   {0x10000, 0x3FFFF}, {0x40000, 0xFFFFF}, {0x100000, 0x10FFFF}};
  for (size_t i = 0; i < kAlternativeCount; ++i) {
    EXPECT_EQ(kGrammar[i].first_code_point(), expected[i][0]) << i;
    EXPECT_EQ(kGrammar[i].last_code_point(), expected[i][1]) << i;
  }
}

TEST(Grammar, LeadBytes) {
  EXPECT_EQ(alternative_for_lead(0xE4), &kGrammar[3]);
  for (int byte : {0x80, 0xBF, 0xC0, 0xC1, 0xF5, 0xFF}) EXPECT_EQ(alternative_for_lead(byte), nullptr);
}

// The DFA's byte classes and lead tables are the grammar's ranges, byte for byte.
TEST(Grammar, DfaClassesAreTheAbnfRanges) {
  for (int byte = 0; byte < 256; ++byte) {
    uint8_t byte_class = dfa::kByteClass[byte];
    const Alternative* alternative = alternative_for_lead(static_cast<uint8_t>(byte));
    EXPECT_EQ(dfa::kRule[byte_class], alternative ? alternative->rule : 0) << byte;
    EXPECT_EQ(dfa::kAlternative[byte_class], alternative ? alternative->number : 0) << byte;
    for (const Alternative& each : kGrammar) {
      // Every range of every alternative is a union of whole classes.
      for (int k = 0; k < each.rule; ++k) {
        bool in = byte >= each.bytes[k].lo && byte <= each.bytes[k].hi;
        for (int other = 0; other < 256; ++other) {
          if (dfa::kByteClass[other] != byte_class) continue;
          EXPECT_EQ(in, other >= each.bytes[k].lo && other <= each.bytes[k].hi) << byte << " " << other;
        }
      }
    }
  }
}

TEST(Grammar, ReasonNames) {
  EXPECT_STREQ(reason_name(Reason::unexpected_continuation), "unexpected-continuation");
  EXPECT_STREQ(reason_name(Reason::too_large), "too-large");
  EXPECT_STREQ(reason_name(Reason::lone_surrogate), "lone-surrogate");
}

// Each decoding reason's example (the README's table and the page show it) fails first with it,
// in the codec and in the reference.
TEST(Grammar, ReasonExamples) {
  for (int k = 1; k < kReasonCount; ++k) {
    auto reason = static_cast<Reason>(k);
    std::string example = reason_example(reason);
    if (reason == Reason::lone_surrogate) {
      EXPECT_EQ(example, "");
      continue;
    }
    std::vector<uint8_t> bytes(example.size());
    Parsed parsed = parse_bytes(example.data(), example.size(), bytes.data());
    ASSERT_EQ(parsed.problem, ParseProblem::none) << reason_name(reason);
    EXPECT_EQ(check(bytes.data(), parsed.count).reason, reason)
        << reason_name(reason) << ": " << example << ": cpp/src/dfa.hpp must reject it so";
    EXPECT_EQ(reference::check(bytes.data(), parsed.count).reason, reason)
        << reason_name(reason) << ": " << example << ": tests/reference/reference.cpp must reject it so";
  }
  EXPECT_STREQ(reason_example(Reason::none), "");
}

}  // namespace
}  // namespace utf8abnf
