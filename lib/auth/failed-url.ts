// The address a signed-out visitor was sent away from, so signing in returns
// there (documents: "failedUrl"). Browser-only; kept in localStorage.
const FAILED_URL_KEY = "hems:failedUrl";

export function rememberFailedUrl(url: string): void {
  // Only same-site paths, never an absolute address from elsewhere.
  if (url.startsWith("/") && !url.startsWith("//")) window.localStorage.setItem(FAILED_URL_KEY, url);
}

export function takeFailedUrl(): string | null {
  const url = window.localStorage.getItem(FAILED_URL_KEY);
  window.localStorage.removeItem(FAILED_URL_KEY);
  return url && url.startsWith("/") && !url.startsWith("//") ? url : null;
}
