#!/usr/bin/env bash
# Makes sure the system Chromium used by the browser tests is installed (Debian package `chromium`),
# with --with-java a Java runtime for the HTML checker, and with --with-postgres a PostgreSQL server (Debian package
# `postgresql`) for the forms' storage tests. Idempotent and silent when all is there.
# Playwright never downloads a browser here: tests launch /usr/bin/chromium.
set -euo pipefail

with_java=false
with_postgres=false
for arg in "$@"; do
  case "$arg" in
    --with-java) with_java=true ;;
    --with-postgres) with_postgres=true ;;
    *) echo "ensure-chromium: unknown argument: $arg (expected --with-java or --with-postgres)" >&2; exit 2 ;;
  esac
done

packages=()
[ -x /usr/bin/chromium ] || packages+=(chromium)
if [ "$with_java" = true ] && ! command -v java >/dev/null 2>&1; then
  packages+=(default-jre-headless)
fi
if [ "$with_postgres" = true ] && ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  packages+=(postgresql)
fi
[ "${#packages[@]}" -eq 0 ] && exit 0

as_root=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
  else
    echo "ensure-chromium: need root (or sudo) to install: ${packages[*]}" >&2
    exit 1
  fi
fi

echo "ensure-chromium: installing ${packages[*]}" >&2
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
[ -x /usr/bin/chromium ] || { echo "ensure-chromium: /usr/bin/chromium still missing after install" >&2; exit 1; }
