#!/bin/sh
# Dumps the extractor's predictions (CII XML) for the visible corpus, the own renderings and
# every synthetic set (layout mode, and --pdf for blind5–19 and selfbilling) into OUT, so that a refactoring can
# be checked byte for byte:
#   sh bench/dump-predictions.sh /tmp/before; (change); sh bench/dump-predictions.sh /tmp/after
#   diff -r /tmp/before /tmp/after && echo identical
# SCORER: the extraction-score folder (default ../shared/tools/extraction-score from the repo root).
set -e
OUT=${1:?usage: dump-predictions.sh OUT}
cd "$(dirname "$0")/.."
S=${SCORER:-$(cd .. && pwd)/shared/tools/extraction-score}
[ -d "$S" ] || S=/work/shared/tools/extraction-score
rm -rf "$OUT"; mkdir -p "$OUT"
node bench/src/extraction-score.ts --out "$OUT/corpus" --scorer "$S/score.mjs" \
  --corpus "${CORPUS:-/work/shared/corpus/extraction}" | grep -E 'OVERALL micro|timing'
for t in old new blind2 blind3 blind4 blind5 blind5x blind6 blind7; do
  node bench/src/extraction-synthetic.ts --templates $t --n 120 --out "$OUT/$t" --lib "$S" | grep 'OVERALL micro' | sed "s/^/$t /"
done
for t in blind5 blind6 blind7; do
  node bench/src/extraction-synthetic.ts --templates $t --n 60 --pdf --out "$OUT/$t-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/$t-pdf /"
done
node bench/src/extraction-synthetic.ts --templates blind8 --n 140 --out "$OUT/blind8" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind8 /"
node bench/src/extraction-synthetic.ts --templates blind8 --n 70 --pdf --out "$OUT/blind8-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind8-pdf /"
for t in blind9 blind10 blind11; do
  node bench/src/extraction-synthetic.ts --templates $t --n 56 --out "$OUT/$t" --lib "$S" | grep 'OVERALL micro' | sed "s/^/$t /"
  node bench/src/extraction-synthetic.ts --templates $t --n 56 --pdf --out "$OUT/$t-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/$t-pdf /"
