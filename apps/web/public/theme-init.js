// Runs before the first paint (loaded synchronously from index.html; the CSP forbids inline
// scripts). Applies the saved theme, else the system preference, and the page language.
(() => {
  const root = document.documentElement;
  let theme = null;
  try {
    theme = localStorage.getItem('theme');
  } catch {}
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  root.lang = location.pathname.split('/')[1] === 'de' ? 'de' : 'en';
})();
