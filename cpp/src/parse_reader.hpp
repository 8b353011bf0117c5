// The reader behind parse_bytes (internal): it detects the notation of a text, then reads the
// whole text by it, so that an error can name the exact character that does not fit. The readers
// of hex, binary, decimal, escapes and percent-encoding are here; those of dumps and code points
// in parse_dumps.cpp.
#pragma once

#include <cstdint>
#include <cstring>

#include "utf8abnf/utf8abnf.hpp"

namespace utf8abnf::parsing {

inline int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

inline bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

// Between bytes of a hex or binary dump: white space and the punctuation of array literals.
inline bool is_separator(char c) { return is_space(c) || std::strchr(",;:-[]{}()", c) != nullptr; }

inline bool has_prefix(const char* text, size_t i, size_t n, char a, char b) {
  return i + 1 < n && text[i] == a && (text[i + 1] == b || text[i + 1] == b - 32);
}

class Reader {
 public:
  Reader(const char* text, size_t n, uint8_t* out) : text_(text), n_(n), out_(out) {}

  Parsed run() {
    Notation notation = detect();
    switch (notation) {
      case Notation::empty: break;
      case Notation::hex: read_dump(16); break;
      case Notation::binary: read_dump(2); break;
      case Notation::escapes: read_escaped(false); break;
      case Notation::python: read_escaped(true); break;
      case Notation::percent: read_percent(); break;
      case Notation::decimal: read_decimal(); break;
      case Notation::xxd: read_dump_lines(true); break;
      case Notation::hexdump: read_dump_lines(false); break;
      case Notation::code_points: read_code_points(); break;
    }
    if (problem_ == ParseProblem::none) return {notation, problem_, count_, 0, 0};
    return {notation, problem_, 0, error_index_, utf16_units_before(error_index_)};
  }

 private:
  Notation detect() const {
    size_t i = 0;
    while (i < n_ && is_space(text_[i])) ++i;
    if (i == n_) return Notation::empty;
    if ((text_[i] == 'b' || text_[i] == 'B') && i + 1 < n_ && (text_[i + 1] == '\'' || text_[i + 1] == '"')) {
      return Notation::python;
    }
    if (is_code_point_prefix(i)) return Notation::code_points;
    // A dump line: an offset of hex digits, then ": " (xxd) or two spaces and a byte (hexdump -C).
    size_t offset_digits = hex_run(i);
    if (offset_digits >= 4 && i + offset_digits + 1 < n_ && text_[i + offset_digits] == ':' &&
        text_[i + offset_digits + 1] == ' ') {
      return Notation::xxd;
    }
    if (offset_digits >= 8 && i + offset_digits + 2 < n_ && text_[i + offset_digits] == ' ' &&
        text_[i + offset_digits + 1] == ' ' && hex_run(i + offset_digits + 2) == 2) {
      return Notation::hexdump;
    }
    bool escapes = false, percent = false, binary = true, decimal = true, any = false, not_two_digits = false;
    size_t token_start = 0;
    for (size_t k = 0; k <= n_; ++k) {
      if (k < n_ && !is_separator(text_[k])) {
        escapes |= text_[k] == '\\';
        percent |= text_[k] == '%';
        continue;
      }
      if (k > token_start) {  // the token [token_start, k)
        any = true;
        size_t digits = k - token_start;
        size_t first = has_prefix(text_, token_start, k, '0', 'b') ? token_start + 2 : token_start;
        size_t bits = first == k ? 1 : k - first;  // a bare 0b is no binary number
        binary &= run_of(first, k, "01") && (bits % 8 == 0 || bits == 7);
        unsigned value = 0;
        for (size_t d = token_start; d < k && digits <= 3; ++d) value = value * 10 + static_cast<unsigned>(text_[d] - '0');
        decimal &= run_of(token_start, k, "0123456789") && digits <= 3 && value <= 255;
        not_two_digits |= digits != 2;
      }
      token_start = k + 1;
    }
    if (escapes) return Notation::escapes;
    if (percent) return Notation::percent;
    if (binary && any) return Notation::binary;
    if (decimal && not_two_digits) return Notation::decimal;
    return Notation::hex;
  }

  // How many hex digits stand at i.
  size_t hex_run(size_t i) const {
    size_t k = i;
    while (k < n_ && hex_value(text_[k]) >= 0) ++k;
    return k - i;
  }

