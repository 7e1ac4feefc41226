#!/bin/sh
# Held-out set (f) of issue 19: the OFFICIAL XRechnung visualisation (KoSIT xrechnung-visualization).
# Every invoice XML of SRC is turned into the intermediate "xr" XML (ubl-invoice-xr.xsl,
# ubl-creditnote-xr.xsl or cii-xr.xsl by root element), then into the HTML view in German and
# English (xrechnung-html.xsl, param lang) and into XSL-FO (xr-pdf.xsl, foengine=fop, German, the default
# "normal" item layout: one labelled block per line), which Apache FOP prints to PDF. The HTML views are printed by
# bench/src/extraction-viz.ts (Chromium via playwright-core). Nothing of the mirror is committed:
# the XSL files are copied out of the bare mirror into OUT at run time.
#   sh bench/viz-render.sh SRC OUT      (SRC default /work/shared/corpus/xrechnung-testsuite)
# Needs: java (17), Saxon-HE (SAXON, default /usr/share/java/Saxon-HE.jar), Apache FOP (`fop`,
# Debian package "fop"; bench only, CI does not need it).
# MIRROR: where the bare copies are (default /work/.mirror), as OWNER+NAME[/repo].
set -e
SRC=${1:-/work/shared/corpus/xrechnung-testsuite}
OUT=${2:-/tmp/heldout-f}
MIRROR=${MIRROR:-/work/.mirror}
SAXON=${SAXON:-/usr/share/java/Saxon-HE.jar}
g="$MIRROR/itplr-kosit+xrechnung-visualization/repo"; [ -d "$g" ] || g="$MIRROR/itplr-kosit+xrechnung-visualization"
[ -d "$g" ] || { echo "missing: itplr-kosit/xrechnung-visualization in $MIRROR"; exit 1; }
rm -rf "$OUT"; mkdir -p "$OUT/viz" "$OUT/in/ubl" "$OUT/in/cn" "$OUT/in/cii" "$OUT/xr" "$OUT/html-de" "$OUT/html-en" "$OUT/fo-de" "$OUT/pdf-fo"
git --git-dir="$g" archive HEAD src/xsl conf | tar -x -C "$OUT/viz"
echo "xrechnung-visualization $(git --git-dir="$g" rev-parse HEAD)" > "$OUT/viz/VERSION"
# sources, one flat name each (path below SRC with / → __), sorted by kind
find "$SRC" -name '*.xml' | sort | while IFS= read -r f; do
  name=$(printf %s "${f#"$SRC"/}" | sed 's/\.xml$//; s#/#__#g')
  head -c 100000 "$f" > "$OUT/head.tmp"
  if grep -q 'CrossIndustryInvoice' "$OUT/head.tmp"; then k=cii
  elif grep -q '<\([A-Za-z0-9]*:\)\?CreditNote\([[:space:]>]\|$\)' "$OUT/head.tmp"; then k=cn
  elif grep -q '<\([A-Za-z0-9]*:\)\?Invoice\([[:space:]>]\|$\)' "$OUT/head.tmp"; then k=ubl
  else echo "skipped (no invoice): $f"; continue; fi
  cp "$f" "$OUT/in/$k/$name.xml"
  printf '%s\t%s\n' "$name" "$f" >> "$OUT/sources.tsv"
done
rm -f "$OUT/head.tmp"
X="$OUT/viz/src/xsl"
sx() { java -cp "$SAXON" net.sf.saxon.Transform "$@"; }
for k in ubl:ubl-invoice-xr cn:ubl-creditnote-xr cii:cii-xr; do
  d=${k%%:*}; x=${k#*:}
  # a file the stylesheet refuses is left out (no PDF: not scored); the others go on
  [ -z "$(ls "$OUT/in/$d")" ] || sx -s:"$OUT/in/$d" -xsl:"$X/$x.xsl" -o:"$OUT/xr" || echo "saxon failed on some of $d"
done
sx -s:"$OUT/xr" -xsl:"$X/xrechnung-html.xsl" -o:"$OUT/html-de" lang=de
sx -s:"$OUT/xr" -xsl:"$X/xrechnung-html.xsl" -o:"$OUT/html-en" lang=en
sx -s:"$OUT/xr" -xsl:"$X/xr-pdf.xsl" -o:"$OUT/fo-de" foengine=fop lang=de || echo "saxon failed on some FO"
# the font paths of fop.xconf made absolute (FOP resolves them against the FO file)
sed "s#embed-url=\"fonts/#embed-url=\"file://$OUT/viz/conf/fonts/#" "$OUT/viz/conf/fop.xconf" > "$OUT/viz/fop.xconf"
for f in "$OUT/fo-de"/*.xml; do
  [ -s "$f" ] || { echo "no FO (the stylesheet failed): $f"; continue; }
  fop -q -c "$OUT/viz/fop.xconf" -fo "$f" -pdf "$OUT/pdf-fo/$(basename "$f" .xml).pdf" 2>>"$OUT/fop.log" \
    || echo "fop failed: $f"
done
echo "$(wc -l < "$OUT/sources.tsv") sources → $OUT"
