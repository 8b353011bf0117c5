// The streaming check's result as both wasm modules (the full one and the slim one behind
// utf8-abnf/validate) leave it for JS: one int32 slot per field, read through HEAP32, laid out as
// js/wasm-contract.js names it (SLOTS.check).
#pragma once

#include <cstdint>

#include "utf8abnf/utf8abnf.hpp"

namespace utf8abnf::wasm {

struct CheckResult {
  int32_t state, reason, index, length;
};

inline CheckResult check_result(const StreamStep& s) {
  return {static_cast<int32_t>(s.state), static_cast<int32_t>(s.reason), static_cast<int32_t>(s.index),
          static_cast<int32_t>(s.length)};
}

}  // namespace utf8abnf::wasm
