// The return path of a signed-out user who reached a protected step (product spec §3: kept in
// session storage). Only same-site paths below /en or /de are accepted, so a crafted value can
// never send the user elsewhere after sign-in.

export const RETURN_PATH_KEY = 'returnPath';

export function isSafeReturnPath(path: string): boolean {
  return /^\/(en|de)(\/|$|\?|#)/.test(path) && !path.startsWith('//') && !path.includes('\\');
}

export function rememberReturnPath(path: string): void {
  if (!isSafeReturnPath(path)) return;
  try {
    sessionStorage.setItem(RETURN_PATH_KEY, path);
  } catch {
    // storage disabled: after sign-in the user lands on the profile
  }
}

/** The remembered path (removed), else undefined. */
export function takeReturnPath(): string | undefined {
  try {
    const path = sessionStorage.getItem(RETURN_PATH_KEY);
    sessionStorage.removeItem(RETURN_PATH_KEY);
    return path && isSafeReturnPath(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** The path of the current page (with query and hash), for rememberReturnPath. */
export function currentPath(): string {
  const l = window.location;
  return `${l.pathname}${l.search}${l.hash}`;
}
