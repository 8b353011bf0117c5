// The wasm boundary. It only converts types: bytes cross as typed memory in two static scratch
// buffers that JS fills and reads (only parseBytes allocates, and frees before it returns); the hot
// calls are plain exports that leave their results in a static slot array, the cold ones embind
// functions that return plain JS values (nothing to delete).
#include <emscripten/bind.h>
#include <emscripten/em_macros.h>

#include <initializer_list>
#include <malloc.h>

#include <vector>

#include "utf8abnf/utf8abnf.hpp"

namespace {

using namespace utf8abnf;

// JS processes any input in chunks of at most kChunk bytes (plus up to 3 carried over).
constexpr size_t kChunk = 256 * 1024;
constexpr size_t kCarry = 4;
alignas(16) uint8_t g_input[kChunk + kCarry];
alignas(16) uint8_t g_output[2 * (kChunk + kCarry)];  // UTF-16 of a chunk, or its segments
constexpr size_t kExplainChunk = sizeof(g_output) / sizeof(Segment) - kCarry;
static_assert(sizeof(Segment) == 12, "JS reads segments as 12-byte records");

// The hot calls are plain wasm exports (an embind call costs about 0.5 us without dynamic
// execution, a plain export a few ns): arguments are numbers, and results land in g_result, which
// JS reads through HEAP32.
int32_t g_result[6];

void put(std::initializer_list<int64_t> values) {
  int i = 0;
  for (int64_t value : values) g_result[i++] = static_cast<int32_t>(value);
}

}  // namespace

extern "C" {

// Where the scratch buffers and the result slots are, and how large a chunk may be.
EMSCRIPTEN_KEEPALIVE uint8_t* utf8abnf_input() { return g_input; }
EMSCRIPTEN_KEEPALIVE uint8_t* utf8abnf_output() { return g_output; }
EMSCRIPTEN_KEEPALIVE int32_t* utf8abnf_result() { return g_result; }
EMSCRIPTEN_KEEPALIVE unsigned utf8abnf_chunk() { return kChunk; }
EMSCRIPTEN_KEEPALIVE unsigned utf8abnf_explain_chunk() { return static_cast<unsigned>(kExplainChunk); }

// Result: state, reason, index (relative to the chunk), length. Returns the reason.
EMSCRIPTEN_KEEPALIVE int utf8abnf_check_chunk(int state, unsigned n) {
  StreamStep s = check_chunk(static_cast<StreamState>(state), g_input, n);
  put({s.state, static_cast<int>(s.reason), s.index, static_cast<int64_t>(s.length)});
  return static_cast<int>(s.reason);
}

EMSCRIPTEN_KEEPALIVE int utf8abnf_finish_stream(int state) {
  StreamStep s = finish_stream(static_cast<StreamState>(state));
  put({s.state, static_cast<int>(s.reason), s.index, static_cast<int64_t>(s.length)});
  return static_cast<int>(s.reason);
}

// Result: written, consumed, reason, index, length, and the form of the text in slot 5: 0 UTF-16
// units, 1 none written because the input was all ASCII (its bytes are its code units), 2 Latin-1
// bytes (only when `latin1`: the caller can make strings of them). Returns the reason.
EMSCRIPTEN_KEEPALIVE int utf8abnf_decode(unsigned n, int mode, int final, int latin1) {
  if (is_ascii(g_input, n)) {
    put({n, n, 0, 0, 0, 1});
    return 0;
  }
  char16_t* out = reinterpret_cast<char16_t*>(g_output);
  Decoded d = latin1 ? decode_latin1_or_utf16(g_input, n, out, static_cast<ErrorMode>(mode), final != 0)
                     : decode_utf16(g_input, n, out, static_cast<ErrorMode>(mode), final != 0);
  put({static_cast<int64_t>(d.written), static_cast<int64_t>(d.consumed), static_cast<int>(d.error.reason),
       static_cast<int64_t>(d.error.index), static_cast<int64_t>(d.error.length), d.latin1 ? 2 : 0});
  return static_cast<int>(d.error.reason);
}

// Writes at `out` (g_output, or wasm memory JS allocated: at most 3 bytes per unit). Result:
// written, consumed, reason. Returns the reason.
EMSCRIPTEN_KEEPALIVE int utf8abnf_encode(unsigned units, int mode, int final, uint8_t* out) {
  Encoded e = encode_utf16(reinterpret_cast<const char16_t*>(g_input), units, out, static_cast<ErrorMode>(mode), final != 0);
  put({static_cast<int64_t>(e.written), static_cast<int64_t>(e.consumed), static_cast<int>(e.reason)});
  return static_cast<int>(e.reason);
}

// Result: count, consumed. Returns the count.
EMSCRIPTEN_KEEPALIVE int utf8abnf_explain(unsigned n, int final) {
  Explained e = explain(g_input, n, reinterpret_cast<Segment*>(g_output), final != 0);
  put({static_cast<int64_t>(e.count), static_cast<int64_t>(e.consumed)});
  return static_cast<int>(e.count);
}

}  // extern "C"

namespace {

// The grammar table as JS data: [{rule, alternative, text, bytes: [[lo, hi], ...], first, last}].
emscripten::val grammar() {
  emscripten::val list = emscripten::val::array();
  for (const Alternative& alternative : kGrammar) {
    char text[64];
    abnf_text(alternative, text, sizeof text);
    emscripten::val bytes = emscripten::val::array();
    for (int i = 0; i < alternative.rule; ++i) {
      emscripten::val range = emscripten::val::array();
      range.call<void>("push", alternative.bytes[i].lo, alternative.bytes[i].hi);
      bytes.call<void>("push", range);
    }
    emscripten::val entry = emscripten::val::object();
    entry.set("rule", alternative.rule);
    entry.set("alternative", alternative.number);
    entry.set("text", std::string(text));
    entry.set("bytes", bytes);
    entry.set("first", alternative.first_code_point());
    entry.set("last", alternative.last_code_point());
    list.call<void>("push", entry);
  }
  return list;
}

// Parsing allocates: a pasted text may be larger than the scratch buffers.
emscripten::val parse_bytes_js(const emscripten::val& text_bytes) {
  std::vector<char> text = emscripten::convertJSArrayToNumberVector<char>(text_bytes);
  std::vector<uint8_t> bytes(text.size());
  Parsed parsed = parse_bytes(text.data(), text.size(), bytes.data());
  emscripten::val result = emscripten::val::object();
  result.set("notation", static_cast<int>(parsed.notation));
  result.set("problem", static_cast<int>(parsed.problem));
  result.set("errorIndex", static_cast<unsigned>(parsed.error_index));
  // A copy made on the JS side, before `bytes` is freed.
  result.set("bytes", emscripten::val::global("Uint8Array")
                          .new_(emscripten::typed_memory_view(parsed.count, bytes.data())));
  return result;
}

unsigned heap_in_use() { return static_cast<unsigned>(mallinfo().uordblks); }

}  // namespace

EMSCRIPTEN_BINDINGS(utf8abnf) {
  emscripten::function("grammar", &grammar);
  emscripten::function("parseBytes", &parse_bytes_js);
  emscripten::function("heapInUse", &heap_in_use);
}
