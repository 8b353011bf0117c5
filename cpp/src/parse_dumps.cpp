// The dump and code point readers of parse_bytes: xxd and hexdump -C lines, and U+ code points.
#include "parse_reader.hpp"

namespace utf8abnf::parsing {

// Dump lines, "OFFSET: e4bd a00a  ...." (xxd) or "OFFSET  e4 bd a0 0a  |....|" (hexdump -C):
// the bytes between the offset and the text column. Each offset must follow on from the bytes
// before it, so that a missing or edited line is not read as if the dump were whole.
void Reader::read_dump_lines(bool xxd) {
  bool first_line = true;
  uint64_t next_offset = 0;
  for (size_t i = 0; i < n_;) {
    size_t line_end = i;
    while (line_end < n_ && text_[line_end] != '\n') ++line_end;
    size_t k = i;
    while (k < line_end && is_space(text_[k])) ++k;
    i = line_end + 1;
    if (k == line_end) continue;
    if (text_[k] == '*') {
      fail(ParseProblem::squeezed_lines, k);
      return;
    }
    const size_t offset_at = k, offset_digits = hex_run(k);
    if (offset_digits == 0 || offset_digits > 16) {
      fail(ParseProblem::not_hex_digit, k);
      return;
    }
    const uint64_t offset = digits_value_64(k, k + offset_digits);
    if (!first_line && offset != next_offset) {
      fail(ParseProblem::dump_offset, offset_at);
      return;
    }
    first_line = false;
    const size_t line_start_count = count_;
    k += offset_digits;
    if (xxd) {
      if (k >= line_end || text_[k] != ':') {
        fail(ParseProblem::not_hex_digit, k < line_end ? k : offset_at);  // a line that ends after its offset
        return;
      }
      ++k;
    }
    // The byte groups: xxd separates them by one space and the text column by two; hexdump -C
    // puts the text column between bars.
    while (k < line_end) {
      size_t spaces = 0;
      while (k < line_end && (text_[k] == ' ' || text_[k] == '\r')) ++k, ++spaces;
      if (k == line_end || text_[k] == '|' || (xxd && spaces >= 2 && count_ > line_start_count)) break;
      size_t group = k;
      while (k < line_end && text_[k] != ' ' && text_[k] != '\r' && text_[k] != '|') {
        if (hex_value(text_[k]) < 0) {
          fail(ParseProblem::not_hex_digit, k);
          return;
        }
        ++k;
      }
      if ((k - group) % 2 != 0) {
        fail(ParseProblem::odd_hex_digits, group);
        return;
      }
      for (size_t d = group; d < k; d += 2) out_[count_++] = static_cast<uint8_t>(digits_value(d, d + 2, 16));
    }
    next_offset = offset + (count_ - line_start_count);
  }
}

// Code points, U+ and one to six hex digits each: their UTF-8. No encoding is longer than its
// notation (U+0 is 3 characters for 1 byte, U+10000 7 for 4), so `out` has room.
void Reader::read_code_points() {
  for (size_t i = 0; i < n_;) {
    if (is_separator(text_[i])) {
      ++i;
      continue;
    }
    const size_t start = i;
    if (!is_code_point_prefix(i)) {
      fail(ParseProblem::bad_code_point, i);
      return;
    }
    i += 2;
    const size_t digits = hex_run(i);
    if (digits == 0 || digits > 6 || (i + digits < n_ && !is_separator(text_[i + digits]))) {
      fail(ParseProblem::bad_code_point, start);
      return;
    }
    const uint32_t code_point = static_cast<uint32_t>(digits_value(i, i + digits, 16));
    i += digits;
    if (code_point > 0x10FFFF || (code_point >= 0xD800 && code_point <= 0xDFFF)) {
      fail(ParseProblem::not_scalar_value, start);
      return;
    }
    count_ += encode_code_point(code_point, out_ + count_);
  }
}

}  // namespace utf8abnf::parsing
