// Every input of 1, 2, 3 and 4 bytes (all 2^32 of the last) through validate, check, decode in each
// error mode (to UTF-16, and to Latin-1 first) and explain, against the reference; the inputs of up to 3 bytes also through every
// way of cutting them for the streaming validator, and inside ASCII across the SIMD kernel's block and batch edges; every scalar
// value through encode and decode. Usage: utf8abnf_exhaustive [max-length] (default 4). Prints "N inputs checked, N failures".
#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <thread>
#include <vector>

#include "decode.hpp"
#include "inputs.hpp"
#include "reference.hpp"

namespace utf8abnf {
namespace {

std::atomic<uint64_t> g_failures{0};

void fail(const uint8_t* in, size_t n, const char* what) {
  if (g_failures++ < 20) {
    std::fprintf(stderr, "FAIL %s on", what);
    for (size_t k = 0; k < n; ++k) std::fprintf(stderr, " %02X", in[k]);
    std::fprintf(stderr, "\n");
  }
}

// Checks every function on one input against one reference segmentation of it.
void check_input(const uint8_t* in, size_t n, bool cuts) {
  reference::Match matches[4];
  size_t count = 0;
  for (size_t pos = 0; pos < n; pos += matches[count++].length) matches[count] = reference::match_at(in, n, pos);

  // The expected first error and UTF-16 text of each mode.
  Check first{Reason::none, 0, 0};
  char16_t expected[3][8];
  size_t expected_length[3] = {0, 0, 0};
  size_t pos = 0;
  for (size_t i = 0; i < count; ++i) {
    const reference::Match& m = matches[i];
    if (m.reason == Reason::none) {
      char16_t units[2];
      size_t unit_count = 1;
      units[0] = static_cast<char16_t>(m.code_point);
      if (m.code_point >= 0x10000) {
        units[0] = static_cast<char16_t>(0xD800 + ((m.code_point - 0x10000) >> 10));
        units[1] = static_cast<char16_t>(0xDC00 + (m.code_point & 0x3FF));
        unit_count = 2;
      }
      for (int mode = 0; mode < 3; ++mode) {
        if (mode == 0 && first.reason != Reason::none) continue;
        for (size_t u = 0; u < unit_count; ++u) expected[mode][expected_length[mode]++] = units[u];
      }
    } else {
      if (first.reason == Reason::none) first = {m.reason, pos, m.length};
      expected[1][expected_length[1]++] = u'\uFFFD';
    }
    pos += m.length;
  }

  Check actual = check(in, n);
  if (actual.reason != first.reason || actual.index != first.index || actual.length != first.length) fail(in, n, "check");
  if (validate(in, n) != (first.reason == Reason::none)) fail(in, n, "validate");

  // Decoding of `text`: `prefix` bytes of ASCII 'a', then the input.
  auto check_decode = [&](const uint8_t* text, size_t length, size_t prefix) {
    for (int mode = 0; mode < 3; ++mode) {
      char16_t want[32];
      size_t want_length = prefix + expected_length[mode];
      std::fill(want, want + prefix, u'a');
      std::copy(expected[mode], expected[mode] + expected_length[mode], want + prefix);
      size_t want_index = first.reason == Reason::none ? 0 : first.index + prefix;

      char16_t out[32];
      Decoded d = decode_utf16(text, length, out, static_cast<ErrorMode>(mode), true);
      bool same = d.written == want_length && std::equal(want, want + want_length, out);
      if (mode == 0)
        same = same && d.error.reason == first.reason && d.error.index == want_index && d.error.length == first.length;
      if (!same) fail(in, n, mode == 0 ? "decode strict" : mode == 1 ? "decode replace" : "decode ignore");

      // To Latin-1 first: the same text, in Latin-1 exactly when every unit fits in a byte (and,
      // where C1 controls are not allowed, none is one).
      for (detail::NarrowText choice : {detail::NarrowText::latin1, detail::NarrowText::latin1_without_c1}) {
        bool without_c1 = choice == detail::NarrowText::latin1_without_c1;
        detail::DecodedText narrow = detail::decode_text(text, length, out, static_cast<ErrorMode>(mode), true, choice);
        bool fits = std::all_of(want, want + want_length,
                                [&](char16_t unit) { return unit < 0x100 && !(without_c1 && unit >= 0x80 && unit < 0xA0); });
        const uint8_t* latin1 = reinterpret_cast<const uint8_t*>(out);
        same = narrow.decoded.written == want_length && narrow.latin1 == fits && narrow.decoded.error.reason == d.error.reason &&
               narrow.decoded.error.index == d.error.index;
        for (size_t k = 0; same && k < narrow.decoded.written; ++k) same = (fits ? latin1[k] : out[k]) == want[k];
        if (!same) fail(in, n, without_c1 ? "decode to Latin-1 without C1 first" : "decode to Latin-1 first");
      }
    }
  };
  check_decode(in, n, 0);  // up to 16 bytes: the automaton alone
  if (cuts) {              // the long way: the Latin-1 transcoder, the validator, the UTF-16 transcoder
    uint8_t text[24];
    std::memset(text, 'a', 20);
    std::memcpy(text + 20, in, n);
    check_decode(text, 20 + n, 20);
  }

  Segment segments[4];
  Explained e = explain(in, n, segments, true);
  bool same = e.count == count && e.consumed == n;
  for (size_t i = 0, at = 0; same && i < count; at += matches[i++].length) {
    const reference::Match& m = matches[i];
    same = segments[i].index == at && segments[i].length == m.length && segments[i].reason == m.reason &&
           segments[i].rule == (m.alternative ? m.alternative->rule : 0) &&
           segments[i].alternative == (m.alternative ? m.alternative->number : 0) &&
           (m.reason != Reason::none || segments[i].code_point == m.code_point);
  }
  if (!same) fail(in, n, "explain");

  if (!cuts) return;

  // The streaming validator, for every way of cutting the input in three.
  for (size_t a = 0; a <= n; ++a) {
    for (size_t b = a; b <= n; ++b) {
      Check streamed = testing::check_in_pieces(in, n, {a, b, n});
      if (streamed.reason != first.reason || streamed.index != first.index || streamed.length != first.length)
        fail(in, n, "check_chunk");
    }
  }

  // The SIMD path: the input inside ASCII, across a 16-byte block edge and the 64-byte batch edge,
  // and inside a short text (which takes one batch over a padded copy). ASCII after it turns a
  // truncated end into a missing continuation; nothing else changes.
  for (size_t at : {15, 62, 63, 14}) {
    uint8_t padded[128];
    std::memset(padded, 'a', sizeof padded);
    std::memcpy(padded + at, in, n);
    Check embedded = check(padded, at == 14 ? 40 : sizeof padded);
    Check expected_embedded = first;
    if (first.reason != Reason::none) expected_embedded.index += at;
    if (first.reason == Reason::truncated) expected_embedded.reason = Reason::missing_continuation;
    if (embedded.reason != expected_embedded.reason || embedded.index != expected_embedded.index ||
        embedded.length != expected_embedded.length) {
      fail(in, n, "check inside a SIMD block");
    }
  }
}

// All inputs of `length` bytes, a first byte at a time: each worker takes the next first byte not
// yet taken, so that both cores stay busy whichever first bytes cost more.
void run_length(size_t length, std::atomic<unsigned>& next_first) {
  uint8_t in[4] = {0, 0, 0, 0};
  uint64_t rest = length > 1 ? uint64_t{1} << (8 * (length - 1)) : 1;
  for (unsigned first = next_first++; first < 256; first = next_first++) {
    in[0] = static_cast<uint8_t>(first);
    for (uint64_t value = 0; value < rest; ++value) {
      for (size_t k = 1; k < length; ++k) in[k] = static_cast<uint8_t>(value >> (8 * (length - 1 - k)));
      check_input(in, length, length <= 3);
    }
  }
}

uint64_t round_trip_every_scalar_value() {
  uint64_t tried = 0;
  for (uint32_t code_point = 0; code_point <= 0x10FFFF; ++code_point) {
    if (code_point >= 0xD800 && code_point <= 0xDFFF) continue;
    char16_t units[2];
    size_t n = 1;
    units[0] = static_cast<char16_t>(code_point);
    if (code_point >= 0x10000) {
      units[0] = static_cast<char16_t>(0xD800 + ((code_point - 0x10000) >> 10));
      units[1] = static_cast<char16_t>(0xDC00 + (code_point & 0x3FF));
      n = 2;
    }
    uint8_t bytes[6];
    Encoded e = encode_utf16(units, n, bytes, ErrorMode::strict, true);
    char16_t back[4];
    Decoded d = decode_utf16(bytes, e.written, back, ErrorMode::strict, true);
    if (e.reason != Reason::none || d.error.reason != Reason::none || d.written != n || std::memcmp(back, units, n * 2) != 0) {
      fail(bytes, e.written, "round trip");
    }
    ++tried;
  }
  return tried;
}

}  // namespace
}  // namespace utf8abnf

int main(int argc, char** argv) {
  using namespace utf8abnf;
  size_t max_length = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 4;
  unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  uint64_t inputs = 0;
  for (size_t length = 1; length <= max_length; ++length) {
    std::vector<std::thread> workers;
    std::atomic<unsigned> next_first{0};
    for (unsigned t = 0; t < threads; ++t) workers.emplace_back(run_length, length, std::ref(next_first));
    for (std::thread& worker : workers) worker.join();
    inputs += uint64_t{1} << (8 * length);
    std::printf("all %llu inputs of %zu byte%s checked\n", static_cast<unsigned long long>(uint64_t{1} << (8 * length)), length,
                length == 1 ? "" : "s");
    std::fflush(stdout);
  }
  uint64_t scalars = round_trip_every_scalar_value();
  std::printf("all %llu scalar values round-trip through encode and decode\n", static_cast<unsigned long long>(scalars));
  uint64_t failed = g_failures.load();
  // An input can fail several checks: each failure counts.
  std::printf("exhaustive: %llu inputs checked, %llu failures\n", static_cast<unsigned long long>(inputs + scalars),
              static_cast<unsigned long long>(failed));
  return failed == 0 ? 0 : 1;
}
