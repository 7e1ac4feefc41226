import { useTranslation } from 'react-i18next';
import { Eye, FileIcon, Layers, Swap } from '../components/Icons.tsx';
import { LocalLink } from '../components/lang.tsx';

const TOOLS = [
  { to: 'pdf-to-xrechnung', label: 'services.pdfToXrechnung', icon: <FileIcon /> },
  { to: 'pdf-to-cii', label: 'services.pdfToCii', icon: <FileIcon /> },
  { to: 'pdf-to-zugferd', label: 'services.pdfToZugferd', icon: <Layers /> },
  { to: 'xrechnung-to-pdf', label: 'services.xrechnungToPdf', icon: <Swap /> },
  { to: 'xrechnung-viewer', label: 'services.xrechnungViewer', icon: <Eye /> },
  { to: 'ubl-to-cii', label: 'services.ublToCii', icon: <Swap /> },
] as const;

/** Overview of all converters. */
export default function ConvertPage() {
  const { t } = useTranslation();
  return (
    <section className="container page" data-page="convert">
      <header className="section-header section-header-left">
        <h1>{t('convert.heading')}</h1>
        <p className="lead">{t('convert.text')}</p>
      </header>
      <ul className="card-grid tool-grid">
        {TOOLS.map((tool) => (
          <li key={tool.to}>
            <LocalLink to={tool.to} className="card tool-card">
              <span className="feature-icon">{tool.icon}</span>
              <span className="tool-name">{t(tool.label)}</span>
              <span className="tool-text">{t(`meta.${tool.to}.description`)}</span>
              <span className="text-link" aria-hidden="true">
                {t('convert.open')} →
              </span>
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
