// The wasm boundary. It only converts types: bytes cross as typed memory in two static scratch
// buffers that JS fills and reads (only parseBytes allocates, and frees before it returns), and results come
// back as embind value objects (plain JS objects, nothing to delete).
#include <emscripten/bind.h>
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

struct Buffers {
  uintptr_t input, output;
  unsigned chunk, explainChunk;
};

struct Step {  // StreamStep, with a JS-friendly index
  int state, reason, index, length;
};

struct DecodeStep {
  unsigned written, consumed;
  int reason, index, length;
};

struct EncodeStep {
  unsigned written, consumed;
  int reason;
};

struct ExplainStep {
  unsigned count, consumed;
};

Buffers buffers() {
  return {reinterpret_cast<uintptr_t>(g_input), reinterpret_cast<uintptr_t>(g_output), kChunk,
          static_cast<unsigned>(kExplainChunk)};
}

Step to_step(StreamStep s) {
  return {s.state, static_cast<int>(s.reason), static_cast<int>(s.index), static_cast<int>(s.length)};
}

Step check_chunk_js(int state, unsigned n) {
  return to_step(check_chunk(static_cast<StreamState>(state), g_input, n));
}

Step finish_stream_js(int state) { return to_step(finish_stream(static_cast<StreamState>(state))); }

DecodeStep decode_js(unsigned n, int mode, bool final) {
  Decoded d = decode_utf16(g_input, n, reinterpret_cast<char16_t*>(g_output),
                           static_cast<ErrorMode>(mode), final);
  return {static_cast<unsigned>(d.written), static_cast<unsigned>(d.consumed),
          static_cast<int>(d.error.reason), static_cast<int>(d.error.index),
          static_cast<int>(d.error.length)};
}

EncodeStep encode_js(unsigned units, int mode, bool final) {
  Encoded e = encode_utf16(reinterpret_cast<const char16_t*>(g_input), units, g_output,
                           static_cast<ErrorMode>(mode), final);
  return {static_cast<unsigned>(e.written), static_cast<unsigned>(e.consumed),
          static_cast<int>(e.reason)};
}

ExplainStep explain_js(unsigned n, bool final) {
  Explained e = explain(g_input, n, reinterpret_cast<Segment*>(g_output), final);
  return {static_cast<unsigned>(e.count), static_cast<unsigned>(e.consumed)};
}

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
  using emscripten::value_object;
  value_object<Buffers>("Buffers")
      .field("input", &Buffers::input)
      .field("output", &Buffers::output)
      .field("chunk", &Buffers::chunk)
      .field("explainChunk", &Buffers::explainChunk);
  value_object<Step>("Step")
      .field("state", &Step::state)
      .field("reason", &Step::reason)
      .field("index", &Step::index)
      .field("length", &Step::length);
  value_object<DecodeStep>("DecodeStep")
      .field("written", &DecodeStep::written)
      .field("consumed", &DecodeStep::consumed)
      .field("reason", &DecodeStep::reason)
      .field("index", &DecodeStep::index)
      .field("length", &DecodeStep::length);
  value_object<EncodeStep>("EncodeStep")
      .field("written", &EncodeStep::written)
      .field("consumed", &EncodeStep::consumed)
      .field("reason", &EncodeStep::reason);
  value_object<ExplainStep>("ExplainStep")
      .field("count", &ExplainStep::count)
      .field("consumed", &ExplainStep::consumed);
  emscripten::function("buffers", &buffers);
  emscripten::function("checkChunk", &check_chunk_js);
  emscripten::function("finishStream", &finish_stream_js);
  emscripten::function("decode", &decode_js);
  emscripten::function("encode", &encode_js);
  emscripten::function("explain", &explain_js);
  emscripten::function("grammar", &grammar);
  emscripten::function("parseBytes", &parse_bytes_js);
  emscripten::function("heapInUse", &heap_in_use);
}
