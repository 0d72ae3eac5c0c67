#!/usr/bin/env bash
# Usage: bash packaging/macos/check.sh [--no-build]
# Builds the .dmg (packaging/macos/build.sh, unless --no-build) and checks it the way a player meets it:
# Info.plist says macOS 14.0 and the version, every Mach-O file in the bundle carries this Mac's
# architecture (the one in the .dmg's name), the bundle signature passes codesign --verify --deep --strict,
# the image passes hdiutil verify; then the app is copied out of the mounted image (as a player drags it
# to Applications), its signature checked again, and the copy plays 4 AI moves on a demo save offscreen
# and takes a screenshot (dist/smoke-table-macos-<arch>.png). CIVITAS_EXPECT_ARCH (set by the CI row)
# fails the check when the runner is not the architecture the row is meant to build.
# Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/../.."

fail() { echo "check failed: $*" >&2; exit 1; }
# macOS has no timeout(1): perl's alarm survives exec, so the program gets SIGALRM after N seconds.
with_timeout() { local seconds=$1; shift; perl -e 'alarm shift; exec @ARGV or die "exec: $!\n"' "$seconds" "$@"; }

arch=$(uname -m)
if [ -n "${CIVITAS_EXPECT_ARCH:-}" ] && [ "$arch" != "$CIVITAS_EXPECT_ARCH" ]; then
  fail "this runner is $arch, but the row builds $CIVITAS_EXPECT_ARCH"
fi
[ "${1:-}" = --no-build ] || bash packaging/macos/build.sh
version=$(.venv/bin/python packaging/check_version.py)
app=dist/Civitas.app
dmg=dist/Civitas-$version-macos-$arch.dmg
[ -d "$app" ] || fail "no $app"
[ -f "$dmg" ] || fail "no $dmg"

plist_value() { /usr/libexec/PlistBuddy -c "Print :$2" "$1/Contents/Info.plist"; }
[ "$(plist_value "$app" LSMinimumSystemVersion)" = 14.0 ] || fail "Info.plist: LSMinimumSystemVersion is not 14.0"
[ "$(plist_value "$app" CFBundleVersion)" = "$version" ] || fail "Info.plist: CFBundleVersion is not $version"
[ "$(plist_value "$app" CFBundleShortVersionString)" = "$version" ] || fail "Info.plist: wrong CFBundleShortVersionString"

# Architecture: the program is thin for this Mac, and no library in the bundle lacks its slice.
[ "$(lipo -archs "$app/Contents/MacOS/civitas")" = "$arch" ] || fail "the program is $(lipo -archs "$app/Contents/MacOS/civitas"), not $arch"
machos=0
while IFS= read -r -d '' file; do
  file -b "$file" | grep -q '^Mach-O' || continue
  machos=$((machos + 1))
  lipo -archs "$file" | tr ' ' '\n' | grep -qx "$arch" || fail "${file#"$app"/} has no $arch slice ($(lipo -archs "$file"))"
done < <(find "$app/Contents" -type f -print0)
[ "$machos" -gt 10 ] || fail "found only $machos Mach-O files in the bundle"
echo "architecture: $arch in all $machos Mach-O files"

codesign --verify --deep --strict --verbose=2 "$app" || fail "the bundle signature does not verify"
hdiutil verify "$dmg" || fail "hdiutil verify rejects $dmg"

work=$(mktemp -d)
mnt=$work/mnt
cleanup() { hdiutil detach "$mnt" -quiet -force 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
mkdir -p "$mnt" "$work/Applications"
for attempt in 1 2 3; do
  hdiutil attach "$dmg" -readonly -nobrowse -noautoopen -mountpoint "$mnt" -quiet && break
  [ "$attempt" -lt 3 ] || fail "cannot mount $dmg"
  sleep 5
done
[ -L "$mnt/Applications" ] || fail "the disk image has no link to /Applications"
ditto "$mnt/Civitas.app" "$work/Applications/Civitas.app"
hdiutil detach "$mnt" -quiet
installed=$work/Applications/Civitas.app
codesign --verify --deep --strict --verbose=2 "$installed" || fail "the app copied from the disk image does not verify"
program=$installed/Contents/MacOS/civitas

# Smoke run of the copied app: AI seats play a few moves on a demo save, then a screenshot.
export QT_QPA_PLATFORM=offscreen CIVITAS_DATA_DIR=$work/data CIVITAS_LOG_DIR=$work/logs
mkdir -p "$CIVITAS_DATA_DIR" "$CIVITAS_LOG_DIR"
save=$work/demo.json
shot=$work/table.png
with_timeout 60 "$program" demo-save "$save" --players 3 --level easy --seed 7 >/dev/null || fail "demo-save exited with $?"
[ -s "$save" ] || fail "demo-save wrote nothing"
set +e
with_timeout 150 "$program" --load "$save" --ai-moves 4 --screenshot "$shot" --smoke-timeout 90
code=$?
set -e
if [ "$code" -ne 0 ]; then
  tail -n 40 "$CIVITAS_LOG_DIR"/* 2>/dev/null >&2 || true
  fail "the app exited with $code on the smoke run"
fi
[ -f "$shot" ] || fail "no screenshot"
[ "$(head -c 8 "$shot" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "the screenshot is not a PNG"
[ "$(stat -f %z "$shot")" -gt 5000 ] || fail "the screenshot is too small to show a table"
with_timeout 60 "$program" --quit-after 0 || fail "--quit-after 0 exited with $?"

cp "$shot" "dist/smoke-table-macos-$arch.png"
echo "smoke run: 4 AI moves played, screenshot dist/smoke-table-macos-$arch.png ($(stat -f %z "$shot") bytes)"
echo "app size: $(du -sh "$app" | cut -f1)"
echo "dmg: $dmg ($(du -h "$dmg" | cut -f1))"
echo "check passed"
