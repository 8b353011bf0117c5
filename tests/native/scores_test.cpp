#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <tuple>
#include <utility>
#include <vector>

#include "score_fixtures.hpp"
#include "scores.hpp"

namespace utf8abnf::scores {
namespace {

using namespace fixtures;

TEST(ShapeOf, PaysForCapitalsAndMarksWholeAsciiWords) {
  Text first({kA, kB, kSpace, kB, kA}, 0);
  EXPECT_DOUBLE_EQ(first.reading.shape, std::log(0.15));
  EXPECT_EQ(first.word_ends, (std::vector<int32_t>{2, 0, 0, 5, 0}));
  Text inside({kA, kB}, 1);
  EXPECT_DOUBLE_EQ(inside.reading.shape, std::log(0.03));
  // A word touching a letter outside ASCII is no whole ASCII word; scripts switching in a word pay.
  Text mixed({kA, kE, kSpace, kA, kZhe, kDot, kB});
  EXPECT_EQ(mixed.word_ends, (std::vector<int32_t>{0, 0, 0, 0, 0, 0, 7}));
  EXPECT_DOUBLE_EQ(mixed.reading.shape, std::log(1e-4));
}

TEST(LatinScore, SumsPairsWithRunsOfSpacesOnceAndWordsAsTheLikelierOfTwo) {
  Model model;
  Text text({kE, kSpace, kSpace, kA, kB, kA, kB, kDot});
  double own = model.pair(kSpace, kE) + model.pair(kE, kSpace);
  double word = model.pair(kSpace, kA) + model.pair(kA, kB) + model.pair(kB, kA) + model.pair(kA, kB);
  double tail = model.pair(kB, kDot);
  EXPECT_DOUBLE_EQ(latin_score(text.reading, model.of(), nullptr, -INFINITY), own + word + tail);
  for (double scale : {0.01, 4.0}) {  // English likelier than the model, then less likely
    Model english(scale);
    std::vector<double> words(text.symbols.size(), 0);
    english_words(text.reading, english.of(), words.data());
    double as_english = english.pair(kSpace, kA) + english.pair(kA, kB) + english.pair(kB, kA) + english.pair(kA, kB);
    EXPECT_DOUBLE_EQ(words[3], as_english);
    EXPECT_EQ(words[0], 0);
    double likelier = scale < 1 ? as_english + std::log(0.2) : word;
    EXPECT_DOUBLE_EQ(latin_score(text.reading, model.of(), words.data(), -INFINITY), own + likelier + tail);
  }
}

TEST(LatinScore, GivesUpOnlyBelowTheFloor) {
  Model model;
  Text text({kA, kB, kSpace, kE, kDot});
  double score = latin_score(text.reading, model.of(), nullptr, -INFINITY);
  EXPECT_EQ(latin_score(text.reading, model.of(), nullptr, score), score);
  EXPECT_EQ(latin_score(text.reading, model.of(), nullptr, std::nextafter(score, 0.0)), -std::numeric_limits<double>::infinity());
}

// Each character outside ASCII and the position after it are unsettled, and so is each word of
// ASCII letters beside one; spans that meet are one.
TEST(UnsettledSpans, AreCharactersOutsideAsciiTheirNextAndWordsBesideThem) {
  Text text({kA, kB, kSpace, kE, kDot, kA, kSpace, kB, kA, kE, kE, kSpace, kSpace, kA, kDot, kA, kZhe});
  std::vector<uint32_t> spans(text.symbols.size() + 1);
  const size_t count = unsettled_spans(text.facts.data(), text.symbols.size(), spans.data());
  spans.resize(2 * count);
  EXPECT_EQ(spans, (std::vector<uint32_t>{3, 5, 7, 12, 15, 17}));
  Text ascii({kA, kSpace, kB});
  EXPECT_EQ(unsettled_spans(ascii.facts.data(), ascii.symbols.size(), spans.data()), 0u);
}

// The settled terms and then the unsettled ones sum to latin_score's score, with words or without,
// and give up only below the floor.
TEST(LatinSettled, AndUnsettledSumToTheScore) {
  Model model;
  Model english(0.5);
  Text text({kA, kB, kSpace, kE, kDot, kA, kSpace, kSpace, kB, kA, kE, kE, kSpace, kA, kB, kDot, kA, kZhe, kSpace, kB}, 5);
  std::vector<double> words(text.symbols.size(), 0);
  english_words(text.reading, english.of(), words.data());
  std::vector<uint32_t> spans(text.symbols.size() + 1);
  const size_t count = unsettled_spans(text.facts.data(), text.symbols.size(), spans.data());
  for (const double* weighed : {static_cast<const double*>(nullptr), static_cast<const double*>(words.data())}) {
    const double whole = latin_score(text.reading, model.of(), weighed, -INFINITY);
    const double settled = latin_settled(text.reading, model.of(), weighed, spans.data(), count);
    const double score =
        latin_unsettled(text.reading, model.of(), weighed, spans.data(), count, text.reading.shape + settled, -INFINITY);
    EXPECT_NEAR(score, whole, 1e-12 * std::fabs(whole));
    const double base = text.reading.shape + settled;
    EXPECT_EQ(latin_unsettled(text.reading, model.of(), weighed, spans.data(), count, base, score), score);
    EXPECT_EQ(latin_unsettled(text.reading, model.of(), weighed, spans.data(), count, base, std::nextafter(score, 0.0)),
              -std::numeric_limits<double>::infinity());
    // One span of every position sums the terms in latin_score's order: the same double.
    const uint32_t all[] = {0, static_cast<uint32_t>(text.symbols.size())};
    EXPECT_EQ(latin_settled(text.reading, model.of(), weighed, all, 1), 0);
    EXPECT_EQ(latin_unsettled(text.reading, model.of(), weighed, all, 1, text.reading.shape, -INFINITY), whole);
  }
}

// english_words_in makes english_words' words that start in the spans, and leaves the others.
TEST(EnglishWordsIn, AreTheWordsThatStartInTheSpans) {
  Model english(0.5);
  // "ab “ab” baé a": the second "ab", between curly quotes (outside ASCII, ASCII symbols), is a
  // whole word in a span; the first and the last "a" are whole words outside; "ba" is no word.
  Text text({kA, kB, kSpace, kDot, kA, kB, kDot, kSpace, kB, kA, kE, kSpace, kA});
  const size_t n = text.symbols.size();
  for (size_t k : {3, 6}) text.facts[k] = kAsciiSymbol | kOutsideAscii;
  text.reading.shape = shape_of(text.facts.data(), n, text.word_ends.data());
  std::vector<uint32_t> spans(n + 1);
  const size_t count = unsettled_spans(text.facts.data(), n, spans.data());
  EXPECT_EQ(std::vector<uint32_t>(spans.begin(), spans.begin() + 2 * count), (std::vector<uint32_t>{3, 12}));
  std::vector<double> every(n, 1), in_spans(n, 1);
  english_words(text.reading, english.of(), every.data());
  english_words_in(text.reading, english.of(), spans.data(), count, in_spans.data());
  std::vector<double> expected(n, 1);
  expected[4] = every[4];
  EXPECT_EQ(in_spans, expected);
  for (size_t k : {0, 4, 12}) EXPECT_LT(every[k], 0) << k;
}

TEST(OwnScore, ReadsSymbolsOutsideAsciiAloneAfterAsciiElseInPairs) {
  Model model;
  Text text({kA, kZhe, kZhe, kSpace, kZhe});
  double switched = std::log(0.05);  // after a Latin letter
  double alone = model.logs[model.local[kZhe]];
  EXPECT_DOUBLE_EQ(own_score(text.reading, model.of(), -INFINITY), (alone + switched) + model.pair(kZhe, kZhe) + alone);
  EXPECT_DOUBLE_EQ(own_score(text.reading, model.of(true), -INFINITY), (alone + switched) + alone + alone);
  double score = own_score(text.reading, model.of(), -INFINITY);
  EXPECT_EQ(own_score(text.reading, model.of(), std::nextafter(score, 0.0)), -std::numeric_limits<double>::infinity());
}

// A letter after another script's is read alone; a word that starts after no letter pays for
// being English.
TEST(AsciiAsEnglish, PairsInRunsALetterAfterAnotherScriptAlone) {
  Model english;
  Text text({kZhe, kA, kB, kSpace, kA});
  double a_alone = english.logs[english.local[kA]] + std::log(0.05);
  double expected = a_alone + english.pair(kA, kB) + english.pair(kB, kSpace) + (english.pair(kSpace, kA) + std::log(0.2));
  EXPECT_DOUBLE_EQ(ascii_as_english(text.reading, english.of()), expected);
}

// The settled terms and then the unsettled ones sum to ascii_as_english's score.
TEST(EnglishSettled, AndUnsettledSumToAsciiAsEnglish) {
  Model english(0.5);
  Text text({kZhe, kA, kB, kSpace, kE, kDot, kA, kSpace, kSpace, kB, kA, kZhe, kZhe, kSpace, kA, kB, kDot, kA, kE, kSpace, kB},
            6);
  std::vector<uint32_t> spans(text.symbols.size() + 1);
  const size_t count = unsettled_spans(text.facts.data(), text.symbols.size(), spans.data());
  const double whole = ascii_as_english(text.reading, english.of());
  const double settled = english_settled(text.reading, english.of(), spans.data(), count);
  EXPECT_NEAR(english_unsettled(text.reading, english.of(), spans.data(), count, settled), whole, 1e-12 * std::fabs(whole));
  EXPECT_NE(settled, whole);
  // One span of every position sums the terms in ascii_as_english's order: the same double.
  const uint32_t all[] = {0, static_cast<uint32_t>(text.symbols.size())};
  EXPECT_EQ(english_settled(text.reading, english.of(), all, 1), 0);
  EXPECT_EQ(english_unsettled(text.reading, english.of(), all, 1, 0), whole);
}

TEST(SymbolsOfBytes, MapsEachByteByItsTables) {
  std::vector<int32_t> ids(256, 0);
  std::vector<uint16_t> facts(256, 0);
  ids[0x41] = kA;
  facts[0x41] = facts_of(kA);
  ids[0xE9] = kE;
  facts[0xE9] = facts_of(kE);
  const uint8_t bytes[] = {0x41, 0xE9, 0x41};
  std::vector<int32_t> symbols(3);
  std::vector<uint16_t> out(3);
  symbols_of_bytes(bytes, 3, ids.data(), facts.data(), symbols.data(), out.data());
  EXPECT_EQ(symbols, (std::vector<int32_t>{kA, kE, kA}));
  EXPECT_EQ(out, (std::vector<uint16_t>{facts_of(kA), facts_of(kE), facts_of(kA)}));
}

// Three single-byte encodings of the same bytes, their bytes 80..FF read as a letter in or out of
// Latin, a capital, a no-break space or a curly quote (an ASCII symbol): each reading made from
// another's is the one made from the bytes, to the bit.
TEST(DeriveSingleByte, MakesTheReadingAndShapeThatTheBytesMake) {
  const uint16_t quote = kAsciiSymbol | kOutsideAscii;  // a curly quote: its symbol is ASCII's
  const uint16_t no_break = kNoBreakSpace | kWhiteSpace | kAsciiSymbol | kOutsideAscii;
  struct Encoding {
    std::vector<int32_t> ids = std::vector<int32_t>(256, kDot);
    std::vector<uint16_t> facts = std::vector<uint16_t>(256, kAsciiSymbol);
    Encoding(std::vector<std::pair<int32_t, uint16_t>> high) {
      for (auto [byte, symbol] : {std::pair{0x20, kSpace}, {0x61, kA}, {0x62, kB}, {0x41, kA}}) {
        ids[byte] = symbol;
        facts[byte] = facts_of(symbol, byte == 0x41);
      }
      const uint8_t bytes[] = {0xE9, 0xC9, 0xA0, 0x93};
      for (size_t k = 0; k < 4; ++k) std::tie(ids[bytes[k]], facts[bytes[k]]) = high[k];
    }
  };
  const Encoding encodings[] = {
      Encoding({{kE, facts_of(kE)}, {kE, facts_of(kE) ^ 3}, {kSpace, no_break}, {kDot, quote}}),
      Encoding({{kZhe, facts_of(kZhe)}, {kZhe, facts_of(kZhe) ^ 3}, {kE, facts_of(kE)}, {kZhe, facts_of(kZhe)}}),
      Encoding({{kDot, quote}, {kSpace, no_break}, {kZhe, facts_of(kZhe)}, {kE, facts_of(kE) ^ 3}}),
  };
  const std::vector<uint8_t> bytes = {0xC9, 0x61, 0x62, 0x20, 0x41, 0x62, 0xE9, 0x20, 0x61, 0xA0, 0x62, 0x20, 0xA0, 0x20, 0x61,
                                      0x62, 0x2E, 0x93, 0x61, 0x20, 0x41, 0x41, 0xE9, 0xE9, 0x62, 0x20, 0x61, 0x62, 0x20, 0x93};
  const size_t n = bytes.size();
  struct Made {
    std::vector<int32_t> symbols, word_ends;
    std::vector<uint16_t> facts;
    ShapeCounts counts{};
    double shape = 0;
  };
  const auto read = [&](const Encoding& encoding) {
    Made made{std::vector<int32_t>(n), std::vector<int32_t>(n), std::vector<uint16_t>(n)};
    symbols_of_bytes(bytes.data(), n, encoding.ids.data(), encoding.facts.data(), made.symbols.data(), made.facts.data());
    made.shape = shape_of(made.facts.data(), n, made.word_ends.data(), &made.counts);
    return made;
  };
  for (const Encoding& first : encodings) {
    const Made base = read(first);
    std::vector<uint32_t> spans(n + 1);
    const size_t count = unsettled_spans(base.facts.data(), n, spans.data());
    const Reading reading{base.symbols.data(), base.facts.data(), base.word_ends.data(), n, base.shape};
    const ShapeCounts settled = settled_counts(base.facts.data(), n, base.counts, spans.data(), count);
    for (const Encoding& other : encodings) {
      const Made expected = read(other);
      Made derived{std::vector<int32_t>(n), std::vector<int32_t>(n), std::vector<uint16_t>(n)};
      const double shape =
          derive_single_byte(reading, settled, spans.data(), count, bytes.data(), other.ids.data(), other.facts.data(),
                             derived.symbols.data(), derived.facts.data(), derived.word_ends.data());
      EXPECT_EQ(derived.symbols, expected.symbols);
      EXPECT_EQ(derived.facts, expected.facts);
      EXPECT_EQ(derived.word_ends, expected.word_ends);
      EXPECT_EQ(shape, expected.shape);
    }
  }
  // The shape of these bytes pays for each kind at least once in one reading or another.
  const Made latin = read(encodings[0]);
  EXPECT_GT(latin.counts.upper_first, 0u);
  EXPECT_GT(latin.counts.upper_inside, 0u);
  EXPECT_GT(latin.counts.stray_space, 0u);
  EXPECT_GT(read(encodings[1]).counts.switch_in_word, 0u);
}

}  // namespace
}  // namespace utf8abnf::scores
