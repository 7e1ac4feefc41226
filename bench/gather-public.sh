#!/bin/sh
# Held-out set (d) of issue 19: real PDF invoices without embedded XML, with the values a public
# project expects of them (invoice2data's tests/compare: NAME.pdf beside NAME.json). Nothing of
# them is committed: they are copied out of a bare mirror into a folder under /tmp.
#   sh bench/gather-public.sh [OUT]        (default /tmp/heldout-d)
#   node bench/src/extraction-public.ts OUT [--list]
# MIRROR: where the bare copies are, as OWNER+NAME[/repo] (default /work/.mirror); with internet
# access: git clone --bare https://github.com/invoice-x/invoice2data "$MIRROR/invoice-x+invoice2data".
set -e
OUT=${1:-/tmp/heldout-d}
MIRROR=${MIRROR:-/work/.mirror}
g="$MIRROR/invoice-x+invoice2data/repo"; [ -d "$g" ] || g="$MIRROR/invoice-x+invoice2data"
mkdir -p "$OUT"
git --git-dir="$g" ls-tree -r --name-only HEAD tests/compare | grep -E '\.(pdf|json)$' | while IFS= read -r p; do
  git --git-dir="$g" show "HEAD:$p" > "$OUT/$(basename "$p")"
done
echo "$(ls "$OUT" | grep -c '\.pdf$') PDFs in $OUT"
