// 128-bit SIMD validation after Keiser and Lemire, "Validating UTF-8 in less than one instruction
// per byte" (2021): three 16-entry tables, looked up by the high and low nibble of each byte and
// the high nibble of the byte after it, flag every bad pair of bytes; a saturating subtraction
// checks that 3- and 4-byte leads are followed by enough continuation bytes. The same kernel runs
// on wasm SIMD and on x86 SSSE3; without either, validation stays with the automaton.
#pragma once

#include <cstddef>
#include <cstdint>

#if defined(__wasm_simd128__)
#include <wasm_simd128.h>
#define UTF8ABNF_SIMD 1
#elif defined(__SSSE3__)
#include <tmmintrin.h>
#define UTF8ABNF_SIMD 1
#endif

#ifdef UTF8ABNF_SIMD
namespace utf8abnf::simd {

// The handful of operations the kernels need, on 16 bytes (or 8 16-bit or 4 32-bit lanes).
#if defined(__wasm_simd128__)
using Block = v128_t;
inline Block load(const uint8_t* p) { return wasm_v128_load(p); }
inline Block splat(uint8_t b) { return wasm_u8x16_splat(b); }
inline Block zero() { return wasm_i64x2_splat(0); }
inline Block bit_or(Block a, Block b) { return wasm_v128_or(a, b); }
inline Block bit_and(Block a, Block b) { return wasm_v128_and(a, b); }
inline Block bit_xor(Block a, Block b) { return wasm_v128_xor(a, b); }
inline Block lookup(Block table, Block nibbles) { return wasm_i8x16_swizzle(table, nibbles); }
inline Block subtract_saturated(Block a, Block b) { return wasm_u8x16_sub_sat(a, b); }
inline Block max(Block a, Block b) { return wasm_u8x16_max(a, b); }
inline Block equal(Block a, Block b) { return wasm_i8x16_eq(a, b); }
inline uint32_t last_four_bytes(Block v) { return static_cast<uint32_t>(wasm_i32x4_extract_lane(v, 3)); }
inline bool any(Block v) { return wasm_v128_any_true(v); }
inline bool any_high_bit(Block v) { return wasm_i8x16_bitmask(v) != 0; }
inline uint32_t high_bits(Block v) { return wasm_i8x16_bitmask(v); }  // bit i: the top bit of byte i
inline Block less_signed(Block a, Block b) { return wasm_i8x16_lt(a, b); }
inline void store(void* p, Block v) { wasm_v128_store(p, v); }
inline Block widen_low(Block v) { return wasm_u16x8_extend_low_u8x16(v); }  // bytes 0..7 as 16-bit lanes
inline Block widen_high(Block v) { return wasm_u16x8_extend_high_u8x16(v); }
inline Block splat16(uint16_t u) { return wasm_i16x8_splat(static_cast<int16_t>(u)); }
inline Block splat32(uint32_t u) { return wasm_i32x4_splat(static_cast<int32_t>(u)); }
template <int N> inline Block shift_right16(Block v) { return wasm_u16x8_shr(v, N); }
template <int N> inline Block shift_right32(Block v) { return wasm_u32x4_shr(v, N); }
template <int N> inline Block shift_left32(Block v) { return wasm_i32x4_shl(v, N); }
inline Block add32(Block a, Block b) { return wasm_i32x4_add(a, b); }
template <int N> inline Block shift_left16(Block v) { return wasm_i16x8_shl(v, N); }
inline Block equal16(Block a, Block b) { return wasm_i16x8_eq(a, b); }
inline Block equal32(Block a, Block b) { return wasm_i32x4_eq(a, b); }
inline uint32_t lane_bits16(Block v) { return wasm_i16x8_bitmask(v); }  // bit k: the top bit of lane k
inline uint32_t lane_bits32(Block v) { return wasm_i32x4_bitmask(v); }
inline Block select(Block mask, Block if_set, Block if_clear) { return wasm_v128_bitselect(if_set, if_clear, mask); }
inline Block narrow16(Block a, Block b) { return wasm_u8x16_narrow_i16x8(a, b); }  // lanes below 0x100 to bytes
inline Block widen16_low(Block v) { return wasm_u32x4_extend_low_u16x8(v); }       // lanes 0..3 as 32-bit lanes
inline Block widen16_high(Block v) { return wasm_u32x4_extend_high_u16x8(v); }
// The 16 bytes that end N bytes before the end of `current` (N = 1, 2, 3).
template <int N> inline Block previous(Block current, Block before) {
  return wasm_i8x16_shuffle(before, current, 16 - N, 17 - N, 18 - N, 19 - N, 20 - N, 21 - N, 22 - N, 23 - N, 24 - N, 25 - N,
                            26 - N, 27 - N, 28 - N, 29 - N, 30 - N, 31 - N);
}
inline Block table(uint8_t b0, uint8_t b1, uint8_t b2, uint8_t b3, uint8_t b4, uint8_t b5, uint8_t b6, uint8_t b7, uint8_t b8,
                   uint8_t b9, uint8_t b10, uint8_t b11, uint8_t b12, uint8_t b13, uint8_t b14, uint8_t b15) {
  return wasm_u8x16_make(b0, b1, b2, b3, b4, b5, b6, b7, b8, b9, b10, b11, b12, b13, b14, b15);
}
#else
using Block = __m128i;
inline Block load(const uint8_t* p) { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p)); }
inline Block splat(uint8_t b) { return _mm_set1_epi8(static_cast<char>(b)); }
inline Block zero() { return _mm_setzero_si128(); }
inline Block bit_or(Block a, Block b) { return _mm_or_si128(a, b); }
inline Block bit_and(Block a, Block b) { return _mm_and_si128(a, b); }
inline Block bit_xor(Block a, Block b) { return _mm_xor_si128(a, b); }
inline Block lookup(Block table, Block nibbles) { return _mm_shuffle_epi8(table, nibbles); }
inline Block subtract_saturated(Block a, Block b) { return _mm_subs_epu8(a, b); }
inline Block max(Block a, Block b) { return _mm_max_epu8(a, b); }
inline Block equal(Block a, Block b) { return _mm_cmpeq_epi8(a, b); }
inline uint32_t last_four_bytes(Block v) { return static_cast<uint32_t>(_mm_cvtsi128_si32(_mm_shuffle_epi32(v, 0xFF))); }
inline bool any(Block v) { return _mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_setzero_si128())) != 0xFFFF; }
inline bool any_high_bit(Block v) { return _mm_movemask_epi8(v) != 0; }
inline uint32_t high_bits(Block v) { return static_cast<uint32_t>(_mm_movemask_epi8(v)); }
inline Block less_signed(Block a, Block b) { return _mm_cmplt_epi8(a, b); }
inline void store(void* p, Block v) { _mm_storeu_si128(static_cast<__m128i*>(p), v); }
inline Block widen_low(Block v) { return _mm_unpacklo_epi8(v, _mm_setzero_si128()); }
inline Block widen_high(Block v) { return _mm_unpackhi_epi8(v, _mm_setzero_si128()); }
inline Block splat16(uint16_t u) { return _mm_set1_epi16(static_cast<int16_t>(u)); }
inline Block splat32(uint32_t u) { return _mm_set1_epi32(static_cast<int32_t>(u)); }
template <int N> inline Block shift_right16(Block v) { return _mm_srli_epi16(v, N); }
template <int N> inline Block shift_right32(Block v) { return _mm_srli_epi32(v, N); }
template <int N> inline Block shift_left32(Block v) { return _mm_slli_epi32(v, N); }
inline Block add32(Block a, Block b) { return _mm_add_epi32(a, b); }
template <int N> inline Block shift_left16(Block v) { return _mm_slli_epi16(v, N); }
inline Block equal16(Block a, Block b) { return _mm_cmpeq_epi16(a, b); }
inline Block equal32(Block a, Block b) { return _mm_cmpeq_epi32(a, b); }
inline uint32_t lane_bits16(Block v) { return static_cast<uint32_t>(_mm_movemask_epi8(_mm_packs_epi16(v, v))) & 0xFF; }
inline uint32_t lane_bits32(Block v) { return static_cast<uint32_t>(_mm_movemask_ps(_mm_castsi128_ps(v))); }
inline Block select(Block mask, Block if_set, Block if_clear) {
  return _mm_or_si128(_mm_and_si128(mask, if_set), _mm_andnot_si128(mask, if_clear));
}
inline Block narrow16(Block a, Block b) { return _mm_packus_epi16(a, b); }
inline Block widen16_low(Block v) { return _mm_unpacklo_epi16(v, _mm_setzero_si128()); }
inline Block widen16_high(Block v) { return _mm_unpackhi_epi16(v, _mm_setzero_si128()); }
template <int N> inline Block previous(Block current, Block before) { return _mm_alignr_epi8(current, before, 16 - N); }
inline Block table(uint8_t b0, uint8_t b1, uint8_t b2, uint8_t b3, uint8_t b4, uint8_t b5, uint8_t b6, uint8_t b7, uint8_t b8,
                   uint8_t b9, uint8_t b10, uint8_t b11, uint8_t b12, uint8_t b13, uint8_t b14, uint8_t b15) {
  return _mm_setr_epi8(static_cast<char>(b0), static_cast<char>(b1), static_cast<char>(b2), static_cast<char>(b3),
                       static_cast<char>(b4), static_cast<char>(b5), static_cast<char>(b6), static_cast<char>(b7),
                       static_cast<char>(b8), static_cast<char>(b9), static_cast<char>(b10), static_cast<char>(b11),
                       static_cast<char>(b12), static_cast<char>(b13), static_cast<char>(b14), static_cast<char>(b15));
}
#endif

