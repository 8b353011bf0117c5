#!/usr/bin/env bash
# utf8-abnf: install what is missing, build, test, serve.
#   ./build.sh              build the npm package in place (dist/) and the page (build/site/)
#   ./build.sh test         ... then the fast tier, every change's check (docs/development.md: "Test tiers"):
#                           formatting and lint, native tests (ctest, with and without SIMD, every
#                           input of up to 3 bytes), Jest (the package, the CLI, the page in
#                           Chromium; the oracle in full on the SIMD build, sampled on the scalar
#                           one), sanitizers on the fast native tests and the fuzz corpora, valgrind
#   ./build.sh test-full    ... the fast tier, then the slow one (./build.sh test-slow): the
#                           exhaustive check (every input of up to 4 bytes), the oracle in full on
#                           the scalar build, huge inputs, screenshots (build/screenshots/), the
#                           sanitizers on the exhaustive native tests, each fuzzer for 20 s
#   ./build.sh format       rewrite the sources as .clang-format and biome.json say
#   ./build.sh bench [--quick]  the benchmarks, in Node and in Chromium (tables on stdout)
#   ./build.sh mutate [FILES]  mutation testing of js/ (or of FILES, js/a.js,js/b.js) with Stryker (slow; report in build/mutation/)
#   ./build.sh serve        ... then serve the page at http://127.0.0.1:${PORT:-8080}/
#   ./build.sh exhaustive   every input of up to 4 bytes (all 2^32) against the reference
#   ./build.sh fuzz [SEC]   each libFuzzer target for SEC seconds (default 60), under ASan and UBSan
# Every CMake configuration is a preset of CMakePresets.json: native, native-scalar, wasm-simd,
# wasm-scalar, sanitize.
set -euo pipefail
cd "$(dirname "$0")"
ROOT=$(pwd)
JOBS=$(nproc 2>/dev/null || echo 2)
export NODE_PATH=/usr/share/nodejs  # Debian's emscripten finds acorn and terser here

log() { printf '\n== %s\n' "$*"; }

