// The uploaded PDF, rendered page by page with pdf.js in the browser (loaded on demand, its own
// chunk), with a highlight box where the focused value was read.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldInfo } from './api.ts';
import { CONVERTER_NS } from './i18n.ts';

type Highlight = NonNullable<FieldInfo['source']>;

async function loadPdfjs() {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

export function PdfPreview({
  file,
  highlight,
  blurred,
}: {
  file: Blob;
  highlight?: Highlight;
  blurred?: boolean;
}) {
  const { t } = useTranslation(CONVERTER_NS);
  const box = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState<Array<{ url: string; width: number; height: number }>>([]);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const urls: string[] = [];
    (async () => {
      try {
        const pdfjs = await loadPdfjs();
        const task = pdfjs.getDocument({ data: new Uint8Array(await file.arrayBuffer()) });
        const doc = await task.promise;
        const out: Array<{ url: string; width: number; height: number }> = [];
        const max = Math.min(doc.numPages, 20);
        for (let n = 1; n <= max && !cancelled; n++) {
          const page = await doc.getPage(n);
          const base = page.getViewport({ scale: 1 });
          const viewport = page.getViewport({ scale: 1.6 });
          const canvas = document.createElement('canvas');
          canvas.width = Math.ceil(viewport.width);
          canvas.height = Math.ceil(viewport.height);
          await page.render({ canvas, viewport }).promise;
          const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/png'));
          if (!blob) continue;
          const url = URL.createObjectURL(blob);
          urls.push(url);
          out.push({ url, width: base.width, height: base.height });
          if (!cancelled) setPages([...out]);
        }
        await task.destroy();
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      for (const u of urls) URL.revokeObjectURL(u);
    };
  }, [file]);

  useEffect(() => {
    if (!highlight) return;
    const el = box.current?.querySelector<HTMLElement>('.cv-hl');
    el?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [highlight]);

  if (failed) return <p className="muted">{t('review.previewUnavailable')}</p>;
  return (
    <div ref={box} className={`cv-pdf${blurred ? ' cv-blur' : ''}`} data-testid="pdf-preview">
      {pages.map((p, i) => (
        <figure key={p.url} className="cv-page" style={{ aspectRatio: `${p.width} / ${p.height}` }}>
          <img src={p.url} alt={t('review.page', { page: i + 1 })} />
          {highlight && highlight.page === i + 1 ? (
            <span
              className="cv-hl"
              style={{
                left: `${(highlight.x / p.width) * 100}%`,
                top: `${(highlight.y / p.height) * 100}%`,
                width: `${(Math.max(highlight.w, 8) / p.width) * 100}%`,
                height: `${(Math.max(highlight.h, 8) / p.height) * 100}%`,
              }}
            />
          ) : null}
        </figure>
      ))}
    </div>
  );
}
