import { useTranslation } from 'react-i18next';
import { Eye, FileIcon, Layers, Swap } from '../components/Icons.tsx';
import { LocalLink } from '../components/lang.tsx';
import { XML_NS } from '../features/xml-tools/i18n.ts';
import '../features/xml-tools/xml-tools.css';
import type { PageId } from '../route-list.ts';

type Tool = { to: PageId; icon: React.ReactNode; input: string[]; output: string[]; free?: boolean };

const GROUPS: { id: 'fromPdf' | 'fromXml'; tools: Tool[] }[] = [
  {
    id: 'fromPdf',
    tools: [
      { to: 'pdf-to-xrechnung', icon: <FileIcon />, input: ['pdf'], output: ['ubl'] },
      { to: 'pdf-to-cii', icon: <FileIcon />, input: ['pdf'], output: ['cii'] },
      { to: 'pdf-to-ubl', icon: <FileIcon />, input: ['pdf'], output: ['ubl'] },
      { to: 'pdf-to-zugferd', icon: <Layers />, input: ['pdf'], output: ['zugferd'] },
    ],
  },
  {
    id: 'fromXml',
    tools: [
      { to: 'xrechnung-viewer', icon: <Eye />, input: ['xml', 'zugferd'], output: ['report'], free: true },
      { to: 'xrechnung-to-pdf', icon: <Swap />, input: ['xml'], output: ['pdf'] },
      { to: 'ubl-to-cii', icon: <Swap />, input: ['ubl'], output: ['cii'] },
    ],
  },
];

/** Overview of all converters, grouped by what goes in. */
export default function ConvertPage() {
  const { t } = useTranslation();
  const { t: x } = useTranslation(XML_NS);
  return (
    <section className="container page" data-page="convert">
      <header className="section-header section-header-left">
        <h1>{t('convert.heading')}</h1>
        <p className="lead">{t('convert.text')}</p>
      </header>
      {GROUPS.map((group) => (
        <section key={group.id} className="cv-group" aria-labelledby={`cv-${group.id}`}>
          <h2 id={`cv-${group.id}`}>{x(`convert.${group.id}`)}</h2>
          <p>{x(`convert.${group.id}Text`)}</p>
          <ul className="card-grid tool-grid">
            {group.tools.map((tool) => (
              <li key={tool.to}>
                <LocalLink to={tool.to} className="card tool-card">
                  <span className="feature-icon">{tool.icon}</span>
                  <span className="tool-name">
                    {t(`meta.${tool.to}.title`)}
                    {tool.free ? <span className="cv-free">{x('convert.free')}</span> : null}
                  </span>
                  <span className="cv-flow">
                    <span className="visually-hidden">{x('convert.input')}: </span>
                    {tool.input.map((f) => (
                      <span key={f} className="cv-chip">
                        {x(`convert.formats.${f}`)}
                      </span>
                    ))}
                    <span aria-hidden="true">→</span>
                    <span className="visually-hidden">{x('convert.output')}: </span>
                    {tool.output.map((f) => (
                      <span key={f} className="cv-chip">
                        {x(`convert.formats.${f}`)}
                      </span>
                    ))}
                  </span>
                  <span className="tool-text">{t(`meta.${tool.to}.description`)}</span>
                  <span className="text-link" aria-hidden="true">
                    {t('convert.open')} →
                  </span>
                </LocalLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
