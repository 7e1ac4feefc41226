import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Cross, Eye, FileIcon, Layers, Shield, Stack, Swap } from '../components/Icons.tsx';
import { LocalLink, useLang } from '../components/lang.tsx';
import { Pricing } from '../components/Pricing.tsx';
import { formatDate, formatMoney } from '../lib/format.ts';

const FEATURES: { key: string; to: string; icon: ReactNode }[] = [
  { key: 'pdfToXrechnung', to: 'pdf-to-xrechnung', icon: <FileIcon /> },
  { key: 'pdfToZugferd', to: 'pdf-to-zugferd', icon: <Layers /> },
  { key: 'xrechnungToPdf', to: 'xrechnung-to-pdf', icon: <Swap /> },
  { key: 'viewer', to: 'xrechnung-viewer', icon: <Eye /> },
  { key: 'validation', to: 'xrechnung-viewer', icon: <Shield /> },
  { key: 'bulk', to: 'convert', icon: <Stack /> },
];

function Hero() {
  const { t } = useTranslation();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-grid">
        <div>
          <p className="eyebrow">{t('landing.hero.eyebrow')}</p>
          <h1 id="hero-title">
            {t('landing.hero.title')} <span className="highlight">{t('landing.hero.titleHighlight')}</span>
          </h1>
          <p className="lead">{t('landing.hero.text')}</p>
          <p className="button-row">
            <LocalLink to="convert" className="btn btn-primary btn-large">
              {t('landing.hero.primary')}
            </LocalLink>
            <LocalLink to="xrechnung-viewer" className="btn btn-secondary btn-large">
              {t('landing.hero.secondary')}
            </LocalLink>
          </p>
          <ul className="trust-list">
            {(['trust1', 'trust2', 'trust3'] as const).map((k) => (
              <li key={k}>
                <Check className="check-icon" /> {t(`landing.hero.${k}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className="hero-visual" aria-hidden="true">
          <div className="doc-card">
            <div className="doc-card-head">
              <FileIcon />
              <span>{t('landing.hero.visualTitle')}</span>
            </div>
            <div className="doc-lines">
              <span />
              <span />
              <span />
              <span />
            </div>
            <p className="doc-status">
              <Shield /> {t('landing.hero.visualStatus')}
            </p>
            <ul className="doc-rules">
              {(['visualRule1', 'visualRule2', 'visualRule3'] as const).map((k) => (
                <li key={k}>
                  <Check className="check-icon" /> {t(`landing.hero.${k}`)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

function Features() {
  const { t } = useTranslation();
  return (
    <section className="section" aria-labelledby="features-title">
      <div className="container">
        <header className="section-header">
          <h2 id="features-title">{t('landing.features.title')}</h2>
          <p>{t('landing.features.text')}</p>
        </header>
        <div className="card-grid">
          {FEATURES.map((f) => (
            <article key={f.key} className="card feature-card">
              <span className="feature-icon">{f.icon}</span>
              <h3>{t(`landing.features.${f.key}`)}</h3>
              <p>{t(`landing.features.${f.key}Text`)}</p>
              <LocalLink to={f.to} className="text-link">
                {t('landing.features.learnMore')}
                <span className="visually-hidden">: {t(`landing.features.${f.key}`)}</span> →
              </LocalLink>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

function HowItWorks() {
  const { t } = useTranslation();
  return (
    <section className="section section-alt" aria-labelledby="how-title">
      <div className="container">
        <header className="section-header">
          <h2 id="how-title">{t('landing.how.title')}</h2>
          <p>{t('landing.how.text')}</p>
        </header>
        <ol className="steps">
          {[1, 2, 3].map((n) => (
            <li key={n} className="step">
              <span className="step-number" aria-hidden="true">
                {n}
              </span>
              <p className="step-label">{t('landing.how.step', { n })}</p>
              <h3>{t(`landing.how.step${n}`)}</h3>
              <p>{t(`landing.how.step${n}Text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function ProblemSolution() {
  const { t } = useTranslation();
  const lang = useLang();
  const problems = [
    t('landing.problem.problem1', { date: formatDate('2025-01-01', lang) }),
    t('landing.problem.problem2', {
      date: formatDate('2027-01-01', lang),
      date2: formatDate('2028-01-01', lang),
      amount: formatMoney('800000', lang),
    }),
    t('landing.problem.problem3'),
    t('landing.problem.problem4'),
  ];
  const solutions = [1, 2, 3, 4].map((n) => t(`landing.problem.solution${n}`));
  return (
    <section className="section" aria-labelledby="problem-title">
      <div className="container">
        <header className="section-header">
          <h2 id="problem-title">{t('landing.problem.title')}</h2>
        </header>
        <div className="two-columns">
          <div className="card problem-card">
            <h3>{t('landing.problem.problemTitle')}</h3>
            <ul className="icon-list">
              {problems.map((p) => (
                <li key={p}>
                  <Cross className="cross-icon" /> {p}
                </li>
              ))}
            </ul>
          </div>
          <div className="card solution-card">
            <h3>{t('landing.problem.solutionTitle')}</h3>
            <ul className="icon-list">
              {solutions.map((s) => (
                <li key={s}>
                  <Check className="check-icon" /> {s}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

function FinalCta() {
  const { t } = useTranslation();
  return (
    <section className="section" aria-labelledby="cta-title">
      <div className="container">
        <div className="cta-band">
          <h2 id="cta-title">{t('landing.cta.title')}</h2>
          <p>{t('landing.cta.text')}</p>
          <p className="button-row button-row-center">
            <LocalLink to="convert" className="btn btn-on-brand btn-large">
              {t('landing.cta.primary')}
            </LocalLink>
            <LocalLink to="xrechnung-viewer" className="btn btn-outline-on-brand btn-large">
              {t('landing.cta.secondary')}
            </LocalLink>
          </p>
        </div>
      </div>
    </section>
  );
}

export default function LandingPage() {
  return (
    <div data-page="landing">
      <Hero />
      <Features />
      <HowItWorks />
      <ProblemSolution />
      <Pricing />
      <FinalCta />
    </div>
  );
}
