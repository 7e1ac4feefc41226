export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage may be disabled (private mode); nothing to remember then
  }
}

/** A first-party cookie for a year (the server reads `lang` to redirect `/` to the right language). */
export function writeCookie(name: string, value: string): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie; no Cookie Store API in all browsers
    document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax`;
  } catch {
    // cookies may be disabled; the choice then lasts for this page only
  }
}