// The 16 bytes at `in` as 16 UTF-16 units at `out`.
inline void store_widened(const uint8_t* in, char16_t* out) {
  Block bytes = load(in);
  store(out, widen_low(bytes));
  store(out + 8, widen_high(bytes));
}

// What a pair of bytes (the one before, the one now) can get wrong. A pair is bad when the three
// lookups share a bit.
constexpr uint8_t kTooShort = 1 << 0;          // 11______ then 0_______ or 11______
constexpr uint8_t kTooLong = 1 << 1;           // 0_______ then 10______
constexpr uint8_t kOverlong3 = 1 << 2;         // 11100000 100_____
constexpr uint8_t kTooLarge = 1 << 3;          // 11110100 1001____ or 101_____; 11110101+ 10______ but 1000____
constexpr uint8_t kSurrogate = 1 << 4;         // 11101101 101_____
constexpr uint8_t kOverlong2 = 1 << 5;         // 1100000_ 10______
constexpr uint8_t kTooLarge1000 = 1 << 6;      // 11110101+ 1000____
constexpr uint8_t kOverlong4 = 1 << 6;         // 11110000 1000____ (shares the bit: the low nibble tells)
constexpr uint8_t kTwoContinuations = 1 << 7;  // 10______ 10______ (fine when a 3- or 4-byte lead is before)
constexpr uint8_t kCarry = kTooShort | kTooLong | kTwoContinuations;  // decided by the high nibbles alone

