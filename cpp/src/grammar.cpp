// The ABNF of RFC 3629 section 4 as data. Everything else that knows what UTF-8 is (the reference
// matcher, the DFA's tests, the page's grammar panel) reads it from this table.
#include "utf8abnf/utf8abnf.hpp"

namespace utf8abnf {

namespace {
constexpr ByteRange kTail{0x80, 0xBF};  // UTF8-tail = %x80-BF
}

const Alternative kGrammar[kAlternativeCount] = {
    {1, 1, {{0x00, 0x7F}}},                              // UTF8-1 = %x00-7F
    {2, 1, {{0xC2, 0xDF}, kTail}},                       // UTF8-2 = %xC2-DF UTF8-tail
    {3, 1, {{0xE0, 0xE0}, {0xA0, 0xBF}, kTail}},         // UTF8-3 = %xE0 %xA0-BF UTF8-tail
    {3, 2, {{0xE1, 0xEC}, kTail, kTail}},                //        / %xE1-EC 2( UTF8-tail )
    {3, 3, {{0xED, 0xED}, {0x80, 0x9F}, kTail}},         //        / %xED %x80-9F UTF8-tail
    {3, 4, {{0xEE, 0xEF}, kTail, kTail}},                //        / %xEE-EF 2( UTF8-tail )
    {4, 1, {{0xF0, 0xF0}, {0x90, 0xBF}, kTail, kTail}},  // UTF8-4 = %xF0 %x90-BF 2( UTF8-tail )
    {4, 2, {{0xF1, 0xF3}, kTail, kTail, kTail}},         //        / %xF1-F3 3( UTF8-tail )
    {4, 3, {{0xF4, 0xF4}, {0x80, 0x8F}, kTail, kTail}},  //        / %xF4 %x80-8F 2( UTF8-tail )
};

namespace {

// RFC 3629 section 3: the lead keeps 7, 5, 4 or 3 payload bits; each tail byte 6.
uint32_t payload(const Alternative& alternative, bool highest) {
  static constexpr uint8_t kLeadMask[5] = {0, 0x7F, 0x1F, 0x0F, 0x07};
  uint32_t value = 0;
  for (int i = 0; i < alternative.rule; ++i) {
    const ByteRange& range = alternative.bytes[i];
    uint8_t byte = highest ? range.hi : range.lo;
    value = i == 0 ? (byte & kLeadMask[alternative.rule]) : (value << 6) | (byte & 0x3F);
  }
  return value;
}

bool is_tail(const ByteRange& range) { return range.lo == kTail.lo && range.hi == kTail.hi; }

}  // namespace

uint32_t Alternative::first_code_point() const { return payload(*this, false); }
uint32_t Alternative::last_code_point() const { return payload(*this, true); }

const Alternative* alternative_for_lead(uint8_t lead) {
  for (const Alternative& alternative : kGrammar) {
    if (lead >= alternative.bytes[0].lo && lead <= alternative.bytes[0].hi) return &alternative;
  }
  return nullptr;
}

namespace {

// Text written into a fixed buffer, cut to its capacity but counted whole, as snprintf counts (not
// snprintf itself: printf's formatter, floating point and all, would be a large part of the wasm module).
class TextWriter {
 public:
  TextWriter(char* out, size_t capacity) : out_(out), capacity_(capacity) {}
  void put(char c) {
    if (length_ + 1 < capacity_) out_[length_] = c;  // the last byte is kept for the NUL
    ++length_;
  }
  void put(const char* text) {
    while (*text) put(*text++);
  }
  void put_hex(uint8_t byte) {
    static constexpr char kDigits[] = "0123456789ABCDEF";
    put(kDigits[byte >> 4]);
    put(kDigits[byte & 0xF]);
  }
  void put_digit(int digit) { put(static_cast<char>('0' + digit)); }  // rule numbers and runs: 1..4
  // Ends the text with its NUL; returns the length it would have uncut.
  size_t finish() {
    if (capacity_ > 0) out_[length_ < capacity_ ? length_ : capacity_ - 1] = '\0';
    return length_;
  }

 private:
  char* out_;
  size_t capacity_;
  size_t length_ = 0;
};

}  // namespace

size_t abnf_text(const Alternative& alternative, char* out, size_t capacity) {
  TextWriter text(out, capacity);
  text.put("UTF8-");
  text.put_digit(alternative.rule);
  text.put(" =");
  int i = 0;
  while (i < alternative.rule) {
    const ByteRange& range = alternative.bytes[i];
    if (i > 0 && is_tail(range)) {
      int run = 0;
      while (i + run < alternative.rule && is_tail(alternative.bytes[i + run])) ++run;
      if (run == 1) {
        text.put(" UTF8-tail");
      } else {
        text.put(' ');
        text.put_digit(run);
        text.put("( UTF8-tail )");
      }
      i += run;
      continue;
    }
    text.put(" %x");
    text.put_hex(range.lo);
    if (range.lo != range.hi) {
      text.put('-');
      text.put_hex(range.hi);
    }
    ++i;
  }
  return text.finish();
}

namespace {

// Text `reason` of a table made from UTF8ABNF_REASONS' rows, or `otherwise` past its rows.
const char* reason_text(const char* const* texts, Reason reason, const char* otherwise) {
  auto k = static_cast<size_t>(reason);
  return k < kReasonCount ? texts[k] : otherwise;
}

}  // namespace

#define UTF8ABNF_NAME(enumerator, name, example) name,
#define UTF8ABNF_EXAMPLE(enumerator, name, example) example,

const char* reason_name(Reason reason) {
  static constexpr const char* kNames[] = {UTF8ABNF_REASONS(UTF8ABNF_NAME)};
  return reason_text(kNames, reason, "unknown");
}

// A table of its own: the wasm build never calls it, and so leaves the examples out of its module.
const char* reason_example(Reason reason) {
  static constexpr const char* kExamples[] = {UTF8ABNF_REASONS(UTF8ABNF_EXAMPLE)};
  return reason_text(kExamples, reason, "");
}

#undef UTF8ABNF_NAME
#undef UTF8ABNF_EXAMPLE

}  // namespace utf8abnf
