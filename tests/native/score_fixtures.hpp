// What the tests of the detector's loops (scores_test.cpp, ranking_test.cpp) read: a few symbols
// with their facts, a small model of them whose every term is known, and texts of them.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "scores.hpp"

namespace utf8abnf::scores::fixtures {

// Symbols, by their code points: white space (kSpace), 'a', 'b' (ASCII Latin letters), 'é' (a
// Latin letter outside ASCII), 'ж' (another alphabet's), '.'.
enum : int32_t { kA = 'a', kB = 'b', kE = 0xE9, kZhe = 0x436, kDot = '.' };
constexpr int kOther = 2;  // another alphabet's script

inline uint16_t facts_of(int32_t symbol, bool upper = false) {
  switch (symbol) {
    case kSpace: return kWhiteSpace | kAsciiSymbol;
    case kA:
    case kB: return (upper ? kUpper : 1) | kLatin << kScriptShift | kLatin << kSymbolScriptShift | kAsciiSymbol;
    case kE: return 1 | kLatin << kScriptShift | kLatin << kSymbolScriptShift | kOutsideAscii;
    case kZhe: return 1 | kOther << kScriptShift | kOther << kSymbolScriptShift | kOutsideAscii;
    default: return kAsciiSymbol;
  }
}

// A model of all six symbols (numbered 1..6, 0 for any other): one pair in three counted, each with
// a term of its own; the others back off.
struct Model {
  std::vector<uint16_t> local = std::vector<uint16_t>(kZhe + 1, 0);
  size_t size = 7;
  size_t row_words = 1;
  std::vector<double> logs, back_off, terms;
  std::vector<uint32_t> counted = std::vector<uint32_t>(size * row_words, 0), ranks;
  explicit Model(double scale = 1) {
    uint16_t number = 1;
    for (int32_t symbol : {kSpace, int32_t{kA}, int32_t{kB}, int32_t{kE}, int32_t{kZhe}, int32_t{kDot}}) local[symbol] = number++;
    for (size_t k = 0; k < size; ++k) {
      logs.push_back(scale * (-1.0 - 0.1 * static_cast<double>(k)));
      back_off.push_back(scale * (-0.3 - 0.01 * static_cast<double>(k)));
    }
    for (size_t first = 0; first < size; ++first) {
      ranks.push_back(static_cast<uint32_t>(terms.size()));
      for (size_t second = 0; second < size; ++second) {
        if ((first + second) % 3 != 0) continue;
        counted[first] |= uint32_t{1} << second;
        terms.push_back(scale * (-0.5 - 0.01 * static_cast<double>(first * size + second)));
      }
    }
  }
  LanguageModel of(bool characters = false) const {
    return {local.data(), local.size(),   size,         logs.data(), characters ? nullptr : back_off.data(),
            terms.data(), counted.data(), ranks.data(), row_words};
  }
  // The term by the definition: a counted pair's own, else the back-off plus the second's log; of
  // the symbols numbered `first` and `second`, or of the symbols themselves (pair).
  double term(size_t first, size_t second) const {
    if ((first + second) % 3 != 0) return back_off[first] + logs[second];
    size_t rank = ranks[first];
    for (size_t before = 0; before < second; ++before) rank += (first + before) % 3 == 0;
    return terms[rank];
  }
  double pair(int32_t first_symbol, int32_t second_symbol) const { return term(local[first_symbol], local[second_symbol]); }
};

struct Text {
  std::vector<int32_t> symbols;
  std::vector<uint16_t> facts;
  std::vector<int32_t> word_ends;
  Reading reading{};
  Text(std::vector<int32_t> s, size_t upper_at = SIZE_MAX) : symbols(std::move(s)), word_ends(symbols.size(), -1) {
    for (size_t k = 0; k < symbols.size(); ++k) facts.push_back(facts_of(symbols[k], k == upper_at));
    double shape = shape_of(facts.data(), facts.size(), word_ends.data());
    reading = {symbols.data(), facts.data(), word_ends.data(), symbols.size(), shape};
  }
};

}  // namespace utf8abnf::scores::fixtures
