#!/usr/bin/env bash
# Translations: extract every UI string into translations/*.ts (Qt Linguist sources, committed) and
# compile them into desktop/civitas/i18n/*.qm (build output, not committed).
#
#   tools/i18n.sh           update the .ts files, fill the English identity translations, build .qm
#   tools/i18n.sh --check   the same, then fail if any message is still unfinished
#
# Russian is translated by hand in translations/civitas_ru.ts (Qt Linguist or any editor).
set -euo pipefail
cd "$(dirname "$0")/.."

tool() {
    if [ -x ".venv/bin/$1" ]; then echo ".venv/bin/$1"; else command -v "$1"; fi
}
LUPDATE=$(tool pyside6-lupdate)
LRELEASE=$(tool pyside6-lrelease)
PYTHON=$(tool python3)
[ -x .venv/bin/python ] && PYTHON=.venv/bin/python

mapfile -t SOURCES < <(
    find desktop/civitas/ui -name '*.py' | sort
    find desktop/civitas/games -path '*/games/*/table*' -name '*.py' | sort
)

"$LUPDATE" -silent -no-obsolete -locations none -source-language en "${SOURCES[@]}" \
    -ts translations/civitas_ru.ts translations/civitas_en.ts

# English is the source language: each message translates to itself. Plural messages written as
# "%n thing(s)" get the forms "%n thing" and "%n things".
"$PYTHON" - translations/civitas_en.ts <<'PY'
import re
import sys
import xml.etree.ElementTree as ET

path = sys.argv[1]
tree = ET.parse(path)
for message in tree.getroot().iter("message"):
    translation = message.find("translation")
    source = message.findtext("source", "")
    if translation is None or translation.get("type") not in ("unfinished", None):
        continue
    if translation.get("type") is None and (translation.text or list(translation)):
        continue
    translation.attrib.pop("type", None)
    if message.get("numerus") == "yes":
        forms = translation.findall("numerusform")
        one = re.sub(r"\((?:e?s)\)", "", source)
        other = re.sub(r"\((e?s)\)", r"\1", source)
        for form, text in zip(forms, (one, other)):
            form.text = text
    else:
        translation.text = source
ET.indent(tree, "    ")
body = ET.tostring(tree.getroot(), encoding="unicode")
with open(path, "w", encoding="utf-8") as out:
    out.write('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n")
PY

mkdir -p desktop/civitas/i18n
for lang in ru en; do
    "$LRELEASE" -silent "translations/civitas_$lang.ts" -qm "desktop/civitas/i18n/civitas_$lang.qm"
done

unfinished=$(grep -c 'type="unfinished"' translations/civitas_ru.ts translations/civitas_en.ts || true)
echo "$unfinished" | sed 's/^/unfinished: /'
if [ "${1:-}" = "--check" ] && echo "$unfinished" | grep -qv ':0$'; then
    echo "Some messages are not translated yet (see above)." >&2
    exit 1
fi
