// The UTF-8 automaton (after Hoehrmann): a 256-entry table maps each byte to a class that is one
// of the ABNF's ranges, and a transition table over (state, class) accepts exactly RFC 3629 and,
// when it rejects, says why. A whole streaming state is one small integer.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "utf8abnf/utf8abnf.hpp"

namespace utf8abnf::dfa {

enum ByteClass : uint8_t {
  kAscii,   // 00..7F  UTF8-1
  kTail8,   // 80..8F  UTF8-tail; the only second bytes after F4
  kTail9,   // 90..9F  UTF8-tail; second bytes after ED and F0 too
  kTailAB,  // A0..BF  UTF8-tail; second bytes after E0 and F0 too
  kC0,      // C0..C1  never valid: would be overlong
  kC2,      // C2..DF  UTF8-2
  kE0,      // E0      UTF8-3 alternative 1
  kE1,      // E1..EC  UTF8-3 alternative 2
  kED,      // ED      UTF8-3 alternative 3
  kEE,      // EE..EF  UTF8-3 alternative 4
  kF0,      // F0      UTF8-4 alternative 1
  kF1,      // F1..F3  UTF8-4 alternative 2
  kF4,      // F4      UTF8-4 alternative 3
  kF5,      // F5..F7  never valid: beyond U+10FFFF
  kF8,      // F8..FF  never valid
  kClassCount
};

// clang-format off
inline constexpr uint8_t kByteClass[256] = {
  // x0    x1    x2    x3    x4    x5    x6    x7    x8    x9    xA    xB    xC    xD    xE    xF
  kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii, // 0x
  kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii, // 1x
  kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii, // 2x
  kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii, // 3x
  kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii, // 4x
  kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii, // 5x
  kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii, // 6x
  kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii,kAscii, // 7x
  kTail8,kTail8,kTail8,kTail8,kTail8,kTail8,kTail8,kTail8,kTail8,kTail8,kTail8,kTail8,kTail8,kTail8,kTail8,kTail8, // 8x
  kTail9,kTail9,kTail9,kTail9,kTail9,kTail9,kTail9,kTail9,kTail9,kTail9,kTail9,kTail9,kTail9,kTail9,kTail9,kTail9, // 9x
  kTailAB,kTailAB,kTailAB,kTailAB,kTailAB,kTailAB,kTailAB,kTailAB,kTailAB,kTailAB,kTailAB,kTailAB,kTailAB,kTailAB,kTailAB,kTailAB, // Ax
  kTailAB,kTailAB,kTailAB,kTailAB,kTailAB,kTailAB,kTailAB,kTailAB,kTailAB,kTailAB,kTailAB,kTailAB,kTailAB,kTailAB,kTailAB,kTailAB, // Bx
  kC0,  kC0,  kC2,  kC2,  kC2,  kC2,  kC2,  kC2,  kC2,  kC2,  kC2,  kC2,  kC2,  kC2,  kC2,  kC2,   // Cx
  kC2,  kC2,  kC2,  kC2,  kC2,  kC2,  kC2,  kC2,  kC2,  kC2,  kC2,  kC2,  kC2,  kC2,  kC2,  kC2,   // Dx
  kE0,  kE1,  kE1,  kE1,  kE1,  kE1,  kE1,  kE1,  kE1,  kE1,  kE1,  kE1,  kE1,  kED,  kEE,  kEE,   // Ex
  kF0,  kF1,  kF1,  kF1,  kF4,  kF5,  kF5,  kF5,  kF8,  kF8,  kF8,  kF8,  kF8,  kF8,  kF8,  kF8,   // Fx
};
// clang-format on

enum State : uint8_t {
  kStart,    // between sequences (the only accepting state)
  kNeed1,    // after C2..DF: need 80..BF (as Last3 and Last4 do: kConsumed tells the three apart)
  kAfterE0,  // need A0..BF
  kAfterE1,  // after E1..EC or EE..EF: need 80..BF
  kAfterED,  // need 80..9F
  kAfterF0,  // need 90..BF
  kAfterF1,  // after F1..F3: need 80..BF
  kAfterF4,  // need 80..8F
  kNeed2,    // after two bytes of UTF8-4: need 80..BF twice
  kLast3,    // after two bytes of UTF8-3: need 80..BF
  kLast4,    // after three bytes of UTF8-4: need 80..BF
  kStateCount
};

// The states' names, as the page's drawing of the automaton labels them.
inline constexpr const char* kStateName[kStateCount] = {"Start",   "Need1",   "AfterE0", "AfterE1", "AfterED", "AfterF0",
                                                        "AfterF1", "AfterF4", "Need2",   "Last3",   "Last4"};

// How many bytes of the current sequence a state has read: the length of a maximal subpart that
// ends in it.
inline constexpr uint8_t kConsumed[kStateCount] = {0, 1, 1, 1, 1, 1, 1, 1, 2, 2, 3};

// How many more bytes a state needs to finish its sequence.
inline constexpr uint8_t kRemaining[kStateCount] = {0, 1, 2, 2, 2, 3, 3, 3, 2, 1, 1};

// A transition below kReject is the next state; at or above it, the low bits are the Reason.
constexpr uint8_t kReject = 0x10;
constexpr uint8_t reject(Reason reason) { return kReject | static_cast<uint8_t>(reason); }

constexpr uint8_t U = reject(Reason::unexpected_continuation);
constexpr uint8_t O = reject(Reason::overlong);
constexpr uint8_t S = reject(Reason::surrogate);
constexpr uint8_t L = reject(Reason::too_large);
constexpr uint8_t I = reject(Reason::invalid_byte);
constexpr uint8_t M = reject(Reason::missing_continuation);

// clang-format off
inline constexpr uint8_t kTransition[kStateCount][kClassCount] = {
  //          00-7F   80-8F     90-9F     A0-BF     C0-C1 C2-DF  E0        E1-EC     ED        EE-EF     F0        F1-F3     F4        F5-F7 F8-FF
  /*Start  */{kStart, U,        U,        U,        O,    kNeed1,kAfterE0,kAfterE1,kAfterED,kAfterE1,kAfterF0,kAfterF1,kAfterF4,L,    I},
  /*Need1  */{M,      kStart,   kStart,   kStart,   M,    M,     M,       M,       M,       M,       M,       M,       M,       M,    M},
  /*AfterE0*/{M,      O,        O,        kLast3,   M,    M,     M,       M,       M,       M,       M,       M,       M,       M,    M},
  /*AfterE1*/{M,      kLast3,   kLast3,   kLast3,   M,    M,     M,       M,       M,       M,       M,       M,       M,       M,    M},
  /*AfterED*/{M,      kLast3,   kLast3,   S,        M,    M,     M,       M,       M,       M,       M,       M,       M,       M,    M},
  /*AfterF0*/{M,      O,        kNeed2,   kNeed2,   M,    M,     M,       M,       M,       M,       M,       M,       M,       M,    M},
  /*AfterF1*/{M,      kNeed2,   kNeed2,   kNeed2,   M,    M,     M,       M,       M,       M,       M,       M,       M,       M,    M},
  /*AfterF4*/{M,      kNeed2,   L,        L,        M,    M,     M,       M,       M,       M,       M,       M,       M,       M,    M},
  /*Need2  */{M,      kLast4,   kLast4,   kLast4,   M,    M,     M,       M,       M,       M,       M,       M,       M,       M,    M},
  /*Last3  */{M,      kStart,   kStart,   kStart,   M,    M,     M,       M,       M,       M,       M,       M,       M,       M,    M},
  /*Last4  */{M,      kStart,   kStart,   kStart,   M,    M,     M,       M,       M,       M,       M,       M,       M,       M,    M},
};

// Per class: the payload bits a lead keeps, and the ABNF rule and alternative it starts (0: none).
inline constexpr uint8_t kLeadMask[kClassCount]   = {0x7F, 0, 0, 0, 0, 0x1F, 0x0F, 0x0F, 0x0F, 0x0F, 0x07, 0x07, 0x07, 0, 0};
inline constexpr uint8_t kRule[kClassCount]        = {1,    0, 0, 0, 0, 2,    3,    3,    3,    3,    4,    4,    4,    0, 0};
inline constexpr uint8_t kAlternative[kClassCount] = {1,    0, 0, 0, 0, 1,    1,    2,    3,    4,    1,    2,    3,    0, 0};
// clang-format on

// The length of the sequence that `in` starts with, a byte 80..FF, if it is whole and valid (0 if
// not): its lead's leading ones, its second byte checked by the transitions (whose ranges depend
// on the lead), the others by their top bits. Short inputs go a character at a time through this:
// characters do not wait on each other, as bytes in the automaton wait on the state before them.
inline size_t valid_sequence_length(const uint8_t* in, size_t left) {
  uint32_t lead = in[0];
  size_t length = static_cast<size_t>(__builtin_clz(~(lead << 24)));  // 2..4 for a lead
  if (length < 2 || length > 4 || length > left) return 0;
  uint8_t after_lead = kTransition[kStart][kByteClass[lead]];
  if (after_lead >= kReject || kTransition[after_lead][kByteClass[in[1]]] >= kReject) return 0;
  for (size_t k = 2; k < length; ++k) {
    if ((in[k] & 0xC0) != 0x80) return 0;
  }
  return length;
}

// The maximal subpart that `in` starts with, where valid_sequence_length found no valid sequence:
// its length and why it fails, by the transitions; Reason::none (and length `left`) when the input
// ends before it could fail.
struct Subpart {
  size_t length;
  Reason reason;
};

inline Subpart maximal_subpart(const uint8_t* in, size_t left) {
  uint8_t state = kStart;
  for (size_t k = 0; k < left; ++k) {
    uint8_t next = kTransition[state][kByteClass[in[k]]];
    // A byte that starts nothing is its own subpart; a byte that breaks a sequence is not in it.
    if (next >= kReject) return {k == 0 ? 1 : k, static_cast<Reason>(next & 0x0F)};
    state = next;
  }
  return {left, Reason::none};
}

// True when the 16 bytes at p are all below 0x80.
inline bool ascii16(const uint8_t* p) {
  uint64_t a, b;
  std::memcpy(&a, p, 8);
  std::memcpy(&b, p + 8, 8);
  return ((a | b) & 0x8080808080808080ull) == 0;
}

struct ScanEnd {
  State state;             // kStart unless the input ended inside a sequence
  int64_t sequence_start;  // where the unfinished sequence began (negative: in an earlier chunk)
  size_t position;         // where scanning stopped (n unless the sink said stop)
  bool stopped;
};

// The one loop behind validation, decoding and explaining. The sink is told of
//   ascii(position, count)                          a run of UTF8-1 bytes (fast path)
//   sequence(start, length, code_point, lead_class) each valid multi-byte sequence
//   error(start, length, reason, lead_class)        each maximal subpart; false stops the scan
// lead_class is kTail8 (no rule) for an error whose sequence began before this chunk.
template <class Sink> inline ScanEnd scan(const uint8_t* in, size_t n, State state, Sink& sink) {
  size_t i = 0;
  int64_t start = -static_cast<int64_t>(kConsumed[state]);
  uint8_t lead_class = kTail8;
  uint32_t code_point = 0;
  while (i < n) {
    if (state == kStart) {
      size_t run = i;
      while (run + 16 <= n && ascii16(in + run)) run += 16;
      while (run < n && in[run] < 0x80) ++run;
      if (run != i) {
        sink.ascii(i, run - i);
        i = run;
        if (i == n) break;
      }
      start = static_cast<int64_t>(i);
    }
    uint8_t byte = in[i];
    uint8_t byte_class = kByteClass[byte];
    uint8_t next = kTransition[state][byte_class];
    if (next >= kReject) {
      size_t length = state == kStart ? 1 : kConsumed[state];
      if (state == kStart) {
        lead_class = kTail8;
        ++i;  // a byte that starts nothing is its own maximal subpart
      }       // otherwise the byte that broke the sequence may start the next one
      state = kStart;
      if (!sink.error(start, length, static_cast<Reason>(next & 0x0F), lead_class)) {
        return {kStart, start, i, true};
      }
      continue;
    }
    if (state == kStart) {
      lead_class = byte_class;
      code_point = byte & kLeadMask[byte_class];
    } else {
      code_point = (code_point << 6) | (byte & 0x3F);
    }
    state = static_cast<State>(next);
    ++i;
    if (state == kStart) {
      sink.sequence(start, static_cast<size_t>(static_cast<int64_t>(i) - start), code_point, lead_class);
    }
  }
  return {state, start, n, false};
}

}  // namespace utf8abnf::dfa
