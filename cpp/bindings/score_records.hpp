// A language model and a reading as JS lays them out in wasm memory for the detector's hot calls
// (cpp/bindings/scores.cpp): addresses and lengths, one uint32 word each, at the offsets the
// contract reports (js/wasm/contract.js: RECORDS).
#pragma once

#include <cstdint>

#include "json_text.hpp"
#include "ranking.hpp"

namespace utf8abnf::wasm {

// The models a detection ranks by at most (the languages read: some forty).
constexpr uint32_t kMostModels = 64;

// scores::RankedModel: scores::LanguageModel's tables, `most` and `latin` (0 or 1).
struct ModelRecord {
  uint32_t local, known, size, logs, back_off, terms, counted, ranks, row_words, most, latin;
};

// scores::Settled: the spans, their count, and `sums` (a double by model); `as_english` in place.
struct SettledRecord {
  double as_english;
  uint32_t spans, count, sums;
};

// scores::RankedReading: scores::Reading's arrays, `length` entries each, `words` (length
// doubles), its SettledRecord's address, and `outside_latin` and `words_made` in place. The shape
// is the binding's to write (utf8abnf_read_shape).
struct ReadingRecord {
  double shape, outside_latin;
  uint32_t symbols, facts, word_ends, words, length, settled, words_made;
};

template <class T> T* at(uint32_t address) { return reinterpret_cast<T*>(static_cast<uintptr_t>(address)); }

inline scores::LanguageModel model_of(const ModelRecord& m) {
  return {at<const uint16_t>(m.local),
          m.known,
          m.size,
          at<const double>(m.logs),
          at<const double>(m.back_off),
          at<const double>(m.terms),
          at<const uint32_t>(m.counted),
          at<const uint32_t>(m.ranks),
          m.row_words};
}

inline scores::Reading reading_of(const ReadingRecord& r) {
  return {at<const int32_t>(r.symbols), at<const uint16_t>(r.facts), at<const int32_t>(r.word_ends), r.length, r.shape};
}

inline scores::RankedModel ranked_model_of(const ModelRecord& m) { return {model_of(m), at<const double>(m.most), m.latin != 0}; }

inline scores::RankedReading ranked_reading_of(ReadingRecord& r) {
  SettledRecord& settled = *at<SettledRecord>(r.settled);
  return {reading_of(r),
          {at<const uint32_t>(settled.spans), settled.count, &settled.as_english, at<double>(settled.sums)},
          at<double>(r.words),
          &r.words_made,
          &r.outside_latin};
}

// The detector's part of the contract (embind.cpp's contract()): "records", each record's fields
// in 32-bit words, and "facts", the bits of a character's facts (scores.cpp).
void detector_contract(JsonText& json);

}  // namespace utf8abnf::wasm