done
node bench/src/extraction-synthetic.ts --templates blind12 --n 56 --out "$OUT/blind12" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind12 /"
node bench/src/extraction-synthetic.ts --templates blind12 --n 56 --pdf --out "$OUT/blind12-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind12-pdf /"
node bench/src/extraction-synthetic.ts --templates blind13 --n 56 --out "$OUT/blind13" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind13 /"
node bench/src/extraction-synthetic.ts --templates blind13 --n 56 --pdf --out "$OUT/blind13-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind13-pdf /"
node bench/src/extraction-synthetic.ts --templates selfbilling --n 24 --out "$OUT/selfbilling" --lib "$S" | grep 'OVERALL micro' | sed "s/^/selfbilling /"
node bench/src/extraction-synthetic.ts --templates selfbilling --n 24 --pdf --out "$OUT/selfbilling-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/selfbilling-pdf /"
node bench/src/extraction-synthetic.ts --templates blind14 --n 56 --out "$OUT/blind14" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind14 /"
node bench/src/extraction-synthetic.ts --templates blind14 --n 56 --pdf --out "$OUT/blind14-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind14-pdf /"
node bench/src/extraction-synthetic.ts --templates blind15 --n 64 --out "$OUT/blind15" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind15 /"
node bench/src/extraction-synthetic.ts --templates blind15 --n 64 --pdf --out "$OUT/blind15-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind15-pdf /"
node bench/src/extraction-synthetic.ts --templates blind16 --n 64 --out "$OUT/blind16" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind16 /"
node bench/src/extraction-synthetic.ts --templates blind16 --n 64 --pdf --out "$OUT/blind16-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind16-pdf /"
node bench/src/extraction-synthetic.ts --templates blind17 --n 56 --out "$OUT/blind17" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind17 /"
node bench/src/extraction-synthetic.ts --templates blind17 --n 56 --pdf --out "$OUT/blind17-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind17-pdf /"
node bench/src/extraction-synthetic.ts --templates blind18 --n 64 --out "$OUT/blind18" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind18 /"
node bench/src/extraction-synthetic.ts --templates blind18 --n 64 --pdf --out "$OUT/blind18-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind18-pdf /"
node bench/src/extraction-synthetic.ts --templates blind19 --n 64 --out "$OUT/blind19" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind19 /"
node bench/src/extraction-synthetic.ts --templates blind19 --n 64 --pdf --out "$OUT/blind19-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind19-pdf /"
node bench/src/extraction-synthetic.ts --templates blind20 --n 64 --out "$OUT/blind20" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind20 /"
node bench/src/extraction-synthetic.ts --templates blind20 --n 64 --pdf --out "$OUT/blind20-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind20-pdf /"
node bench/src/extraction-synthetic.ts --templates blind21 --n 64 --out "$OUT/blind21" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind21 /"
node bench/src/extraction-synthetic.ts --templates blind21 --n 64 --pdf --out "$OUT/blind21-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind21-pdf /"
node bench/src/extraction-synthetic.ts --templates blind22 --n 64 --out "$OUT/blind22" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind22 /"
node bench/src/extraction-synthetic.ts --templates blind22 --n 64 --pdf --out "$OUT/blind22-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind22-pdf /"
node bench/src/extraction-synthetic.ts --templates blind23 --n 64 --out "$OUT/blind23" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind23 /"
node bench/src/extraction-synthetic.ts --templates blind23 --n 64 --pdf --out "$OUT/blind23-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind23-pdf /"
node bench/src/extraction-synthetic.ts --templates blind24 --n 64 --out "$OUT/blind24" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind24 /"
node bench/src/extraction-synthetic.ts --templates blind24 --n 64 --pdf --out "$OUT/blind24-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind24-pdf /"
node bench/src/extraction-synthetic.ts --templates blind25 --n 64 --out "$OUT/blind25" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind25 /"
node bench/src/extraction-synthetic.ts --templates blind25 --n 64 --pdf --out "$OUT/blind25-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind25-pdf /"
node bench/src/extraction-synthetic.ts --templates blind26 --n 64 --out "$OUT/blind26" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind26 /"
node bench/src/extraction-synthetic.ts --templates blind26 --n 64 --pdf --out "$OUT/blind26-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind26-pdf /"
node bench/src/extraction-synthetic.ts --templates blind27 --n 64 --out "$OUT/blind27" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind27 /"
node bench/src/extraction-synthetic.ts --templates blind27 --n 64 --pdf --out "$OUT/blind27-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind27-pdf /"
node bench/src/extraction-synthetic.ts --templates blind28 --n 64 --out "$OUT/blind28" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind28 /"
node bench/src/extraction-synthetic.ts --templates blind28 --n 64 --pdf --out "$OUT/blind28-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind28-pdf /"
node bench/src/extraction-synthetic.ts --templates blind29 --n 64 --out "$OUT/blind29" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind29 /"
node bench/src/extraction-synthetic.ts --templates blind29 --n 64 --pdf --out "$OUT/blind29-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind29-pdf /"
node bench/src/extraction-synthetic.ts --templates blind30 --n 64 --out "$OUT/blind30" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind30 /"
node bench/src/extraction-synthetic.ts --templates blind30 --n 64 --pdf --out "$OUT/blind30-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind30-pdf /"
node bench/src/extraction-synthetic.ts --templates blind31 --n 64 --out "$OUT/blind31" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind31 /"
node bench/src/extraction-synthetic.ts --templates blind31 --n 64 --pdf --out "$OUT/blind31-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind31-pdf /"
node bench/src/extraction-synthetic.ts --templates blind32 --n 64 --out "$OUT/blind32" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind32 /"
node bench/src/extraction-synthetic.ts --templates blind32 --n 64 --pdf --out "$OUT/blind32-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind32-pdf /"
node bench/src/extraction-synthetic.ts --templates blind33 --n 64 --out "$OUT/blind33" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind33 /"
node bench/src/extraction-synthetic.ts --templates blind33 --n 64 --pdf --out "$OUT/blind33-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind33-pdf /"
node bench/src/extraction-synthetic.ts --templates blind35 --n 64 --out "$OUT/blind35" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind35 /"
node bench/src/extraction-synthetic.ts --templates blind35 --n 64 --pdf --out "$OUT/blind35-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind35-pdf /"
node bench/src/extraction-synthetic.ts --templates blind36 --n 64 --out "$OUT/blind36" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind36 /"
node bench/src/extraction-synthetic.ts --templates blind36 --n 64 --pdf --out "$OUT/blind36-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind36-pdf /"
node bench/src/extraction-synthetic.ts --templates blind37 --n 64 --out "$OUT/blind37" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind37 /"
node bench/src/extraction-synthetic.ts --templates blind37 --n 64 --pdf --out "$OUT/blind37-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind37-pdf /"
node bench/src/extraction-synthetic.ts --templates blind38 --n 64 --out "$OUT/blind38" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind38 /"
node bench/src/extraction-synthetic.ts --templates blind38 --n 64 --pdf --out "$OUT/blind38-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind38-pdf /"
node bench/src/extraction-synthetic.ts --templates blind39 --n 64 --out "$OUT/blind39" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind39 /"
node bench/src/extraction-synthetic.ts --templates blind39 --n 64 --pdf --out "$OUT/blind39-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind39-pdf /"
node bench/src/extraction-synthetic.ts --templates blind40 --n 64 --out "$OUT/blind40" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind40 /"
node bench/src/extraction-synthetic.ts --templates blind40 --n 64 --pdf --out "$OUT/blind40-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind40-pdf /"
node bench/src/extraction-synthetic.ts --templates blind41 --n 64 --out "$OUT/blind41" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind41 /"
node bench/src/extraction-synthetic.ts --templates blind41 --n 64 --pdf --out "$OUT/blind41-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind41-pdf /"
node bench/src/extraction-synthetic.ts --templates blind42 --n 64 --out "$OUT/blind42" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind42 /"
node bench/src/extraction-synthetic.ts --templates blind42 --n 64 --pdf --out "$OUT/blind42-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind42-pdf /"
node bench/src/extraction-synthetic.ts --templates blind43 --n 64 --out "$OUT/blind43" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind43 /"
node bench/src/extraction-synthetic.ts --templates blind43 --n 64 --pdf --out "$OUT/blind43-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind43-pdf /"
node bench/src/extraction-synthetic.ts --templates blind44 --n 64 --out "$OUT/blind44" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind44 /"
node bench/src/extraction-synthetic.ts --templates blind44 --n 64 --pdf --out "$OUT/blind44-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind44-pdf /"
node bench/src/extraction-synthetic.ts --templates blind45 --n 64 --out "$OUT/blind45" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind45 /"
node bench/src/extraction-synthetic.ts --templates blind45 --n 64 --pdf --out "$OUT/blind45-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind45-pdf /"
node bench/src/extraction-synthetic.ts --templates blind46 --n 64 --out "$OUT/blind46" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind46 /"
node bench/src/extraction-synthetic.ts --templates blind46 --n 64 --pdf --out "$OUT/blind46-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind46-pdf /"
node bench/src/extraction-synthetic.ts --templates blind47 --n 64 --out "$OUT/blind47" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind47 /"
node bench/src/extraction-synthetic.ts --templates blind47 --n 64 --pdf --out "$OUT/blind47-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind47-pdf /"
node bench/src/extraction-synthetic.ts --templates blind49 --n 64 --out "$OUT/blind49" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind49 /"
node bench/src/extraction-synthetic.ts --templates blind49 --n 64 --pdf --out "$OUT/blind49-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind49-pdf /"
node bench/src/extraction-synthetic.ts --templates blind34 --n 64 --out "$OUT/blind34" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind34 /"
node bench/src/extraction-synthetic.ts --templates blind34 --n 64 --pdf --out "$OUT/blind34-pdf" --lib "$S" | grep 'OVERALL micro' | sed "s/^/blind34-pdf /"
if [ -d "${REAL_B:-/tmp/heldout-b}" ]; then node bench/src/extraction-real.ts "${REAL_B:-/tmp/heldout-b}" --out "$OUT/real-b" --lib "$S" --corpus "${CORPUS:-/work/shared/corpus/extraction}" | grep -E 'OVERALL micro|key fields' | sed "s/^/real-b /"; fi
