// The encoding detector's hot calls (cpp/src/scores.hpp, ranking.hpp): plain exports over records
// that JS writes in wasm memory (score_records.hpp).
#include <emscripten/em_macros.h>

#include "score_records.hpp"

using namespace utf8abnf;
using wasm::at;
using wasm::kMostModels;
using wasm::ModelRecord;
using wasm::ReadingRecord;
using wasm::SettledRecord;

extern "C" {

// Fills the reading's symbols and facts from bytes of a single-byte encoding, by the encoding's
// symbol ids (256 int32) and facts (256 uint16) of each byte.
EMSCRIPTEN_KEEPALIVE void utf8abnf_symbols_of_bytes(const uint8_t* bytes, const int32_t* ids, const uint16_t* facts,
                                                    ReadingRecord* reading) {
  scores::symbols_of_bytes(bytes, reading->length, ids, facts, at<int32_t>(reading->symbols), at<uint16_t>(reading->facts));
}

// Fills the reading's word ends and its shape, from its facts, and the shape's counts where
// `counts` is not null. Returns the shape.
EMSCRIPTEN_KEEPALIVE double utf8abnf_read_shape(ReadingRecord* reading, scores::ShapeCounts* counts) {
  reading->shape = scores::shape_of(at<const uint16_t>(reading->facts), reading->length, at<int32_t>(reading->word_ends), counts);
  return reading->shape;
}

// Makes `counts` (read_shape's of `reading`) those of the positions outside its unsettled spans
// `spans`, which each single-byte reading of the same bytes shares.
EMSCRIPTEN_KEEPALIVE void utf8abnf_settle_counts(const ReadingRecord* reading, scores::ShapeCounts* counts, const uint32_t* spans,
                                                 uint32_t count) {
  *counts = scores::settled_counts(at<const uint16_t>(reading->facts), reading->length, *counts, spans, count);
}

// Fills a single-byte reading of the bytes `base` was read from (its unsettled spans `spans`,
// settle_counts' `settled`) by the encoding's ids and facts of each byte, as symbols_of_bytes and
// read_shape would. Returns its shape.
EMSCRIPTEN_KEEPALIVE double utf8abnf_derive_single_byte(const ReadingRecord* base, const scores::ShapeCounts* settled,
                                                        const uint32_t* spans, uint32_t count, const uint8_t* bytes,
                                                        const int32_t* ids, const uint16_t* facts, ReadingRecord* reading) {
  reading->shape =
      scores::derive_single_byte(wasm::reading_of(*base), *settled, spans, count, bytes, ids, facts,
                                 at<int32_t>(reading->symbols), at<uint16_t>(reading->facts), at<int32_t>(reading->word_ends));
  return reading->shape;
}

// Fills the model's `most` (ranking.hpp's most_each).
EMSCRIPTEN_KEEPALIVE void utf8abnf_most_each(const ModelRecord* model) {
  scores::most_each(wasm::model_of(*model), at<double>(model->most));
}

// The unsettled spans (scores.hpp) of the reading, into `spans`. Returns their count.
EMSCRIPTEN_KEEPALIVE uint32_t utf8abnf_unsettled_spans(const ReadingRecord* reading, uint32_t* spans) {
  return static_cast<uint32_t>(scores::unsettled_spans(at<const uint16_t>(reading->facts), reading->length, spans));
}

}  // extern "C"

namespace {

// The models of a detection, from the table of their records' addresses (`table`, `count` of
// them, kMostModels at most: the contract says so, and the JavaScript asks no more).
struct Models {
  scores::RankedModel models[kMostModels];
  [[gnu::noinline]] Models(const uint32_t* table, uint32_t count) {
    for (uint32_t m = 0; m < count; ++m) models[m] = wasm::ranked_model_of(*at<const ModelRecord>(table[m]));
  }
};

}  // namespace

