// One-shot against streaming: the first bytes choose where to cut the rest; the stream validator
// must give check's answer, and decoding chunk by chunk (carrying unfinished sequences) the
// one-shot text, in every error mode.
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "inputs.hpp"

using namespace utf8abnf;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size < 2) return 0;
  size_t cut_count = data[0] % 8;
  if (size < 1 + cut_count) return 0;
  const uint8_t* cuts_from = data + 1;
  const uint8_t* in = data + 1 + cut_count;
  size_t n = size - 1 - cut_count;
  std::vector<size_t> ends;
  for (size_t c = 0; c < cut_count; ++c) ends.push_back(n ? cuts_from[c] % (n + 1) : 0);
  std::sort(ends.begin(), ends.end());
  ends.push_back(n);

  Check whole = check(in, n);
  Check streamed = testing::check_in_pieces(in, n, ends);
  if (streamed.reason != whole.reason || streamed.index != whole.index || streamed.length != whole.length) std::abort();

  for (ErrorMode mode : {ErrorMode::replace, ErrorMode::ignore, ErrorMode::strict}) {
    std::vector<char16_t> one(n + 1);
    Decoded d = decode_utf16(in, n, one.data(), mode, true);
    std::u16string expected(one.data(), d.written);
    std::u16string text;
    std::vector<uint8_t> pending;
    size_t offset = 0;
    for (size_t end : ends) {
      pending.insert(pending.end(), in + offset, in + end);
      offset = end;
      std::vector<char16_t> out(pending.size() + 1);
      Decoded step = decode_utf16(pending.data(), pending.size(), out.data(), mode, end == n);
      text.append(out.data(), step.written);
      if (step.error.reason != Reason::none) break;
      if (pending.size() - step.consumed > 3) std::abort();
      pending.erase(pending.begin(), pending.begin() + static_cast<std::ptrdiff_t>(step.consumed));
    }
    if (text != expected) std::abort();
  }
  return 0;
}
