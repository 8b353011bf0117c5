// A language model and a reading as JS lays them out in wasm memory for the detector's hot calls
// (cpp/bindings/scores.cpp): addresses and lengths, one uint32 word each, at the offsets the
// contract reports (js/wasm/contract.js: RECORDS).
#pragma once

#include <cstdint>

#include "scores.hpp"

namespace utf8abnf::wasm {

// scores::LanguageModel's tables.
struct ModelRecord {
  uint32_t local, known, size, logs, back_off, terms, counted, ranks, row_words;
};

// scores::Reading's arrays, `length` entries each, and `words` (length doubles) for
// english_words. The shape is the binding's to write (utf8abnf_read_shape) and read.
struct ReadingRecord {
  double shape;
  uint32_t symbols, facts, word_ends, words, length;
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

}  // namespace utf8abnf::wasm
