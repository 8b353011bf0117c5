// The cold calls' answers (contract, grammar, automaton) cross as one JSON text each, which JS
// parses (embind.cpp).
#pragma once

#include <cstddef>
#include <initializer_list>
#include <string>
#include <utility>

namespace utf8abnf::wasm {

// One crossing, where building a JS object field by field crossed once per field. The
// text is written into a fixed buffer: std::string's appending and std::to_string would bring
// kilobytes of libc++ (printf among them) into the module. Cold code, compiled for size
// (UTF8ABNF_COLD): inlined at -O3, it made the module a third larger.
#define UTF8ABNF_COLD __attribute__((minsize, noinline))
class JsonText {
 public:
  UTF8ABNF_COLD JsonText& open(char bracket) {
    separate();
    put(bracket);
    first_ = true;
    return *this;
  }
  UTF8ABNF_COLD JsonText& close(char bracket) {
    put(bracket);
    first_ = false;
    return *this;
  }
  // A member's name; its value (a number, a text, an object or an array) follows.
  UTF8ABNF_COLD JsonText& key(const char* name) {
    text(name);
    put(':');
    first_ = true;
    return *this;
  }
  UTF8ABNF_COLD JsonText& number(long value) {
    separate();
    char digits[24];
    int count = 0;
    unsigned long rest = value < 0 ? 0UL - static_cast<unsigned long>(value) : static_cast<unsigned long>(value);
    do {
      digits[count++] = static_cast<char>('0' + rest % 10);
      rest /= 10;
    } while (rest);
    if (value < 0) put('-');
    while (count) put(digits[--count]);
    return *this;
  }
  UTF8ABNF_COLD JsonText& text(const char* value) {
    separate();
    put('"');
    for (const char* c = value; *c; ++c) {
      if (*c == '"' || *c == '\\') put('\\');
      put(*c);
    }
    put('"');
    return *this;
  }
  // The text written; empty if it outgrew the buffer (JSON.parse then says so at load).
  UTF8ABNF_COLD std::string str() const { return size_ <= sizeof buffer_ ? std::string(buffer_, size_) : std::string(); }

 private:
  UTF8ABNF_COLD void separate() {
    if (!first_) put(',');
    first_ = false;
  }
  UTF8ABNF_COLD void put(char c) {
    if (size_ < sizeof buffer_) buffer_[size_] = c;
    ++size_;
  }
  char buffer_[8192];
  size_t size_ = 0;
  bool first_ = true;
};

// {field: its offset in `unit`s, ...} for the fields of one struct (UTF8ABNF_FIELD names each).
// Each file has its own copy (static): called with the same unit throughout, it is made smaller.
UTF8ABNF_COLD static void layout(JsonText& json, std::initializer_list<std::pair<const char*, size_t>> fields, size_t unit) {
  json.open('{');
  for (const auto& [name, offset] : fields) json.key(name).number(static_cast<long>(offset / unit));
  json.close('}');
}
#define UTF8ABNF_FIELD(type, field) std::pair<const char*, size_t>(#field, offsetof(type, field))

}  // namespace utf8abnf::wasm
