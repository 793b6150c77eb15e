#!/usr/bin/env bash
# The system packages the tests need, installed from Debian's archive when missing:
# - chromium and a Japanese font: the browser tests (tests/browser) drive /usr/bin/chromium and render 日本語;
# - postgresql: the server's PostgreSQL tests (tests/server) start a throwaway cluster with initdb / pg_ctl.
# Runs as root (CI), else through sudo; prints what is missing when neither can install it.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
fc-list 2>/dev/null | grep -qi ipagothic || missing+=(fonts-ipafont-gothic)
if ! command -v initdb >/dev/null && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    missing+=(postgresql)
fi
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -eq 0 ]; then
    as_root=()
elif command -v sudo >/dev/null; then
    as_root=(sudo)
else
    echo "the tests need these Debian packages: ${missing[*]} (apt-get install them as root)" >&2
    exit 1
fi
"${as_root[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq "${missing[@]}"
