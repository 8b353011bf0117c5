// UTF-16 to UTF-8 for the stretches that hold no lone surrogate: each unit is given its UTF-8 form
// in its own lane, and a shuffle picked by which lanes are short packs the bytes together.
#include <algorithm>

#include "transcode.hpp"

#include "utf8abnf/utf8abnf.hpp"

#include "transcode_constants.hpp"

namespace utf8abnf::transcode {

#ifdef UTF8ABNF_SIMD
namespace {

// shuffle picked by which lanes are short packs the bytes together.
struct EncodePatterns {
  // Eight units below U+0800 in 16-bit lanes [lead or ASCII byte, trail], by the mask of ASCII lanes.
  alignas(16) uint8_t two_byte_shuffle[256][16];
  uint8_t two_byte_length[256];
  // Four units in 32-bit lanes [lead, trail, trail, 0], by the masks of the lanes below U+0080
  // (low 4 bits) and below U+0800 (high 4 bits).
  alignas(16) uint8_t three_byte_shuffle[256][16];
  uint8_t three_byte_length[256];

  EncodePatterns() {
    for (uint32_t mask = 0; mask < 256; ++mask) {
      uint8_t length = 0;
      for (uint8_t k = 0; k < 8; ++k) {
        two_byte_shuffle[mask][length++] = static_cast<uint8_t>(2 * k);
        if (!(mask >> k & 1)) two_byte_shuffle[mask][length++] = static_cast<uint8_t>(2 * k + 1);
      }
      two_byte_length[mask] = length;
      while (length < 16) two_byte_shuffle[mask][length++] = 0x80;

      length = 0;
      for (uint8_t k = 0; k < 4; ++k) {
        uint8_t bytes = (mask >> k & 1) ? 1 : (mask >> (k + 4) & 1) ? 2 : 3;
        for (uint8_t b = 0; b < bytes; ++b) three_byte_shuffle[mask][length++] = static_cast<uint8_t>(4 * k + b);
      }
      three_byte_length[mask] = length;
      while (length < 16) three_byte_shuffle[mask][length++] = 0x80;
    }
  }
};

// Eight units below U+0800: 8 to 16 bytes.
inline size_t encode_below_800(simd::Block units, uint8_t* out, const EncodePatterns& patterns, const EncodeConstants& c) {
  using namespace simd;
  Block ascii = equal16(bit_and(units, c.above_ascii16), zero());
  Block trail = shift_left16<8>(bit_or(bit_and(units, c.payload16), c.trail16));
  Block pairs = bit_or(bit_or(shift_right16<6>(units), c.lead2_16), trail);
  uint32_t mask = lane_bits16(ascii);
  store(out, lookup(select(ascii, units, pairs), load(patterns.two_byte_shuffle[mask])));
  return patterns.two_byte_length[mask];
}

// Four surrogate pairs, one to a 32-bit lane: 16 bytes.
inline size_t encode_surrogate_pairs(simd::Block pairs, uint8_t* out, const EncodeConstants& c) {
  using namespace simd;
  Block code_points =
      add32(bit_or(shift_left32<10>(bit_and(pairs, c.ten_bits)), bit_and(shift_right32<16>(pairs), c.ten_bits)), c.plane_1);
  Block lead = bit_or(shift_right32<18>(code_points), c.lead4);
  Block second = shift_left32<8>(bit_or(bit_and(shift_right32<12>(code_points), c.payload), c.trail));
  Block third = shift_left32<16>(bit_or(bit_and(shift_right32<6>(code_points), c.payload), c.trail));
  Block fourth = shift_left32<24>(bit_or(bit_and(code_points, c.payload), c.trail));
  store(out, bit_or(bit_or(lead, second), bit_or(third, fourth)));
  return 16;
}

// Four units (32-bit lanes), none a surrogate: 4 to 12 bytes.
inline size_t encode_no_surrogates(simd::Block units, uint8_t* out, const EncodePatterns& patterns, const EncodeConstants& c) {
  using namespace simd;
  Block ascii = equal32(bit_and(units, c.above_ascii), zero());
  Block below_800 = equal32(bit_and(units, c.above_7ff), zero());
  Block last = bit_or(bit_and(units, c.payload), c.trail);
  Block middle = bit_or(bit_and(shift_right32<6>(units), c.payload), c.trail);
  Block two = bit_or(bit_or(shift_right32<6>(units), c.lead2), shift_left32<8>(last));
  Block three = bit_or(bit_or(shift_right32<12>(units), c.lead3), bit_or(shift_left32<8>(middle), shift_left32<16>(last)));
  uint32_t mask = lane_bits32(ascii) | lane_bits32(below_800) << 4;
  store(out, lookup(select(ascii, units, select(below_800, two, three)), load(patterns.three_byte_shuffle[mask])));
  return patterns.three_byte_length[mask];
}

}  // namespace
#endif

Converted utf8_from_utf16_prefix(const char16_t* in, size_t n, uint8_t* out) {
  uint8_t* start = out;
  size_t i = 0;
#ifdef UTF8ABNF_SIMD
  using namespace simd;
  if (n < 16) return {0, 0};  // without reading the tables and masks
  static const EncodePatterns patterns;
  const EncodeConstants c = encode_constants;
  // A tight loop for each shape of text: V8 compiles one loop that tells every 8 units' shape apart
  // into much slower code.
  // A step starts only where 16 units are left: at 3 bytes of room a unit, that is room for its
  // stores, which may write past their bytes.
  auto load_units = [in](size_t at) { return load(reinterpret_cast<const uint8_t*>(in + at)); };
  while (i + 16 <= n) {
    size_t round = i;
    // ASCII: 32 units a step.
    for (; i + 32 <= n; i += 32) {
      Block units[4] = {load_units(i), load_units(i + 8), load_units(i + 16), load_units(i + 24)};
      if (any(bit_and(bit_or(bit_or(units[0], units[1]), bit_or(units[2], units[3])), c.above_ascii16))) break;
      store(out, narrow16(units[0], units[1]));
      store(out + 16, narrow16(units[2], units[3]));
      out += 32;
    }
    // Below U+0800 (Latin, Greek, Cyrillic, Hebrew, Arabic): 16 units a step.
    for (; i + 16 <= n; i += 16) {
      Block first = load_units(i);
      Block second = load_units(i + 8);
      if (any(bit_and(bit_or(first, second), c.above_7ff16))) break;
      out += encode_below_800(first, out, patterns, c);
      out += encode_below_800(second, out, patterns, c);
    }
    // No surrogate (CJK, Indic, and either mixed with ASCII): 8 units a step, at most 32 before
    // the faster loops above are tried again.
    for (size_t stop = std::min(i + 32, n - 15); i < stop; i += 8) {
      Block units = load_units(i);
      if (any(equal16(bit_and(units, c.above_7ff16), c.surrogate16))) break;
      size_t first = encode_no_surrogates(widen16_low(units), out, patterns, c);
      out += first + encode_no_surrogates(widen16_high(units), out + first, patterns, c);
    }
    // Four surrogate pairs (emoji): 8 units a step.
    for (; i + 16 <= n; i += 8) {
      Block units = load_units(i);
      if (lane_bits32(equal32(bit_and(units, c.pair_bits), c.pair)) != 0xF) break;
      out += encode_surrogate_pairs(units, out, c);
    }
    if (i == round) break;  // a lone surrogate, or pairs not aligned to 32-bit lanes, in the next 8
  }
#else
  for (; i < n && (in[i] & 0xF800) != 0xD800; ++i) out += encode_code_point(in[i], out);
#endif
  return {i, static_cast<size_t>(out - start)};
}

}  // namespace utf8abnf::transcode
