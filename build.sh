#!/usr/bin/env bash
# utf8-abnf: install what is missing, build, test, serve.
#   ./build.sh              build the npm package in place (dist/) and the page (build/site/)
#   ./build.sh test         ... then run every test: native (ctest), Jest (the package and, in
#                           Chromium, the page); screenshots land in build/screenshots/
#   ./build.sh serve        ... then serve the page at http://127.0.0.1:${PORT:-8080}/
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

build_wasm() {
  need_node
  command -v emcc >/dev/null 2>&1 || apt_install emscripten
  log "wasm build (SIMD and scalar)"
  [ -f build/wasm/CMakeCache.txt ] || emcmake cmake -S . -B build/wasm >/dev/null
  cmake --build build/wasm -j"$JOBS"
}

build_site() {
  log "page -> build/site/"
  rm -rf build/site
  mkdir -p build/site/utf8-abnf
  cp -r web/. build/site/
  rm -f build/site/serve.mjs
  cp -r js dist package.json build/site/utf8-abnf/
}

build() {
  build_wasm
  npm_install
  build_site
}

test_native() {
  apt_install cmake g++ make googletest libgtest-dev
  log "native build and ctest"
  cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build build/native -j"$JOBS"
  ctest --test-dir build/native -j"$JOBS" --output-on-failure
}

test_js() {
  apt_install chromium  # the browser tests drive Debian's Chromium
  log "Jest: the package through its public entry point, and the page in Chromium"
  node --experimental-vm-modules node_modules/jest/bin/jest.js --ci
}

case "${1:-build}" in
  build)
    build
    ;;
  test)
    build
    test_native
    test_js
    ;;
  serve)
    build
    log "serving build/site at http://127.0.0.1:${PORT:-8080}/"
    exec node web/serve.mjs build/site
    ;;
  *)
    echo "usage: ./build.sh [build|test|serve]" >&2
    exit 2
    ;;
esac
