// Transcoders for input already known to be well formed: no checks, so they run at memory speed
// where there is SIMD. The codec's functions find the well-formed stretches first.
#pragma once

#include <cstddef>
#include <cstdint>

namespace utf8abnf::transcode {

// UTF-8 made of whole, valid sequences to UTF-16. Writes at most n units; returns how many.
size_t utf16_from_valid_utf8(const uint8_t* in, size_t n, char16_t* out);

}  // namespace utf8abnf::transcode
