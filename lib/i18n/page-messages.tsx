import "server-only";
import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { SERVER_ERROR_TEXTS } from "@/lib/http/server-errors";
import { FAILURE_NAMESPACES, type Namespace } from "./namespaces";
import type { ApiFallbackKey, SubmitFailedKey } from "./server-texts";

// Which translations travel to the browser. The root layout sends only what
// the shell around every page needs; each page sends the namespaces its own
// client components use (withMessages), so a page's HTML no longer carries
// the whole catalogue (43 KB). page-messages.test.ts walks each page's imports
// and fails when a page declares fewer namespaces than its components use.

type Tree = { [key: string]: string | Tree };

/** What a page says for a failed call without a text of its own (describeError): sent with the server errors. A Record, so tsc names one that is added to the types and not here. */
const CALL_FALLBACKS: Record<ApiFallbackKey | SubmitFailedKey, true> = {
  "errors.apiError": true,
  "errors.addItemApiFailed": true,
  "errors.directoryResponseNotOk": true,
  "channels.deleteVideoFailed": true,
  "channels.updateFailed": true,
  "channels.autoPlaySaveFailed": true,
  "categories.saveFailed": true,
  "categories.updateFailed": true,
  "categories.deleteFailed": true,
  "videos.ownerSetting": true,
  "videos.submitFailed": true,
  "categories.submitFailed": true,
};

/** The failure messages picked from one language's catalogue, kept per catalogue: the same for every page and request. */
const failureMessagesByCatalogue = new WeakMap<Tree, Tree>();

/** The server errors' and the calls' fallback messages of `messages`. */
function failureMessages(messages: Tree): Tree {
  const cached = failureMessagesByCatalogue.get(messages);
  if (cached) return cached;
  const picked: Tree = {};
  for (const key of [...Object.keys(SERVER_ERROR_TEXTS), ...Object.keys(CALL_FALLBACKS)]) {
    const path = key.split(".");
    let from: Tree | string | undefined = messages;
    let to = picked;
    for (const [index, part] of path.entries()) {
      from = typeof from === "object" ? from[part] : undefined;
      if (from === undefined) break;
      if (index === path.length - 1) to[part] = from;
      else to = (to[part] ??= {}) as Tree;
    }
  }
  failureMessagesByCatalogue.set(messages, picked);
  return picked;
}

/** The messages of `namespaces` and of failures (the server errors' and the calls' fallbacks), in the request's language. */
export async function clientMessages(namespaces: readonly Namespace[]): Promise<Tree> {
  const messages = (await getMessages()) as Tree;
  // A copy: the namespaces below go into the top level, and the cached failure tree is shared.
  const picked: Tree = { ...failureMessages(messages) };
  for (const namespace of [...FAILURE_NAMESPACES, ...namespaces]) {
    const found = messages[namespace];
    if (found !== undefined) picked[namespace] = found;
  }
  return picked;
}

/** The page (or view) with the messages of `namespaces`: its provider replaces the layout's for the page's client components, so they name every namespace they use (the shell's too). */
export function withMessages<Props extends object>(namespaces: readonly Namespace[], Page: (props: Props) => ReactNode | Promise<ReactNode>) {
  return async function PageWithMessages(props: Props) {
    return (
      <NextIntlClientProvider messages={await clientMessages(namespaces)}>
        <Page {...props} />
      </NextIntlClientProvider>
    );
  };
}
