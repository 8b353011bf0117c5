// The wasm boundary. It only converts types: bytes cross as typed memory in two static scratch
// buffers that JS fills and reads (a text for parseBytes, or a long one to encode, goes through
// memory that JS allocates and frees with the exported malloc and free); the hot
// calls are plain exports that leave their results in a static slot array, the cold ones embind
// functions that return JSON text (nothing to delete). contract() tells JS every layout and
// enum below, and the detector's records (scores.cpp); js/wasm/contract.js refuses to run against
// a build that says otherwise.
#include <emscripten/bind.h>
#include <emscripten/em_macros.h>

#include <malloc.h>
#include <cstddef>
#include <string>

#include <utility>

#include "check_result.hpp"
#include "decode.hpp"
#include "dfa.hpp"
#include "json_text.hpp"
#include "score_records.hpp"
#include "utf8abnf/utf8abnf.hpp"

namespace {

using namespace utf8abnf;
using wasm::check_result;
using wasm::CheckResult;
using wasm::detector_contract;
using wasm::JsonText;
using wasm::layout;

// JS processes any input in chunks of at most kChunk bytes (plus up to 3 carried over).
constexpr size_t kChunk = 256 * 1024;
constexpr size_t kCarry = 4;
alignas(16) uint8_t g_input[kChunk + kCarry];
alignas(16) uint8_t g_output[2 * (kChunk + kCarry)];                           // UTF-16 of a chunk, or its segments
constexpr size_t kExplainChunk = sizeof(g_output) / sizeof(Segment) - kCarry;  // the core writes Segments there first

// The hot calls are plain wasm exports (an embind call costs far more than a plain export without
// dynamic execution): arguments are numbers, and each call's results land in its struct in
// g_result, one int32 slot per field, which JS reads through HEAP32.
struct DecodeResult {
  int32_t written, consumed, reason, index, length, form;
};
struct EncodeResult {
  int32_t written, consumed, reason;
};
struct ExplainResult {
  int32_t count, consumed;
};
struct TablesResult {
  int32_t read, written;
};

// A segment as JS keeps it, all it reads of one: where it starts, then one word that packs its
// length, reason, grammar place (1 + its alternative's index in kGrammar; 0 for none) and code
// point (valid segments only), from the lowest bits up.
struct SegmentRecord {
  uint32_t index, packed;
};
constexpr uint32_t kLengthBits = 3, kReasonBits = 4, kPlaceBits = 4;  // up to 4, 8 and 9
constexpr uint32_t kReasonShift = kLengthBits, kPlaceShift = kReasonShift + kReasonBits,
                   kCodePointShift = kPlaceShift + kPlaceBits;
static_assert(kCodePointShift + 21 == 32, "a code point takes the 21 bits left");
static_assert(kReasonCount <= (1 << kReasonBits) && kAlternativeCount < (1 << kPlaceBits), "the fields fit");

// The grammar place of a rule's alternative: the place before the rule's first, plus its number.
struct GrammarPlaces {
  uint32_t before_rule[5] = {};
  GrammarPlaces() {
    for (size_t k = kAlternativeCount; k-- > 0;) before_rule[kGrammar[k].rule] = static_cast<uint32_t>(k);
  }
};
const GrammarPlaces g_places;

uint32_t grammar_place(const Segment& s) { return s.rule == 0 ? 0 : g_places.before_rule[s.rule] + s.alternative; }
struct ParseResult {
  int32_t notation, problem, count, error_index, error_unit;
};
union Results {
  CheckResult check;
  DecodeResult decode;
  EncodeResult encode;
  ExplainResult explain;
  TablesResult tables;
  ParseResult parse;
};
Results g_result;

// What a decode call wrote in g_output (DecodeResult::form).
enum class TextForm : int32_t {
  utf16 = 0,   // `written` UTF-16 units
  ascii = 1,   // nothing: the input was ASCII, its bytes are its code units
  latin1 = 2,  // `written` Latin-1 bytes (only when asked: the caller can make strings of them)
};

// A value as its int32 result slot holds it.
template <class Int> int32_t as_slot(Int value) { return static_cast<int32_t>(value); }

}  // namespace

