import { useSyncExternalStore } from "react";
import { installOption, type InstallOption } from "@/lib/pwa/install";
import { useOnClient } from "@/components/ui/useOnClient";

// The browser's offer to install the app (`beforeinstallprompt`), caught as
// soon as the page's first script runs (instrumentation-client.ts imports
// this module), since the browser may fire it before React hydrates. Kept
// until used (a prompt shows once) or the app is installed.

export type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
};

let offered: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function set(event: BeforeInstallPromptEvent | null) {
  offered = event;
  for (const listener of listeners) listener();
}

if (typeof window !== "undefined") {
  window.addEventListener("beforeinstallprompt", (event) => {
    // Our menu entry offers it instead of the browser's own mini bar.
    event.preventDefault();
    set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener("appinstalled", () => set(null));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function standalone(): boolean {
  return window.matchMedia?.("(display-mode: standalone)").matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** What the user menu offers here (lib/pwa/install.ts); null on the server and before hydration. */
export function useInstallOption(): InstallOption {
  const prompt = useSyncExternalStore(
    subscribe,
    () => offered,
    () => null,
  );
  const onClient = useOnClient();
  if (!onClient) return null;
  return installOption({ userAgent: navigator.userAgent, hasPrompt: prompt !== null, standalone: standalone() });
}

/** Shows the browser's install prompt; the event is spent either way. */
export async function promptInstall(): Promise<void> {
  const event = offered;
  if (!event) return;
  set(null);
  await event.prompt();
  await event.userChoice;
}
