#include <algorithm>
#include <cstring>

#include "dfa.hpp"
#include "simd.hpp"

namespace utf8abnf {

namespace {

// Validation only needs the first error.
struct FirstError {
  Check first{Reason::none, 0, 0};
  int64_t start = 0;
  void ascii(size_t, size_t) {}
  void sequence(int64_t, size_t, uint32_t, uint8_t) {}
  bool error(int64_t at, size_t length, Reason reason, uint8_t) {
    start = at;
    first = {reason, 0, length};
    return false;
  }
};

// The automaton over in[0, n), from `state`; error indexes relative to `in`.
StreamStep check_with_automaton(StreamState state, const uint8_t* in, size_t n) {
  FirstError sink;
  dfa::ScanEnd end = dfa::scan(in, n, static_cast<dfa::State>(state), sink);
  if (end.stopped) return {dfa::kStart, sink.first.reason, sink.start, sink.first.length};
  return {static_cast<StreamState>(end.state), Reason::none, 0, 0};
}

#ifdef UTF8ABNF_SIMD
// in[begin, n) a character at a time, from a sequence boundary: valid sequences are skipped on
// their own, and the first byte where none starts is an error's maximal subpart, found by the
// transitions, or an unfinished end, whose state the automaton gives. Faster than the automaton
// on short inputs, as on the few bytes after the SIMD batches and in a failed batch.
StreamStep check_by_characters(const uint8_t* in, size_t begin, size_t n) {
  size_t pos = begin;
  while (pos < n) {
    size_t length = in[pos] < 0x80 ? 1 : dfa::valid_sequence_length(in + pos, n - pos);
    if (length == 0) break;
    pos += length;
  }
  if (pos == n) return {kStreamStart, Reason::none, 0, 0};
  dfa::Subpart subpart = dfa::maximal_subpart(in + pos, n - pos);
  if (subpart.reason == Reason::none) return check_with_automaton(dfa::kStart, in + pos, n - pos);
  return {kStreamStart, subpart.reason, static_cast<int64_t>(pos), subpart.length};
}
#endif

}  // namespace

StreamStep check_chunk(StreamState state, const uint8_t* in, size_t n) {
#ifndef UTF8ABNF_SIMD
  return check_with_automaton(state, in, n);
#else
  // A sequence begun in an earlier chunk is finished (or failed) by the automaton.
  size_t begin = std::min<size_t>(n, dfa::kRemaining[state]);
  if (state != kStreamStart) {
    StreamStep step = check_with_automaton(state, in, begin);
    if (step.reason != Reason::none || begin == n) return step;
  }
  if (n - begin < 16) return check_by_characters(in, begin, n);
  // 16 to 63 bytes, not all ASCII: one batch over a copy padded with zeros (ASCII) is valid exactly
  // when the bytes are and end at a sequence boundary; otherwise the characters tell which. The
  // batch starts fresh, so cheap_check() may find it wrong without full_check().
  using Batch = simd::Validator::Batch;
  simd::Validator validator;
  if (n - begin < 64) {
    if (is_ascii(in + begin, n - begin)) return {kStreamStart, Reason::none, 0, 0};
    alignas(16) uint8_t padded[64] = {};
    std::memcpy(padded, in + begin, n - begin);
    Batch batch = validator.cheap_check(padded);
    if (batch == Batch::needs_full_check) validator.full_check(padded);
    if (batch != Batch::wrong_from_fresh_start && !validator.failed()) return {kStreamStart, Reason::none, 0, 0};
    return check_by_characters(in, begin, n);
  }
  // SIMD over 64-byte batches from a sequence boundary, until a batch fails or too few bytes remain.
  size_t checked = begin;
  while (checked + 64 <= n) {
    Batch batch = validator.cheap_check(in + checked);
    if (!simd::Validator::checked(batch)) validator.full_check(in + checked);
    if (validator.failed()) break;
    checked += 64;
    if (batch == Batch::ascii) checked += simd::ascii_batches(in + checked, n - checked);
  }
  // All before `checked` is valid but for a sequence that may run over it. In valid text every byte
  // outside 80..BF starts a sequence, so the characters are taken from the last such byte of the 3
  // before `checked` (none: they end a 4-byte sequence), to the exact error or the end state.
  size_t restart = checked;
  for (size_t q = checked; q > begin && q + 3 > checked; --q) {
    if ((in[q - 1] & 0xC0) != 0x80) {
      restart = q - 1;
      break;
    }
  }
  return check_by_characters(in, restart, n);
#endif
}

StreamStep finish_stream(StreamState state) {
  uint8_t consumed = dfa::kConsumed[state];
  if (consumed == 0) return {dfa::kStart, Reason::none, 0, 0};
  return {dfa::kStart, Reason::truncated, -static_cast<int64_t>(consumed), consumed};
}

Check check(const uint8_t* in, size_t n) {
  StreamStep step = check_chunk(kStreamStart, in, n);
  if (step.reason == Reason::none) {
    step = finish_stream(step.state);
    step.index += static_cast<int64_t>(n);
  }
  if (step.reason == Reason::none) return {Reason::none, 0, 0};
  return {step.reason, static_cast<size_t>(step.index), step.length};
}

bool validate(const uint8_t* in, size_t n) { return check(in, n).reason == Reason::none; }

bool is_ascii(const uint8_t* in, size_t n) {
#ifdef UTF8ABNF_SIMD
  size_t i = simd::ascii_batches(in, n);
#else
  size_t i = 0;
#endif
  for (; i + 16 <= n; i += 16) {
    if (!dfa::ascii16(in + i)) return false;
  }
  for (; i < n; ++i) {
    if (in[i] >= 0x80) return false;
  }
  return true;
}

}  // namespace utf8abnf
