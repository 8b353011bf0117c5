#include "scores.hpp"

#include <algorithm>
#include <limits>

namespace utf8abnf::scores {

// The loops that several functions here call are kept out of line ([[gnu::noinline]]): the wasm
// then holds each once, and its size is what every page that loads the package fetches.

namespace {

// What each reading pays alike, as natural logarithms written to the last bit (JavaScript's
// Math.log of each), so that no platform's log can make a score differ.
constexpr double kUpperInside = -3.5065578973199818;   // ln 0.03: a capital after a letter
constexpr double kUpperFirst = -1.8971199848858813;    // ln 0.15: a capital that starts a word
constexpr double kSwitchInWord = -9.2103403719761818;  // ln 1e-4: scripts switching inside a word
constexpr double kSwitchAtWord = -2.9957322735539909;  // ln 0.05: a Latin word beside one of another script
constexpr double kStraySpace = -6.9077552789821368;    // ln 1e-3: a no-break space beside a space or an end
constexpr double kEnglishWord = -1.6094379124341003;   // ln 0.2: an English word in another language's text
constexpr double kGivenUp = -std::numeric_limits<double>::infinity();

int script(uint16_t facts) { return facts >> kScriptShift & 3; }
int symbol_script(uint16_t facts) { return facts >> kSymbolScriptShift & 3; }
bool ascii(uint16_t facts) { return (facts & kAsciiSymbol) != 0; }

int bit_count(uint32_t word) { return __builtin_popcount(word); }

// The term of the pair of the symbols numbered `first` and `second`: the same double as a table
// of every pair would hold (language-models.js makes a pair never counted the same sum).
double pair_term(const LanguageModel& model, size_t first, size_t second) {
  const size_t word = first * model.row_words + (second >> 5);
  const uint32_t bit = uint32_t{1} << (second & 31);
  const uint32_t bits = model.counted[word];
  if (bits & bit) return model.terms[model.ranks[word] + bit_count(bits & (bit - 1))];
  return model.back_off[first] + model.logs[second];
}

// The term of the pair that ends at k: the symbol before it (a space at the start), then it.
double pair_term_at(const LanguageModel& model, const int32_t* symbols, size_t k) {
  return pair_term(model, local_of(model, k == 0 ? kSpace : symbols[k - 1]), local_of(model, symbols[k]));
}

// A run of spaces is scored as one.
bool skipped(const int32_t* symbols, size_t k) { return symbols[k] == kSpace && (k == 0 || symbols[k - 1] == kSpace); }

}  // namespace

[[gnu::noinline]] void symbols_of_bytes(const uint8_t* bytes, size_t n, const int32_t* ids_of_byte, const uint16_t* facts_of_byte,
                                        int32_t* symbols, uint16_t* facts) {
  for (size_t k = 0; k < n; ++k) {
    symbols[k] = ids_of_byte[bytes[k]];
    facts[k] = facts_of_byte[bytes[k]];
  }
}

namespace {

bool ascii_letter_symbol(uint16_t facts) { return ascii(facts) && symbol_script(facts) != 0; }

// Adds what the letters of positions [from, to) of `facts` (n entries) pay, by kind.
[[gnu::noinline]] void count_shape(const uint16_t* facts, size_t n, size_t from, size_t to, ShapeCounts& counts) {
  uint16_t previous = from == 0 ? 0 : facts[from - 1];  // none at the start
  for (size_t k = from; k < to; ++k) {
    const uint16_t fact = facts[k];
    const int before = script(previous);
    const int own = script(fact);
    if ((fact & kCaseBits) == kUpper) ++(before ? counts.upper_inside : counts.upper_first);
    if (before && own && before != own) ++counts.switch_in_word;
    // A no-break space between two letters splits a word; beside a space or at an end it is
    // spacing no one types (a letter read in an encoding that has a no-break space there).
    if (fact & kNoBreakSpace) {
      const uint16_t after = k + 1 < n ? facts[k + 1] : kWhiteSpace;
      if (before && script(after)) {
        ++counts.switch_in_word;
      } else if (k == 0 || (previous & kWhiteSpace) || (after & kWhiteSpace)) {
        ++counts.stray_space;
      }
    }
    previous = fact;
  }
}

// Writes the word ends of the runs of ASCII letters that start in [from, to): a run is a whole
// word when no letter comes before or after it. Other entries in [from, to) become 0.
[[gnu::noinline]] void mark_words(const uint16_t* facts, size_t n, size_t from, size_t to, int32_t* word_ends) {
  std::fill(word_ends + from, word_ends + to, 0);
  for (size_t k = from; k < to; ++k) {
    if (!ascii_letter_symbol(facts[k]) || (k > 0 && ascii_letter_symbol(facts[k - 1]))) continue;
    size_t end = k;
    while (end < n && ascii_letter_symbol(facts[end])) ++end;
    const bool whole = (k == 0 || symbol_script(facts[k - 1]) == 0) && (end == n || symbol_script(facts[end]) == 0);
    if (whole) word_ends[k] = static_cast<int32_t>(end);
    k = end - 1;
  }
}

}  // namespace

double shape_from(const ShapeCounts& counts) {
  return counts.upper_inside * kUpperInside + counts.upper_first * kUpperFirst + counts.switch_in_word * kSwitchInWord +
         counts.stray_space * kStraySpace;
}

double shape_of(const uint16_t* facts, size_t n, int32_t* word_ends, ShapeCounts* counts) {
  ShapeCounts own{};
  count_shape(facts, n, 0, n, own);
  mark_words(facts, n, 0, n, word_ends);
  if (counts) *counts = own;
  return shape_from(own);
}

ShapeCounts settled_counts(const uint16_t* facts, size_t n, const ShapeCounts& counts, const uint32_t* spans, size_t count) {
  // The counts are whole numbers: taken away and added in any order, they are the counts shape_of makes.
  ShapeCounts in_spans{};
  for (size_t s = 0; s < count; ++s) count_shape(facts, n, spans[2 * s], spans[2 * s + 1], in_spans);
  return {counts.upper_inside - in_spans.upper_inside, counts.upper_first - in_spans.upper_first,
          counts.switch_in_word - in_spans.switch_in_word, counts.stray_space - in_spans.stray_space};
}

double derive_single_byte(const Reading& base, const ShapeCounts& settled, const uint32_t* spans, size_t count,
                          const uint8_t* bytes, const int32_t* ids_of_byte, const uint16_t* facts_of_byte, int32_t* symbols,
                          uint16_t* facts, int32_t* word_ends) {
  const size_t n = base.length;
  std::copy(base.symbols, base.symbols + n, symbols);
  std::copy(base.facts, base.facts + n, facts);
  std::copy(base.word_ends, base.word_ends + n, word_ends);
  ShapeCounts own = settled;
  // A span reads the characters beside it, which are in no span (spans that meet are one): alike.
  for (size_t s = 0; s < count; ++s) {
    const size_t from = spans[2 * s], to = spans[2 * s + 1];
    symbols_of_bytes(bytes + from, to - from, ids_of_byte, facts_of_byte, symbols + from, facts + from);
    count_shape(facts, n, from, to, own);
    mark_words(facts, n, from, to, word_ends);
  }
  return shape_from(own);
}

namespace {

// english_words' of the words that start in [from, to).
[[gnu::noinline]] void english_words_from(const Reading& reading, const LanguageModel& english, size_t from, size_t to,
                                          double* words) {
  for (size_t k = from; k < to; ++k) {
    const size_t end = static_cast<size_t>(reading.word_ends[k]);
    if (end == 0) continue;
    double sum = 0;
    for (size_t at = k; at < end; ++at) sum += pair_term_at(english, reading.symbols, at);
    words[k] = sum;
  }
}

}  // namespace

void english_words(const Reading& reading, const LanguageModel& english, double* words) {
  english_words_from(reading, english, 0, reading.length, words);
}

void english_words_in(const Reading& reading, const LanguageModel& english, const uint32_t* spans, size_t count, double* words) {
  for (size_t s = 0; s < count; ++s) english_words_from(reading, english, spans[2 * s], spans[2 * s + 1], words);
}

namespace {

// The terms of the positions [from, to) of a reading by a model of Latin letters, added to `score`
// in order: a pair for each symbol (after the one before it, a space at the start), or a whole word
// of ASCII letters at once, by the likelier of the model and English; a run of spaces once. One
// loop, the symbol before carried along: the terms and their order are english_words', word by
// word. Given up below `floor`.
[[gnu::noinline]] double latin_terms(const Reading& reading, const LanguageModel& model, const double* words, size_t from,
                                     size_t to, double score, double floor, Bound& bound) {
  const int32_t* symbols = reading.symbols;
  size_t before = local_of(model, from == 0 ? kSpace : symbols[from - 1]);
  for (size_t k = from; k < to; ++k) {
    if (score + bound.left < floor) return kGivenUp;
    if (skipped(symbols, k)) continue;  // before stays the space's
    const size_t end = words ? static_cast<size_t>(reading.word_ends[k]) : 0;
    if (end) {
      const double as_english = words[k] + kEnglishWord;
      double sum = 0;
      for (; k < end; ++k) {
        const size_t symbol = local_of(model, symbols[k]);
        sum += pair_term(model, before, symbol);
        before = symbol;
      }
      k = end - 1;
      score += std::max(sum, as_english);
    } else {
      const size_t symbol = local_of(model, symbols[k]);
      score += pair_term(model, before, symbol);
      if (bound.most && !ascii(reading.facts[k])) bound.left -= bound.most[symbol];
      before = symbol;
    }
  }
  return score;
}

bool outside_ascii(uint16_t facts) { return (facts & kOutsideAscii) != 0; }
bool ascii_letter(uint16_t facts) { return !outside_ascii(facts) && symbol_script(facts) != 0; }

}  // namespace

double latin_score(const Reading& reading, const LanguageModel& model, const double* words, double floor) {
  Bound none;
  const double score = latin_terms(reading, model, words, 0, reading.length, reading.shape, floor, none);
  return score < floor ? kGivenUp : score;
}

size_t unsettled_spans(const uint16_t* facts, size_t n, uint32_t* spans) {
  size_t count = 0;
  // Adds [from, to), joined to the last span where they meet.
  const auto add = [&](size_t from, size_t to) {
    if (count > 0 && spans[2 * count - 1] >= from) {
      spans[2 * count - 1] = static_cast<uint32_t>(std::max<size_t>(spans[2 * count - 1], to));
      return;
    }
    spans[2 * count] = static_cast<uint32_t>(from);
    spans[2 * count + 1] = static_cast<uint32_t>(to);
    ++count;
  };
  for (size_t k = 0; k < n;) {
    if (ascii_letter(facts[k])) {
      size_t end = k;
      while (end < n && ascii_letter(facts[end])) ++end;
      if ((k > 0 && outside_ascii(facts[k - 1])) || (end < n && outside_ascii(facts[end]))) add(k, end);
      k = end;
    } else {
      if (outside_ascii(facts[k])) add(k, std::min(n, k + 2));
      ++k;
    }
  }
  return count;
}

namespace {

// The terms of the positions outside the spans, terms(from, to, score) adding those of [from, to).
template <class Terms> double sum_settled(const uint32_t* spans, size_t count, size_t n, Terms terms) {
  double score = 0;
  size_t from = 0;
  for (size_t s = 0; s < count; ++s) {
    score = terms(from, spans[2 * s], score);
    from = spans[2 * s + 1];
  }
  return terms(from, n, score);
}

// `score` and the terms of the spans, likewise, the sum given up once below `floor`.
template <class Terms> double sum_unsettled(const uint32_t* spans, size_t count, double score, double floor, Terms terms) {
  for (size_t s = 0; s < count && score >= floor; ++s) score = terms(spans[2 * s], spans[2 * s + 1], score);
  return score;
}

}  // namespace

double latin_settled(const Reading& reading, const LanguageModel& model, const double* words, const uint32_t* spans,
                     size_t count) {
  Bound none;
  return sum_settled(spans, count, reading.length, [&](size_t from, size_t to, double score) {
    return latin_terms(reading, model, words, from, to, score, kGivenUp, none);
  });
}

double latin_unsettled(const Reading& reading, const LanguageModel& model, const double* words, const uint32_t* spans,
                       size_t count, double score, double floor, Bound bound) {
  score = sum_unsettled(spans, count, score, floor, [&](size_t from, size_t to, double sum) {
    return latin_terms(reading, model, words, from, to, sum, floor, bound);
  });
  return score < floor ? kGivenUp : score;
}

namespace {

// The terms of the positions [from, to) of a reading's ASCII read as English, added to `score` in
// order: pairs within a run of ASCII, a symbol alone after other letters.
[[gnu::noinline]] double english_terms(const Reading& reading, const LanguageModel& english, size_t from, size_t to,
                                       double score) {
  const int32_t* symbols = reading.symbols;
  const uint16_t* facts = reading.facts;
  for (size_t k = from; k < to; ++k) {
    if (!ascii(facts[k]) || skipped(symbols, k)) continue;
    const bool after_ascii = k == 0 || ascii(facts[k - 1]);
    score += after_ascii ? pair_term_at(english, symbols, k)
                         : english.logs[local_of(english, symbols[k])] + (symbol_script(facts[k]) ? kSwitchAtWord : 0);
    // An English word in text of a language written otherwise is as rare as in one written in Latin letters.
    if (symbol_script(facts[k]) && !(k > 0 && symbol_script(facts[k - 1]))) score += kEnglishWord;
  }
  return score;
}

}  // namespace

double ascii_as_english(const Reading& reading, const LanguageModel& english) {
  return english_terms(reading, english, 0, reading.length, 0);
}

double english_settled(const Reading& reading, const LanguageModel& english, const uint32_t* spans, size_t count) {
  return sum_settled(spans, count, reading.length,
                     [&](size_t from, size_t to, double score) { return english_terms(reading, english, from, to, score); });
}

double english_unsettled(const Reading& reading, const LanguageModel& english, const uint32_t* spans, size_t count,
                         double score) {
  return sum_unsettled(spans, count, score, kGivenUp,
                       [&](size_t from, size_t to, double sum) { return english_terms(reading, english, from, to, sum); });
}

// Alone after ASCII (or by a model of characters), else in pairs; a letter after a Latin word pays
// the switch.
double own_score(const Reading& reading, const LanguageModel& model, double floor, Bound bound) {
  const int32_t* symbols = reading.symbols;
  const uint16_t* facts = reading.facts;
  double score = 0;
  for (size_t k = 0; k < reading.length; ++k) {
    if (score + bound.left < floor) return kGivenUp;
    if (ascii(facts[k])) continue;
    const bool after_ascii = k == 0 || ascii(facts[k - 1]);
    const double switched = after_ascii && k > 0 && symbol_script(facts[k - 1]) == kLatin ? kSwitchAtWord : 0;
    const size_t symbol = local_of(model, symbols[k]);
    score += (model.back_off == nullptr || after_ascii ? model.logs[symbol] : pair_term_at(model, symbols, k)) + switched;
    if (bound.most) bound.left -= bound.most[symbol];
  }
  return score < floor ? kGivenUp : score;
}

}  // namespace utf8abnf::scores
