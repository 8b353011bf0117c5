#include "dfa.hpp"

namespace utf8abnf {

namespace {

struct Utf16Writer {
  const uint8_t* in;
  char16_t* out;
  ErrorMode mode;
  size_t written = 0;
  Check first{Reason::none, 0, 0};

  void ascii(size_t position, size_t count) {
    for (size_t k = 0; k < count; ++k) out[written + k] = in[position + k];
    written += count;
  }
  void sequence(int64_t, size_t, uint32_t code_point, uint8_t) {
    if (code_point >= 0x10000) {
      out[written++] = static_cast<char16_t>(0xD7C0 + (code_point >> 10));  // 0xD800 + (cp - 0x10000) >> 10
      out[written++] = static_cast<char16_t>(0xDC00 | (code_point & 0x3FF));
    } else {
      out[written++] = static_cast<char16_t>(code_point);
    }
  }
  bool error(int64_t start, size_t length, Reason reason, uint8_t) {
    if (mode == ErrorMode::strict) {
      first = {reason, static_cast<size_t>(start), length};
      return false;
    }
    if (mode == ErrorMode::replace) out[written++] = u'\uFFFD';
    return true;
  }
};

}  // namespace

Decoded decode_utf16(const uint8_t* in, size_t n, char16_t* out, ErrorMode mode, bool final) {
  Utf16Writer sink{in, out, mode};
  dfa::ScanEnd end = dfa::scan(in, n, dfa::kStart, sink);
  if (end.stopped) return {sink.written, end.position, sink.first};
  if (end.state == dfa::kStart) return {sink.written, n, sink.first};
  size_t start = static_cast<size_t>(end.sequence_start);
  if (!final) return {sink.written, start, sink.first};
  // The input ended inside a sequence: that prefix is one last maximal subpart.
  if (!sink.error(end.sequence_start, n - start, Reason::truncated, 0)) {
    return {sink.written, start, sink.first};
  }
  return {sink.written, n, sink.first};
}

}  // namespace utf8abnf
