// Bytes written as text, in the notations people paste: the entry point and the names of the
// notations and problems. The reader is in parse_reader.hpp and parse_dumps.cpp.
#include "parse_reader.hpp"

namespace utf8abnf {

Parsed parse_bytes(const char* text, size_t n, uint8_t* out) { return parsing::Reader(text, n, out).run(); }

#define UTF8ABNF_NAME(enumerator, name) name,

const char* notation_name(Notation notation) {
  static constexpr const char* kNames[] = {UTF8ABNF_NOTATIONS(UTF8ABNF_NAME)};
  auto k = static_cast<size_t>(notation);
  return k < kNotationCount ? kNames[k] : "unknown";
}

const char* parse_problem_name(ParseProblem problem) {
  static constexpr const char* kNames[] = {UTF8ABNF_PARSE_PROBLEMS(UTF8ABNF_NAME)};
  auto k = static_cast<size_t>(problem);
  return k < kParseProblemCount ? kNames[k] : "unknown";
}

#undef UTF8ABNF_NAME

}  // namespace utf8abnf
