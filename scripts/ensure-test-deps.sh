#!/usr/bin/env bash
# What the test suite needs beyond npm packages, installed from Debian when missing:
# Chromium for Playwright (it cannot download its own browser here) and PostgreSQL 15 server binaries
# for the database tests, which start their own throwaway cluster.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/lib/postgresql/15/bin/initdb ] || missing+=(postgresql-15)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing test dependencies from Debian: ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
