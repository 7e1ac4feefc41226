#!/bin/sh
# Held-out set (g) of issue 19 (session 13): other invoices for the OFFICIAL XRechnung visualisation.
# Unpacks every *.xml of the listed bare mirrors (MIRROR, default /work/.mirror, as OWNER+NAME[/repo])
# into OUT/cand/<mirror>/, then bench/src/gather-viz.ts keeps the valid invoices our readers read,
# deduplicated by (number, seller), none of them a test-suite invoice or
# of a test-suite invoice's structure, and copies a varied pick flat to OUT/src (list in OUT/src.picks.tsv).
# Nothing of the mirrors is committed. Then:
#   sh bench/viz-render.sh OUT/src /tmp/heldout-g
#   node bench/src/extraction-viz.ts /tmp/heldout-g --lib /work/shared/tools/extraction-score
#   sh bench/gather-viz.sh [OUT] [--max N] [--per-source N]      (OUT default /tmp/gather-g)
set -e
OUT=${1:-/tmp/gather-g}
[ $# -gt 0 ] && shift
MIRROR=${MIRROR:-/work/.mirror}
rm -rf "$OUT/cand"; mkdir -p "$OUT/cand"
for m in LandrixSoftware+XRechnung-for-Delphi easybill+zugferd-php jslno+node-zugferd pretix+python-drafthorse \
  ZUGFeRD+mustangproject ipax77+pax.XRechnung.NET Rechnora+xrechnung-beispiele Dangl-IT+Dangl.XRechnung.Examples \
  facturxapi+en16931-oracles stephanstapel+ZUGFeRD-csharp horstoeko+zugferd OCA+edi itplr-kosit+xrechnung-schematron \
  ZUGFeRD+corpus; do
  g="$MIRROR/$m/repo"; [ -d "$g" ] || g="$MIRROR/$m"
  [ -d "$g" ] || { echo "missing: $m"; continue; }
  mkdir -p "$OUT/cand/$m"
  # one file at a time: a bare mirror may lack some blobs (large files left out)
  git --git-dir="$g" ls-tree -r HEAD | grep -i '\.xml$' | while IFS="$(printf '\t')" read -r meta path; do
    mkdir -p "$OUT/cand/$m/$(dirname "$path")"
    git --git-dir="$g" cat-file blob "${meta##* }" > "$OUT/cand/$m/$path" 2>/dev/null || rm -f "$OUT/cand/$m/$path"
  done
done
cd "$(dirname "$0")/.."
node bench/src/gather-viz.ts "$OUT/cand" "$OUT/src" "$@"
