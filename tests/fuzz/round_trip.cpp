// Round trips: any bytes decoded with replacement encode back to valid UTF-8 that decodes to the
// same text; any UTF-16 units encode (lone surrogates replaced) to valid UTF-8 that decodes to the
// units with each lone surrogate as U+FFFD, as the reference encoder says.
#include <cstdlib>
#include <cstring>
#include <vector>

#include "reference.hpp"

using namespace utf8abnf;

static std::u16string decode_all(const uint8_t* in, size_t n, ErrorMode mode, Check* error) {
  std::vector<char16_t> out(n + 1);
  Decoded d = decode_utf16(in, n, out.data(), mode, true);
  *error = d.error;
  return std::u16string(out.data(), d.written);
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  Check error;
  std::u16string text = decode_all(data, size, ErrorMode::replace, &error);
  std::vector<uint8_t> bytes(3 * text.size() + 1);
  Encoded e = encode_utf16(text.data(), text.size(), bytes.data(), ErrorMode::strict, true);
  if (e.reason != Reason::none || e.consumed != text.size()) std::abort();
  if (!validate(bytes.data(), e.written)) std::abort();
  if (decode_all(bytes.data(), e.written, ErrorMode::strict, &error) != text) std::abort();
  if (validate(data, size) && (e.written != size || std::memcmp(bytes.data(), data, size) != 0)) std::abort();

  std::u16string units(size / 2, u'\0');
  std::memcpy(units.data(), data, units.size() * 2);
  Reason reason;
  size_t index;
  std::string expected = reference::encode(units, ErrorMode::replace, &reason, &index);
  std::vector<uint8_t> encoded(3 * units.size() + 1);
  e = encode_utf16(units.data(), units.size(), encoded.data(), ErrorMode::replace, true);
  if (e.written != expected.size() || std::memcmp(encoded.data(), expected.data(), expected.size()) != 0) std::abort();
  std::u16string back = decode_all(encoded.data(), e.written, ErrorMode::strict, &error);
  if (error.reason != Reason::none || back.size() != units.size()) std::abort();
  return 0;
}
