// Inputs shared by the native tests: every short byte string, and random text built from every
// ABNF alternative with corruptions (flipped, dropped, inserted bytes, truncation).
#pragma once

#include <cstdint>
#include <random>
#include <vector>

#include "utf8abnf/utf8abnf.hpp"

namespace utf8abnf::testing {

using Bytes = std::vector<uint8_t>;

// Calls visit(bytes) for each of the 256^length inputs of that length.
template <class Visit> void for_each_input(size_t length, Visit visit) {
  Bytes bytes(length, 0);
  if (length == 0) return visit(bytes);
  uint64_t total = uint64_t{1} << (8 * length);
  for (uint64_t value = 0; value < total; ++value) {
    uint64_t rest = value;
    for (auto byte = bytes.rbegin(); byte != bytes.rend(); ++byte, rest >>= 8) *byte = static_cast<uint8_t>(rest);
    visit(bytes);
  }
}

// A random valid sequence of a random ABNF alternative.
inline void append_random_sequence(std::mt19937& random, Bytes& out) {
  const Alternative& alternative = kGrammar[random() % kAlternativeCount];
  for (int k = 0; k < alternative.rule; ++k) {
    const ByteRange& range = alternative.bytes[k];
    out.push_back(static_cast<uint8_t>(range.lo + random() % (range.hi - range.lo + 1)));
  }
}

// Valid text of characters of the given lengths (say {1, 2} for Latin, {3} for CJK), with ASCII
// runs of up to `ascii_run` bytes between them: the shapes that SIMD transcoders treat apart.
inline Bytes script_text(std::mt19937& random, const std::vector<int>& lengths, size_t ascii_run, size_t size) {
  Bytes out;
  while (out.size() < size) {
    for (size_t run = ascii_run == 0 ? 0 : random() % (ascii_run + 1); run > 0; --run) {
      out.push_back(static_cast<uint8_t>(' ' + random() % 95));
    }
    int length = lengths[random() % lengths.size()];
    const Alternative* alternative;
    do {
      alternative = &kGrammar[random() % kAlternativeCount];
    } while (alternative->rule != length);
    for (int k = 0; k < length; ++k) {
      const ByteRange& range = alternative->bytes[k];
      out.push_back(static_cast<uint8_t>(range.lo + random() % (range.hi - range.lo + 1)));
    }
  }
  return out;
}

// Text of characters up to U+00FF with ASCII runs of up to `ascii_run`, and (when `wide` is not 0)
// the character `wide` at the first boundary from byte `wide_at` on.
inline Bytes latin1_text(std::mt19937& random, size_t ascii_run, size_t size, uint32_t wide = 0, size_t wide_at = 0) {
  Bytes out;
  while (out.size() < size) {
    if (wide != 0 && out.size() >= wide_at) {
      uint8_t encoded[4];
      out.insert(out.end(), encoded, encoded + encode_code_point(wide, encoded));
      wide = 0;
    }
    for (size_t run = random() % (ascii_run + 1); run > 0; --run) out.push_back(static_cast<uint8_t>(' ' + random() % 95));
    uint32_t code_point = 0x80 + random() % 0x80;
    out.push_back(static_cast<uint8_t>(0xC0 | code_point >> 6));
    out.push_back(static_cast<uint8_t>(0x80 | (code_point & 0x3F)));
  }
  return out;
}

inline Bytes random_text(std::mt19937& random, size_t sequences, unsigned corruptions) {
  Bytes out;
  for (size_t i = 0; i < sequences; ++i) {
    if (random() % 3 == 0) {
      out.push_back(static_cast<uint8_t>('a' + random() % 26));
    } else {
      append_random_sequence(random, out);
    }
  }
  for (unsigned c = 0; c < corruptions && !out.empty(); ++c) {
    size_t at = random() % out.size();
    switch (random() % 4) {
      case 0: out[at] = static_cast<uint8_t>(random()); break;
      case 1: out.erase(out.begin() + static_cast<std::ptrdiff_t>(at)); break;
      case 2: out.insert(out.begin() + static_cast<std::ptrdiff_t>(at), static_cast<uint8_t>(random())); break;
      case 3: out.resize(at); break;
    }
  }
  return out;
}

// check() of in[0, n) as the streaming validator sees it when the input is cut at `ends` (sorted,
// the last one n): indexes into the whole input.
inline Check check_in_pieces(const uint8_t* in, size_t n, const std::vector<size_t>& ends) {
  StreamState state = kStreamStart;
  size_t offset = 0;
  for (size_t end : ends) {
    StreamStep step = check_chunk(state, in + offset, end - offset);
    if (step.reason != Reason::none) {
      return {step.reason, static_cast<size_t>(static_cast<int64_t>(offset) + step.index), step.length};
    }
    state = step.state;
    offset = end;
  }
  StreamStep last = finish_stream(state);
  if (last.reason == Reason::none) return {Reason::none, 0, 0};
  return {last.reason, static_cast<size_t>(static_cast<int64_t>(n) + last.index), last.length};
}

}  // namespace utf8abnf::testing
