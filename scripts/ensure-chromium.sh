#!/usr/bin/env bash
# Playwright cannot download its own browser here, so the suite drives Debian's Chromium.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Chromium not found at /usr/bin/chromium; installing Debian's package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version
