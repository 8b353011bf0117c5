#include "dfa.hpp"

namespace utf8abnf {

namespace {

// Validation only needs the first error.
struct FirstError {
  Check first{Reason::none, 0, 0};
  int64_t start = 0;
  void ascii(size_t, size_t) {}
  void sequence(int64_t, size_t, uint32_t, uint8_t) {}
  bool error(int64_t at, size_t length, Reason reason, uint8_t) {
    start = at;
    first = {reason, 0, length};
    return false;
  }
};

}  // namespace

StreamStep check_chunk(StreamState state, const uint8_t* in, size_t n) {
  FirstError sink;
  dfa::ScanEnd end = dfa::scan(in, n, static_cast<dfa::State>(state), sink);
  if (end.stopped) return {dfa::kStart, sink.first.reason, sink.start, sink.first.length};
  return {static_cast<StreamState>(end.state), Reason::none, 0, 0};
}

StreamStep finish_stream(StreamState state) {
  uint8_t consumed = dfa::kConsumed[state];
  if (consumed == 0) return {dfa::kStart, Reason::none, 0, 0};
  return {dfa::kStart, Reason::truncated, -static_cast<int64_t>(consumed), consumed};
}

Check check(const uint8_t* in, size_t n) {
  StreamStep step = check_chunk(kStreamStart, in, n);
  if (step.reason == Reason::none) {
    step = finish_stream(step.state);
    step.index += static_cast<int64_t>(n);
  }
  if (step.reason == Reason::none) return {Reason::none, 0, 0};
  return {step.reason, static_cast<size_t>(step.index), step.length};
}

bool validate(const uint8_t* in, size_t n) { return check(in, n).reason == Reason::none; }

}  // namespace utf8abnf
