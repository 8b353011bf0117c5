// The decoding loop behind decode_utf16, with one choice the public API leaves out: Latin-1 first.
// JS engines keep text whose characters are all below U+0100 in one byte per character, and make
// such a string from Latin-1 bytes in a fraction of the time; the wasm bindings ask for it where the
// JS side can make strings of Latin-1 (cpp/bindings/embind.cpp): Node's Buffer reads any Latin-1,
// a browser's TextDecoder('windows-1252') all but the C1 controls, U+0080..U+009F.
#pragma once

#include "utf8abnf/utf8abnf.hpp"

namespace utf8abnf::detail {

struct DecodedText {
  Decoded decoded;
  bool latin1;  // `out` holds decoded.written Latin-1 bytes, not UTF-16 units
};

// What text decode_text may leave in one byte per character.
enum class NarrowText : uint8_t {
  none,               // always UTF-16
  latin1,             // every character below U+0100
  latin1_without_c1,  // every character below U+0100 and none in U+0080..U+009F
};

// As decode_utf16; unless `narrow` is none, while every character is below U+0100 it writes one
// byte per character into out's bytes. At the first that is not (U+FFFD included) what was written
// is widened into UTF-16 units in place and the rest follows as UTF-16; so is the whole text if
// `narrow` excludes C1 controls and it holds one.
DecodedText decode_text(const uint8_t* in, size_t n, char16_t* out, ErrorMode mode, bool final, NarrowText narrow);

}  // namespace utf8abnf::detail
