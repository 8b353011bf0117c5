#include "ranking.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace utf8abnf::scores {

// Every call here is kept out of line ([[gnu::noinline]], as in scores.cpp): the wasm then holds
// each once, and its size is what every page that loads the package fetches.

namespace {

// Its settled terms by a model of Latin letters, else its settled ASCII read as English: alike in
// every single-byte reading of the same bytes, each made once. A model of Latin letters other than
// English's weighs the reading's words against English, made once for the reading: those in its
// spans, which its own terms read, and the others only where it makes a settled sum, whose
// words outside the spans are the same in each reading that shares it.
[[gnu::noinline]] double settled_part(RankedReading& reading, const RankedModel* models, size_t m, size_t english) {
  const LanguageModel& as_english = models[english].tables;
  const Settled& settled = reading.settled;
  if (models[m].latin) {
    const bool words = m != english;
    double& sum = settled.sums[m];
    const uint32_t needed = std::isnan(sum) ? kEveryWord : kWordsInSpans;
    if (words && *reading.words_made < needed) {
      if (needed == kEveryWord)
        english_words(reading.reading, as_english, reading.words);
      else
        english_words_in(reading.reading, as_english, settled.spans, settled.count, reading.words);
      *reading.words_made = needed;
    }
    if (std::isnan(sum))
      sum = latin_settled(reading.reading, models[m].tables, words ? reading.words : nullptr, settled.spans, settled.count);
    return sum;
  }
  if (std::isnan(*settled.as_english))
    *settled.as_english = english_settled(reading.reading, as_english, settled.spans, settled.count);
  return *settled.as_english;
}

// Whether `model` knows at least half of the symbols: asked one by one until that is certain. Its
// number 0 is any symbol it does not know, so logs[0] is what one scores.
[[gnu::noinline]] bool knows_half(const RankedModel& model, const Outside* outside, size_t n) {
  const LanguageModel& tables = model.tables;
  const size_t half = (n + 1) / 2;
  size_t known = 0;
  for (size_t k = 0; known < half && k - known <= n - half; ++k) {
    if (tables.logs[local_of(tables, outside[k].symbol)] != tables.logs[0]) ++known;
  }
  return known >= half;
}

}  // namespace

[[gnu::noinline]] void most_each(const LanguageModel& model, double* most) {
  std::copy(model.logs, model.logs + model.size, most);
  if (model.back_off == nullptr) return;
  const double* term = model.terms;  // in the order of their bits
  for (size_t w = 0; w < model.size * model.row_words; ++w) {
    for (uint32_t word = model.counted[w]; word != 0; word &= word - 1) {
      const size_t second = (w % model.row_words) * 32 + static_cast<size_t>(__builtin_ctz(word));
      most[second] = std::max(most[second], *term++);
    }
  }
}

[[gnu::noinline]] double shared(RankedReading& reading, const RankedModel* models, size_t m, size_t english) {
  if (models[m].latin) return reading.reading.shape + settled_part(reading, models, m, english);
  if (std::isnan(*reading.outside_latin)) {
    const Settled& settled = reading.settled;
    const double as_english = settled_part(reading, models, m, english);
    *reading.outside_latin = reading.reading.shape +
                             english_unsettled(reading.reading, models[english].tables, settled.spans, settled.count, as_english);
  }
  return *reading.outside_latin;
}

[[gnu::noinline]] double score(RankedReading& reading, const RankedModel* models, size_t m, size_t english, double floor,
                               Bound bound) {
  const double base = shared(reading, models, m, english);
  const RankedModel& model = models[m];
  if (!model.latin) return base + own_score(reading.reading, model.tables, floor - base, bound);
  const double* words = m != english ? reading.words : nullptr;
  return latin_unsettled(reading.reading, model.tables, words, reading.settled.spans, reading.settled.count, base, floor, bound);
}

[[gnu::noinline]] double bound_of(const Outside* outside, size_t n, const RankedModel& model) {
  double bound = 0;
  for (size_t k = 0; k < n; ++k) bound += outside[k].count * model.most[local_of(model.tables, outside[k].symbol)];
  return bound;
}

[[gnu::noinline]] size_t candidates_of(RankedReading& reading, const RankedModel* models, size_t n_models, size_t english,
                                       const Outside* outside, size_t n_outside, const uint8_t* own_language, double off_language,
                                       Candidate* candidates) {
  size_t count = 0;
  for (size_t m = 0; m < n_models; ++m) {
    if (knows_half(models[m], outside, n_outside)) candidates[count++].model = static_cast<uint32_t>(m);
  }
  if (count == 0) {
    for (size_t m = 0; m < n_models; ++m) candidates[count++].model = static_cast<uint32_t>(m);
  }
  for (size_t k = 0; k < count; ++k) {
    Candidate& candidate = candidates[k];
    const size_t m = candidate.model;
    candidate.prior = own_language[m] ? 0 : off_language;
    const double bound = bound_of(outside, n_outside, models[m]);
    candidate.most = bound + shared(reading, models, m, english) + candidate.prior;
    // Loosened by far more than the sum can be rounded by as best_of takes it apart term by term:
    // no score above the floor is given up.
    candidate.bound = bound + 1e-9 * (1 + std::fabs(bound));
  }
  // Likeliest first, then by number (each model is met once): an insertion sort, as they are few.
  const auto before = [](const Candidate& a, const Candidate& b) {
    return a.most > b.most || (a.most == b.most && a.model < b.model);
  };
  for (size_t k = 1; k < count; ++k) {
    const Candidate candidate = candidates[k];
    size_t at = k;
    for (; at > 0 && before(candidate, candidates[at - 1]); --at) candidates[at] = candidates[at - 1];
    candidates[at] = candidate;
  }
  return count;
}

[[gnu::noinline]] Best best_of(RankedReading& reading, const RankedModel* models, size_t english, const Candidate* candidates,
                               size_t n, double beaten, double exact) {
  Best best{-1, 0};
  double best_ranked = -std::numeric_limits<double>::infinity();  // its score with its prior
  for (size_t k = 0; k < n; ++k) {
    const Candidate& candidate = candidates[k];
    const double floor = std::max(best_ranked, beaten) - exact;
    if (candidate.most < floor) break;
    const Bound bound{models[candidate.model].most, candidate.bound};
    const double ranked = score(reading, models, candidate.model, english, floor - candidate.prior, bound) + candidate.prior;
    const int32_t model = static_cast<int32_t>(candidate.model);
    if (ranked > floor && (best.model < 0 || ranked > best_ranked || (ranked == best_ranked && model < best.model))) {
      best = {model, ranked - candidate.prior};
      best_ranked = ranked;
    }
  }
  return best;
}

[[gnu::noinline]] double whole_bound(RankedReading& first, const RankedModel* models, size_t m, size_t english,
                                     const Outside* outside, size_t n_outside) {
  return settled_part(first, models, m, english) + bound_of(outside, n_outside, models[m]);
}

}  // namespace utf8abnf::scores
