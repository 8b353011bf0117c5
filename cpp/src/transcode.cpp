#include "transcode.hpp"

#include <algorithm>

#include "utf8abnf/utf8abnf.hpp"

#include "dfa.hpp"
#include "simd.hpp"

namespace utf8abnf::transcode {

namespace {

// A sequence at a time, with 16-byte steps over ASCII runs.
size_t utf16_from_utf8_scalar(const uint8_t* in, size_t n, char16_t* out) {
  char16_t* start = out;
  size_t i = 0;
  while (i < n) {
    if (in[i] < 0x80 && i + 16 <= n && dfa::ascii16(in + i)) {
      for (size_t k = 0; k < 16; ++k) out[k] = in[i + k];
      out += 16;
      i += 16;
      continue;
    }
    i += decode_sequence(in + i, out);
  }
  return static_cast<size_t>(out - start);
}

#ifdef UTF8ABNF_SIMD
// After simdutf's 128-bit UTF-8 to UTF-16 method (Lemire and Keiser): the ends of the characters
// in the next 12 bytes, as a 12-bit mask, pick a shuffle that moves each character's bytes into
// its own lane, where shifts and masks join the payload bits. Characters of 1-2 bytes take 16-bit
// lanes (six at a time), of 1-3 bytes 32-bit lanes (four at a time), four 4-byte characters become
// four surrogate pairs; other mixes with a 4-byte character go a sequence at a time.
constexpr uint8_t kScalarPattern = 0xFF;
constexpr uint8_t kTwoBytePatterns = 64;               // 2^6: six characters of 1 or 2 bytes
constexpr uint8_t kPatterns = kTwoBytePatterns + 81;  // + 3^4: four characters of 1, 2 or 3 bytes

struct DecodePatterns {
  uint8_t pattern[1 << 12];   // by end mask: a shuffle number, or kScalarPattern
  uint8_t consumed[1 << 12];  // by end mask: the bytes of the characters that pattern takes
  alignas(16) uint8_t shuffle[kPatterns][16];

  // Built once at run time: a few microseconds, and 10 KB of zeroed memory rather than of binary.
  DecodePatterns() {
    for (uint32_t ends = 0; ends < (1 << 12); ++ends) {
      uint8_t lengths[12];
      size_t count = 0;
      for (uint32_t start = 0, at = 0; at < 12; ++at) {
        if (ends & (1u << at)) {
          lengths[count++] = static_cast<uint8_t>(at + 1 - start);
          start = at + 1;
        }
      }
      pattern[ends] = kScalarPattern;
      consumed[ends] = 0;
      if (fits(lengths, count, 6, 2)) {
        set(ends, lengths, 6, 2, 0);
      } else if (fits(lengths, count, 4, 3)) {
        set(ends, lengths, 4, 3, kTwoBytePatterns);
      }
    }
  }

  static bool fits(const uint8_t* lengths, size_t count, size_t characters, uint8_t longest) {
    if (count < characters) return false;
    for (size_t k = 0; k < characters; ++k) {
      if (lengths[k] > longest) return false;
    }
    return true;
  }

