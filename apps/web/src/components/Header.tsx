import { type MouseEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { accountOf, useAccount } from '../features/account/context.tsx';
import { LANG_COOKIE, LANG_STORAGE_KEY, localizedPath, switchLanguagePath } from '../lib/lang.ts';
import { scrollToIdSoon } from '../lib/scroll.ts';
import { writeCookie, writeStorage } from '../lib/storage.ts';
import { applyTheme, currentTheme, THEME_STORAGE_KEY, type Theme } from '../lib/theme.ts';
import { SITE_NAME } from '../lib/title.ts';
import { LANGS, type Lang } from '../route-list.ts';
import { ChevronDown, Close, LogoMark, Menu, Moon, Sun } from './Icons.tsx';
import { LocalLink, useLang } from './lang.tsx';

/** The converters in the features dropdown (desktop) and, plus UBL to CII, in the mobile menu. */
export const FEATURE_LINKS = [
  { to: 'pdf-to-xrechnung', label: 'services.pdfToXrechnung' },
  { to: 'pdf-to-cii', label: 'services.pdfToCii' },
  { to: 'pdf-to-zugferd', label: 'services.pdfToZugferd' },
  { to: 'xrechnung-to-pdf', label: 'services.xrechnungToPdf' },
  { to: 'xrechnung-viewer', label: 'services.xrechnungViewer' },
] as const;

/** Pricing link behaviour: go to the landing page, then scroll smoothly to #pricing after 100 ms. */
export function usePricingClick(after?: () => void) {
  const lang = useLang();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const home = localizedPath(lang, '');
    navigate(home, { replace: pathname === home, preventScrollReset: pathname === home });
    scrollToIdSoon('pricing');
    after?.();
  };
}

function FeaturesMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const menuId = useId();
  useEffect(() => {
    if (!open) return;
    // Close when a click or the keyboard focus goes elsewhere.
    const onDown = (e: Event) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        ref.current?.querySelector('button')?.focus();
      }
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('focusin', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('focusin', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div className="dropdown" ref={ref}>
      <button
        type="button"
        className="nav-link dropdown-toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('header.features')} <ChevronDown className={open ? 'rotated' : undefined} />
      </button>
      <ul className="dropdown-menu" id={menuId} hidden={!open}>
        {FEATURE_LINKS.map((l) => (
          <li key={l.to}>
            <LocalLink to={l.to} className="dropdown-item" onClick={() => setOpen(false)}>
              {t(l.label)}
            </LocalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ThemeToggle() {
  const { t } = useTranslation();
  // 'light' in the prerendered HTML; the real theme (set by theme-init.js) before the first paint.
  const [theme, setTheme] = useState<Theme>('light');
  useLayoutEffect(() => setTheme(currentTheme()), []);
  useEffect(() => {
    // Follow the system preference while the user has not chosen a theme.
    const mq = window.matchMedia?.('(prefers-color-scheme: dark)');
    if (!mq) return;
    const onChange = () => {
      let saved: string | null = null;
      try {
        saved = localStorage.getItem(THEME_STORAGE_KEY);
      } catch {}
      if (saved !== 'light' && saved !== 'dark') {
        const next: Theme = mq.matches ? 'dark' : 'light';
        applyTheme(next, false);
        setTheme(next);
      }
    };
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      aria-label={t(next === 'dark' ? 'header.themeToDark' : 'header.themeToLight')}
      title={t(next === 'dark' ? 'header.themeToDark' : 'header.themeToLight')}
      data-theme-current={theme}
      onClick={() => {
        applyTheme(next, true);
        setTheme(next);
      }}
    >
      {theme === 'dark' ? <Sun /> : <Moon />}
    </button>
  );
}

function LanguageSwitch() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const id = useId();
  return (
    <div className="lang-switch">
      <label htmlFor={id} className="visually-hidden">
        {t('header.language')}
      </label>
      <select
        id={id}
        className="lang-select"
        value={lang}
        onChange={(e) => {
          const next = e.target.value as Lang;
          writeStorage(LANG_STORAGE_KEY, next);
          writeCookie(LANG_COOKIE, next);
          // The address bar, not the last render: right after a navigation a slow device may not
          // have re-rendered the header yet, and the switch would go back to the previous page.
          const location = window.location;
          navigate(`${switchLanguagePath(location.pathname, next)}${location.search}${location.hash}`, {
            replace: true,
            preventScrollReset: true,
          });
        }}
      >
        {LANGS.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`languages.${l}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Profile link when signed in, else sign-in (product spec §2 header). */
function AccountLink({ className, onClick }: { className?: string; onClick?: () => void }) {
  const { t } = useTranslation();
  const { state } = useAccount();
  const signedIn = accountOf(state) !== undefined;
  return (
    <LocalLink
      to={signedIn ? 'profile' : 'sign-in'}
      {...(className ? { className } : {})}
      {...(onClick ? { onClick } : {})}
      data-testid="header-account"
    >
      {t(signedIn ? 'header.profile' : 'header.signIn')}
    </LocalLink>
  );
}

export function Header() {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);
  const onPricing = usePricingClick(close);
  const mobileId = useId();

  // Close the mobile menu on navigation and on Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger
  useEffect(() => setMenuOpen(false), [pathname]);
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="container header-inner">
        <LocalLink to="" className="logo" aria-label={t('header.home')}>
          <LogoMark />
          <span className="logo-text">{SITE_NAME[lang]}</span>
        </LocalLink>
        <nav className="desktop-nav" aria-label={t('header.mainNav')}>
          <FeaturesMenu />
          <LocalLink to="blog" className="nav-link">
            {t('header.blog')}
          </LocalLink>
          <a href={`${localizedPath(lang, '')}#pricing`} className="nav-link" onClick={onPricing}>
            {t('header.pricing')}
          </a>
        </nav>
        <div className="header-actions">
          <LanguageSwitch />
          <ThemeToggle />
          <AccountLink className="nav-link desktop-only" />
          <LocalLink to="convert" className="btn btn-primary btn-small desktop-only">
            {t('header.convert')}
          </LocalLink>
          <button
            type="button"
            className="icon-button menu-button"
            aria-expanded={menuOpen}
            aria-controls={mobileId}
            aria-label={t(menuOpen ? 'header.closeMenu' : 'header.openMenu')}
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? <Close /> : <Menu />}
          </button>
        </div>
      </div>
      <nav id={mobileId} className="mobile-menu" aria-label={t('header.mobileNav')} hidden={!menuOpen}>
        <p className="mobile-menu-heading">{t('header.features')}</p>
        <ul>
          {[...FEATURE_LINKS, { to: 'ubl-to-cii', label: 'services.ublToCii' } as const].map((l) => (
            <li key={l.to}>
              <LocalLink to={l.to} onClick={close}>
                {t(l.label)}
              </LocalLink>
            </li>
          ))}
        </ul>
        <ul className="mobile-menu-main">
          <li>
            <LocalLink to="blog" onClick={close}>
              {t('header.blog')}
            </LocalLink>
          </li>
          <li>
            <a href={`${localizedPath(lang, '')}#pricing`} onClick={onPricing}>
              {t('header.pricing')}
            </a>
          </li>
          <li>
            <AccountLink onClick={close} />
          </li>
        </ul>
        <LocalLink to="convert" className="btn btn-primary btn-block" onClick={close}>
          {t('header.convert')}
        </LocalLink>
      </nav>
    </header>
  );
}
