#include <cstring>

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

Encoded encode_utf16(const char16_t* in, size_t n, uint8_t* out, ErrorMode mode, bool final) {
  size_t written = 0;
  size_t i = 0;
  while (i < n) {
    if (i + 8 <= n) {  // ASCII runs dominate most text: 8 units at a time
      uint64_t a, b;
      std::memcpy(&a, in + i, 8);
      std::memcpy(&b, in + i + 4, 8);
      if (((a | b) & 0xFF80FF80FF80FF80ull) == 0) {
        for (size_t k = 0; k < 8; ++k) out[written + k] = static_cast<uint8_t>(in[i + k]);
        written += 8;
        i += 8;
        continue;
      }
    }
    uint32_t unit = in[i];
    if (unit < 0x80) {
      out[written++] = static_cast<uint8_t>(unit);
      ++i;
      continue;
    }
    uint32_t code_point = unit;
    size_t units = 1;
    if ((unit & 0xF800) == 0xD800) {
      bool high = unit < 0xDC00;
      if (high && i + 1 == n && !final) break;  // its partner may come in the next chunk
      if (high && i + 1 < n && (in[i + 1] & 0xFC00) == 0xDC00) {
        code_point = 0x10000 + ((unit - 0xD800) << 10) + (in[i + 1] - 0xDC00);
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
  return {written, i, Reason::none};
}

}  // namespace utf8abnf