// The length of the ASCII run at p, in whole 64-byte batches below n, 128 bytes a step. After an
// ASCII batch a validator needs nothing more from such a run: its state would stay the same.
inline size_t ascii_batches(const uint8_t* p, size_t n) {
  size_t i = 0;
  for (; i + 128 <= n; i += 128) {
    Block low = bit_or(bit_or(load(p + i), load(p + i + 16)), bit_or(load(p + i + 32), load(p + i + 48)));
    Block high = bit_or(bit_or(load(p + i + 64), load(p + i + 80)), bit_or(load(p + i + 96), load(p + i + 112)));
    if (any_high_bit(bit_or(low, high))) break;
  }
  if (i + 64 <= n && !any_high_bit(bit_or(bit_or(load(p + i), load(p + i + 16)), bit_or(load(p + i + 32), load(p + i + 48))))) {
    i += 64;
  }
  return i;
}

// The validator's tables and masks. They are variables, not constants, on purpose: a wasm engine
// builds a vector constant anew at every use (three to five instructions), but keeps a value that a
// loop only reads in a register or one load away. Each kernel copies such a struct into a local
// before its loop; the struct has external linkage, or the compiler would see that nothing writes
// it and fold it back into constants.
struct Constants {
  // clang-format off
  Block byte_1_high = table(  // by the high nibble of the byte before
      kTooLong, kTooLong, kTooLong, kTooLong, kTooLong, kTooLong, kTooLong, kTooLong,  // 0_______: ASCII
      kTwoContinuations, kTwoContinuations, kTwoContinuations, kTwoContinuations,     // 10______: continuation
      kTooShort | kOverlong2,                                                           // 1100____
      kTooShort,                                                                        // 1101____
      kTooShort | kOverlong3 | kSurrogate,                                              // 1110____
      kTooShort | kTooLarge | kTooLarge1000 | kOverlong4);                              // 1111____
  Block byte_1_low = table(  // by the low nibble of the byte before
      kCarry | kOverlong3 | kOverlong2 | kOverlong4,  // ____0000
      kCarry | kOverlong2,                            // ____0001
      kCarry, kCarry,                                 // ____001_
      kCarry | kTooLarge,                             // ____0100
      kCarry | kTooLarge | kTooLarge1000,             // ____0101
      kCarry | kTooLarge | kTooLarge1000,             // ____0110
      kCarry | kTooLarge | kTooLarge1000,             // ____0111
      kCarry | kTooLarge | kTooLarge1000,             // ____1000
      kCarry | kTooLarge | kTooLarge1000,             // ____1001
      kCarry | kTooLarge | kTooLarge1000,             // ____1010
      kCarry | kTooLarge | kTooLarge1000,             // ____1011
      kCarry | kTooLarge | kTooLarge1000,             // ____1100
      kCarry | kTooLarge | kTooLarge1000 | kSurrogate,  // ____1101
      kCarry | kTooLarge | kTooLarge1000,             // ____1110
      kCarry | kTooLarge | kTooLarge1000);            // ____1111
  Block byte_2_high = table(  // by the high nibble of the byte itself
      kTooShort, kTooShort, kTooShort, kTooShort, kTooShort, kTooShort, kTooShort, kTooShort,  // 0_______
      kTooLong | kOverlong2 | kTwoContinuations | kOverlong3 | kTooLarge1000 | kOverlong4,    // 1000____
      kTooLong | kOverlong2 | kTwoContinuations | kOverlong3 | kTooLarge,                     // 1001____
      kTooLong | kOverlong2 | kTwoContinuations | kSurrogate | kTooLarge,                     // 1010____
      kTooLong | kOverlong2 | kTwoContinuations | kSurrogate | kTooLarge,                     // 1011____
      kTooShort, kTooShort, kTooShort, kTooShort);                                            // 11______
  // Per byte of the last block, what it must exceed to be a lead that the batch leaves unfinished.
  Block unfinished_leads = table(255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255,
                                 255, 0xF0 - 1, 0xE0 - 1, 0xC0 - 1);
  // clang-format on
  Block low_nibble = splat(0x0F);
  Block top_bit = splat(0x80);
  Block below_third = splat(0xE0 - 0x80);   // a byte minus this has its top bit set from E0 on
  Block below_fourth = splat(0xF0 - 0x80);  // from F0 on
  Block below_e0 = splat(0xDF);
  Block continuation_end = splat(0xC0);
  Block without_bit_0 = splat(0xFE);
};
inline Constants constants;

