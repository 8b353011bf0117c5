// UTF-8 to Latin-1 while the text is Latin-1, checking as it goes (for such text checking is
// nearly free), Latin-1 widened to UTF-16 in place, and the search for C1 controls in Latin-1.
#include "transcode.hpp"

#include "transcode_constants.hpp"

namespace utf8abnf::transcode {

#ifdef UTF8ABNF_SIMD
namespace {

// UTF-8 to Latin-1, 16 bytes a step while the bytes are ASCII or C2/C3 leads and their
// continuations: a continuation after C3 gains 0x40, and the two halves of the block drop their
// leads through a shuffle picked by the 8-bit mask of the bytes they keep. Such text is valid
// exactly when the continuations are where the leads' masks, moved one lane on, say they are:
// two bitmasks are all the checking it needs.
struct Latin1Patterns {
  alignas(16) uint8_t keep[256][16];  // by mask: the kept lanes of 0..7 in order, then 0x80
  uint8_t count[256];                 // by mask: how many lanes it keeps

  Latin1Patterns() {
    for (uint32_t mask = 0; mask < 256; ++mask) {
      uint8_t length = 0;
      for (uint8_t k = 0; k < 8; ++k) {
        if (mask >> k & 1) keep[mask][length++] = k;
      }
      count[mask] = length;
      while (length < 16) keep[mask][length++] = 0x80;
    }
  }
};

// Returns where the scalar code goes on: the start of the first block that is not such text, at a
// character boundary.
size_t latin1_from_utf8_vectorized(const uint8_t* in, size_t n, uint8_t*& out) {
  using namespace simd;
  if (n < 16) return 0;  // without reading the tables and masks
  static const Latin1Patterns patterns;
  const Latin1Constants c = latin1_constants;
  // A step is always 16 bytes, so that the next load waits for nothing: a lead in the last lane
  // is dropped like any lead, and the next step finishes its character.
  Block before = zero();
  uint32_t lead_before = 0;  // 1 when the last lane of `before` was a lead
  size_t i = 0;
  for (; i + 16 <= n; i += 16) {
    Block bytes = load(in + i);
    uint32_t non_ascii = high_bits(bytes);
    if ((non_ascii | lead_before) == 0) {
      store(out, bytes);
      out += 16;
      before = bytes;
      continue;
    }
    if (any(subtract_saturated(bytes, c.c3))) break;  // C4..FF: above U+00FF, or an error
    Block continuations = less_signed(bytes, c.c0);   // 80..BF
    uint32_t continuation_bits = high_bits(continuations);
    uint32_t leads = non_ascii & ~continuation_bits;                        // C0..C3
    uint32_t good_leads = non_ascii & high_bits(less_signed(c.c1, bytes));  // C2, C3
    if (leads != good_leads || continuation_bits != (((leads << 1) | lead_before) & 0xFFFF)) break;
    // The payload bit a C3 lead (not C2) adds to the continuation after it.
    Block c3 = bit_and(shift_left16<6>(bit_and(previous<1>(bytes, before), c.bit_0)), continuations);
    Block latin1 = bit_or(bytes, c3);
    uint32_t kept = ~leads & 0xFFFF;
    store(out, lookup(latin1, load(patterns.keep[kept & 0xFF])));
    out += patterns.count[kept & 0xFF];
    store(out, lookup(latin1, bit_or(load(patterns.keep[kept >> 8]), c.eight)));
    out += patterns.count[kept >> 8];
    before = bytes;
    lead_before = leads >> 15;
  }
  return i - lead_before;  // a lead whose continuation is still to come starts the rest
}

}  // namespace
#endif

Converted latin1_from_utf8(const uint8_t* in, size_t n, uint8_t* out) {
  uint8_t* start = out;
#ifdef UTF8ABNF_SIMD
  size_t i = latin1_from_utf8_vectorized(in, n, out);
#else
  size_t i = 0;
#endif
  while (i < n) {
    uint8_t b = in[i];
    if (b < 0x80) {
      *out++ = b;
      i += 1;
    } else if ((b == 0xC2 || b == 0xC3) && i + 1 < n && (in[i + 1] & 0xC0) == 0x80) {
      *out++ = static_cast<uint8_t>((b << 6) | (in[i + 1] & 0x3F));
      i += 2;
    } else {
      break;
    }
  }
  return {i, static_cast<size_t>(out - start)};
}

void widen_latin1_in_place(char16_t* out, size_t count) {
  const uint8_t* bytes = reinterpret_cast<const uint8_t*>(out);
  size_t k = count;
#ifdef UTF8ABNF_SIMD
  // From the end: the 32 bytes that the 16 before k widen into start at or after k - 16, so no
  // byte is overwritten before it is read.
  for (; k >= 16; k -= 16) simd::store_widened(bytes + k - 16, out + k - 16);
#endif
  for (; k > 0; --k) out[k - 1] = bytes[k - 1];
}

bool any_c1_control(const uint8_t* bytes, size_t n) {
  size_t i = 0;
#ifdef UTF8ABNF_SIMD
  const simd::Block a0 = latin1_constants.a0;
  for (; i + 16 <= n; i += 16) {
    if (simd::any_high_bit(simd::less_signed(simd::load(bytes + i), a0))) return true;
  }
#endif
  for (; i < n; ++i) {
    if (bytes[i] >= 0x80 && bytes[i] <= 0x9F) return true;
  }
  return false;
}

}  // namespace utf8abnf::transcode
