#include "dfa.hpp"
#include "transcode.hpp"

namespace utf8abnf {

// The validator finds each valid stretch (with SIMD where there is SIMD) and the exact maximal
// subpart after it; valid stretches are transcoded without checks, subparts by the error mode.
Decoded decode_utf16(const uint8_t* in, size_t n, char16_t* out, ErrorMode mode, bool final) {
  size_t pos = 0;
  size_t written = 0;
  while (pos < n) {
    StreamStep step = check_chunk(kStreamStart, in + pos, n - pos);
    bool failed = step.reason != Reason::none;
    size_t valid_end = failed ? pos + static_cast<size_t>(step.index) : n - dfa::kConsumed[step.state];
    written += transcode::utf16_from_valid_utf8(in + pos, valid_end - pos, out + written);
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