extern "C" {

// Where the scratch buffers and the result slots are, and how large a chunk may be.
EMSCRIPTEN_KEEPALIVE uint8_t* utf8abnf_input() { return g_input; }
EMSCRIPTEN_KEEPALIVE uint8_t* utf8abnf_output() { return g_output; }
EMSCRIPTEN_KEEPALIVE Results* utf8abnf_result() { return &g_result; }
EMSCRIPTEN_KEEPALIVE unsigned utf8abnf_chunk() { return kChunk; }
EMSCRIPTEN_KEEPALIVE unsigned utf8abnf_explain_chunk() { return static_cast<unsigned>(kExplainChunk); }

// Results: CheckResult. Returns the reason.
EMSCRIPTEN_KEEPALIVE int utf8abnf_check_chunk(int state, unsigned n) {
  g_result.check = check_result(check_chunk(static_cast<StreamState>(state), g_input, n));
  return g_result.check.reason;
}

EMSCRIPTEN_KEEPALIVE int utf8abnf_finish_stream(int state) {
  g_result.check = check_result(finish_stream(static_cast<StreamState>(state)));
  return g_result.check.reason;
}

// Results: DecodeResult. Returns the reason.
EMSCRIPTEN_KEEPALIVE int utf8abnf_decode(unsigned n, int mode, int final, int narrow) {
  if (is_ascii(g_input, n)) {
    g_result.decode = {as_slot(n), as_slot(n), 0, 0, 0, as_slot(TextForm::ascii)};
    return 0;
  }
  char16_t* out = reinterpret_cast<char16_t*>(g_output);
  detail::DecodedText t =
      detail::decode_text(g_input, n, out, static_cast<ErrorMode>(mode), final != 0, static_cast<detail::NarrowText>(narrow));
  const Decoded& d = t.decoded;
  g_result.decode = {as_slot(d.written),     as_slot(d.consumed),     as_slot(d.error.reason),
                     as_slot(d.error.index), as_slot(d.error.length), as_slot(t.latin1 ? TextForm::latin1 : TextForm::utf16)};
  return g_result.decode.reason;
}

// Writes at `out` (g_output, or wasm memory JS allocated: at most 3 bytes per unit). Results:
// EncodeResult. Returns the reason.
EMSCRIPTEN_KEEPALIVE int utf8abnf_encode(unsigned units, int mode, int final, uint8_t* out) {
  Encoded e = encode_utf16(reinterpret_cast<const char16_t*>(g_input), units, out, static_cast<ErrorMode>(mode), final != 0);
  g_result.encode = {as_slot(e.written), as_slot(e.consumed), as_slot(e.reason)};
  return g_result.encode.reason;
}

// Reads `in` (wasm memory JS allocated, as the tables and `out`) by another encoding's tables.
// Results: TablesResult. Returns the bytes read.
EMSCRIPTEN_KEEPALIVE int utf8abnf_utf8_from_tables(const uint8_t* in, unsigned n, const uint16_t* singles, const uint16_t* pairs,
                                                   uint8_t* out) {
  TableRead t = utf8_from_tables(in, n, singles, pairs, out);
  g_result.tables = {as_slot(t.read), as_slot(t.written)};
  return g_result.tables.read;
}

// Results: ExplainResult; the segments are in g_output (`ascii`: ASCII's too). Returns the count.
// The records are written over the core's segments, in place: a record is smaller than a segment,
// so each is written only where segments already read were.
EMSCRIPTEN_KEEPALIVE int utf8abnf_explain(unsigned n, int final, int ascii) {
  Segment* segments = reinterpret_cast<Segment*>(g_output);
  Explained e = explain(g_input, n, segments, final != 0, ascii != 0);
  SegmentRecord* records = reinterpret_cast<SegmentRecord*>(g_output);
  for (size_t i = 0; i < e.count; ++i) {
    const Segment s = segments[i];
    records[i] = {s.index, s.length | static_cast<uint32_t>(s.reason) << kReasonShift | grammar_place(s) << kPlaceShift |
                               (s.reason == Reason::none ? s.code_point << kCodePointShift : 0)};
  }
  g_result.explain = {as_slot(e.count), as_slot(e.consumed)};
  return g_result.explain.count;
}

// Reads the bytes that the UTF-8 `text` (n bytes) spells and writes them at `out` (at least n
// bytes); both are wasm memory that JS allocated. Results: ParseResult. Returns the problem.
EMSCRIPTEN_KEEPALIVE int utf8abnf_parse_bytes(const char* text, unsigned n, uint8_t* out) {
  Parsed p = parse_bytes(text, n, out);
  g_result.parse = {as_slot(p.notation), as_slot(p.problem), as_slot(p.count), as_slot(p.error_index), as_slot(p.error_unit)};
  return g_result.parse.problem;
}

}  // extern "C"

