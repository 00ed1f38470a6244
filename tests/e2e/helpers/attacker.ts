import http from "node:http";
import type { AddressInfo } from "node:net";

// A second origin for the cross-site tests: a tiny HTTP server on 127.0.0.1
// (a port of its own) serving attack pages. Reached as http://127.0.0.1:<port>
// it is the same site as the app on another port (the case: cookies
// marked SameSite=Lax still go along); as http://localhost:<port> it is
// another site.

export type Attacker = {
  /** http://127.0.0.1:<port>: same site as the app, another origin. */
  sameSite: string;
  /** http://localhost:<port>: another site. */
  crossSite: string;
  /** Serves `html` at `path` from now on. */
  page(path: string, html: string): void;
  close(): Promise<void>;
};

export async function startAttacker(): Promise<Attacker> {
  const pages = new Map<string, string>();
  const server = http.createServer((req, res) => {
    const html = pages.get((req.url ?? "/").split("?", 1).join(""));
    res.writeHead(html === undefined ? 404 : 200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
    res.end(html ?? "not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    sameSite: `http://127.0.0.1:${port}`,
    crossSite: `http://localhost:${port}`,
    page: (path, html) => pages.set(path, html),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A page that sends the browser to `target` as soon as it loads. */
export const navigateTo = (target: string) => `<!doctype html><title>cute cats</title><script>location = ${JSON.stringify(target)};</script>`;

/**
 * A page that submits `json` to `action` as a text/plain form once loaded
 * (the browser sends "name=value"; the split at the first "=" puts it back
 * together). `json` must hold an "=".
 */
export function textPlainForm(action: string, json: string): string {
  const split = json.indexOf("=");
  const attr = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return `<!doctype html><title>cute cats</title>
<form id="f" method="post" enctype="text/plain" action="${attr(action)}"><input type="hidden" name="${attr(json.slice(0, split))}" value="${attr(json.slice(split + 1))}"></form>
<script>document.getElementById("f").submit();</script>`;
}

/**
 * A page that POSTs `body` to `url` with a no-cors fetch, cookies included,
 * and marks <body data-sent> once the request is done (its answer is opaque).
 */
export const noCorsPost = (url: string, body: string) => `<!doctype html><title>cute cats</title><body><script>
fetch(${JSON.stringify(url)}, { method: "POST", mode: "no-cors", credentials: "include", body: ${JSON.stringify(body)} })
  .finally(() => { document.body.dataset.sent = "yes"; });
</script></body>`;
