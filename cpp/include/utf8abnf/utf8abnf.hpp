// utf8-abnf: a UTF-8 codec that validates, decodes, encodes and explains bytes by the grammar of
// RFC 3629 section 4. Plain C++17, no allocation, no exceptions: every function reports through a
// result struct, so the same core serves native callers and the WebAssembly bindings.
#pragma once

#include <cstddef>
#include <cstdint>

namespace utf8abnf {

// The contract's enums are X-macro tables, one row per value in the order of their numbers (part
// of the wasm ABI): X(enumerator, "name"). The enum, its name function, its count and, through the
// wasm build's contract(), the JavaScript lists and TypeScript unions are all made from these rows
// (dist/contract.js, written by build.sh).

// Why a maximal subpart (Unicode D93b) is ill-formed; lone-surrogate is encoding's only reason.
// Each decoding reason's row also gives an example: hex bytes whose first error is it, which the
// README's table and the page's examples show.
#define UTF8ABNF_REASONS(X)                                                                                                   \
  X(none, "none", "")                                                                                                         \
  X(unexpected_continuation, "unexpected-continuation", "61 80 62") /* 80..BF where a sequence should start */                \
  X(overlong, "overlong", "C0 AF")                                  /* C0, C1; E0 80..9F; F0 80..8F */                        \
  X(surrogate, "surrogate", "ED A0 80")                             /* ED A0..BF: U+D800..U+DFFF */                           \
  X(too_large, "too-large", "F4 90 80 80")                          /* F5..F7; F4 90..BF: beyond U+10FFFF */                  \
  X(invalid_byte, "invalid-byte", "F8 88 80 80 80")                 /* F8..FF: never part of UTF-8 */                         \
  X(missing_continuation, "missing-continuation", "E4 BD 41")       /* a valid prefix, then a byte that cannot continue it */ \
  X(truncated, "truncated", "E4 BD")                                /* a valid prefix, then the end of the input */           \
  X(lone_surrogate, "lone-surrogate", "")                           /* encoding: a UTF-16 surrogate without its partner */

#define UTF8ABNF_ENUMERATOR(enumerator, ...) enumerator,
#define UTF8ABNF_ONE_MORE(enumerator, ...) +1

enum class Reason : uint8_t { UTF8ABNF_REASONS(UTF8ABNF_ENUMERATOR) };
constexpr int kReasonCount = 0 UTF8ABNF_REASONS(UTF8ABNF_ONE_MORE);

const char* reason_name(Reason reason);     // "overlong", "too-large", ...
const char* reason_example(Reason reason);  // "C0 AF": hex bytes whose first error is it ("" for none)

// ---- The grammar ---------------------------------------------------------------------------------

struct ByteRange {
  uint8_t lo, hi;
};

// One alternative of the ABNF, e.g. UTF8-3 alternative 2 = %xE1-EC 2( UTF8-tail ).
struct Alternative {
  uint8_t rule;        // 1..4: UTF8-1 .. UTF8-4 (also the sequence length)
  uint8_t number;      // 1-based, in the order the RFC lists them
  ByteRange bytes[4];  // bytes[0..rule-1]
  uint32_t first_code_point() const;
  uint32_t last_code_point() const;
};

constexpr size_t kAlternativeCount = 9;
extern const Alternative kGrammar[kAlternativeCount];

// The alternative whose first byte range holds `lead`, or nullptr (80..BF, C0, C1, F5..FF).
const Alternative* alternative_for_lead(uint8_t lead);

// The ABNF text of an alternative, as the RFC writes it: "UTF8-3 = %xE1-EC 2( UTF8-tail )".
// Writes at most `capacity` bytes including the terminating NUL; returns the length without it.
size_t abnf_text(const Alternative& alternative, char* out, size_t capacity);

// ---- Validation ----------------------------------------------------------------------------------

// The first error of an input: reason none when it is valid.
struct Check {
  Reason reason;
  size_t index;   // byte offset where the maximal subpart starts
  size_t length;  // 1..3
};

bool validate(const uint8_t* in, size_t n);
Check check(const uint8_t* in, size_t n);
bool is_ascii(const uint8_t* in, size_t n);  // every byte below 0x80

// Streaming: the whole state between chunks is one small integer (a DFA state, 0 = between
// sequences). A step's error index is relative to the chunk and negative when the maximal subpart
// began in an earlier chunk.
using StreamState = uint8_t;
constexpr StreamState kStreamStart = 0;

struct StreamStep {
  StreamState state;
  Reason reason;
  int64_t index;
  size_t length;
};

StreamStep check_chunk(StreamState state, const uint8_t* in, size_t n);
// The error (truncated, or none) of a stream that ends in `state`; index relative to the end.
StreamStep finish_stream(StreamState state);

// ---- Decoding ------------------------------------------------------------------------------------

enum class ErrorMode : uint8_t { strict = 0, replace = 1, ignore = 2 };

struct Decoded {
  size_t written;   // UTF-16 code units written; never more than the bytes read
  size_t consumed;  // bytes read; less than n only when stopped or when a sequence is incomplete
  Check error;      // strict: the error it stopped at; otherwise reason none
};

// UTF-8 to UTF-16. `out` holds at least n units. With final = false an incomplete sequence at the
// end is left unread (consumed < n) for the caller to prepend to the next chunk.
Decoded decode_utf16(const uint8_t* in, size_t n, char16_t* out, ErrorMode mode, bool final);

// ---- Encoding ------------------------------------------------------------------------------------

struct Encoded {
  size_t written;   // bytes written
  size_t consumed;  // code units read
  Reason reason;    // strict: lone_surrogate at unit `consumed`; otherwise none
};

// UTF-16 to UTF-8. `out` holds at least 3 * n bytes. Strict stops at a lone surrogate; replace
// writes U+FFFD (EF BF BD) for it, as TextEncoder does. With final = false a high surrogate at
// the very end is left unread for the next chunk.
Encoded encode_utf16(const char16_t* in, size_t n, uint8_t* out, ErrorMode mode, bool final);

// One scalar value to 1..4 bytes; 0 for a surrogate or a value above U+10FFFF.
size_t encode_code_point(uint32_t code_point, uint8_t out[4]);

// ---- The other encodings' tables -------------------------------------------------------------

// What a table gives for a byte or a pair its encoding's own decoder must read.
constexpr uint16_t kNoUnit = 0xFFFF;

struct TableRead {
  size_t read;     // bytes read
  size_t written;  // bytes of UTF-8 written
};

// Text of another encoding of the WHATWG Encoding Standard to UTF-8 by its tables, which the
// JavaScript makes from the standard's indexes (js/encodings/): `singles`, the UTF-16 unit of each
// byte alone (256), and `pairs` (or nullptr), of each lead 80..FF and trail at (lead - 0x80) << 8 |
// trail. Each unit is a character of the BMP (no surrogate) or kNoUnit. Stops at the first byte
// neither reads, or a lead whose trail is past the end. `out` holds at least 3 * n bytes.
TableRead utf8_from_tables(const uint8_t* in, size_t n, const uint16_t* singles, const uint16_t* pairs, uint8_t* out);

// ---- Explaining ----------------------------------------------------------------------------------

// One valid sequence or one maximal subpart. 12 bytes, read directly from wasm memory by JS.
struct Segment {
  uint32_t index;
  uint32_t code_point;  // valid segments only
  uint8_t length;
  uint8_t rule;         // 1..4 attempted or matched; 0 when the byte can start nothing
  uint8_t alternative;  // 1..4, 0 with rule 0
  Reason reason;        // none for a valid sequence
};

struct Explained {
  size_t count;     // segments written; `out` holds at least n
  size_t consumed;  // as for decode_utf16 with final = false
};

// `ascii`: whether each ASCII byte is a segment of its own; without, only the others are written
// (a count of them all needs no more: every byte not in one is ASCII).
Explained explain(const uint8_t* in, size_t n, Segment* out, bool final, bool ascii = true);

}  // namespace utf8abnf

