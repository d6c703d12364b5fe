#!/usr/bin/env bash
# `npm test` runs through this: it brings the machine to what the tests need, then runs the
# command it is given. On Debian or Ubuntu as root it installs what is missing, once, saying
# what; elsewhere it stops before any test starts, with the one command to run.
set -euo pipefail
cd "$(dirname "$0")/.."

# Node.js as .nvmrc names it, from the npm registry where the machine's own is older.
source scripts/node-runtime.sh

# The browser tests' engines: Chromium, Firefox ESR, and WebKitGTK (its WebDriver with
# MiniBrowser, on a virtual X display); nginx for the deployment test; locales for the browser
# languages WebKit is tested in (it takes navigator.language from the C locale); Liberation Sans,
# the font with Arial's metrics that a first visit is drawn in on Linux (Chromium recommends it);
# git, which lists the project's files for the tests that build a copy of it.
missing=()
if ! command -v git >/dev/null 2>&1; then missing+=(git); fi
if [ -z "${CHROME_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1; then missing+=(chromium); fi
if [ -z "${FIREFOX_PATH:-}" ] && ! command -v firefox-esr >/dev/null 2>&1; then missing+=(firefox-esr); fi
if ! command -v WebKitWebDriver >/dev/null 2>&1; then missing+=(webkit2gtk-driver); fi
if ! command -v Xvfb >/dev/null 2>&1; then missing+=(xvfb); fi
if [ ! -f /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf ]; then missing+=(fonts-liberation); fi
if ! command -v localedef >/dev/null 2>&1 || [ ! -f /usr/share/i18n/locales/de_DE ]; then missing+=(locales); fi
if [ -z "${NGINX_PATH:-}" ] && [ ! -x /usr/sbin/nginx ]; then missing+=(nginx); fi
locales=()
for locale in en_US de_DE; do
  if ! locale -a 2>/dev/null | grep -qx "${locale}.utf8"; then locales+=("$locale"); fi
done

if [ ${#missing[@]} -gt 0 ] || [ ${#locales[@]} -gt 0 ]; then
  install="apt-get update && apt-get install -y ${missing[*]:-}"
  generate=""
  for locale in "${locales[@]}"; do generate+=" && localedef -i $locale -f UTF-8 $locale.UTF-8"; done
  if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    echo "The browser tests need ${missing[*]:-}${locales[*]:+ and the locales ${locales[*]}}. Run once, as root:" >&2
    echo "  ${install}${generate}" >&2
    exit 1
  fi
  echo "Installing what the browser tests need: ${missing[*]:-}${locales[*]:+ and the locales ${locales[*]}}"
  if [ ${#missing[@]} -gt 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
  for locale in "${locales[@]}"; do localedef -i "$locale" -f UTF-8 "${locale}.UTF-8"; done
fi

export GATSBY_TELEMETRY_DISABLED=1
exec "$@"
