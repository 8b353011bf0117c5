// Bytes written as text, in the notations people paste: the entry point and the names of the
// notations and problems. The reader is in parse_reader.hpp and parse_dumps.cpp.
#include "parse_reader.hpp"

namespace utf8abnf {

Parsed parse_bytes(const char* text, size_t n, uint8_t* out) { return parsing::Reader(text, n, out).run(); }

const char* notation_name(Notation notation) {
  switch (notation) {
    case Notation::empty: return "empty";
    case Notation::hex: return "hex";
    case Notation::binary: return "binary";
    case Notation::escapes: return "escapes";
    case Notation::percent: return "percent";
    case Notation::python: return "python";
    case Notation::decimal: return "decimal";
    case Notation::xxd: return "xxd";
    case Notation::hexdump: return "hexdump";
    case Notation::code_points: return "code-points";
  }
  return "unknown";
}

const char* parse_problem_name(ParseProblem problem) {
  switch (problem) {
    case ParseProblem::none: return "none";
    case ParseProblem::not_hex_digit: return "not-hex-digit";
    case ParseProblem::odd_hex_digits: return "odd-hex-digits";
    case ParseProblem::not_binary_digit: return "not-binary-digit";
    case ParseProblem::bits_not_multiple_of_8: return "bits-not-multiple-of-8";
    case ParseProblem::bad_escape: return "bad-escape";
    case ParseProblem::bad_percent: return "bad-percent";
    case ParseProblem::unterminated_quote: return "unterminated-quote";
    case ParseProblem::not_ascii: return "not-ascii";
    case ParseProblem::unexpected_character: return "unexpected-character";
    case ParseProblem::not_scalar_value: return "not-scalar-value";
    case ParseProblem::bad_code_point: return "bad-code-point";
    case ParseProblem::squeezed_lines: return "squeezed-lines";
    case ParseProblem::dump_offset: return "dump-offset";
  }
  return "unknown";
}

}  // namespace utf8abnf