  // Whether text_[from, to) is made of the characters of `set`.
  bool run_of(size_t from, size_t to, const char* set) const {
    for (size_t k = from; k < to; ++k) {
      if (std::strchr(set, text_[k]) == nullptr) return false;
    }
    return true;
  }

  bool is_code_point_prefix(size_t i) const { return i + 1 < n_ && (text_[i] == 'U' || text_[i] == 'u') && text_[i + 1] == '+'; }

  // The UTF-16 code units of text_[0, end): one per character, two for a 4-byte one (a lead byte
  // F0..F7); continuation bytes count none.
  size_t utf16_units_before(size_t end) const {
    size_t units = 0;
    for (size_t k = 0; k < end; ++k) {
      auto byte = static_cast<uint8_t>(text_[k]);
      if ((byte & 0xC0) != 0x80) units += byte >= 0xF0 ? 2 : 1;
    }
    return units;
  }

  bool fail(ParseProblem problem, size_t index) {
    problem_ = problem;
    error_index_ = index;
    return false;
  }

  // A hex (base 16) or binary (base 2) dump: tokens between separators, each with an optional 0x
  // or 0b prefix; a token's digits are read two hex digits or eight bits to a byte (or seven bits,
  // as 7-bit ASCII is written). 0x may also stand between a token's bytes: 0xE40xBD.
  void read_dump(int base) {
    const char prefix = base == 16 ? 'x' : 'b';
    size_t i = 0;
    while (i < n_) {
      if (is_separator(text_[i])) {
        ++i;
        continue;
      }
      size_t start = i;
      bool prefixed = has_prefix(text_, i, n_, '0', prefix);
      if (prefixed) i += 2;
      size_t first_digit = i;
      while (i < n_ && !is_separator(text_[i])) {
        if (prefixed && base == 16 && i > first_digit && (i - first_digit) % 2 == 0 && has_prefix(text_, i, n_, '0', 'x')) {
          if (!read_digits(base, prefixed, start, first_digit, i)) return;
          start = i;
          i += 2;
          first_digit = i;
          continue;
        }
        int value = base == 16 ? hex_value(text_[i]) : (text_[i] == '0' || text_[i] == '1' ? text_[i] - '0' : -1);
        if (value < 0) {
          fail(base == 16 ? ParseProblem::not_hex_digit : ParseProblem::not_binary_digit, i);
          return;
        }
        ++i;
      }
      if (!read_digits(base, prefixed, start, first_digit, i)) return;
    }
  }

  // The digits text_[first_digit, end) of a token that starts at `start` (its prefix, if any).
  bool read_digits(int base, bool prefixed, size_t start, size_t first_digit, size_t end) {
    const size_t digits = end - first_digit;
    if (digits == 0) return fail(ParseProblem::not_hex_digit, start + 1);         // a bare "0x"
    if ((base == 16 && prefixed && digits == 1) || (base == 2 && digits == 7)) {  // 0x5, 1000001
      out_[count_++] = static_cast<uint8_t>(digits_value(first_digit, end, base));
      return true;
    }
    const size_t digits_per_byte = base == 16 ? 2 : 8;
    if (digits % digits_per_byte != 0) {
      return fail(base == 16 ? ParseProblem::odd_hex_digits : ParseProblem::bits_not_multiple_of_8, start);
    }
    for (size_t d = first_digit; d < end; d += digits_per_byte) {
      out_[count_++] = static_cast<uint8_t>(digits_value(d, d + digits_per_byte, base));
    }
    return true;
  }

  unsigned digits_value(size_t from, size_t to, int base) const {
    unsigned value = 0;
    for (size_t d = from; d < to; ++d) value = value * static_cast<unsigned>(base) + static_cast<unsigned>(hex_value(text_[d]));
    return value;
  }

  // Decimal numbers, which detect() found to be 0..255 each.
  void read_decimal() {
    for (size_t i = 0; i < n_;) {
      if (is_separator(text_[i])) {
        ++i;
        continue;
      }
      size_t start = i;
      while (i < n_ && !is_separator(text_[i])) ++i;
      out_[count_++] = static_cast<uint8_t>(digits_value(start, i, 10));
    }
  }

  void read_dump_lines(bool xxd);  // parse_dumps.cpp
  void read_code_points();         // parse_dumps.cpp

  uint64_t digits_value_64(size_t from, size_t to) const {
    uint64_t value = 0;
    for (size_t d = from; d < to; ++d) value = value * 16 + static_cast<uint64_t>(hex_value(text_[d]));
    return value;
  }

