// The slim module behind utf8-abnf/validate: the streaming check alone, with no embind and no
// runtime, so that checking input costs a few kilobytes. JS copies a chunk into the input buffer,
// calls a plain export and reads the CheckResult it left.
#include <emscripten/em_macros.h>

#include <cstddef>
#include <cstdint>

#include "check_result.hpp"

namespace {

using namespace utf8abnf;
using wasm::CheckResult;

constexpr size_t kChunk = 64 * 1024;
alignas(16) uint8_t g_input[kChunk];
CheckResult g_check;

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE uint8_t* utf8abnf_input() { return g_input; }
EMSCRIPTEN_KEEPALIVE CheckResult* utf8abnf_result() { return &g_check; }
EMSCRIPTEN_KEEPALIVE unsigned utf8abnf_chunk() { return kChunk; }

// What js/validate.js reads of this build (CheckResult's slots, then how many reasons there are),
// so that a module of another version passed to load({ module }) is refused, not misread.
constexpr int32_t kSlot = sizeof(int32_t);
const int32_t g_contract[] = {offsetof(CheckResult, state) / kSlot, offsetof(CheckResult, reason) / kSlot,
                              offsetof(CheckResult, index) / kSlot, offsetof(CheckResult, length) / kSlot, kReasonCount};
EMSCRIPTEN_KEEPALIVE const int32_t* utf8abnf_contract() { return g_contract; }

// Which of the two builds this is, so that a module passed to load({ module }) names itself.
EMSCRIPTEN_KEEPALIVE int utf8abnf_simd() {
#ifdef __wasm_simd128__
  return 1;
#else
  return 0;
#endif
}

// Results: CheckResult. Returns the reason.
EMSCRIPTEN_KEEPALIVE int utf8abnf_check_chunk(int state, unsigned n) {
  g_check = wasm::check_result(check_chunk(static_cast<StreamState>(state), g_input, n));
  return g_check.reason;
}

EMSCRIPTEN_KEEPALIVE int utf8abnf_finish_stream(int state) {
  g_check = wasm::check_result(finish_stream(static_cast<StreamState>(state)));
  return g_check.reason;
}

}  // extern "C"
