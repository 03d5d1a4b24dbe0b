#!/usr/bin/env bash
# The Debian packages Atlasprint needs, in one place: the Dockerfile installs the `runtime` set into
# the image, and .ci/run installs the `ci` set (runtime and what the tests use) on CI's fresh Debian,
# so CI exercises the image's install step even where no container engine runs.
#   runtime: Chromium prints PDFs (CHROMIUM_PATH=/usr/bin/chromium); a system font for Chromium and
#            fontconfig (poster text carries its own embedded fonts; the gallery's labels use DejaVu)
#   ci:      runtime + PostgreSQL (the integration tests' real database), poppler-utils (reads PDFs
#            in tests), curl and jq (the docs' shell examples), openssl (a throwaway TLS certificate for
#            the webhook delivery tests), unzip (reads a batch's ZIP archive in its tests, a parser independent of the one writing it),
#            gdal-bin (gdaldem and gdal_contour: the reference the terrain tests check hillshade and contours against)
# Installs only what is missing, as root, with no recommended extras.
set -euo pipefail

runtime=(chromium fonts-dejavu-core)
ci=("${runtime[@]}" postgresql poppler-utils curl jq openssl unzip gdal-bin)

case "${1:-}" in
  runtime) packages=("${runtime[@]}") ;;
  ci) packages=("${ci[@]}") ;;
  *)
    echo "usage: $0 runtime|ci" >&2
    exit 2
    ;;
esac

export DEBIAN_FRONTEND=noninteractive
missing=()
for package in "${packages[@]}"; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian packages: ${missing[*]}"
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