  // Two hex digits at i, or -1.
  int hex_pair(size_t i) const {
    if (i + 1 >= n_) return -1;
    int hi = hex_value(text_[i]), lo = hex_value(text_[i + 1]);
    return hi < 0 || lo < 0 ? -1 : hi * 16 + lo;
  }

  // One backslash escape at i (text_[i] == '\\'); returns the index after it.
  bool read_escape(size_t& i) {
    size_t start = i;
    if (i + 1 >= n_) return fail(ParseProblem::bad_escape, start);
    char c = text_[i + 1];
    static const char kSimple[] = "n\nr\rt\ta\ab\bf\fv\v\\\\''\"\"";
    if (c == 'x' || c == 'X') {
      int value = hex_pair(i + 2);
      if (value < 0) return fail(ParseProblem::bad_escape, start);
      out_[count_++] = static_cast<uint8_t>(value);
      i += 4;
      return true;
    }
    if (c >= '0' && c <= '7') {  // octal, up to three digits (\0 included)
      unsigned value = 0;
      size_t k = i + 1;
      while (k < n_ && k < i + 4 && text_[k] >= '0' && text_[k] <= '7')
        value = value * 8 + static_cast<unsigned>(text_[k++] - '0');
      if (value > 0xFF) return fail(ParseProblem::bad_escape, start);
      out_[count_++] = static_cast<uint8_t>(value);
      i = k;
      return true;
    }
    for (size_t k = 0; k + 1 < sizeof kSimple; k += 2) {
      if (kSimple[k] == c) {
        out_[count_++] = static_cast<uint8_t>(kSimple[k + 1]);
        i += 2;
        return true;
      }
    }
    return fail(ParseProblem::bad_escape, start);
  }

  // Escaped text: quoted strings ("...", '...', b'...') hold characters and escapes; between
  // them, or with no quotes at all, escapes and printable ASCII are read and white space separates.
  void read_escaped(bool python) {
    size_t i = 0;
    while (i < n_) {
      char c = text_[i];
      if (is_space(c) || (!python && c == ',')) {
        ++i;
        continue;
      }
      if (python && (c == 'b' || c == 'B') && i + 1 < n_ && (text_[i + 1] == '\'' || text_[i + 1] == '"')) {
        ++i;
        c = text_[i];
      } else if (python) {
        fail(ParseProblem::unexpected_character, i);  // outside b'...' only white space may stand
        return;
      }
      if (c == '\'' || c == '"') {
        if (!read_quoted(i)) return;
        continue;
      }
      if (c == '\\') {
        if (!read_escape(i)) return;
        continue;
      }
      if (static_cast<unsigned char>(c) >= 0x80) {
        fail(ParseProblem::not_ascii, i);
        return;
      }
      out_[count_++] = static_cast<uint8_t>(c);
      ++i;
    }
  }

  bool read_quoted(size_t& i) {
    char quote = text_[i];
    size_t open = i++;
    while (i < n_ && text_[i] != quote) {
      if (text_[i] == '\\') {
        if (!read_escape(i)) return false;
      } else if (static_cast<unsigned char>(text_[i]) >= 0x80) {
        return fail(ParseProblem::not_ascii, i);
      } else {
        out_[count_++] = static_cast<uint8_t>(text_[i++]);
      }
    }
    if (i == n_) return fail(ParseProblem::unterminated_quote, open);
    ++i;
    return true;
  }

  // Percent-encoding as in URLs: %HH is a byte, other ASCII characters stand for themselves;
  // white space (not part of a URL) separates.
  void read_percent() {
    for (size_t i = 0; i < n_;) {
      char c = text_[i];
      if (is_space(c)) {
        ++i;
      } else if (c == '%') {
        int value = hex_pair(i + 1);
        if (value < 0) {
          fail(ParseProblem::bad_percent, i);
          return;
        }
        out_[count_++] = static_cast<uint8_t>(value);
        i += 3;
      } else if (static_cast<unsigned char>(c) >= 0x80) {
        fail(ParseProblem::not_ascii, i);
        return;
      } else {
        out_[count_++] = static_cast<uint8_t>(c);
        ++i;
      }
    }
  }

  const char* text_;
  size_t n_;
  uint8_t* out_;
  size_t count_ = 0;
  ParseProblem problem_ = ParseProblem::none;
  size_t error_index_ = 0;
};

}  // namespace utf8abnf::parsing
