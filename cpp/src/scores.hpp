// How well a reading of bytes in another encoding reads as a language: the loops of the encoding
// detector (js/encodings/detect.js), over the symbols and the models that the JavaScript makes
// (js/encodings/symbols.js, language-models.js). Every sum is made in the order the detector
// states, so that a score is the same double wherever it is computed.
#pragma once

#include <cstddef>
#include <cstdint>

namespace utf8abnf::scores {

// What the detector tells of each character beside its symbol (its "facts", from Unicode's
// properties: symbols.js), as bits. The wasm build's contract reports them; symbols.js reads them
// from it.
constexpr uint16_t kCaseBits = 3;  // 1 lower case, 2 upper case, 0 neither
constexpr uint16_t kUpper = 2;
constexpr int kScriptShift = 2;  // a letter's script in 2 bits: 0 none, kLatin, or another
constexpr uint16_t kNoBreakSpace = 16;
constexpr uint16_t kWhiteSpace = 32;
constexpr int kSymbolScriptShift = 6;    // the script of the character's symbol, in 2 bits
constexpr uint16_t kAsciiSymbol = 256;   // its symbol is ASCII
constexpr uint16_t kOutsideAscii = 512;  // the character itself is not ASCII (its symbol may be: a curly quote)
constexpr int kLatin = 1;
constexpr int32_t kSpace = 0;  // the symbol id of white space

// A language model as language-models.js reads it: `local[id]` is the model's own number of a
// symbol (0 for any it does not know; ids from `known` on are unknown too), `logs[number]` its
// log-probability. A model of an alphabet scores pairs: of its size * size pairs only those
// counted have a term of their own, in `terms`, in the order of their bits in `counted`
// (`row_words` 32-bit words a first symbol), `ranks[word]` of them before each word; any other
// pair adds its first's `back_off` plus its second's log. A model of characters, which scores
// each symbol alone, has no pairs (`back_off` nullptr).
struct LanguageModel {
  const uint16_t* local;
  size_t known;
  size_t size;
  const double* logs;
  const double* back_off;
  const double* terms;
  const uint32_t* counted;
  const uint32_t* ranks;
  size_t row_words;
};

// The model's own number of the symbol `id`: 0 for one it does not know.
inline uint16_t local_of(const LanguageModel& model, int32_t id) {
  return static_cast<size_t>(id) < model.known ? model.local[id] : 0;
}

// A reading as the models see it: its symbols' ids, their facts, and at the index where a whole
// word of ASCII letters starts the index after it (0 elsewhere); `shape`, what its letters pay
// alike (shape_of).
struct Reading {
  const int32_t* symbols;
  const uint16_t* facts;
  const int32_t* word_ends;
  size_t length;
  double shape;
};

// The symbols and facts of bytes in a single-byte encoding, from the encoding's own of each byte.
void symbols_of_bytes(const uint8_t* bytes, size_t n, const int32_t* ids_of_byte, const uint16_t* facts_of_byte, int32_t* symbols,
                      uint16_t* facts);

// What the letters of a reading pay alike, whatever the language, counted by kind: capitals
// after a letter and starting a word, scripts switching in a word, a stray no-break space.
// shape_from sums them in one order, so that a shape made from another reading's counts is the
// same double.
struct ShapeCounts {
  uint32_t upper_inside, upper_first, switch_in_word, stray_space;
};
double shape_from(const ShapeCounts& counts);

// The shape of `facts` (its counts into `counts` where not nullptr), and each whole word of ASCII
// letters in `word_ends` (n entries).
double shape_of(const uint16_t* facts, size_t n, int32_t* word_ends, ShapeCounts* counts = nullptr);

// Each whole word of ASCII letters scored as English, at the index it starts at (others untouched);
// english_words_in, those that start in the unsettled spans (below) alone.
void english_words(const Reading& reading, const LanguageModel& english, double* words);
void english_words_in(const Reading& reading, const LanguageModel& english, const uint32_t* spans, size_t count, double* words);

// Below `floor`, a score is given up and -infinity returned: every term is at most 0, so a sum
// only falls. Where a Bound is given, it is given up sooner, as surely: once its sum so far and
// what its symbols outside ASCII yet to come can add (`left`) are below `floor`; `most`, by the
// model's number of a symbol, is the most one such symbol can add (ranking.hpp's most_each), and
// `left` less it as each is scored. Without one (`most` nullptr), `left` is 0.
struct Bound {
  const double* most = nullptr;
  double left = 0;
};

// The score by a model of a language written in Latin letters: its pairs, each word of ASCII
// letters read by the likelier of the model and English (`words`, english_words'; nullptr when
// the model is English's), in one pass. The detector sums the same terms in two parts (below);
// the tests hold those to this.
double latin_score(const Reading& reading, const LanguageModel& model, const double* words, double floor);

// A detection scores many readings of the same bytes by the same models, and most of their terms
// are alike in each: those of positions whose character and the one before it are ASCII, outside
// a word of ASCII letters beside another character. The other positions are "unsettled": each
// character outside ASCII, the position after it, and each such word. unsettled_spans writes them
// as spans [from, to) in `spans` (2 * count words, n + 1 at most: spans that meet are one) from a
// reading's facts, and returns their count; latin_settled sums the terms of the other positions
// by a model (once a detection for its single-byte readings, whose spans are alike), and
// latin_unsettled adds to `score` (the reading's shape and that sum) the terms of the spans, given
// up below `floor`. No span cuts a whole word, and a span's first term is of the symbol before it,
// as latin_score's: the sum is latin_score's to within rounding, and two readings with the same
// terms score the same double, whichever way each was read.
size_t unsettled_spans(const uint16_t* facts, size_t n, uint32_t* spans);
double latin_settled(const Reading& reading, const LanguageModel& model, const double* words, const uint32_t* spans,
                     size_t count);
double latin_unsettled(const Reading& reading, const LanguageModel& model, const double* words, const uint32_t* spans,
                       size_t count, double score, double floor, Bound bound = {});

// A single-byte reading of the same bytes as `base` (another single-byte reading, whose unsettled
// spans are `spans`, and the shape counts of the positions outside them `settled`: settled_counts
// of its facts and counts): its symbols, facts and word ends, and its shape, returned. The two
// differ only at bytes 80..FF, each in a span, and what a span's characters pay or whether a word
// is whole depends only on its own and those beside it; so the base is copied and the spans alone
// are read again, for the same arrays and double as symbols_of_bytes and shape_of make.
// settled_counts: of a reading's `facts` (n entries) and shape counts `counts`, the counts of the
// positions outside the spans, which every single-byte reading of the same bytes shares.
ShapeCounts settled_counts(const uint16_t* facts, size_t n, const ShapeCounts& counts, const uint32_t* spans, size_t count);
double derive_single_byte(const Reading& base, const ShapeCounts& settled, const uint32_t* spans, size_t count,
                          const uint8_t* bytes, const int32_t* ids_of_byte, const uint16_t* facts_of_byte, int32_t* symbols,
                          uint16_t* facts, int32_t* word_ends);

// The ASCII of a reading read as English, in a language written otherwise. Its terms too are
// alike outside the unsettled spans (a term reads a character and the one before it): the
// detector sums them as english_settled, once a detection for its single-byte readings, and
// english_unsettled, which adds the spans' terms to `score`; the tests hold the two to this.
double ascii_as_english(const Reading& reading, const LanguageModel& english);
double english_settled(const Reading& reading, const LanguageModel& english, const uint32_t* spans, size_t count);
double english_unsettled(const Reading& reading, const LanguageModel& english, const uint32_t* spans, size_t count, double score);

// The symbols outside ASCII by a model of a language written otherwise.
double own_score(const Reading& reading, const LanguageModel& model, double floor, Bound bound = {});

}  // namespace utf8abnf::scores
