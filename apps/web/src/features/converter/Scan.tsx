// A scanned PDF in the converter: the OCR progress while the server reads it (streamed by
// /api/v1/extract, see api.ts) and the notice in the review step that the values come from OCR,
// with the IBAN / VAT-id check-digit results. The fields themselves are marked by their
// confidence (at most 60 % for OCR values) and an "OCR" badge (form/fields.tsx).
import type { ExtractOcrInfo, ExtractProgress } from '@ic/einvoice';
import { useTranslation } from 'react-i18next';
import { CONVERTER_NS } from './i18n.ts';

export function ScanProgress({ scan }: { scan: ExtractProgress }) {
  const { t } = useTranslation(CONVERTER_NS);
  const percent = Math.round(scan.done * 100);
  return (
    <span className="cv-progress cv-scan-progress" role="status" data-testid="scan-progress">
      <span className="spinner" aria-hidden="true" />{' '}
      {t('ocr.progress', { index: scan.index, pages: scan.pages, page: scan.page, percent })}{' '}
      <progress max={100} value={percent} aria-label={t('ocr.progressLabel')} />
    </span>
  );
}

/** The field a check is about, in words (en/de). */
function checkKey(path: string): string {
  if (path === 'seller.vatId') return 'ocr.fields.sellerVatId';
  if (path === 'buyer.vatId') return 'ocr.fields.buyerVatId';
  if (path.includes('directDebit')) return 'ocr.fields.debitedIban';
  return 'ocr.fields.iban';
}

export function ScanNotice({ ocr, onField }: { ocr: ExtractOcrInfo; onField: (path: string) => void }) {
  const { t } = useTranslation(CONVERTER_NS);
  const pages = ocr.pages.map((p) => p.page).join(', ');
  const list = (outcome: 'rejected' | 'repaired') => ocr.checks.filter((c) => c.outcome === outcome);
  const jumpList = (outcome: 'rejected' | 'repaired') => (
    <ul>
      {list(outcome).map((c) => (
        <li key={c.path}>
          <button type="button" className="cv-jump" onClick={() => onField(c.path)}>
            <span className="cv-jump-text">{t(checkKey(c.path))}</span>
          </button>
        </li>
      ))}
    </ul>
  );
  return (
    <section
      className="cv-notice cv-notice-warning cv-scan-notice"
      role="status"
      aria-labelledby="cv-scan-title"
      data-testid="scan-notice"
    >
      <h2 id="cv-scan-title" className="cv-extract-notices-title">
        {t('ocr.title')}
      </h2>
      <p>{t('ocr.body', { pages, count: ocr.pages.length })}</p>
      {list('rejected').length ? (
        <>
          <p>{t('ocr.rejected')}</p>
          {jumpList('rejected')}
        </>
      ) : null}
      {list('repaired').length ? (
        <>
          <p>{t('ocr.repaired')}</p>
          {jumpList('repaired')}
        </>
      ) : null}
    </section>
  );
}
