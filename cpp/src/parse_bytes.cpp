// Bytes written as text, in the notations people paste: hex dumps, C and Python escapes,
// percent-encoding, binary. The notation is detected first, then the whole text is read by it, so
// that an error can name the exact character that does not fit.
#include <cstring>

#include "utf8abnf/utf8abnf.hpp"

namespace utf8abnf {

namespace {

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

// Between bytes of a hex or binary dump: white space and the punctuation of array literals.
bool is_separator(char c) { return is_space(c) || std::strchr(",;:-[]{}()", c) != nullptr; }

bool has_prefix(const char* text, size_t i, size_t n, char a, char b) {
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
    }
    return {notation, problem_, problem_ == ParseProblem::none ? count_ : 0, error_index_};
  }

 private:
  Notation detect() const {
    size_t i = 0;
    while (i < n_ && is_space(text_[i])) ++i;
    if (i == n_) return Notation::empty;
    if ((text_[i] == 'b' || text_[i] == 'B') && i + 1 < n_ && (text_[i + 1] == '\'' || text_[i + 1] == '"')) {
      return Notation::python;
    }
    bool escapes = false, percent = false, binary = true, any = false;
    size_t token = 0;  // digits in the current token
    for (size_t k = 0; k < n_; ++k) {
      char c = text_[k];
      if (c == '\\') escapes = true;
      if (c == '%') percent = true;
      if (is_separator(c)) {
        if (token % 8 != 0) binary = false;
        token = 0;
      } else if (token == 0 && has_prefix(text_, k, n_, '0', 'b')) {
        ++k;  // 0b prefix
      } else if (c == '0' || c == '1') {
        ++token;
        any = true;
      } else {
        binary = false;
      }
    }
    if (token % 8 != 0) binary = false;
    if (escapes) return Notation::escapes;
    if (percent) return Notation::percent;
    if (binary && any) return Notation::binary;
    return Notation::hex;
  }

  bool fail(ParseProblem problem, size_t index) {
    problem_ = problem;
    error_index_ = index;
    return false;
  }

  // A hex (base 16) or binary (base 2) dump: tokens between separators, each with an optional 0x
  // or 0b prefix; a token's digits are read two hex digits or eight bits to a byte.
  void read_dump(int base) {
    const int digits_per_byte = base == 16 ? 2 : 8;
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
        int value = base == 16 ? hex_value(text_[i]) : (text_[i] == '0' || text_[i] == '1' ? text_[i] - '0' : -1);
        if (value < 0) {
          fail(base == 16 ? ParseProblem::not_hex_digit : ParseProblem::not_binary_digit, i);
          return;
        }
        ++i;
      }
      size_t digits = i - first_digit;
      if (digits == 0) {
        fail(ParseProblem::not_hex_digit, start + 1);  // a bare "0x"
        return;
      }
      if (base == 16 && prefixed && digits == 1) {  // 0x5
        out_[count_++] = static_cast<uint8_t>(hex_value(text_[first_digit]));
        continue;
      }
      if (digits % digits_per_byte != 0) {
        fail(base == 16 ? ParseProblem::odd_hex_digits : ParseProblem::bits_not_multiple_of_8, start);
        return;
      }
      for (size_t d = first_digit; d < i; d += digits_per_byte) {
        unsigned value = 0;
        for (int k = 0; k < digits_per_byte; ++k) {
          value = value * static_cast<unsigned>(base) + static_cast<unsigned>(hex_value(text_[d + k]));
        }
        out_[count_++] = static_cast<uint8_t>(value);
      }
    }
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

}  // namespace

Parsed parse_bytes(const char* text, size_t n, uint8_t* out) { return Reader(text, n, out).run(); }

const char* notation_name(Notation notation) {
  switch (notation) {
    case Notation::empty: return "empty";
    case Notation::hex: return "hex";
    case Notation::binary: return "binary";
    case Notation::escapes: return "escapes";
    case Notation::percent: return "percent";
    case Notation::python: return "python";
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
  }
  return "unknown";
}

}  // namespace utf8abnf
