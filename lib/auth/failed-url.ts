import { safeReturnPath } from "./return-path";

// The address a signed-out visitor was sent away from, so signing in returns
// there (documents: "failedUrl"). Browser-only; kept in localStorage.
const FAILED_URL_KEY = "hems:failedUrl";

export function rememberFailedUrl(url: string): void {
  // Only paths of this site, never an address that leads elsewhere.
  const path = safeReturnPath(url);
  if (path) window.localStorage.setItem(FAILED_URL_KEY, path);
}

export function takeFailedUrl(): string | null {
  const url = window.localStorage.getItem(FAILED_URL_KEY);
  window.localStorage.removeItem(FAILED_URL_KEY);
  // Checked again: anything on this origin may have written the key.
  return safeReturnPath(url);
}
