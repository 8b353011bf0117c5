// The encoding detector's hot calls (cpp/src/scores.hpp): plain exports over records that JS
// writes in wasm memory (score_records.hpp), each returning its score.
#include <emscripten/em_macros.h>

#include "score_records.hpp"

using namespace utf8abnf;
using wasm::at;
using wasm::ModelRecord;
using wasm::ReadingRecord;

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

// Fills a single-byte reading of the bytes `base` was read from (read_shape's counts
// `base_counts`, unsettled spans `spans`) by the encoding's ids and facts of each byte, as
// symbols_of_bytes and read_shape would. Returns its shape.
EMSCRIPTEN_KEEPALIVE double utf8abnf_derive_single_byte(const ReadingRecord* base, const scores::ShapeCounts* base_counts,
                                                        const uint32_t* spans, uint32_t count, const uint8_t* bytes,
                                                        const int32_t* ids, const uint16_t* facts, ReadingRecord* reading) {
  reading->shape =
      scores::derive_single_byte(wasm::reading_of(*base), *base_counts, spans, count, bytes, ids, facts,
                                 at<int32_t>(reading->symbols), at<uint16_t>(reading->facts), at<int32_t>(reading->word_ends));
  return reading->shape;
}

// Fills the reading's words with their scores as English.
EMSCRIPTEN_KEEPALIVE void utf8abnf_english_words(const ReadingRecord* reading, const ModelRecord* english) {
  scores::english_words(wasm::reading_of(*reading), wasm::model_of(*english), at<double>(reading->words));
}

// The unsettled spans (scores.hpp) of the reading, into `spans`. Returns their count.
EMSCRIPTEN_KEEPALIVE uint32_t utf8abnf_unsettled_spans(const ReadingRecord* reading, uint32_t* spans) {
  return static_cast<uint32_t>(scores::unsettled_spans(at<const uint16_t>(reading->facts), reading->length, spans));
}

// `words`: whether the reading's words (english_words') are weighed against English.
EMSCRIPTEN_KEEPALIVE double utf8abnf_latin_settled(const ReadingRecord* reading, const ModelRecord* model, int words,
                                                   const uint32_t* spans, uint32_t count) {
  return scores::latin_settled(wasm::reading_of(*reading), wasm::model_of(*model),
                               words ? at<const double>(reading->words) : nullptr, spans, count);
}

EMSCRIPTEN_KEEPALIVE double utf8abnf_latin_unsettled(const ReadingRecord* reading, const ModelRecord* model, int words,
                                                     const uint32_t* spans, uint32_t count, double score, double floor) {
  return scores::latin_unsettled(wasm::reading_of(*reading), wasm::model_of(*model),
                                 words ? at<const double>(reading->words) : nullptr, spans, count, score, floor);
}

EMSCRIPTEN_KEEPALIVE double utf8abnf_english_settled(const ReadingRecord* reading, const ModelRecord* english,
                                                     const uint32_t* spans, uint32_t count) {
  return scores::english_settled(wasm::reading_of(*reading), wasm::model_of(*english), spans, count);
}

EMSCRIPTEN_KEEPALIVE double utf8abnf_english_unsettled(const ReadingRecord* reading, const ModelRecord* english,
                                                       const uint32_t* spans, uint32_t count, double score) {
  return scores::english_unsettled(wasm::reading_of(*reading), wasm::model_of(*english), spans, count, score);
}

EMSCRIPTEN_KEEPALIVE double utf8abnf_own_score(const ReadingRecord* reading, const ModelRecord* model, double floor) {
  return scores::own_score(wasm::reading_of(*reading), wasm::model_of(*model), floor);
}

}  // extern "C"
