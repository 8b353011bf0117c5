// The page's reader of bytes written as text: never reads or writes out of bounds, reports an error
// inside the text, and what it reads as hex reads back the same when written as hex again.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "utf8abnf/utf8abnf.hpp"

using namespace utf8abnf;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::vector<uint8_t> out(size);
  const char* text = reinterpret_cast<const char*>(data);
  Parsed parsed = parse_bytes(text, size, out.data());
  if (parsed.problem != ParseProblem::none) {
    if (parsed.error_index >= size || parsed.count != 0) std::abort();
    // In UTF-8 text (as JS passes it) the error's place in UTF-16 code units is the length of the
    // text before it, decoded.
    if (validate(data, parsed.error_index)) {
      std::vector<char16_t> units(parsed.error_index + 1);
      Decoded prefix = decode_utf16(data, parsed.error_index, units.data(), ErrorMode::strict, true);
      if (prefix.written != parsed.error_unit) std::abort();
    }
    return 0;
  }
  if (parsed.count > size) std::abort();
  std::string hex;
  for (size_t i = 0; i < parsed.count; ++i) {
    char pair[4];
    std::snprintf(pair, sizeof pair, "%02X ", out[i]);
    hex += pair;
  }
  std::vector<uint8_t> again(hex.size() + 1);
  Parsed reparsed = parse_bytes(hex.data(), hex.size(), again.data());
  if (reparsed.problem != ParseProblem::none || reparsed.count != parsed.count) std::abort();
  if (reparsed.notation != (parsed.count ? Notation::hex : Notation::empty)) std::abort();
  for (size_t i = 0; i < parsed.count; ++i) {
    if (again[i] != out[i]) std::abort();
  }
  return 0;
}
