#include <algorithm>

#include "transcode.hpp"
#include "utf8abnf/utf8abnf.hpp"

namespace utf8abnf {

size_t encode_code_point(uint32_t code_point, uint8_t out[4]) {
  if (code_point < 0x80) {
    out[0] = static_cast<uint8_t>(code_point);
    return 1;
  }
  if (code_point < 0x800) {
    out[0] = static_cast<uint8_t>(0xC0 | (code_point >> 6));
    out[1] = static_cast<uint8_t>(0x80 | (code_point & 0x3F));
    return 2;
  }
  if (code_point < 0x10000) {
    if (code_point >= 0xD800 && code_point <= 0xDFFF) return 0;
    out[0] = static_cast<uint8_t>(0xE0 | (code_point >> 12));
    out[1] = static_cast<uint8_t>(0x80 | ((code_point >> 6) & 0x3F));
    out[2] = static_cast<uint8_t>(0x80 | (code_point & 0x3F));
    return 3;
  }
  if (code_point > 0x10FFFF) return 0;
  out[0] = static_cast<uint8_t>(0xF0 | (code_point >> 18));
  out[1] = static_cast<uint8_t>(0x80 | ((code_point >> 12) & 0x3F));
  out[2] = static_cast<uint8_t>(0x80 | ((code_point >> 6) & 0x3F));
  out[3] = static_cast<uint8_t>(0x80 | (code_point & 0x3F));
  return 4;
}

// The vector transcoder takes all it can; a code point at a time through the next 8 units, where a
// surrogate is, or through the last few.
Encoded encode_utf16(const char16_t* in, size_t n, uint8_t* out, ErrorMode mode, bool final) {
  size_t written = 0;
  size_t i = 0;
  while (i < n) {
    transcode::Converted fast = transcode::utf8_from_utf16_prefix(in + i, n - i, out + written);
    i += fast.read;
    written += fast.written;
    for (size_t stop = std::min(n, i + 8); i < stop;) {
      uint32_t code_point = in[i];
      size_t units = 1;
      if ((code_point & 0xF800) == 0xD800) {
        bool high = code_point < 0xDC00;
        if (high && i + 1 == n && !final) return {written, i, Reason::none};  // its partner may come next
        if (high && i + 1 < n && (in[i + 1] & 0xFC00) == 0xDC00) {
          code_point = 0x10000 + ((code_point - 0xD800) << 10) + (in[i + 1] - 0xDC00u);
          units = 2;
        } else if (mode == ErrorMode::strict) {
          return {written, i, Reason::lone_surrogate};
        } else if (mode == ErrorMode::ignore) {
          ++i;
          continue;
        } else {
          code_point = 0xFFFD;
        }
      }
      written += encode_code_point(code_point, out + written);
      i += units;
    }
  }
  return {written, n, Reason::none};
}

}  // namespace utf8abnf
