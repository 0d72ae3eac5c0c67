#!/usr/bin/env bash
# Usage: bash packaging/linux/check.sh
# Builds the bundle and the .deb (packaging/linux/build-deb.sh), unpacks the .deb into a throwaway
# root, checks its Depends (installed here, or installed with apt-get when run as root) and that every
# shared library the bundle links but does not carry comes from one of them, then plays a few AI moves
# on a demo save with the installed program (offscreen) and checks its screenshot. Prints the bundle
# and .deb sizes, the build time and the start time (median of 5). Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/../.."

fail() { echo "check failed: $*" >&2; exit 1; }
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else return 1; fi; }

build_log=$(mktemp)
bash packaging/linux/build-deb.sh | tee "$build_log"
build_seconds=$(sed -n 's/^build seconds: //p' "$build_log")
deb=$(sed -n 's/^built //p' "$build_log")
rm -f "$build_log"
[ -f "$deb" ] || fail "no .deb was built"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root=$work/root
dpkg -x "$deb" "$root"
program=$root/opt/civitas/civitas
[ -x "$program" ] || fail "$deb has no /opt/civitas/civitas"
[ "$(readlink "$root/usr/bin/civitas")" = /opt/civitas/civitas ] || fail "/usr/bin/civitas does not point at the program"
grep -q '^Icon=civitas$' "$root/usr/share/applications/civitas.desktop" || fail "desktop entry without Icon=civitas"
[ -f "$root/usr/share/icons/hicolor/48x48/apps/civitas.png" ] || fail "no 48x48 icon"
[ -f "$root/opt/civitas/_internal/resources/icons/civitas.svg" ] || fail "the bundle lacks the shared artwork (resources/)"

# Depends: each one installed here (or installed now).
mapfile -t depends < <(dpkg-deb -f "$deb" Depends | tr ',' '\n' | sed 's/^[[:space:]]*//; s/[[:space:]].*$//' | grep -v '^$')
missing=()
for pkg in "${depends[@]}" binutils; do  # binutils: readelf, for the library check below
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "ok installed" || missing+=("$pkg")
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "installing: ${missing[*]}"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq || fail "cannot install ${missing[*]} (not root)"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# Every library a bundled binary (program, Python extension, Qt library or plugin) names but the bundle
# does not carry must belong to a package in Depends; one that no installed package holds fails too (with
# Depends installed above, it cannot come from them).
bundle=$root/opt/civitas
command -v readelf >/dev/null 2>&1 || fail "readelf (binutils) is missing"
mapfile -t elves < <(find "$bundle" -type f \( -name '*.so*' -o -path "$program" \))
bundled=$(find "$bundle" \( -type f -o -type l \) -name '*.so*' -printf '%f\n' | sort -u)
# "library file" lines: file (relative to the bundle) needs library.
needs=$(for file in "${elves[@]}"; do
  readelf -d "$file" 2>/dev/null | sed -n "s|.*(NEEDED).*\[\(.*\)\]|\1 ${file#"$bundle"/}|p"
done | sort -u)
grep -q '^libc\.so\.6 civitas$' <<<"$needs" || fail "readelf found no libraries linked by the program"
external=$(cut -d' ' -f1 <<<"$needs" | sort -u | comm -23 - <(echo "$bundled"))
needed_by() { awk -v lib="$1" '$1 == lib { print $2 }' <<<"$needs" | tr '\n' ' ' | sed 's/ $//'; }
for lib in $external; do
  owners=$(dpkg -S "*/$lib" 2>/dev/null | cut -d: -f1 | tr ',' '\n' | sed 's/^ *//' | sort -u || true)
  [ -n "$owners" ] || fail "$lib, needed by $(needed_by "$lib"), is neither bundled nor in a package of Depends"
  found=""
  for owner in $owners; do
    for pkg in "${depends[@]}"; do [ "$owner" = "$pkg" ] && found=$owner; done
  done
  [ -n "$found" ] || fail "$lib, needed by $(needed_by "$lib"), comes from $(echo $owners), which is not in Depends"
done
echo "linked system libraries all come from Depends: $(echo $external)"
echo "Qt plugins: $(echo $(find "$bundle" -path '*/plugins/*' -name '*.so' -printf '%P\n' | sed 's|.*/plugins/||' | sort))"

# Smoke run of the installed program: AI seats play a few moves on a demo save, then a screenshot.
export QT_QPA_PLATFORM=offscreen CIVITAS_DATA_DIR=$work/data CIVITAS_LOG_DIR=$work/logs
mkdir -p "$CIVITAS_DATA_DIR" "$CIVITAS_LOG_DIR"
save=$work/demo.json
shot=$work/table.png
timeout 60 "$program" demo-save "$save" --players 3 --level easy --seed 7 >/dev/null || fail "demo-save exited with $?"
[ -s "$save" ] || fail "demo-save wrote nothing"
set +e
timeout 150 "$program" --load "$save" --ai-moves 4 --screenshot "$shot" --smoke-timeout 90
code=$?
set -e
if [ "$code" -ne 0 ]; then
  tail -n 40 "$CIVITAS_LOG_DIR"/* 2>/dev/null >&2 || true
  fail "the installed program exited with $code on the smoke run"
fi
[ -f "$shot" ] || fail "no screenshot"
[ "$(head -c 8 "$shot" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "the screenshot is not a PNG"
[ "$(stat -c %s "$shot")" -gt 5000 ] || fail "the screenshot is too small to show a table"

# Start time: process start to exit with --quit-after 0, median of 5.
times=()
for _ in 1 2 3 4 5; do
  started=$(date +%s.%N)
  timeout 60 "$program" --quit-after 0 || fail "--quit-after 0 exited with $?"
  times+=("$(awk -v a="$started" -v b="$(date +%s.%N)" 'BEGIN { printf "%.3f\n", b - a }')")
done
median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n 3p)

cp "$shot" dist/smoke-table.png
echo "smoke run: 4 AI moves played, screenshot dist/smoke-table.png ($(stat -c %s "$shot") bytes)"
echo "bundle size: $(du -sh dist/civitas | cut -f1)"
echo "deb size: $(du -h "$deb" | cut -f1) ($(stat -c %s "$deb") bytes)"
echo "build time: ${build_seconds} s (pyinstaller + dpkg-deb)"
echo "start time: ${median} s (median of 5: ${times[*]})"
echo "check passed"
