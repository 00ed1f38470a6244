import type en from "@/messages/en.json";

// The translation namespaces every page's HTML carries (see page-messages.tsx). Pure, for the test that checks the pages.

export type Namespace = keyof typeof en;

/** What the root layout's client components use: the shell around every page (menu bar, search and its results' inline player, music, user menu, install entry, the guest PIN dialog) and the loading screen. */
export const SHELL_NAMESPACES: readonly Namespace[] = ["common", "guestPin", "music", "pwa", "search", "searchResults", "shell", "videoUnavailable"];

/**
 * Failures: any call can answer with an error, so these namespaces and every
 * server error's message (lib/http/server-errors.ts, whatever its namespace)
 * go to the layout and to every page.
 */
export const FAILURE_NAMESPACES: readonly Namespace[] = ["errors", "scanErrors"];