# Installs the Debian packages in "$@" that are not installed yet.
apt_install() {
  local missing=()
  for package in "$@"; do
    dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  log "installing ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# Installs Node.js and npm from Debian unless some node and npm are already on the PATH.
need_node() {
  command -v node >/dev/null 2>&1 || apt_install nodejs
  command -v npm >/dev/null 2>&1 || apt_install npm
}

npm_install() {
  need_node
  if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    log "npm install (from package-lock.json)"
    # Not `npm ci`: npm 11.16+ rejects its own lock files when optional per-platform packages
    # (jest's resolver bindings) are left out of them (npm/cli#9846). `npm install` installs the
    # locked versions and leaves the lock file as it is.
    npm install --no-audit --no-fund
  fi
}

# Configures (once) and builds a preset of CMakePresets.json.
build_preset() {
  local preset=$1
  [ -f "build/$preset/CMakeCache.txt" ] || cmake --preset "$preset" >/dev/null
  cmake --build --preset "$preset" -j"$JOBS"
}

build_wasm() {
  need_node
  apt_install cmake
  command -v emcc >/dev/null 2>&1 || apt_install emscripten
  log "wasm build (SIMD and scalar)"
  build_preset wasm-simd
  build_preset wasm-scalar
  # The two builds' JS glue differs only in the wasm file's name, which load.js never lets it
  # use (it passes the instance itself): one glue serves both, checked here.
  if ! diff -q <(sed 's/utf8abnf\.simd\.wasm/WASM/g' dist/utf8abnf.simd.mjs) \
    <(sed 's/utf8abnf\.scalar\.wasm/WASM/g' dist/utf8abnf.scalar.mjs) >/dev/null; then
    echo "the SIMD and scalar builds' JS glue differ: load.js needs one glue for both" >&2
    exit 1
  fi
  mv dist/utf8abnf.simd.mjs dist/utf8abnf.mjs
  rm dist/utf8abnf.scalar.mjs
  # The contract (enums, result slots, segment record) as the build reports it, for js/wasm/contract.js.
  node cpp/bindings/write-contract.mjs
  # The WHATWG Encoding Standard's labels and indexes, which the other encodings are read by, and
  # the language models that name an encoding (Unihan's frequencies, from Debian's UCD).
  apt_install unicode-data bzip2
  node js/encodings/write-indexes.mjs
  # Each wasm file, and the indexes, as a JS module too, for where the file itself cannot be had
  # (js/wasm/file.js, encoding-indexes.js).
  node cpp/bindings/write-embedded-wasm.mjs
  # The CommonJS entry (require, default Jest): the ES modules bundled into one file, which finds
  # the wasm files beside it as the ES entry does. One set of declarations serves both. These
  # builds are Node's, whose import.meta has no env: the code for builds for browsers that say so
  # there (js/wasm/file.js), and the URLs only they resolve, are left out.
  local for_node=(--define:import.meta.env=undefined --minify-syntax)
  local entry
  for entry in index-node:index validate-entry:validate texts:texts; do
    npx --no-install esbuild "js/${entry%%:*}.js" --bundle --format=cjs --platform=neutral --log-level=warning \
      "${for_node[@]}" --define:import.meta.url=importMetaUrl --external:'../dist/embedded/*' \
      --banner:js="'use strict'; var importMetaUrl = require('node:url').pathToFileURL(__filename).href;" \
      --outfile="dist/${entry##*:}.cjs"
    local source=${entry%%:*}
    # index-node.js is index.js's types too; their file types, imported, are a CommonJS file too.
    sed "s#'./files.js'#'./files.cjs'#" "js/${source%-node}.d.ts" >"dist/${entry##*:}.d.cts"
  done
  sed "s#'./index.js'#'./index.cjs'#" js/files.d.ts >dist/files.d.cts
  # utf8-abnf/embedded from require: the wasm files' bytes, their copies inside it.
  npx --no-install esbuild js/embedded.js --bundle --format=cjs --platform=neutral --log-level=warning \
    --outfile=dist/embedded.cjs
  cp js/embedded.d.ts dist/embedded.d.cts
  # Node's ES entries (package.json's "node" conditions): the same modules bundled into one file
  # each, which Node imports in a fraction of the time the forty modules take. dist/ is as deep as
  # js/, so that their relative URLs reach the same files.
  for entry in index-node:index validate-entry:validate; do
    npx --no-install esbuild "js/${entry%%:*}.js" --bundle --format=esm --platform=neutral --log-level=warning \
      "${for_node[@]}" --external:'../dist/embedded/*' --outfile="dist/${entry##*:}.mjs"
  done
  # TypeScript before 5.7 has no Uint8Array<ArrayBuffer>: package.json's "types@<5.7" conditions
  # send it to copies of the declarations that say Uint8Array.
  mkdir -p dist/ts5.6
  local declarations
  for declarations in js/index.d.ts js/files.d.ts js/validate-entry.d.ts js/embedded.d.ts dist/index.d.cts dist/files.d.cts dist/validate.d.cts dist/embedded.d.cts; do
    sed 's/Uint8Array<ArrayBuffer>/Uint8Array/g' "$declarations" >"dist/ts5.6/${declarations##*/}"
  done
  # utf8-abnf/validate, /texts and /embedded for tools that read no "exports" (Parcel 2 by default,
  # TypeScript's node10): a folder each at the top, where such tools look, whose package.json
  # points at the same files; for types, at the copies made above, which every TypeScript reads
  # (TypeScript 5.7 on reads the originals, where it reads typesVersions there).
  local subpath folder source common types
  for subpath in validate:validate-entry:validate texts:texts:texts embedded:embedded:embedded; do
    IFS=: read -r folder source common <<<"$subpath"
    mkdir -p "$folder"
    types=$(printf '"types": "../dist/ts5.6/%s.d.ts",\n  "typesVersions": { ">=5.7": { "*": ["../js/%s.d.ts"] } }' "$source" "$source")
    [ "$folder" = texts ] && types='"types": "../js/texts.d.ts"'
    printf '{\n  "module": "../js/%s.js",\n  "main": "../dist/%s.cjs",\n  %s\n}\n' "$source" "$common" "$types" >"$folder/package.json"
  done
  # The command line bundled, its dependencies inside: Node starts it in a fraction of the time it
  # takes to load some forty modules (tests/bench/README.md has the figures). dist/cli.mjs holds
  # the quick check over the slim validator; the commands and the full codec are a chunk beside it
  # (in dist/, so that the wasm files' relative URLs hold), loaded when needed. The wasm's copies in
  # JS stay out, as of the CommonJS entries: beside the files they copy, they are imported (at the
  # same relative path) only if a file is missing.
  mkdir -p build
  rm -f dist/cli-*.mjs
  npx --no-install esbuild cli=js/cli/main.js --bundle --splitting --format=esm --platform=node --log-level=warning --outdir=dist \
    "${for_node[@]}" \
    --entry-names='[name]' --chunk-names='cli-[hash]' --out-extension:.js=.mjs \
    --external:'../dist/embedded/*' \
    --metafile=build/cli-inputs.json
  # The licences of the packages inside it go with them, at its end.
  node -e '
    const { readdirSync, readFileSync } = require("node:fs");
    const inputs = Object.keys(JSON.parse(readFileSync(process.argv[1], "utf8")).inputs);
    const packages = new Set(inputs.filter((p) => p.startsWith("node_modules/")).map((p) => p.split("/")[1]));
    for (const name of [...packages].sort()) {
      const dir = `node_modules/${name}`;
      const file = readdirSync(dir).find((f) => /^licen[cs]e/i.test(f));
      if (!file) throw new Error(`${name} ships no licence file`);
      console.log(`/*! ${name}:\n${readFileSync(`${dir}/${file}`, "utf8").replaceAll("*/", "* /").trim()}\n*/`);
    }' build/cli-inputs.json >>dist/cli.mjs
}

build_site() {
  log "page -> build/site/"
  apt_install unicode-data  # the character names the page shows, from Debian's copy of the UCD
  rm -rf build/site
  mkdir -p build/site/utf8-abnf
  cp -r web/. build/site/
  rm -f build/site/serve.mjs build/site/make-names.mjs
  cp -r js dist package.json build/site/utf8-abnf/
  node web/make-names.mjs /usr/share/unicode build/site/names
}

build() {
  npm_install  # esbuild, which build_wasm uses
  build_wasm
  build_site
}

test_native_build() {
  apt_install cmake g++ make googletest libgtest-dev
  log "native build"
  build_preset native
}

# The native tests with the SSSE3 kernels, then with none: the scalar code that the wasm build for
# engines without SIMD runs. Each tries every input of up to 3 bytes; the exhaustive check of up to
# 3 bytes adds every way of cutting them for the streaming check and every place in a SIMD block.
test_native() {
  test_native_build
  log "native tests (ctest), SIMD"
  ctest --preset native -j"$JOBS"
  log "native tests (ctest), no SIMD"
  build_preset native-scalar
  ctest --preset native-scalar -j"$JOBS"
  exhaustive 3
}

# The C++ as .clang-format and the JavaScript as biome.json say, and Biome's lint rules.
C_SOURCES=(cpp tests/native tests/fuzz tests/exhaustive tests/reference tests/ecosystem/cmake-consumer)
cpp_files() { find "${C_SOURCES[@]}" -name '*.cpp' -o -name '*.hpp'; }

check_format() {
  apt_install clang-format
  log "formatting (clang-format, Biome) and lint (Biome)"
  cpp_files | xargs clang-format --dry-run --Werror
  npx --no-install biome ci --colors=off .
}

format() {
  apt_install clang-format
  npm_install
  cpp_files | xargs clang-format -i
  npx --no-install biome check --write .
}

# The native tests again under AddressSanitizer and UndefinedBehaviorSanitizer, and the fuzz
# targets' corpora as regression tests, the exhaustive tests (every input of up to 3 bytes, which
# the native presets try) left to the slow tier; then the test binary under valgrind.
test_sanitized() {
  apt_install clang libclang-rt-14-dev valgrind
  log "native tests and fuzz corpora under ASan and UBSan (clang), the exhaustive ones left out"
  build_preset sanitize
  ctest --preset sanitize -j"$JOBS" -E "$EXHAUSTIVE_TESTS"
  log "valgrind (memcheck) on the native tests, the exhaustive ones left out"
  valgrind --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=all -q \
    build/native/utf8abnf_tests --gtest_brief=1 --gtest_filter='-*Every*:*Random*:*Chunked*'
}

# The native tests that try every input of a length (gtest names), as a ctest regular expression.
EXHAUSTIVE_TESTS='EveryInputUpTo|EveryCutOfEveryInput'

exhaustive() {
  local length=${1:-4}
  test_native_build
  log "exhaustive: every input of up to $length bytes"
  build/native/utf8abnf_exhaustive "$length"
}

# Runs each fuzz target for $1 seconds from a working corpus seeded with the committed one; a crash
# leaves its input in build/fuzz-crashes/ (add it to tests/fuzz/corpus/ as a regression test).
fuzz() {
  local seconds=$1
  apt_install clang libclang-rt-14-dev
  build_preset sanitize
  mkdir -p build/fuzz-crashes
  for target in differential streaming round_trip parse_bytes; do
    log "fuzz $target for ${seconds}s"
    mkdir -p "build/fuzz-corpus/$target"
    if ! build/sanitize/fuzz_$target -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix=build/fuzz-crashes/ \
        "build/fuzz-corpus/$target" "tests/fuzz/corpus/$target" > "build/fuzz-$target.log" 2>&1; then
      tail -n 40 "build/fuzz-$target.log" >&2
      echo "fuzz_$target failed: its input is in build/fuzz-crashes/" >&2
      exit 1
    fi
    grep -E '^(Done|stat::number_of_executed_units|stat::peak_rss_mb)' "build/fuzz-$target.log"
  done
}

JEST=(node --experimental-vm-modules node_modules/jest/bin/jest.js --ci --maxWorkers="$JOBS")

test_js() {
  # The browser tests drive Chromium; the Chinese screenshots need a CJK font; pre-commit runs the
  # repository's hook in the ecosystem tests.
  apt_install chromium fonts-noto-cjk pre-commit
  log "Jest: the package through its public entry point, the CLI, and the page in Chromium"
  "${JEST[@]}" --testPathIgnorePatterns "$SLOW_TEST_FILES"
}

# The Jest files that only the slow tier runs (a regular expression of paths).
SLOW_TEST_FILES='/(huge-inputs|screenshots|setups|cli-slow-readers)\.test\.js$'

# The slow tier: what ./build.sh test leaves out, at today's full strength.
test_slow() {
  build
  apt_install chromium fonts-noto-cjk clang libclang-rt-14-dev
  log "Jest, slow tier: the oracle in full on the scalar build, huge inputs, screenshots, bundlers and runtimes"
  UTF8ABNF_ORACLE=full "${JEST[@]}" --testNamePattern '\(scalar build\)' --testPathIgnorePatterns "$SLOW_TEST_FILES"
  "${JEST[@]}" --testPathPatterns "$SLOW_TEST_FILES"
  log "the exhaustive native tests under ASan and UBSan"
  build_preset sanitize
  ctest --preset sanitize -j"$JOBS" -R "$EXHAUSTIVE_TESTS"
  fuzz "${FUZZ_SECONDS:-20}"
  exhaustive 4
}

# The benchmarks (tests/bench/README.md): in Node beside the peers and the command line's start-up
# beside isutf8 and iconv, then in Chromium beside its own TextDecoder and TextEncoder; then the
# encoding named beside uchardet's, on Debian's message catalogs (docs/encoding-detection.md); then
# check -r on real trees beside isutf8, Python and iconv.
bench() {
  build
  apt_install moreutils chromium uchardet
  node tests/bench/bench.mjs "$@"
  node tests/bench/chromium.mjs "$@"
  node tests/bench/detection.mjs
  node tests/bench/cli-tree.mjs "$@"
}

# Mutation testing of the package's JavaScript against its Jest tests (tests/mutation/).
mutate() {
  build
  export UTF8ABNF_ORACLE=sampled
  log "the tests' names per file, so that each mutant runs only the files holding its tests"
  mkdir -p build/mutation
  local config
  config=$(node --input-type=module -e \
    'console.log(JSON.stringify((await import("./tests/mutation/stryker.config.mjs")).default.jest.config))')
  node --experimental-vm-modules node_modules/jest/bin/jest.js --ci --silent --config "$config" \
    --json --outputFile build/mutation/names.json >/dev/null
  log "mutation testing of js/ (Stryker): report in build/mutation/"
  # With FILES (js/a.js,js/b.js), only their mutants: a part of js/ that fits in the time at hand.
  UTF8ABNF_TEST_NAMES="$ROOT/build/mutation/names.json" npx --no-install stryker run tests/mutation/stryker.config.mjs \
    ${1:+--mutate "$1"}
}

case "${1:-build}" in
  build)
    build
    ;;
  test)
    build
    check_format
    test_native
    test_js
    test_sanitized
    ;;
  test-full)
    "$0" test
    test_slow
    ;;
  test-slow)
    test_slow
    ;;
  exhaustive)
    exhaustive 4
    ;;
  format)
    format
    ;;
  mutate)
    mutate "${2:-}"
    ;;
  bench)
    bench "${@:2}"
    ;;
  fuzz)
    fuzz "${2:-60}"
    ;;
  serve)
    build
    log "serving build/site at http://127.0.0.1:${PORT:-8080}/"
    exec node web/serve.mjs build/site
    ;;
  *)
    echo "usage: ./build.sh [build|test|test-full|test-slow|serve|format|bench [--quick]|mutate [FILES]|exhaustive|fuzz [SECONDS]]" >&2
    exit 2
    ;;
esac