namespace {

// The names of an enum's values 0..count-1.
template <class Enum> UTF8ABNF_COLD void names(JsonText& json, const char* (*name_of)(Enum), int count) {
  json.open('[');
  for (int k = 0; k < count; ++k) json.text(name_of(static_cast<Enum>(k)));
  json.close(']');
}

// Everything JS must agree on to read this build's memory and numbers.
UTF8ABNF_COLD std::string contract() {
  constexpr size_t kSlot = sizeof(int32_t);
  JsonText json;
  json.open('{');
  names(json.key("reasons"), &reason_name, kReasonCount);
  names(json.key("notations"), &notation_name, kNotationCount);
  names(json.key("parseProblems"), &parse_problem_name, kParseProblemCount);
  json.key("textForms").open('{');
  json.key("utf16").number(as_slot(TextForm::utf16)).key("ascii").number(as_slot(TextForm::ascii));
  json.key("latin1").number(as_slot(TextForm::latin1)).close('}');
  json.key("narrowText").open('{');
  json.key("none").number(static_cast<int>(detail::NarrowText::none));
  json.key("latin1").number(static_cast<int>(detail::NarrowText::latin1));
  json.key("latin1WithoutC1").number(static_cast<int>(detail::NarrowText::latin1_without_c1)).close('}');
  json.key("slots").open('{');
  layout(json.key("check"),
         {UTF8ABNF_FIELD(CheckResult, state), UTF8ABNF_FIELD(CheckResult, reason), UTF8ABNF_FIELD(CheckResult, index),
          UTF8ABNF_FIELD(CheckResult, length)},
         kSlot);
  layout(json.key("decode"),
         {UTF8ABNF_FIELD(DecodeResult, written), UTF8ABNF_FIELD(DecodeResult, consumed), UTF8ABNF_FIELD(DecodeResult, reason),
          UTF8ABNF_FIELD(DecodeResult, index), UTF8ABNF_FIELD(DecodeResult, length), UTF8ABNF_FIELD(DecodeResult, form)},
         kSlot);
  layout(json.key("encode"),
         {UTF8ABNF_FIELD(EncodeResult, written), UTF8ABNF_FIELD(EncodeResult, consumed), UTF8ABNF_FIELD(EncodeResult, reason)},
         kSlot);
  layout(json.key("explain"), {UTF8ABNF_FIELD(ExplainResult, count), UTF8ABNF_FIELD(ExplainResult, consumed)}, kSlot);
  layout(json.key("tables"), {UTF8ABNF_FIELD(TablesResult, read), UTF8ABNF_FIELD(TablesResult, written)}, kSlot);
  layout(json.key("parse"),
         {UTF8ABNF_FIELD(ParseResult, notation), UTF8ABNF_FIELD(ParseResult, problem), UTF8ABNF_FIELD(ParseResult, count),
          UTF8ABNF_FIELD(ParseResult, error_index), UTF8ABNF_FIELD(ParseResult, error_unit)},
         kSlot);
  json.close('}');
  // The segment record, in 32-bit words, and the fields packed in its second word.
  json.key("segment").open('{');
  json.key("index").number(offsetof(SegmentRecord, index) / sizeof(uint32_t));
  json.key("packed").number(offsetof(SegmentRecord, packed) / sizeof(uint32_t));
  json.key("words").number(sizeof(SegmentRecord) / sizeof(uint32_t));
  json.key("lengthBits").number(kLengthBits).key("reasonShift").number(kReasonShift).key("reasonBits").number(kReasonBits);
  json.key("placeShift").number(kPlaceShift).key("placeBits").number(kPlaceBits);
  json.key("codePointShift").number(kCodePointShift).close('}');
  detector_contract(json);
  return json.close('}').str();
}

// The grammar table: [{rule, alternative, text, bytes: [[lo, hi], ...], first, last}].
UTF8ABNF_COLD std::string grammar() {
  JsonText json;
  json.open('[');
  for (const Alternative& alternative : kGrammar) {
    char text[64];
    abnf_text(alternative, text, sizeof text);
    json.open('{').key("rule").number(alternative.rule).key("alternative").number(alternative.number);
    json.key("text").text(text).key("bytes").open('[');
    for (int i = 0; i < alternative.rule; ++i)
      json.open('[').number(alternative.bytes[i].lo).number(alternative.bytes[i].hi).close(']');
    json.close(']').key("first").number(alternative.first_code_point()).key("last").number(alternative.last_code_point());
    json.close('}');
  }
  return json.close(']').str();
}

// The automaton's tables (dfa.hpp), so that a drawing of it cannot disagree with the codec:
// {byteClass: [class of each byte], states: [names], consumed: [bytes read in each state],
// transitions: [state][class] = the next state, or -reason for a reject}.
UTF8ABNF_COLD std::string automaton() {
  JsonText json;
  json.open('{').key("byteClass").open('[');
  for (int b = 0; b < 256; ++b) json.number(dfa::kByteClass[b]);
  json.close(']').key("states").open('[');
  for (int s = 0; s < dfa::kStateCount; ++s) json.text(dfa::kStateName[s]);
  json.close(']').key("consumed").open('[');
  for (int s = 0; s < dfa::kStateCount; ++s) json.number(dfa::kConsumed[s]);
  json.close(']').key("transitions").open('[');
  for (int s = 0; s < dfa::kStateCount; ++s) {
    json.open('[');
    for (int c = 0; c < dfa::kClassCount; ++c) {
      uint8_t next = dfa::kTransition[s][c];
      json.number(next < dfa::kReject ? static_cast<int>(next) : -static_cast<int>(next & 0x0F));
    }
    json.close(']');
  }
  return json.close(']').close('}').str();
}

unsigned heap_in_use() { return static_cast<unsigned>(mallinfo().uordblks); }

// Which of the two builds this is, so that a module passed to load({ module }) names itself.
std::string build_variant() {
#ifdef __wasm_simd128__
  return "simd";
#else
  return "scalar";
#endif
}

}  // namespace

EMSCRIPTEN_BINDINGS(utf8abnf) {
  emscripten::function("contract", &contract);
  emscripten::function("grammar", &grammar);
  emscripten::function("automaton", &automaton);
  emscripten::function("heapInUse", &heap_in_use);
  emscripten::function("variant", &build_variant);
}
