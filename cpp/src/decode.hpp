// The decoding loop behind decode_utf16, with one choice the public API leaves out: Latin-1 first.
// JS engines keep text whose characters are all below U+0100 in one byte per character, and make
// such a string from Latin-1 bytes in half the time; the wasm bindings ask for it where the JS side
// can make strings of Latin-1 (cpp/bindings/embind.cpp).
#pragma once

#include "utf8abnf/utf8abnf.hpp"

namespace utf8abnf::detail {

struct DecodedText {
  Decoded decoded;
  bool latin1;  // `out` holds decoded.written Latin-1 bytes, not UTF-16 units
};

// As decode_utf16; with latin1_first, while every character is below U+0100 it writes one byte per
// character into out's bytes. At the first that is not (U+FFFD included) what was written is
// widened into UTF-16 units in place and the rest follows as UTF-16.
DecodedText decode_text(const uint8_t* in, size_t n, char16_t* out, ErrorMode mode, bool final, bool latin1_first);

}  // namespace utf8abnf::detail
