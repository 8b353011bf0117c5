#include "ranking.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "score_fixtures.hpp"

namespace utf8abnf::scores {
namespace {

using namespace fixtures;

constexpr double kNone = std::numeric_limits<double>::quiet_NaN();
constexpr double kLeast = -std::numeric_limits<double>::infinity();
constexpr double kOffLanguage = -4.5;
constexpr double kExact = 1e-6;
constexpr int32_t kUnknown = 0x500;  // a symbol no model here knows

// A model as the ranking reads it, with its `most` made by the definition: by its number of a
// symbol, the likeliest of its own log and every pair that ends with it.
struct Ranked {
  Model model;
  bool latin, characters;
  std::vector<double> most;
  Ranked(double scale, bool latin, bool characters = false) : model(scale), latin(latin), characters(characters) {
    for (size_t second = 0; second < model.size; ++second) {
      double likeliest = model.logs[second];
      for (size_t first = 0; !characters && first < model.size; ++first)
        likeliest = std::max(likeliest, model.term(first, second));
      most.push_back(likeliest);
    }
  }
  RankedModel of() const { return {model.of(characters), most.data(), latin}; }
};

// The symbols outside ASCII of `symbols`, each with how often it comes, in the order first met.
std::vector<Outside> outside_of(const std::vector<int32_t>& symbols) {
  std::vector<Outside> outside;
  for (int32_t symbol : symbols) {
    if (!(facts_of(symbol) & kOutsideAscii)) continue;
    auto same = std::find_if(outside.begin(), outside.end(), [&](const Outside& entry) { return entry.symbol == symbol; });
    if (same == outside.end())
      outside.push_back({symbol, 1});
    else
      ++same->count;
  }
  return outside;
}

// A reading being ranked, with what it keeps: nothing made yet.
struct Being {
  Text text;
  std::vector<uint32_t> spans;
  double as_english = kNone, outside_latin = kNone;
  std::vector<double> sums, words;
  uint32_t words_made = 0;
  RankedReading ranked{};
  Being(std::vector<int32_t> symbols, size_t models, size_t upper_at = SIZE_MAX)
      : text(std::move(symbols), upper_at), spans(text.symbols.size() + 1), sums(models, kNone), words(text.symbols.size(), 0) {
    const size_t count = unsettled_spans(text.facts.data(), text.symbols.size(), spans.data());
    ranked = {text.reading, {spans.data(), count, &as_english, sums.data()}, words.data(), &words_made, &outside_latin};
  }
};

// Three models: one of Latin letters, English's (of Latin letters too), one of characters of
// another script.
struct Models {
  std::vector<Ranked> owned{Ranked(1, true), Ranked(0.5, true), Ranked(0.8, false, true)};
  std::vector<RankedModel> models;
  static constexpr size_t kEnglish = 1;
  Models() {
    for (const Ranked& ranked : owned) models.push_back(ranked.of());
  }
};

TEST(MostEach, IsTheLikeliestTermEachSymbolCanAdd) {
  for (const bool characters : {false, true}) {
    const Ranked ranked(0.7, !characters, characters);
    std::vector<double> most(ranked.model.size, 1);
    most_each(ranked.model.of(characters), most.data());
    EXPECT_EQ(most, ranked.most);
  }
}

// The bound is each symbol's most, times how often it comes, summed in order.
TEST(BoundOf, IsEachSymbolsMostTimesItsCount) {
  const Ranked ranked(1, true);
  const Outside outside[] = {{kE, 3}, {kZhe, 1}, {kUnknown, 2}};
  const double expected =
      (3.0 * ranked.most[ranked.model.local[kE]] + 1.0 * ranked.most[ranked.model.local[kZhe]]) + 2.0 * ranked.most[0];
  EXPECT_EQ(bound_of(outside, 3, ranked.of()), expected);
  EXPECT_EQ(bound_of(outside, 0, ranked.of()), 0);
}

// A score by the ranking is the score of the reading's text read whole: latin_score (its words
// weighed against English's) by a model of Latin letters; its ASCII as English and its own
// symbols by another.
TEST(Score, IsTheWholeTextsScore) {
  const Models all;
  const std::vector<int32_t> symbols = {kA, kB, kSpace, kE, kDot, kA, kSpace, kZhe, kZhe, kSpace, kB, kA, kE, kSpace, kA, kB};
  for (size_t m = 0; m < all.models.size(); ++m) {
    Being being(symbols, all.models.size(), 3);
    const Reading& reading = being.text.reading;
    const LanguageModel& english = all.models[Models::kEnglish].tables;
    double expected;
    if (all.models[m].latin) {
      std::vector<double> words(symbols.size(), 0);
      english_words(reading, english, words.data());
      expected = latin_score(reading, all.models[m].tables, m == Models::kEnglish ? nullptr : words.data(), kLeast);
    } else {
      expected = reading.shape + ascii_as_english(reading, english) + own_score(reading, all.models[m].tables, kLeast);
    }
    const double score = scores::score(being.ranked, all.models.data(), m, Models::kEnglish, kLeast);
    EXPECT_NEAR(score, expected, 1e-12 * std::fabs(expected)) << m;
    // Asked again, from what the reading keeps: the same double; below the floor, given up. With
    // its candidate's bound the same, which gives up sooner, never a score the floor lets through.
    EXPECT_EQ(scores::score(being.ranked, all.models.data(), m, Models::kEnglish, score), score);
    EXPECT_EQ(scores::score(being.ranked, all.models.data(), m, Models::kEnglish, std::nextafter(score, 0.0)), kLeast);
    std::vector<Candidate> candidates(all.models.size());
    const std::vector<Outside> outside = outside_of(symbols);
    const uint8_t own_language[] = {1, 1, 1};
    const size_t count = candidates_of(being.ranked, all.models.data(), all.models.size(), Models::kEnglish, outside.data(),
                                       outside.size(), own_language, kOffLanguage, candidates.data());
    const Candidate& candidate = *std::find_if(candidates.begin(), candidates.begin() + static_cast<std::ptrdiff_t>(count),
                                               [&](const Candidate& each) { return each.model == m; });
    const Bound bound{all.models[m].most, candidate.bound};
    for (double floor : {kLeast, score - 1, score}) {
      EXPECT_EQ(scores::score(being.ranked, all.models.data(), m, Models::kEnglish, floor, bound), score) << m;
    }
    EXPECT_EQ(scores::score(being.ranked, all.models.data(), m, Models::kEnglish, std::nextafter(score, 0.0), bound), kLeast);
    // The bound is believed: one far below the truth gives up a score the floor alone would keep.
    const Bound below{all.models[m].most, candidate.bound - 100};
    EXPECT_EQ(scores::score(being.ranked, all.models.data(), m, Models::kEnglish, score - 1, below), kLeast);
  }
}

// The candidates are the models that know half of the symbols outside ASCII (or all, where none
// does), likeliest bound first; no candidate scores above its bound.
TEST(CandidatesOf, KnowHalfTheSymbolsInOrderOfTheirBounds) {
  const Models all;
  const size_t n = all.models.size();
  const uint8_t own_language[] = {1, 0, 1};
  Being being({kA, kE, kSpace, kZhe, kB, kSpace, kE, kA}, n);
  std::vector<Candidate> candidates(n);
  const Outside outside[] = {{kE, 2}, {kZhe, 1}};
  ASSERT_EQ(candidates_of(being.ranked, all.models.data(), n, Models::kEnglish, outside, 2, own_language, kOffLanguage,
                          candidates.data()),
            n);
  for (size_t k = 0; k < n; ++k) {
    const Candidate& candidate = candidates[k];
    EXPECT_EQ(candidate.prior, own_language[candidate.model] ? 0 : kOffLanguage);
    if (k > 0) EXPECT_TRUE(candidates[k - 1].most >= candidate.most);
    const double score = scores::score(being.ranked, all.models.data(), candidate.model, Models::kEnglish, kLeast);
    EXPECT_GE(candidate.most, score + candidate.prior);
    const double bound = bound_of(outside, 2, all.models[candidate.model]);
    EXPECT_GT(candidate.bound, bound);
    EXPECT_LT(candidate.bound, bound + 1e-6 * (1 + std::fabs(bound)));
    EXPECT_EQ(candidate.most,
              bound + shared(being.ranked, all.models.data(), candidate.model, Models::kEnglish) + candidate.prior);
  }
  // Half known is enough; less is not, unless no model knows half.
  const Outside half[] = {{kE, 1}, {kUnknown, 1}};
  EXPECT_EQ(
      candidates_of(being.ranked, all.models.data(), n, Models::kEnglish, half, 2, own_language, kOffLanguage, candidates.data()),
      n);
  const Outside unknown[] = {{kUnknown, 1}, {kE, 1}, {kUnknown + 1, 1}};
  EXPECT_EQ(candidates_of(being.ranked, all.models.data(), n, Models::kEnglish, unknown, 3, own_language, kOffLanguage,
                          candidates.data()),
            n);
  // A model of fewer symbols: only the others know them.
  Models fewer;
  fewer.owned[2].model.local[kE] = 0;
  fewer.models[2] = fewer.owned[2].of();
  EXPECT_EQ(candidates_of(being.ranked, fewer.models.data(), n, Models::kEnglish, half, 2, own_language, kOffLanguage,
                          candidates.data()),
            2u);
  EXPECT_EQ(std::max(candidates[0].model, candidates[1].model), 1u);
}

// The best of the candidates is the one that scores best with its prior, the lower number of two
// that tie, above what is beaten (to within kExact); none where none is.
TEST(BestOf, IsTheBestOfEveryCandidateAboveWhatIsBeaten) {
  const Models all;
  const size_t n = all.models.size();
  const uint8_t own_language[] = {0, 1, 1};
  const std::vector<std::vector<int32_t>> texts = {
      {kA, kB, kSpace, kE, kA, kDot}, {kZhe, kZhe, kSpace, kZhe, kA}, {kE, kE, kSpace, kB, kB, kB}, {kA, kB, kA}};
  for (const auto& symbols : texts) {
    Being scored(symbols, n);
    std::vector<double> ranked(n);
    for (size_t m = 0; m < n; ++m) {
      ranked[m] =
          scores::score(scored.ranked, all.models.data(), m, Models::kEnglish, kLeast) + (own_language[m] ? 0 : kOffLanguage);
    }
    const size_t best = static_cast<size_t>(std::max_element(ranked.begin(), ranked.end()) - ranked.begin());
    for (double beaten : {kLeast, ranked[best] - 1, ranked[best] - kExact / 2, ranked[best] + kExact / 2, ranked[best] + 1}) {
      Being being(symbols, n);
      std::vector<Candidate> candidates(n);
      const std::vector<Outside> outside = outside_of(symbols);
      const size_t count = candidates_of(being.ranked, all.models.data(), n, Models::kEnglish, outside.data(), outside.size(),
                                         own_language, kOffLanguage, candidates.data());
      const Best found = best_of(being.ranked, all.models.data(), Models::kEnglish, candidates.data(), count, beaten, kExact);
      if (ranked[best] > beaten - kExact) {
        EXPECT_EQ(found.model, static_cast<int32_t>(best));
        EXPECT_EQ(found.score, ranked[best] - (own_language[best] ? 0 : kOffLanguage));
      } else {
        EXPECT_EQ(found.model, -1);
      }
    }
  }
}

// A whole's bound with no reading made: the settled part of another reading of the same bytes,
// plus the bound; never below the score of a reading whose symbols outside ASCII are those.
TEST(WholeBound, IsAtLeastTheScore) {
  const Models all;
  const size_t n = all.models.size();
  const std::vector<int32_t> symbols = {kA, kE, kSpace, kB, kA, kSpace, kE, kE, kDot, kA, kB};
  Being first(symbols, n);
  const Outside outside[] = {{kE, 3}};
  for (size_t m = 0; m < n; ++m) {
    Being being(symbols, n);
    const double score = scores::score(being.ranked, all.models.data(), m, Models::kEnglish, kLeast);
    EXPECT_GE(whole_bound(first.ranked, all.models.data(), m, Models::kEnglish, outside, 1), score);
  }
}

}  // namespace
}  // namespace utf8abnf::scores
