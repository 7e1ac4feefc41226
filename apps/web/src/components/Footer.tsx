import { useTranslation } from 'react-i18next';
import { CLIMATE_URL, SUPPORT_EMAIL } from '../config.ts';
import { formatInteger } from '../lib/format.ts';
import { localizedPath } from '../lib/lang.ts';
import { scrollToTopSoon } from '../lib/scroll.ts';
import { SITE_NAME } from '../lib/title.ts';
import { usePricingClick } from './Header.tsx';
import { LogoMark } from './Icons.tsx';
import { LocalLink, useLang } from './lang.tsx';

const SERVICES = [
  { to: 'pdf-to-xrechnung', label: 'services.pdfToXrechnung' },
  { to: 'pdf-to-cii', label: 'services.pdfToCii' },
  { to: 'pdf-to-zugferd', label: 'services.pdfToZugferd' },
  { to: 'xrechnung-to-pdf', label: 'services.xrechnungToPdf' },
  { to: 'xrechnung-viewer', label: 'services.xrechnungViewer' },
] as const;

const LEGAL = [
  { to: 'imprint', label: 'footer.imprint' },
  { to: 'privacy-policy', label: 'footer.privacy' },
  { to: 'dpa', label: 'footer.dpa' },
  { to: 'terms-and-conditions', label: 'footer.terms' },
  { to: 'money-back-guarantee', label: 'footer.moneyBack' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  const lang = useLang();
  const onPricing = usePricingClick();
  return (
    <footer className="site-footer">
      <div className="container footer-cta">
        <h2 className="footer-cta-title">{t('footer.ctaTitle')}</h2>
        <LocalLink to="convert" className="btn btn-primary">
          {t('footer.startConverting')}
        </LocalLink>
      </div>
      <div className="container footer-grid">
        <div className="footer-brand">
          <LocalLink to="" className="logo" aria-label={t('header.home')}>
            <LogoMark />
            <span className="logo-text">{SITE_NAME[lang]}</span>
          </LocalLink>
          <p className="footer-tagline">{t('footer.tagline')}</p>
          <ul className="footer-stats" aria-label={t('footer.statistics')}>
            <li>
              <LocalLink to="rules">{t('footer.factRules')}</LocalLink>
            </li>
            <li>{t('footer.factPrivacy')}</li>
          </ul>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="footer-heading">
            {t('footer.services')}
          </h2>
          <ul>
            {SERVICES.map((l) => (
              <li key={l.to}>
                <LocalLink to={l.to}>{t(l.label)}</LocalLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className="footer-heading">
            {t('footer.quickLinks')}
          </h2>
          <ul>
            <li>
              <LocalLink to="blog">{t('footer.blog')}</LocalLink>
            </li>
            <li>
              <LocalLink to="changelog" onClick={scrollToTopSoon}>
                {t('footer.changelog')}
              </LocalLink>
            </li>
            <li>
              <a href={`${localizedPath(lang, '')}#pricing`} onClick={onPricing}>
                {t('footer.pricing')}
              </a>
            </li>
            <li>
              <LocalLink to="faq">{t('footer.faq')}</LocalLink>
            </li>
            <li>
              <a href={CLIMATE_URL} target="_blank" rel="noopener noreferrer">
                {t('footer.climate')} <span className="visually-hidden">{t('footer.newTab')}</span>
                <span aria-hidden="true">↗</span>
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="footer-heading">
            {t('footer.legal')}
          </h2>
          <ul>
            {LEGAL.map((l) => (
              <li key={l.to}>
                <LocalLink to={l.to}>{t(l.label)}</LocalLink>
              </li>
            ))}
          </ul>
          <a className="btn btn-secondary btn-small footer-contact" href={`mailto:${SUPPORT_EMAIL}`}>
            {t('footer.contact')}
          </a>
        </nav>
      </div>
      <div className="container footer-bottom">
        <p>{t('footer.copyright')}</p>
      </div>
    </footer>
  );
}