// Keeps the state across batches: the previous block, the error so far, and whether the previous
// batch ended inside a sequence.
class Validator {
 public:
  // What cheap_check() found a batch to be: checked (ascii, two_byte), or needing full_check(). A
  // batch with no lead of 3 or 4 bytes that is not two_byte text is wrong from a fresh start (an
  // error, or a lead unfinished at its end); after another batch it may finish that one's last
  // sequence, so full_check() decides.
  enum class Batch { ascii, two_byte, needs_full_check, wrong_from_fresh_start };
  static bool checked(Batch batch) { return batch == Batch::ascii || batch == Batch::two_byte; }

  // The cheap checks of the 64 bytes at p: whether they are ASCII, or ASCII and 2-byte characters.
  // Most text has long ASCII runs, and an ASCII batch can only be wrong by how the batch before it
  // ended. Anything else is left for full_check(). Inlined, so that the state and the
  // constants stay in registers across the caller's loop.
  [[gnu::always_inline]] Batch cheap_check(const uint8_t* p) {
    Block blocks[4] = {load(p), load(p + 16), load(p + 32), load(p + 48)};
    Block highest = max(max(blocks[0], blocks[1]), max(blocks[2], blocks[3]));
    if (!any_high_bit(highest)) {
      error_ = bit_or(error_, incomplete_);
      incomplete_ = zero();
      previous_ = blocks[3];
      previous_high_ = zero();  // as good as ASCII's 0..7 to every table
      return Batch::ascii;
    }
    bool no_longer_leads = !any(subtract_saturated(highest, c_.below_e0));  // no byte E0..FF
    if (!no_longer_leads) return Batch::needs_full_check;
    if (!two_byte_batch(blocks)) return Batch::wrong_from_fresh_start;
    previous_ = blocks[3];
    previous_high_ = high_nibbles(blocks[3]);
    incomplete_ = subtract_saturated(previous_, c_.unfinished_leads);
    return Batch::two_byte;
  }

