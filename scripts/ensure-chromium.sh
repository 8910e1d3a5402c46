# Sourced by the test script: browser tests drive Debian's Chromium at /usr/bin/chromium.
# No test downloads a browser of its own.
if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's chromium for the browser tests..."
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null && apt-get install -y -qq chromium >/dev/null
  elif command -v sudo >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's chromium for the browser tests (sudo)..."
    sudo apt-get update -qq >/dev/null && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
fi
[ -x /usr/bin/chromium ] || { echo "Browser tests need Chromium at /usr/bin/chromium (Debian: apt-get install chromium)." >&2; exit 1; }