extern "C" {

// The calls of the ranking (ranking.hpp), over the models of `table` (`count` of them; `english`
// is English's number there) and the readings' records. An `outside` is `n_outside` pairs of
// int32: a symbol and how often it comes.

// Writes the reading's candidates (ranking.hpp), `count` at most, at `candidates`; returns their count.
EMSCRIPTEN_KEEPALIVE uint32_t utf8abnf_candidates_of(ReadingRecord* reading, const uint32_t* table, uint32_t count,
                                                     uint32_t english, const scores::Outside* outside, uint32_t n_outside,
                                                     const uint8_t* own_language, double off_language,
                                                     scores::Candidate* candidates) {
  const Models models(table, count);
  scores::RankedReading ranked = wasm::ranked_reading_of(*reading);
  return static_cast<uint32_t>(
      scores::candidates_of(ranked, models.models, count, english, outside, n_outside, own_language, off_language, candidates));
}

// The best of the reading's `n` candidates: its number (-1 for none), its score written at `score`.
EMSCRIPTEN_KEEPALIVE int32_t utf8abnf_best_of(ReadingRecord* reading, const uint32_t* table, uint32_t count, uint32_t english,
                                              const scores::Candidate* candidates, uint32_t n, double beaten, double exact,
                                              double* score) {
  const Models models(table, count);
  scores::RankedReading ranked = wasm::ranked_reading_of(*reading);
  const scores::Best best = scores::best_of(ranked, models.models, english, candidates, n, beaten, exact);
  *score = best.score;
  return best.model;
}

EMSCRIPTEN_KEEPALIVE double utf8abnf_score(ReadingRecord* reading, const uint32_t* table, uint32_t count, uint32_t english,
                                           uint32_t model, double floor) {
  const Models models(table, count);
  scores::RankedReading ranked = wasm::ranked_reading_of(*reading);
  return scores::score(ranked, models.models, model, english, floor);
}

EMSCRIPTEN_KEEPALIVE double utf8abnf_whole_bound(ReadingRecord* first, const uint32_t* table, uint32_t count, uint32_t english,
                                                 uint32_t model, const scores::Outside* outside, uint32_t n_outside) {
  const Models models(table, count);
  scores::RankedReading ranked = wasm::ranked_reading_of(*first);
  return scores::whole_bound(ranked, models.models, model, english, outside, n_outside);
}

}  // extern "C"

// The records' layouts and the facts' bits, as the JavaScript reads them (js/wasm/contract.js).
void wasm::detector_contract(JsonText& json) {
  constexpr size_t kSlot = sizeof(int32_t);
  json.key("records").open('{');
  layout(json.key("model"),
         {UTF8ABNF_FIELD(ModelRecord, local),
          UTF8ABNF_FIELD(ModelRecord, known),
          UTF8ABNF_FIELD(ModelRecord, size),
          UTF8ABNF_FIELD(ModelRecord, logs),
          UTF8ABNF_FIELD(ModelRecord, back_off),
          UTF8ABNF_FIELD(ModelRecord, terms),
          UTF8ABNF_FIELD(ModelRecord, counted),
          UTF8ABNF_FIELD(ModelRecord, ranks),
          UTF8ABNF_FIELD(ModelRecord, row_words),
          UTF8ABNF_FIELD(ModelRecord, most),
          UTF8ABNF_FIELD(ModelRecord, latin),
          {"recordWords", sizeof(ModelRecord)}},
         kSlot);
  layout(json.key("reading"),
         {UTF8ABNF_FIELD(ReadingRecord, shape),
          UTF8ABNF_FIELD(ReadingRecord, outside_latin),
          UTF8ABNF_FIELD(ReadingRecord, symbols),
          UTF8ABNF_FIELD(ReadingRecord, facts),
          UTF8ABNF_FIELD(ReadingRecord, word_ends),
          UTF8ABNF_FIELD(ReadingRecord, words),
          UTF8ABNF_FIELD(ReadingRecord, length),
          UTF8ABNF_FIELD(ReadingRecord, settled),
          UTF8ABNF_FIELD(ReadingRecord, words_made),
          {"recordWords", sizeof(ReadingRecord)}},
         kSlot);
  layout(json.key("settled"),
         {UTF8ABNF_FIELD(SettledRecord, as_english),
          UTF8ABNF_FIELD(SettledRecord, spans),
          UTF8ABNF_FIELD(SettledRecord, count),
          UTF8ABNF_FIELD(SettledRecord, sums),
          {"recordWords", sizeof(SettledRecord)}},
         kSlot);
  // A candidate (ranking.hpp), in 32-bit words, and the models a detection ranks by at most.
  layout(json.key("candidate"),
         {UTF8ABNF_FIELD(scores::Candidate, most),
          UTF8ABNF_FIELD(scores::Candidate, prior),
          UTF8ABNF_FIELD(scores::Candidate, model),
          {"recordWords", sizeof(scores::Candidate)}},
         kSlot);
  json.key("mostModels").number(kMostModels);
  json.close('}').key("facts").open('{');
  json.key("caseBits")
      .number(scores::kCaseBits)
      .key("upper")
      .number(scores::kUpper)
      .key("scriptShift")
      .number(scores::kScriptShift);
  json.key("noBreakSpace").number(scores::kNoBreakSpace).key("whiteSpace").number(scores::kWhiteSpace);
  json.key("symbolScriptShift").number(scores::kSymbolScriptShift).key("asciiSymbol").number(scores::kAsciiSymbol);
  json.key("outsideAscii").number(scores::kOutsideAscii);
  json.key("latin").number(scores::kLatin).key("space").number(scores::kSpace).close('}');
}
