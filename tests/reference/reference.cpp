#include "reference.hpp"

namespace utf8abnf::reference {

namespace {

bool in_range(const ByteRange& range, uint8_t byte) { return byte >= range.lo && byte <= range.hi; }
bool is_continuation(uint8_t byte) { return (byte & 0xC0) == 0x80; }  // 10xxxxxx

int leading_ones(uint8_t byte) {
  int count = 0;
  while (count < 8 && (byte & (0x80 >> count))) ++count;
  return count;
}

// Section 3's table: the smallest code point each sequence length may carry.
uint32_t minimum_for_length(int length) {
  static constexpr uint32_t kMinimum[5] = {0, 0x0000, 0x0080, 0x0800, 0x10000};
  return kMinimum[length];
}

// The code points a sequence of `length` bytes could carry if it began with `prefix` and its
// remaining bytes were any 10xxxxxx: [low, high].
void code_point_span(const uint8_t* prefix, int prefix_length, int length, uint32_t* low, uint32_t* high) {
  uint32_t value = prefix[0] & (length == 1 ? 0x7F : 0xFF >> (length + 1));  // 0xxxxxxx, 110xxxxx, ...
  for (int i = 1; i < prefix_length; ++i) value = (value << 6) | (prefix[i] & 0x3F);
  int missing_bits = 6 * (length - prefix_length);
  *low = value << missing_bits;
  *high = (value << missing_bits) | ((1u << missing_bits) - 1);
}

// Why a would-be sequence of `length` bytes whose code points all lie in [low, high] is invalid.
Reason reason_for_span(int length, uint32_t low, uint32_t high) {
  if (high < minimum_for_length(length)) return Reason::overlong;
  if (low >= 0xD800 && high <= 0xDFFF) return Reason::surrogate;
  if (low > 0x10FFFF) return Reason::too_large;
  return Reason::none;
}

// A byte that matches no alternative's first range.
Reason reason_for_lone_byte(uint8_t byte) {
  int length = leading_ones(byte);
  if (length == 1) return Reason::unexpected_continuation;
  if (length > 4) return Reason::invalid_byte;  // no sequence of 5+ bytes exists since 2003
  uint32_t low, high;
  code_point_span(&byte, 1, length, &low, &high);
  return reason_for_span(length, low, high);  // C0, C1: overlong; F5..F7: too large
}

}  // namespace

Match match_at(const uint8_t* in, size_t n, size_t pos) {
  const Alternative* attempted = nullptr;
  size_t longest = 0;
  for (const Alternative& alternative : kGrammar) {
    size_t matched = 0;
    while (matched < alternative.rule && pos + matched < n && in_range(alternative.bytes[matched], in[pos + matched])) {
      ++matched;
    }
    if (matched == alternative.rule) {
      uint32_t low, high;
      code_point_span(in + pos, alternative.rule, alternative.rule, &low, &high);
      return {matched, &alternative, Reason::none, low};
    }
    if (matched > longest) {
      longest = matched;
      attempted = &alternative;
    }
  }
  if (longest == 0) return {1, nullptr, reason_for_lone_byte(in[pos]), 0};
  if (pos + longest == n) return {longest, attempted, Reason::truncated, 0};
  uint8_t next = in[pos + longest];
  Reason reason = Reason::missing_continuation;
  if (is_continuation(next)) {
    // A 10xxxxxx byte outside the alternative's range: say what it would have encoded.
    uint8_t prefix[4];
    for (size_t i = 0; i < longest; ++i) prefix[i] = in[pos + i];
    prefix[longest] = next;
    uint32_t low, high;
    code_point_span(prefix, static_cast<int>(longest) + 1, attempted->rule, &low, &high);
    reason = reason_for_span(attempted->rule, low, high);
  }
  return {longest, attempted, reason, 0};
}

Check check(const uint8_t* in, size_t n) {
  for (size_t pos = 0; pos < n;) {
    Match match = match_at(in, n, pos);
    if (match.reason != Reason::none) return {match.reason, pos, match.length};
    pos += match.length;
  }
  return {Reason::none, 0, 0};
}

bool validate(const uint8_t* in, size_t n) { return check(in, n).reason == Reason::none; }

std::u16string decode(const uint8_t* in, size_t n, ErrorMode mode, Check* error) {
  std::u16string out;
  *error = {Reason::none, 0, 0};
  for (size_t pos = 0; pos < n;) {
    Match match = match_at(in, n, pos);
    if (match.reason == Reason::none) {
      if (match.code_point >= 0x10000) {
        out.push_back(static_cast<char16_t>(0xD800 + ((match.code_point - 0x10000) >> 10)));
        out.push_back(static_cast<char16_t>(0xDC00 + (match.code_point & 0x3FF)));
      } else {
        out.push_back(static_cast<char16_t>(match.code_point));
      }
    } else if (mode == ErrorMode::strict) {
      *error = {match.reason, pos, match.length};
      return out;
    } else if (mode == ErrorMode::replace) {
      out.push_back(u'\uFFFD');
    }
    pos += match.length;
  }
  return out;
}

std::vector<Segment> explain(const uint8_t* in, size_t n) {
  std::vector<Segment> segments;
  for (size_t pos = 0; pos < n;) {
    Match match = match_at(in, n, pos);
    Segment segment{};
    segment.index = static_cast<uint32_t>(pos);
    segment.code_point = match.code_point;
    segment.length = static_cast<uint8_t>(match.length);
    segment.rule = match.alternative ? match.alternative->rule : 0;
    segment.alternative = match.alternative ? match.alternative->number : 0;
    segment.reason = match.reason;
    segments.push_back(segment);
    pos += match.length;
  }
  return segments;
}

std::string encode(const std::u16string& text, ErrorMode mode, Reason* reason, size_t* error_index) {
  std::string out;
  *reason = Reason::none;
  *error_index = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    uint32_t unit = text[i];
    uint32_t code_point = unit;
    if (unit >= 0xD800 && unit <= 0xDBFF && i + 1 < text.size() && text[i + 1] >= 0xDC00 && text[i + 1] <= 0xDFFF) {
      code_point = 0x10000 + ((unit - 0xD800) << 10) + (text[i + 1] - 0xDC00);
      ++i;
    } else if (unit >= 0xD800 && unit <= 0xDFFF) {
      if (mode == ErrorMode::strict) {
        *reason = Reason::lone_surrogate;
        *error_index = i;
        return out;
      }
      if (mode == ErrorMode::ignore) continue;
      code_point = 0xFFFD;
    }
    // Section 3, steps 1 to 3: pick the row, then fill the x bits from the low end.
    int length = code_point < 0x80 ? 1 : code_point < 0x800 ? 2 : code_point < 0x10000 ? 3 : 4;
    static constexpr uint8_t kMarker[5] = {0, 0x00, 0xC0, 0xE0, 0xF0};
    char bytes[4];
    for (int k = length - 1; k > 0; --k) {
      bytes[k] = static_cast<char>(0x80 | (code_point & 0x3F));
      code_point >>= 6;
    }
    bytes[0] = static_cast<char>(kMarker[length] | code_point);
    out.append(bytes, static_cast<size_t>(length));
  }
  return out;
}

}  // namespace utf8abnf::reference
