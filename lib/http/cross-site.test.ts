import { changesState, isCrossSite, isJsonContentType } from "./cross-site";

const URL_HERE = "http://127.0.0.1:3000/api_yt/deleteytdir/Q2F0cw";
const from = (headers: Record<string, string>) => isCrossSite(new Headers({ host: "127.0.0.1:3000", ...headers }), URL_HERE);

describe("isCrossSite", () => {
  test("the browser's Sec-Fetch-Site decides when it is sent", () => {
    expect(from({ "sec-fetch-site": "same-origin" })).toBe(false);
    expect(from({ "sec-fetch-site": "none" })).toBe(false); // typed in the address bar, a bookmark
    expect(from({ "sec-fetch-site": "same-site" })).toBe(true); // another port of this host
    expect(from({ "sec-fetch-site": "cross-site" })).toBe(true);
    expect(from({ "sec-fetch-site": "Cross-Site" })).toBe(true);
    expect(from({ "sec-fetch-site": "something-new" })).toBe(true);
    // It wins over an Origin that looks like this server's.
    expect(from({ "sec-fetch-site": "cross-site", origin: "http://127.0.0.1:3000" })).toBe(true);
  });

  test("without it, an Origin of another host, port or an opaque origin is refused", () => {
    expect(from({ origin: "http://127.0.0.1:3000" })).toBe(false);
    expect(from({ origin: "http://127.0.0.1:4000" })).toBe(true);
    expect(from({ origin: "http://localhost:3000" })).toBe(true);
    expect(from({ origin: "https://evil.example" })).toBe(true);
    expect(from({ origin: "null" })).toBe(true);
  });

  test("without Origin, the Referer's origin decides", () => {
    expect(from({ referer: "http://127.0.0.1:3000/yt" })).toBe(false);
    expect(from({ referer: "http://127.0.0.1:4000/attack.html" })).toBe(true);
    expect(from({ referer: "not a url" })).toBe(true);
  });

  test("behind a reverse proxy, the forwarded host counts as this server", () => {
    const headers = new Headers({ host: "127.0.0.1:3000", "x-forwarded-host": "media.example.org", origin: "https://media.example.org" });
    expect(isCrossSite(headers, URL_HERE)).toBe(false);
    headers.set("origin", "https://other.example.org");
    expect(isCrossSite(headers, URL_HERE)).toBe(true);
  });

  test("a request with none of these headers is no browser acting for a page: it passes", () => {
    expect(from({})).toBe(false);
  });
});

test("unsafe methods change state; GET only for the legacy calls that write on GET", () => {
  for (const method of ["POST", "PUT", "PATCH", "DELETE", "post"]) expect(changesState(method)).toBe(true);
  for (const method of ["GET", "HEAD", "OPTIONS"]) expect(changesState(method)).toBe(false);
  expect(changesState("GET", true)).toBe(true);
  expect(changesState("HEAD", true)).toBe(true);
});

test("only application/json is JSON", () => {
  expect(isJsonContentType("application/json")).toBe(true);
  expect(isJsonContentType("Application/JSON; charset=utf-8")).toBe(true);
  for (const type of [
    null,
    "",
    "text/plain",
    "text/plain;charset=UTF-8",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/jsonx",
  ]) {
    expect(isJsonContentType(type)).toBe(false);
  }
});
