// The fast codec against the reference on any bytes: check, validate, decode (to UTF-16, and to
// Latin-1 first) in each mode, explain.
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "decode.hpp"
#include "reference.hpp"

using namespace utf8abnf;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  Check expected = reference::check(data, size);
  Check actual = check(data, size);
  if (actual.reason != expected.reason || actual.index != expected.index || actual.length != expected.length) std::abort();
  if (validate(data, size) != (expected.reason == Reason::none)) std::abort();

  std::vector<char16_t> out(size + 1);
  for (ErrorMode mode : {ErrorMode::strict, ErrorMode::replace, ErrorMode::ignore}) {
    Check reference_error;
    std::u16string text = reference::decode(data, size, mode, &reference_error);
    Decoded d = decode_utf16(data, size, out.data(), mode, true);
    if (d.written != text.size() || std::memcmp(out.data(), text.data(), text.size() * 2) != 0) std::abort();
    if (d.error.reason != reference_error.reason || d.error.index != reference_error.index) std::abort();

    for (detail::NarrowText choice : {detail::NarrowText::latin1, detail::NarrowText::latin1_without_c1}) {
      bool without_c1 = choice == detail::NarrowText::latin1_without_c1;
      detail::DecodedText narrow = detail::decode_text(data, size, out.data(), mode, true, choice);
      bool narrowable = std::all_of(text.begin(), text.end(),
                                    [&](char16_t unit) { return unit < 0x100 && !(without_c1 && unit >= 0x80 && unit < 0xA0); });
      if (narrow.latin1 != narrowable || narrow.decoded.written != text.size()) std::abort();
      const Check& narrow_error = narrow.decoded.error;
      if (narrow_error.reason != reference_error.reason || narrow_error.index != reference_error.index) std::abort();
      const uint8_t* latin1 = reinterpret_cast<const uint8_t*>(out.data());
      for (size_t k = 0; k < text.size(); ++k) {
        if ((narrow.latin1 ? latin1[k] : out[k]) != text[k]) std::abort();
      }
    }
  }

  std::vector<Segment> segments = reference::explain(data, size);
  std::vector<Segment> fast(size + 1);
  Explained e = explain(data, size, fast.data(), true);
  if (e.count != segments.size()) std::abort();
  for (size_t i = 0; i < e.count; ++i) {
    const Segment& a = fast[i];
    const Segment& b = segments[i];
    if (a.index != b.index || a.length != b.length || a.rule != b.rule || a.alternative != b.alternative || a.reason != b.reason)
      std::abort();
    if (a.reason == Reason::none && a.code_point != b.code_point) std::abort();
  }
  return 0;
}