namespace utf8abnf {

// ---- Reading bytes written as text ---------------------------------------------------------------

// How a text spelled its bytes.
#define UTF8ABNF_NOTATIONS(X)                                                                  \
  X(empty, "empty")             /* nothing but separators */                                   \
  X(hex, "hex")                 /* E4 BD A0, e4bda0, 0xE4, 0xBD, [0xe4 0xbd], E4:BD:A0 */      \
  X(binary, "binary")           /* 11100100 10111101, 0b11100100 */                            \
  X(escapes, "escapes")         /* \xE4\xBD\xA0, "\xe4\xbd", 'a\xe4' */                        \
  X(percent, "percent")         /* %E4%BD%A0 (other ASCII characters stand for themselves) */  \
  X(python, "python")           /* b'\xe4\xbd\xa0', b"a\x00" */                                \
  X(decimal, "decimal")         /* 228 189 160: 0..255, when one has other than two digits */  \
  X(xxd, "xxd")                 /* 00000000: e4bd a00a  .... (offsets, text column skipped) */ \
  X(hexdump, "hexdump")         /* 00000000  e4 bd a0 0a  |....|  (hexdump -C) */              \
  X(code_points, "code-points") /* U+4F60 U+1F600: the UTF-8 of each code point */

enum class Notation : uint8_t { UTF8ABNF_NOTATIONS(UTF8ABNF_ENUMERATOR) };
constexpr int kNotationCount = 0 UTF8ABNF_NOTATIONS(UTF8ABNF_ONE_MORE);

// Why a text could not be read as bytes.
#define UTF8ABNF_PARSE_PROBLEMS(X)                                                                                     \
  X(none, "none")                                                                                                      \
  X(not_hex_digit, "not-hex-digit")   /* a character that is neither a hex digit nor a separator */                    \
  X(odd_hex_digits, "odd-hex-digits") /* a run of hex digits of odd length (which half byte is alone?) */              \
  X(not_binary_digit, "not-binary-digit")                                                                              \
  X(bits_not_multiple_of_8, "bits-not-multiple-of-8")                                                                  \
  X(bad_escape, "bad-escape")   /* \x not followed by two hex digits, or an unknown escape */                          \
  X(bad_percent, "bad-percent") /* % not followed by two hex digits */                                                 \
  X(unterminated_quote, "unterminated-quote")                                                                          \
  X(not_ascii, "not-ascii")                       /* a non-ASCII character inside a bytes literal */                   \
  X(unexpected_character, "unexpected-character") /* outside the quotes of a Python bytes literal */                   \
  X(not_scalar_value, "not-scalar-value")         /* U+D800..U+DFFF or above U+10FFFF: no UTF-8 encodes it */          \
  X(bad_code_point, "bad-code-point")             /* not U+ and one to six hex digits */                               \
  X(squeezed_lines, "squeezed-lines")             /* a dump's "*" stands for lines left out (hexdump -v keeps them) */ \
  X(dump_offset, "dump-offset")                   /* a dump line whose offset does not follow on from the lines before */

enum class ParseProblem : uint8_t { UTF8ABNF_PARSE_PROBLEMS(UTF8ABNF_ENUMERATOR) };
constexpr int kParseProblemCount = 0 UTF8ABNF_PARSE_PROBLEMS(UTF8ABNF_ONE_MORE);

struct Parsed {
  Notation notation;
  ParseProblem problem;  // none: `count` bytes were written
  size_t count;
  size_t error_index;  // byte offset in the text of the character it could not read
  size_t error_unit;   // the same place in UTF-16 code units: an index into a JS string
};

const char* notation_name(Notation notation);          // "hex", "python", ...
const char* parse_problem_name(ParseProblem problem);  // "odd-hex-digits", ...

// Reads the bytes that `text` (UTF-8, n bytes) spells in any of the notations above, detected from
// the text. `out` holds at least n bytes.
Parsed parse_bytes(const char* text, size_t n, uint8_t* out);

}  // namespace utf8abnf
