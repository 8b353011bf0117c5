// The reference implementation: slow, obvious, written straight from RFC 3629 (the ABNF of section
// 4 for what is valid, the bit layout of section 3 for why something is not). The fast code in
// utf8abnf.hpp is tested against it exhaustively and by fuzzing; it is not part of the wasm build.
#pragma once

#include <string>
#include <vector>

#include "utf8abnf/utf8abnf.hpp"

namespace utf8abnf::reference {

// The valid sequence or maximal subpart that starts at `pos` (< n).
struct Match {
  size_t length;
  const Alternative* alternative;  // matched or attempted; nullptr if the byte can start nothing
  Reason reason;                   // none when valid
  uint32_t code_point;             // valid only
};

Match match_at(const uint8_t* in, size_t n, size_t pos);

bool validate(const uint8_t* in, size_t n);
Check check(const uint8_t* in, size_t n);
// Strict mode stops at the first error and reports it in `error`.
std::u16string decode(const uint8_t* in, size_t n, ErrorMode mode, Check* error);
std::vector<Segment> explain(const uint8_t* in, size_t n);
// Strict mode stops at the first lone surrogate and reports its unit index in `error_index`.
std::string encode(const std::u16string& text, ErrorMode mode, Reason* reason, size_t* error_index);

}  // namespace utf8abnf::reference
