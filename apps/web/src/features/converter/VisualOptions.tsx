// The visible part of a ZUGFeRD PDF (issue 20 item 6): the rendered layout (business terms; the
// technical identifiers only when asked) or the user's original PDF. When values were corrected in
// the form, the original page still shows the old ones: said before the download, with a one-click
// switch to the rendered visual.
import { useTranslation } from 'react-i18next';
import { CONVERTER_NS } from './i18n.ts';

export function VisualOptions(p: {
  visual: 'render' | 'original';
  onVisual: (v: 'render' | 'original') => void;
  technical: boolean;
  onTechnical: (v: boolean) => void;
  originalAvailable: boolean;
  /** files with values corrected in the form, and how many */
  corrected: Array<{ name: string; count: number }>;
}) {
  const { t } = useTranslation(CONVERTER_NS);
  const count = p.corrected.reduce((a, c) => a + c.count, 0);
  return (
    <fieldset className="cv-radios" data-testid="visual-options">
      <legend>{t('download.visual')}</legend>
      <label>
        <input
          type="radio"
          name="visual"
          checked={p.visual === 'render'}
          onChange={() => p.onVisual('render')}
        />{' '}
        {t('download.visualRender')}
      </label>
      {p.visual === 'render' ? (
        <label className="cv-check cv-technical">
          <input
            type="checkbox"
            checked={p.technical}
            onChange={(e) => p.onTechnical(e.currentTarget.checked)}
          />{' '}
          {t('download.technical')}
        </label>
      ) : null}
      <label>
        <input
          type="radio"
          name="visual"
          checked={p.visual === 'original'}
          disabled={!p.originalAvailable}
          onChange={() => p.onVisual('original')}
        />{' '}
        {t('download.visualOriginal')}
      </label>
      {!p.originalAvailable ? <p className="cv-hint">{t('download.visualOriginalUnavailable')}</p> : null}
      {p.visual === 'original' && count > 0 ? (
        <div className="cv-notice cv-notice-warning" role="alert" data-testid="corrected-warning">
          <p>
            {t('download.corrected', {
              count,
              files: p.corrected.map((c) => c.name).join(', '),
            })}
          </p>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => p.onVisual('render')}>
            {t('download.useRendered')}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}
