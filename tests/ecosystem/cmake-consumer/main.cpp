// The README's C++ example: check bytes, print the first error.
#include <cstdio>
#include <cstring>

#include <utf8abnf/utf8abnf.hpp>

int main(int argc, char** argv) {
  const char* text = argc > 1 ? argv[1] : "a\xE0\x80\xAF";
  auto bytes = reinterpret_cast<const uint8_t*>(text);
  utf8abnf::Check error = utf8abnf::check(bytes, std::strlen(text));
  if (error.reason == utf8abnf::Reason::none) {
    std::printf("valid UTF-8\n");
    return 0;
  }
  std::printf("%s at byte %zu (%zu bytes)\n", utf8abnf::reason_name(error.reason), error.index, error.length);
  return 1;
}
