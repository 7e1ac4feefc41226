// Light/dark theme: the saved choice, else the system preference. public/theme-init.js applies
// the same rule before the first paint (a file, because the CSP forbids inline scripts).
export type Theme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';

export function currentTheme(): Theme {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

export function applyTheme(theme: Theme, remember: boolean): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
  if (remember) {
    try {
      localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // storage may be disabled; the choice then lasts for this page only
    }
  }
}