  // The full check of a batch that cheap_check() did not decide. It is a call of its own, not the
  // end of cheap_check(): V8 compiles the loop far better so (see the commit log for figures).
  [[gnu::always_inline]] void full_check(const uint8_t* p) {
    // One block at a time: four interleaved would need more vector registers than there are.
#ifdef __clang__
#pragma clang loop unroll(disable)
#endif
    for (int k = 0; k < 4; ++k) block(load(p + 16 * k));
    // A lead in the last 3 bytes that needs more bytes than the batch has left.
    incomplete_ = subtract_saturated(previous_, c_.unfinished_leads);
  }

  // True once any block held an error (an unfinished sequence at the end is not one).
  bool failed() const { return any(error_); }

 private:
  Block high_nibbles(Block v) const { return bit_and(shift_right16<4>(v), c_.low_nibble); }

  // Whether 64 bytes with no byte E0..FF are ASCII and 2-byte characters, valid, that finish the
  // one the batch before began, if any. Then the continuation bytes are exactly the bytes after
  // the leads, so two 64-bit masks check them; anything else goes to the full check.
  [[gnu::always_inline]] bool two_byte_batch(const Block blocks[4]) const {
    uint32_t before = last_four_bytes(previous_);  // byte 15 in the top 8 bits
    uint32_t third_last = before >> 8 & 0xFF;
    uint32_t second_last = before >> 16 & 0xFF;
    uint32_t last = before >> 24;
    if (third_last >= 0xF0 || second_last >= 0xE0 || last >= 0xE0 || last == 0xC0 || last == 0xC1) return false;
    uint64_t non_ascii = 0;
    uint64_t continuations = 0;
    Block overlong = zero();  // C0 and C1
    for (int k = 0; k < 4; ++k) {
      non_ascii |= uint64_t{high_bits(blocks[k])} << (16 * k);
      continuations |= uint64_t{high_bits(less_signed(blocks[k], c_.continuation_end))} << (16 * k);  // 80..BF
      overlong = bit_or(overlong, equal(bit_and(blocks[k], c_.without_bit_0), c_.continuation_end));
    }
    uint64_t leads = non_ascii & ~continuations;  // C2..DF, once C0 and C1 are ruled out
    return continuations == (leads << 1 | uint64_t{last >= 0xC0}) && !any(overlong);
  }

  // Checks 16 bytes, given the 16 before them (zeros at the start of the input).
  [[gnu::always_inline]] void block(Block input) {
    Block high = high_nibbles(input);
    Block prev1 = previous<1>(input, previous_);
    Block byte_1_high = lookup(c_.byte_1_high, previous<1>(high, previous_high_));
    Block byte_1_low = lookup(c_.byte_1_low, bit_and(prev1, c_.low_nibble));
    Block byte_2_high = lookup(c_.byte_2_high, high);
    Block special = bit_and(bit_and(byte_1_high, byte_1_low), byte_2_high);
    // Two continuations in a row are right exactly when a 3-byte lead is 2 back or a 4-byte lead 3.
    Block third = subtract_saturated(previous<2>(input, previous_), c_.below_third);
    Block fourth = subtract_saturated(previous<3>(input, previous_), c_.below_fourth);
    Block must_continue = bit_and(bit_or(third, fourth), c_.top_bit);
    error_ = bit_or(error_, bit_xor(must_continue, special));
    previous_ = input;
    previous_high_ = high;
  }

  const Constants c_ = constants;  // read once, before the loop
  Block previous_ = zero();
  Block previous_high_ = zero();  // its high nibbles
  Block error_ = zero();
  Block incomplete_ = zero();
};

}  // namespace utf8abnf::simd
#endif
