// Whether and how the user menu offers to install the app. Pure: the browser
// facts are passed in, so every platform is unit-tested.
//
// - Where the browser offers installation itself (Chrome, Edge, Samsung
//   Internet on Android and desktop fire `beforeinstallprompt`), 'Install app'
//   opens the browser's own prompt.
// - Safari on iPhone has no such event: installing is Share, then Add to Home
//   Screen, so the entry shows that hint.
// - Already running as an installed app, or no way to install: no entry.

export type InstallOption = "prompt" | "ios-hint" | null;

export type InstallFacts = {
  userAgent: string;
  /** A `beforeinstallprompt` event was caught and not used yet. */
  hasPrompt: boolean;
  /** display-mode: standalone matches, or Safari's navigator.standalone. */
  standalone: boolean;
};

/** iPhone or iPod Safari: other iOS browsers (Chrome, Firefox, Edge, Opera) and in-app views name themselves, and Safari's hint does not fit them. */
export function isIphoneSafari(userAgent: string): boolean {
  if (!/\b(iPhone|iPod)\b/.test(userAgent)) return false;
  if (/\b(CriOS|FxiOS|EdgiOS|OPiOS|OPT|YaBrowser|GSA|FBAN|FBAV|Instagram|Line|MicroMessenger)\b/.test(userAgent)) return false;
  return /\bVersion\/[\d.]+.*\bSafari\//.test(userAgent);
}

export function installOption({ userAgent, hasPrompt, standalone }: InstallFacts): InstallOption {
  if (standalone) return null;
  if (hasPrompt) return "prompt";
  if (isIphoneSafari(userAgent)) return "ios-hint";
  return null;
}
