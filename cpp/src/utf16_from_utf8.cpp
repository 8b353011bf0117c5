// UTF-8 that is known to be valid to UTF-16: no checks, so it runs at memory speed with SIMD.
#include "transcode.hpp"

#include "utf8abnf/utf8abnf.hpp"

#include "dfa.hpp"
#include "transcode_constants.hpp"

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
constexpr uint8_t kTwoBytePatterns = 64;              // 2^6: six characters of 1 or 2 bytes
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

// Four characters of 1 to 3 bytes, each in a 32-bit lane as [last byte, middle byte or 0, lead
// byte or 0, 0], to four UTF-16 units in the low half.
inline simd::Block units_from_32bit_lanes(simd::Block lanes, const Utf16Constants& c) {
  using namespace simd;
  Block code_points = bit_or(bit_or(bit_and(lanes, c.last_payload), shift_right32<2>(bit_and(lanes, c.middle_payload))),
                             shift_right32<4>(bit_and(lanes, c.lead_payload)));
  return lookup(code_points, c.low_halves);
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
        store_widened(in + i + p, out);
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
        Block code_points =
            bit_or(bit_or(bit_and(lanes, c.payload_0), shift_right32<2>(bit_and(lanes, c.payload_1))),
                   bit_or(shift_right32<4>(bit_and(lanes, c.payload_2)), shift_right32<6>(bit_and(lanes, c.payload_3))));
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

#endif

}  // namespace

size_t utf16_from_valid_utf8(const uint8_t* in, size_t n, char16_t* out) {
#ifdef UTF8ABNF_SIMD
  return utf16_from_utf8_vectorized(in, n, out);
#else
  return utf16_from_utf8_scalar(in, n, out);
#endif
}

}  // namespace utf8abnf::transcode
