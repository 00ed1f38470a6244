import "server-only";
import { createRemoteJWKSet } from "jose";
import { Issuer } from "openid-client";
import { z } from "zod";

// One discovery per OpenID provider for the life of the process: its
// discovery document, an openid-client Issuer for the sign-in redirect flow
// (which keeps the provider's keys once fetched) and a jose key set for the
// ID tokens posted to the token calls (jose keeps its keys too). Both refetch
// the key set only on a key id they do not know (key rotation).

const GOOGLE_ISSUER = "https://accounts.google.com";

function issuerBase(issuer: string): string {
  return issuer.replace(/\/+$/, "");
}

function wellKnownUrl(issuer: string): string {
  return `${issuerBase(issuer)}/.well-known/openid-configuration`;
}

/** Google signs some tokens with the bare host as issuer; both forms are Google's. */
export function acceptedIssuers(issuer: string): string[] {
  const base = issuerBase(issuer);
  return base === GOOGLE_ISSUER ? [GOOGLE_ISSUER, "accounts.google.com"] : [base];
}

const endpoint = z.url({ protocol: /^https?$/ });
const DiscoveryDocument = z.looseObject({
  issuer: z.string(),
  authorization_endpoint: endpoint,
  token_endpoint: endpoint,
  jwks_uri: endpoint,
  userinfo_endpoint: endpoint.optional(),
});

export type Discovered = {
  document: z.infer<typeof DiscoveryDocument>;
  issuer: Issuer;
  keySet: ReturnType<typeof createRemoteJWKSet>;
};

const discovered = new Map<string, Promise<Discovered>>();

async function discover(issuer: string): Promise<Discovered> {
  const res = await fetch(wellKnownUrl(issuer), { signal: AbortSignal.timeout(5_000), headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`discovery answered HTTP ${res.status}`);
  const document = DiscoveryDocument.parse(await res.json());
  if (!acceptedIssuers(issuer).includes(issuerBase(document.issuer))) throw new Error("discovery names another issuer");
  return {
    document,
    issuer: new Issuer(document),
    keySet: createRemoteJWKSet(new URL(document.jwks_uri), { timeoutDuration: 5_000, cooldownDuration: 30_000 }),
  };
}

/** The provider's discovery, fetched on first use; a failure is tried again on the next call, not remembered. */
export function discovery(issuer: string): Promise<Discovered> {
  let found = discovered.get(issuer);
  if (!found) {
    found = discover(issuer);
    discovered.set(issuer, found);
    found.catch(() => discovered.delete(issuer));
  }
  return found;
}

/** For tests that switch issuers. */
export function forgetDiscoveryForTests(): void {
  discovered.clear();
}
