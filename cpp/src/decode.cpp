#include "dfa.hpp"
#include "simd.hpp"

namespace utf8abnf {

namespace {

// Transcodes bytes already known to be valid UTF-8 (whole sequences only): no checks needed.
size_t decode_valid(const uint8_t* in, size_t n, char16_t* out) {
  size_t i = 0;
  size_t w = 0;
  while (i < n) {
    uint32_t b = in[i];
    if (b < 0x80) {
      if (i + 16 <= n && dfa::ascii16(in + i)) {  // ASCII runs dominate most text
        for (size_t k = 0; k < 16; ++k) out[w + k] = in[i + k];
        i += 16;
        w += 16;
        continue;
      }
      do {  // a run shorter than 16: a non-ASCII byte is near
        out[w++] = in[i++];
      } while (i < n && in[i] < 0x80);
    } else if (b < 0xE0) {
      out[w++] = static_cast<char16_t>(((b & 0x1F) << 6) | (in[i + 1] & 0x3F));
      i += 2;
    } else if (b < 0xF0) {
      out[w++] = static_cast<char16_t>(((b & 0x0F) << 12) | ((in[i + 1] & 0x3F) << 6) | (in[i + 2] & 0x3F));
      i += 3;
    } else {
      uint32_t code_point = ((b & 0x07) << 18) | ((in[i + 1] & 0x3Fu) << 12) | ((in[i + 2] & 0x3Fu) << 6) | (in[i + 3] & 0x3Fu);
      out[w++] = static_cast<char16_t>(0xD7C0 + (code_point >> 10));  // 0xD800 + ((cp - 0x10000) >> 10)
      out[w++] = static_cast<char16_t>(0xDC00 | (code_point & 0x3FF));
      i += 4;
    }
  }
  return w;
}

}  // namespace

// The validator finds each valid stretch (with SIMD where there is SIMD) and the exact maximal
// subpart after it; valid stretches are transcoded without checks, subparts by the error mode.
Decoded decode_utf16(const uint8_t* in, size_t n, char16_t* out, ErrorMode mode, bool final) {
  size_t pos = 0;
  size_t written = 0;
  while (pos < n) {
    StreamStep step = check_chunk(kStreamStart, in + pos, n - pos);
    bool failed = step.reason != Reason::none;
    size_t valid_end = failed ? pos + static_cast<size_t>(step.index) : n - dfa::kConsumed[step.state];
    written += decode_valid(in + pos, valid_end - pos, out + written);
    pos = valid_end;
    if (pos == n) break;
    Check error{step.reason, pos, step.length};
    if (!failed) {  // an unfinished sequence at the end
      if (!final) return {written, pos, {Reason::none, 0, 0}};
      error = {Reason::truncated, pos, n - pos};
    }
    if (mode == ErrorMode::strict) return {written, pos, error};
    if (mode == ErrorMode::replace) out[written++] = u'\uFFFD';
    pos += error.length;
  }
  return {written, n, {Reason::none, 0, 0}};
}

}  // namespace utf8abnf
