#include "utf8abnf/utf8abnf.hpp"

namespace utf8abnf {

// A byte at a time, as the JavaScript writer it takes over from (js/encodings/stream.js): the
// tables give each character's UTF-16 unit, which is never a surrogate.
TableRead utf8_from_tables(const uint8_t* in, size_t n, const uint16_t* singles, const uint16_t* pairs, uint8_t* out) {
  size_t i = 0;
  size_t written = 0;
  while (i < n) {
    const uint8_t byte = in[i];
    uint16_t unit = singles[byte];
    if (unit == kNoUnit) {
      if (pairs == nullptr || byte < 0x80 || i + 1 == n) break;
      unit = pairs[static_cast<size_t>(byte - 0x80) << 8 | in[i + 1]];
      if (unit == kNoUnit) break;
      ++i;
    }
    ++i;
    if (unit < 0x80) {
      out[written++] = static_cast<uint8_t>(unit);
    } else if (unit < 0x800) {
      out[written++] = static_cast<uint8_t>(0xC0 | unit >> 6);
      out[written++] = static_cast<uint8_t>(0x80 | (unit & 0x3F));
    } else {
      out[written++] = static_cast<uint8_t>(0xE0 | unit >> 12);
      out[written++] = static_cast<uint8_t>(0x80 | (unit >> 6 & 0x3F));
      out[written++] = static_cast<uint8_t>(0x80 | (unit & 0x3F));
    }
  }
  return {i, written};
}

}  // namespace utf8abnf