  // Numbers the pattern by its lengths (in base `longest`) and fills its shuffle: lane k gets the
  // last byte of character k first, then the bytes before it; 0x80 zeroes a byte.
  void set(uint32_t ends, const uint8_t* lengths, size_t characters, uint8_t longest, uint8_t base) {
    size_t number = 0;
    for (size_t k = characters; k-- > 0;) number = number * longest + (lengths[k] - 1u);
    uint8_t* lanes = shuffle[base + number];
    size_t lane_bytes = longest == 2 ? 2 : 4;
    uint8_t start = 0;
    for (size_t k = 0; k < 16 / lane_bytes; ++k) {
      for (size_t b = 0; b < lane_bytes; ++b) {
        bool inside = k < characters && b < lengths[k];
        lanes[k * lane_bytes + b] = inside ? static_cast<uint8_t>(start + lengths[k] - 1 - b) : 0x80;
      }
      if (k < characters) start = static_cast<uint8_t>(start + lengths[k]);
    }
    pattern[ends] = static_cast<uint8_t>(base + number);
    consumed[ends] = start;
  }
};

}  // namespace

// The masks and shuffles of utf16_from_utf8_vectorized, read into a local (see simd::Constants;
// outside the unnamed namespace for the linkage).
struct Utf16Constants {
  simd::Block c0 = simd::splat(0xC0);
  // Four 3-byte characters into 32-bit lanes [last byte, middle byte, lead byte, 0].
  simd::Block three_byte_lanes = simd::table(2, 1, 0, 0x80, 5, 4, 3, 0x80, 8, 7, 6, 0x80, 11, 10, 9, 0x80);
  // From such lanes: the payload bits of each byte.
  simd::Block last_payload = simd::splat32(0x7F);  // 7 bits: the last byte may be ASCII
  simd::Block middle_payload = simd::splat32(0x3F00);
  simd::Block lead_payload = simd::splat32(0x0F0000);
  simd::Block low_halves = simd::table(0, 1, 4, 5, 8, 9, 12, 13, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80);
  // Four 4-byte characters into 32-bit lanes, last byte first, and their payload bits.
  simd::Block four_byte_lanes = simd::table(3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12);
  simd::Block payload_0 = simd::splat32(0x3F);
  simd::Block payload_1 = simd::splat32(0x3F00);
  simd::Block payload_2 = simd::splat32(0x3F0000);
  simd::Block payload_3 = simd::splat32(0x07000000);
  simd::Block high_surrogate_base = simd::splat32(0xD7C0);  // 0xD800 - (0x10000 >> 10)
  simd::Block low_ten_bits = simd::splat32(0x3FF);
  simd::Block low_surrogate_base = simd::splat32(0xDC000000);
  // 16-bit lanes [last byte, lead byte or 0] and their payload bits.
  simd::Block two_byte_last = simd::splat16(0x007F);
  simd::Block two_byte_lead = simd::splat16(0x1F00);
};
inline Utf16Constants utf16_constants;

namespace {

// Four characters of 1 to 3 bytes, each in a 32-bit lane as [last byte, middle byte or 0, lead
// byte or 0, 0], to four UTF-16 units in the low half.
inline simd::Block units_from_32bit_lanes(simd::Block lanes, const Utf16Constants& c) {
  using namespace simd;
  Block code_points = bit_or(bit_or(bit_and(lanes, c.last_payload), shift_right32<2>(bit_and(lanes, c.middle_payload))),
                             shift_right32<4>(bit_and(lanes, c.lead_payload)));
  return lookup(code_points, c.low_halves);
}

inline void widen16(const uint8_t* in, char16_t* out) {
  simd::Block bytes = simd::load(in);
  simd::store(out, simd::widen_low(bytes));
  simd::store(out + 8, simd::widen_high(bytes));
}

size_t utf16_from_utf8_vectorized(const uint8_t* in, size_t n, char16_t* out) {
  using namespace simd;
  if (n < 64) return utf16_from_utf8_scalar(in, n, out);  // without reading the tables and masks
  static const DecodePatterns patterns;
  const Utf16Constants c = utf16_constants;
  char16_t* start = out;
  size_t i = 0;
  // Windows of 64 bytes: masks of the non-ASCII bytes and of the bytes that start a character.
  while (i + 64 <= n) {
    Block block[4] = {load(in + i), load(in + i + 16), load(in + i + 32), load(in + i + 48)};
    uint64_t non_ascii = 0;
    uint64_t continuation = 0;
    for (int k = 0; k < 4; ++k) {
      non_ascii |= uint64_t{high_bits(block[k])} << (16 * k);
      continuation |= uint64_t{high_bits(less_signed(block[k], c.c0))} << (16 * k);  // 80..BF
    }
    if (non_ascii == 0) {
      for (int k = 0; k < 4; ++k) {
        store(out + 16 * k, widen_low(block[k]));
        store(out + 16 * k + 8, widen_high(block[k]));
      }
      out += 64;
      i += 64;
      continue;
    }
    // From p on: where characters end (where the next one starts) and which bytes are not ASCII.
    // Shifted along as p moves, the masks are carried through the loop, so that they are computed
    // once before it (a value only some paths of a loop use is computed on those paths).
    uint64_t ends = ~continuation >> 1;
    uint64_t rest_non_ascii = non_ascii;
    // Each step starts at a character boundary p < 48 and reads at most 16 bytes (12 for the mask).
    size_t p = 0;
    auto advance = [&](size_t step) {
      p += step;
      ends >>= step;
      rest_non_ascii >>= step;
    };
    while (p < 48) {
      // An ASCII run of 4 or more (no step of four characters takes more): 16 units written, as
      // many kept as the run is long, the rest written over by the next step.
      if ((rest_non_ascii & 0xF) == 0) {
        size_t ascii_run = static_cast<size_t>(__builtin_ctzll(rest_non_ascii | 0x10000));
        widen16(in + i + p, out);
        out += ascii_run;
        advance(ascii_run);
        continue;
      }
      // The commonest runs first, each with a fixed shuffle and step, so that the next step waits
      // for no table: four 3-byte characters (CJK), four 4-byte ones (emoji, as surrogate pairs).
      uint32_t mask = static_cast<uint32_t>(ends) & 0xFFF;
      if (mask == 0x924) {
        store(out, units_from_32bit_lanes(lookup(load(in + i + p), c.three_byte_lanes), c));
        out += 4;
        advance(12);
        continue;
      }
      if ((ends & 0xFFFF) == 0x8888) {
        Block lanes = lookup(load(in + i + p), c.four_byte_lanes);
        Block code_points = bit_or(bit_or(bit_and(lanes, c.payload_0), shift_right32<2>(bit_and(lanes, c.payload_1))),
                                   bit_or(shift_right32<4>(bit_and(lanes, c.payload_2)),
                                          shift_right32<6>(bit_and(lanes, c.payload_3))));
        // The high surrogate in the low half of each lane, the low surrogate in the high half.
        Block high = add32(shift_right32<10>(code_points), c.high_surrogate_base);
        Block low = bit_or(shift_left32<16>(bit_and(code_points, c.low_ten_bits)), c.low_surrogate_base);
        store(out, bit_or(high, low));
        out += 8;
        advance(16);
        continue;
      }
      uint8_t pattern = patterns.pattern[mask];
      if (pattern < kTwoBytePatterns) {  // 16-bit lanes: [last byte, lead byte or 0]
        Block lanes = lookup(load(in + i + p), load(patterns.shuffle[pattern]));
        Block units = bit_or(bit_and(lanes, c.two_byte_last), shift_right16<2>(bit_and(lanes, c.two_byte_lead)));
        store(out, units);
        out += 6;
        advance(patterns.consumed[mask]);
      } else if (pattern < kPatterns) {  // 32-bit lanes: [last byte, middle byte or 0, lead byte or 0, 0]
        store(out, units_from_32bit_lanes(lookup(load(in + i + p), load(patterns.shuffle[pattern])), c));
        out += 4;
        advance(patterns.consumed[mask]);
      } else {  // another mix with a 4-byte character: at least 8 bytes a sequence at a time
        size_t stop = p + 8;
        while (p < stop) advance(decode_sequence(in + i + p, out));
      }
    }
    i += p;
  }
  return static_cast<size_t>(out - start) + utf16_from_utf8_scalar(in + i, n - i, out);
}

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

}  // namespace

// The masks of latin1_from_utf8_vectorized, read into a local (see simd::Constants).
struct Latin1Constants {
  simd::Block c3 = simd::splat(0xC3);
  simd::Block c0 = simd::splat(0xC0);
  simd::Block c1 = simd::splat(0xC1);
  simd::Block bit_0 = simd::splat(0x01);
  simd::Block eight = simd::splat(8);
};
inline Latin1Constants latin1_constants;

namespace {

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
    Block continuations = less_signed(bytes, c.c0);  // 80..BF
    uint32_t continuation_bits = high_bits(continuations);
    uint32_t leads = non_ascii & ~continuation_bits;                       // C0..C3
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

// UTF-16 to UTF-8 in the same spirit: each unit is given its UTF-8 form in its own lane, and a
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

}  // namespace

// The masks of the encoder, read into a local (see simd::Constants).
struct EncodeConstants {
  // For 16-bit lanes.
  simd::Block above_ascii16 = simd::splat16(0xFF80);
  simd::Block above_7ff16 = simd::splat16(0xF800);
  simd::Block surrogate16 = simd::splat16(0xD800);  // what a surrogate has in its top 5 bits
  simd::Block payload16 = simd::splat16(0x3F);
  simd::Block trail16 = simd::splat16(0x80);
  simd::Block lead2_16 = simd::splat16(0xC0);
  // For 32-bit lanes.
  simd::Block above_ascii = simd::splat32(0xFFFFFF80);
  simd::Block above_7ff = simd::splat32(0xFFFFF800);
  simd::Block pair_bits = simd::splat32(0xFC00FC00);  // what tells a surrogate pair [high, low]
  simd::Block pair = simd::splat32(0xDC00D800);
  simd::Block ten_bits = simd::splat32(0x3FF);
  simd::Block plane_1 = simd::splat32(0x10000);
  simd::Block payload = simd::splat32(0x3F);
  simd::Block trail = simd::splat32(0x80);
  simd::Block lead2 = simd::splat32(0xC0);
  simd::Block lead3 = simd::splat32(0xE0);
  simd::Block lead4 = simd::splat32(0xF0);
};
inline EncodeConstants encode_constants;

namespace {

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
  Block code_points = add32(bit_or(shift_left32<10>(bit_and(pairs, c.ten_bits)), bit_and(shift_right32<16>(pairs), c.ten_bits)),
                            c.plane_1);
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

#endif

}  // namespace

size_t utf16_from_valid_utf8(const uint8_t* in, size_t n, char16_t* out) {
#ifdef UTF8ABNF_SIMD
  return utf16_from_utf8_vectorized(in, n, out);
#else
  return utf16_from_utf8_scalar(in, n, out);
#endif
}

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
  for (; k >= 16; k -= 16) widen16(bytes + k - 16, out + k - 16);
#endif
  for (; k > 0; --k) out[k - 1] = bytes[k - 1];
}

Converted utf8_from_utf16_prefix(const char16_t* in, size_t n, uint8_t* out) {
  uint8_t* start = out;
  size_t i = 0;
#ifdef UTF8ABNF_SIMD
  using namespace simd;
  if (n < 16) return {0, 0};  // without reading the tables and masks
  static const EncodePatterns patterns;
  const EncodeConstants c = encode_constants;
  // A tight loop for each shape of text: V8 compiled one loop that told every 8 units' shape apart
  // into code two to four times slower (in units a second: Latin text 2.4 G, now 6.0; Cyrillic
  // 1.5, now 6.0; emoji 2.7, now 4.1; CJK 1.5, now 1.6).
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
