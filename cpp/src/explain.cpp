#include "dfa.hpp"

namespace utf8abnf {

namespace {

struct SegmentWriter {
  const uint8_t* in;
  Segment* out;
  bool ascii_segments;
  size_t count = 0;

  void add(int64_t start, size_t length, uint32_t code_point, uint8_t lead_class, Reason reason) {
    out[count++] = {static_cast<uint32_t>(start),  code_point, static_cast<uint8_t>(length), dfa::kRule[lead_class],
                    dfa::kAlternative[lead_class], reason};
  }
  void ascii(size_t position, size_t count_) {
    if (!ascii_segments) return;
    for (size_t k = 0; k < count_; ++k) {
      add(static_cast<int64_t>(position + k), 1, in[position + k], dfa::kAscii, Reason::none);
    }
  }
  void sequence(int64_t start, size_t length, uint32_t code_point, uint8_t lead_class) {
    add(start, length, code_point, lead_class, Reason::none);
  }
  bool error(int64_t start, size_t length, Reason reason, uint8_t lead_class) {
    add(start, length, 0, lead_class, reason);
    return true;
  }
};

}  // namespace

Explained explain(const uint8_t* in, size_t n, Segment* out, bool final, bool ascii) {
  SegmentWriter sink{in, out, ascii};
  dfa::ScanEnd end = dfa::scan(in, n, dfa::kStart, sink);
  if (end.state == dfa::kStart) return {sink.count, n};
  size_t start = static_cast<size_t>(end.sequence_start);
  if (!final) return {sink.count, start};
  sink.add(end.sequence_start, n - start, 0, dfa::kByteClass[in[start]], Reason::truncated);
  return {sink.count, n};
}

}  // namespace utf8abnf
