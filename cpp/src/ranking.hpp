// Which language model reads a reading best, found with as few scores as the bounds allow: the
// loops of the encoding detector's ranking (js/encodings/detect.js), over the scores of
// scores.hpp. A detection's readings are many and each may be read by any of some forty models, so
// the ranking runs here, where no engine has to warm up to it first. The answers are those of
// scoring every reading by every model: no sum rises as it goes, so a model whose bound, or whose
// sum part-way with the most its symbols outside ASCII yet to come can add, is below what must be
// beaten is dropped.
#pragma once

#include <cstddef>
#include <cstdint>

#include "scores.hpp"

namespace utf8abnf::scores {

// A model as the ranking reads it: its tables; by its number of a symbol the most that one
// symbol outside ASCII can add (`most`: most_each's); whether its language is written in Latin
// letters.
struct RankedModel {
  LanguageModel tables;
  const double* most;
  bool latin;
};

// A reading's unsettled spans (scores.hpp), and its sums over the other positions, which the
// single-byte readings of the same bytes share; each is NaN until first asked for and kept:
// `*as_english` (english_settled) and `sums[m]` by the model numbered m, of Latin letters
// (latin_settled: its words weighed against English, but by English's own model).
struct Settled {
  const uint32_t* spans;
  size_t count;
  double* as_english;
  double* sums;
};

// A reading as it is ranked, with what is made of it when first asked for, kept: its words as
// English (english_words' `words`: `*words_made` says which are made, none, kWordsInSpans or
// kEveryWord), and by a model of a language written otherwise the part of its score its ASCII
// makes (`*outside_latin`, NaN until made).
constexpr uint32_t kWordsInSpans = 1;
constexpr uint32_t kEveryWord = 2;
struct RankedReading {
  Reading reading;
  Settled settled;
  double* words;
  uint32_t* words_made;
  double* outside_latin;
};

// A symbol outside ASCII of a reading, and how often it comes.
struct Outside {
  int32_t symbol;
  uint32_t count;
};

// A model a reading may be read by: its number, what a reading as its language pays where the
// reading's encodings were made for others (`prior`), the most the reading can score by it, that
// prior included (`most`), and of that the most its symbols outside ASCII can add (`bound`:
// bound_of's, loosened by far more than rounding can move it), which best_of scores it with.
struct Candidate {
  double most;
  double prior;
  double bound;
  uint32_t model;
};

// Writes the most that the symbol of each number (model.size of them) can add to a score by the
// model, wherever it comes: its own log, or the likeliest term of a pair that ends with it (a pair
// never counted adds its second's log and a back-off, which is at most 0).
void most_each(const LanguageModel& model, double* most);

// The part of a reading's score by model m (of `models`; `english` is English's number) known
// before its characters outside ASCII are scored, which add terms of at most 0: its shape, and by
// a model of Latin letters its settled terms, by another its ASCII read as English.
double shared(RankedReading& reading, const RankedModel* models, size_t m, size_t english);

// The log-likelihood of the reading by model m: its ASCII words read by the likelier of the model
// and English where the model is of Latin letters, its ASCII as English where it is not. Below
// `floor` it is given up: -infinity; sooner with a bound (scores.hpp) of its symbols outside ASCII.
double score(RankedReading& reading, const RankedModel* models, size_t m, size_t english, double floor, Bound bound = {});

// The most that symbols outside ASCII (`outside`, n of them) can add to a score by `model`: each
// its `most`, wherever it comes.
double bound_of(const Outside* outside, size_t n, const RankedModel& model);

// The models the reading may be read by, into `candidates` (n_models at most), likeliest first
// (by `most`, then by number); returns their count. They are those that know at least half of its
// symbols outside ASCII (`outside`), or every model where none does; `own_language[m]` is 0 where
// the reading's encodings were not made for model m's language, which then pays `off_language`.
size_t candidates_of(RankedReading& reading, const RankedModel* models, size_t n_models, size_t english, const Outside* outside,
                     size_t n_outside, const uint8_t* own_language, double off_language, Candidate* candidates);

// The model, of `candidates` (candidates_of's), that reads the reading best: its number and its
// score (without its prior), or model -1 where none scores above `beaten` (to within `exact`,
// below which a sum's rounding could not have dropped it). Of two that score the same, the lower
// number.
struct Best {
  int32_t model;
  double score;
};
Best best_of(RankedReading& reading, const RankedModel* models, size_t english, const Candidate* candidates, size_t n,
             double beaten, double exact);

// At least the score by model m of any single-byte reading of the bytes `first` (another such
// reading of the same length) was read from, whose symbols outside ASCII are `outside`, with no
// reading made: the settled part it shares with `first`, plus bound_of's.
double whole_bound(RankedReading& first, const RankedModel* models, size_t m, size_t english, const Outside* outside,
                   size_t n_outside);

}  // namespace utf8abnf::scores
