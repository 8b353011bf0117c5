#include "decode.hpp"

#include "dfa.hpp"
#include "transcode.hpp"

namespace utf8abnf {

namespace {

// What an error mode does at a maximal subpart: false to stop there; true to go on after it, once
// `replacement` has written U+FFFD if the mode says so.
template <class Replace> bool continues_after_error(ErrorMode mode, Replace replacement) {
  if (mode == ErrorMode::strict) return false;
  if (mode == ErrorMode::replace) replacement();
  return true;
}

// Up to 16 bytes, one pass does it all: the three passes of the long way (Latin-1 transcoder,
// validator, UTF-16 transcoder) cost more in set-up than they save (bench: 16-byte decodes).
constexpr size_t kShortInput = 17;

// The character by character pass: valid sequences are decoded on their own, and each maximal
// subpart found by the transitions from the byte where none starts. Latin-1 (narrowed in place at
// the end) if asked and every unit fits.
detail::DecodedText decode_short(const uint8_t* in, size_t n, char16_t* out, ErrorMode mode, bool final, bool latin1) {
  size_t pos = 0;
  char16_t* unit = out;
  uint32_t first_units_or = 0;  // the OR of every character's first unit: below 0x100 when all are
  Check error{Reason::none, 0, 0};
  // Whether the byte `k` after the lead is a UTF8-tail (%x80-BF).
  auto tail_at = [&](size_t k) { return pos + k < n && (in[pos + k] & 0xC0) == 0x80; };
  while (pos < n) {
    uint32_t lead = in[pos];
    if (lead < 0x80) {
      *unit++ = static_cast<char16_t>(lead);
      ++pos;
      continue;
    }
    // The commonest sequences after ASCII are known valid without the general look: UTF8-2
    // (%xC2-DF UTF8-tail), and UTF8-3's %xE1-EC 2( UTF8-tail ) and %xEE-EF 2( UTF8-tail ), most of CJK.
    bool common =
        (lead - 0xC2 <= 0xDF - 0xC2 && tail_at(1)) || (lead - 0xE1 <= 0xEF - 0xE1 && lead != 0xED && tail_at(1) && tail_at(2));
    if (!common && dfa::valid_sequence_length(in + pos, n - pos) == 0) {
      dfa::Subpart subpart = dfa::maximal_subpart(in + pos, n - pos);
      if (subpart.reason == Reason::none) {  // an unfinished sequence at the end
        if (!final) break;
        subpart.reason = Reason::truncated;
      }
      bool go_on = continues_after_error(mode, [&] {
        *unit++ = u'\uFFFD';
        first_units_or |= 0xFFFD;
      });
      if (!go_on) {
        error = {subpart.reason, pos, subpart.length};
        break;
      }
      pos += subpart.length;
      continue;
    }
    char16_t* first = unit;
    pos += transcode::decode_sequence(in + pos, unit);
    first_units_or |= *first;  // beyond U+FFFF, a high surrogate
  }
  size_t written = static_cast<size_t>(unit - out);
  latin1 = latin1 && first_units_or < 0x100;
  if (latin1) {
    uint8_t* bytes = reinterpret_cast<uint8_t*>(out);
    for (size_t k = 0; k < written; ++k) bytes[k] = static_cast<uint8_t>(out[k]);
  }
  return {{written, pos, error}, latin1};
}

// From each start (the input's, and the end of each error) a transcoder that checks as it goes
// takes what is Latin-1 text (ASCII and C2/C3 sequences), the commonest text after ASCII: as bytes
// while the output is Latin-1 (`latin1`), widened in place once it is UTF-16. Where it stops, the
// validator finds the valid stretch that follows (with SIMD where there is SIMD) and the exact
// maximal subpart after it; the stretch is transcoded without checks, the subpart handled by the
// error mode. A stretch's first character is wider than U+00FF: from there on the output is UTF-16.
detail::DecodedText decode_latin1_first(const uint8_t* in, size_t n, char16_t* out, ErrorMode mode, bool final, bool latin1) {
  if (n < kShortInput) return decode_short(in, n, out, mode, final, latin1);
  size_t pos = 0;
  size_t written = 0;
  auto to_utf16 = [&] {
    transcode::widen_latin1_in_place(out, written);
    latin1 = false;
  };
  while (pos < n) {
    // Room: written <= pos, so out's bytes from here are at least 2 (n - pos), and the transcoder
    // needs n - pos + 8 only when n - pos >= 16.
    uint8_t* bytes = latin1 ? reinterpret_cast<uint8_t*>(out) + written : reinterpret_cast<uint8_t*>(out + written);
    transcode::Converted c = transcode::latin1_from_utf8(in + pos, n - pos, bytes);
    if (!latin1) transcode::widen_latin1_in_place(out + written, c.written);
    written += c.written;
    pos += c.read;
    if (pos == n) break;
    StreamStep step = check_chunk(kStreamStart, in + pos, n - pos);
    bool failed = step.reason != Reason::none;
    size_t valid_end = failed ? pos + static_cast<size_t>(step.index) : n - dfa::kConsumed[step.state];
    if (valid_end > pos) {
      if (latin1) to_utf16();  // what the Latin-1 transcoder left valid starts with a wider character
      written += transcode::utf16_from_valid_utf8(in + pos, valid_end - pos, out + written);
      pos = valid_end;
    }
    if (pos == n) break;
    Check error{step.reason, pos, step.length};
    if (!failed) {  // an unfinished sequence at the end
      if (!final) return {{written, pos, {Reason::none, 0, 0}}, latin1};
      error = {Reason::truncated, pos, n - pos};
    }
    bool go_on = continues_after_error(mode, [&] {
      if (latin1) to_utf16();
      out[written++] = u'\uFFFD';
    });
    if (!go_on) return {{written, pos, error}, latin1};
    pos += error.length;
  }
  return {{written, n, {Reason::none, 0, 0}}, latin1};
}

}  // namespace

namespace detail {

DecodedText decode_text(const uint8_t* in, size_t n, char16_t* out, ErrorMode mode, bool final, NarrowText narrow) {
  DecodedText text = decode_latin1_first(in, n, out, mode, final, narrow != NarrowText::none);
  size_t written = text.decoded.written;
  if (text.latin1 && narrow == NarrowText::latin1_without_c1 &&
      transcode::any_c1_control(reinterpret_cast<const uint8_t*>(out), written)) {
    transcode::widen_latin1_in_place(out, written);
    text.latin1 = false;
  }
  return text;
}

}  // namespace detail

Decoded decode_utf16(const uint8_t* in, size_t n, char16_t* out, ErrorMode mode, bool final) {
  return detail::decode_text(in, n, out, mode, final, detail::NarrowText::none).decoded;
}

}  // namespace utf8abnf
