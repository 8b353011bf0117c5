// Transcoders for input already known to be well formed: no checks, so they run at memory speed
// where there is SIMD. The codec's functions find the well-formed stretches first. The one
// exception, latin1_from_utf8, checks as it goes: for such text checking is nearly free.
#pragma once

#include <cstddef>
#include <cstdint>

namespace utf8abnf::transcode {

// A scalar value as one UTF-16 unit or a surrogate pair at `out`; returns how many units.
inline size_t put_utf16(uint32_t code_point, char16_t* out) {
  if (code_point < 0x10000) {
    out[0] = static_cast<char16_t>(code_point);
    return 1;
  }
  out[0] = static_cast<char16_t>(0xD7C0 + (code_point >> 10));  // 0xD800 + ((cp - 0x10000) >> 10)
  out[1] = static_cast<char16_t>(0xDC00 | (code_point & 0x3FF));
  return 2;
}

// One valid sequence at `in` (its lead byte tells its length) to one or two units; returns its length.
inline size_t decode_sequence(const uint8_t* in, char16_t*& out) {
  uint32_t b = in[0];
  if (b < 0x80) {
    *out++ = static_cast<char16_t>(b);
    return 1;
  }
  if (b < 0xE0) {
    *out++ = static_cast<char16_t>(((b & 0x1F) << 6) | (in[1] & 0x3F));
    return 2;
  }
  if (b < 0xF0) {
    *out++ = static_cast<char16_t>(((b & 0x0F) << 12) | ((in[1] & 0x3F) << 6) | (in[2] & 0x3F));
    return 3;
  }
  uint32_t code_point = ((b & 0x07) << 18) | ((in[1] & 0x3Fu) << 12) | ((in[2] & 0x3Fu) << 6) | (in[3] & 0x3Fu);
  out += put_utf16(code_point, out);
  return 4;
}

// UTF-8 made of whole, valid sequences to UTF-16. Writes at most n units; returns how many.
size_t utf16_from_valid_utf8(const uint8_t* in, size_t n, char16_t* out);

struct Converted {
  size_t read;     // code units (bytes for latin1_from_utf8)
  size_t written;  // bytes
};

// UTF-8 to Latin-1, one byte per character, up to the first byte that does not go on with whole,
// valid characters up to U+00FF: a wider character, an error, or an unfinished end. Checks as it
// goes, so the validator need only look at what it leaves. `out` holds at least n + 8 bytes: the
// result is at most n, but SIMD stores may touch the 8 after it.
Converted latin1_from_utf8(const uint8_t* in, size_t n, uint8_t* out);

// The `count` Latin-1 bytes at the start of out's memory, widened there into `count` UTF-16 units.
void widen_latin1_in_place(char16_t* out, size_t count);

// Whether any of the n Latin-1 bytes is a C1 control (80..9F): the bytes where windows-1252, as
// which browsers' TextDecoder makes strings of single bytes, is not Latin-1.
bool any_c1_control(const uint8_t* bytes, size_t n);

// UTF-16 to UTF-8 of a prefix of `in` that holds no lone surrogate: stops where the next 8 units
// hold a surrogate (unless they are four whole pairs) or fewer than 16 are left, for the caller to
// go on a code point at a time. Writes at most 3 bytes per unit read.
Converted utf8_from_utf16_prefix(const char16_t* in, size_t n, uint8_t* out);

}  // namespace utf8abnf::transcode
