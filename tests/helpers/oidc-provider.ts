import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { interactionPolicy, type KoaContextWithOIDC } from "oidc-provider";
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from "jose";

// A certified OpenID provider (node-oidc-provider) in this process on
// 127.0.0.1, for the tebe face's Google and generic OpenID Connect sign-in:
// discovery, its own login and consent pages (devInteractions: any password),
// PKCE, RS256, client_secret_basic. The app reaches it through the settings
// production uses (GOOGLE_ISSUER or OIDC_ISSUER). Two configurations:
// "id_token" puts email and name in the ID token (as Google does); "userinfo"
// is the standard default, where a code-flow ID token carries only sub, aud,
// exp, iat and iss, and email and name come from the userinfo endpoint.

export type ProviderUser = { sub: string; email: string; name?: string; email_verified?: boolean };
export type ClaimsIn = "id_token" | "userinfo";

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  claimsIn: ClaimsIn;
  /** The account the next sign-in uses (setting it also makes it known to the provider). */
  user: ProviderUser;
  /** Makes an account known; the login page signs in with its sub. */
  addUser(user: ProviderUser): void;
  /** How often each endpoint was asked (discovery, jwks, authorization, token, userinfo). */
  requests: Record<"discovery" | "jwks" | "authorization" | "token" | "userinfo", number>;
  /** An ID token for `user` (or other claims), signed with the provider's key unless another is given: for the token-based calls. */
  idToken(claims?: JWTPayload, options?: { key?: CryptoKey; kid?: string; expiresInSeconds?: number }): Promise<string>;
  /** A key the provider does not publish, to forge tokens with. */
  foreignKey(): Promise<CryptoKey>;
  /**
   * Plays the browser on the provider's pages from an authorization address:
   * signs in as `sub` and consents (or cancels at consent). Answers where the
   * provider sends the browser back (the app's callback).
   */
  authorize(authorizeUrl: string, options?: { sub?: string; cancel?: boolean }): Promise<string>;
  close(): Promise<void>;
};

const KEY_ID = "test-provider-key-1";

export async function startOidcProvider(
  options: { claimsIn?: ClaimsIn; clientId?: string; clientSecret?: string; redirectUris?: string[]; user?: ProviderUser } = {},
): Promise<TestOidcProvider> {
  const claimsIn = options.claimsIn ?? "id_token";
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signingJwk = { ...(await exportJWK(privateKey)), kid: KEY_ID, alg: "RS256", use: "sig" };
  let current: ProviderUser = options.user ?? { sub: "100000000000000000001", email: "owner@example.com", name: "Test Owner", email_verified: true };
  const users = new Map<string, ProviderUser>([[current.sub, current]]);
  const requests: TestOidcProvider["requests"] = { discovery: 0, jwks: 0, authorization: 0, token: 0, userinfo: 0 };

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = options.clientId ?? "test-client-id.apps.example";
  const clientSecret = options.clientSecret ?? "test-client-secret";

  // Every sign-in shows the login page and then the consent page, as a fresh browser would see them.
  const policy = interactionPolicy.base();
  policy
    .get("login")!
    .checks.add(
      new interactionPolicy.Check("every_time", "this test provider asks every time", (ctx: KoaContextWithOIDC) =>
        ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris ?? ["http://localhost:3000/api/auth/callback/google", "http://localhost:3000/api/auth/callback/oidc"],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
        id_token_signed_response_alg: "RS256",
      },
    ],
    jwks: { keys: [signingJwk] },
    cookies: { keys: ["test-provider-cookie-key"] },
    pkce: { required: () => true },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // The standard default (true) keeps scope claims out of a code-flow ID token.
    conformIdTokenClaims: claimsIn === "userinfo",
    features: { devInteractions: { enabled: true } },
    // Set, so the provider does not print a notice about its defaults on every sign-in.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    interactions: { policy },
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const grantId = ctx.oidc.result?.consent?.grantId;
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
    },
    async findAccount(_ctx: KoaContextWithOIDC, id: string) {
      const user = users.get(id);
      if (!user) return undefined;
      return { accountId: id, claims: async () => ({ email_verified: true, ...user }) };
    },
  });
  // oidc-provider prints its development-only notices: not in test output.
  provider.on("server_error", () => {});
  const callback = provider.callback();
  server.on("request", (req, res) => {
    const pathname = new URL(req.url ?? "/", issuer).pathname;
    if (pathname === "/.well-known/openid-configuration") requests.discovery++;
    else if (pathname === "/jwks") requests.jwks++;
    else if (pathname === "/auth") requests.authorization++;
    else if (pathname === "/token") requests.token++;
    else if (pathname === "/me") requests.userinfo++;
    callback(req, res);
  });

  const self: TestOidcProvider = {
    issuer,
    clientId,
    clientSecret,
    claimsIn,
    requests,
    get user() {
      return current;
    },
    set user(user: ProviderUser) {
      current = user;
      users.set(user.sub, user);
    },
    addUser(user) {
      users.set(user.sub, user);
    },
    async idToken(claims = {}, signOptions = {}) {
      const now = Math.floor(Date.now() / 1000);
      const { sub, ...profile } = current;
      return new SignJWT({ email_verified: true, ...profile, ...claims })
        .setProtectedHeader({ alg: "RS256", kid: signOptions.kid ?? KEY_ID, typ: "JWT" })
        .setIssuer(typeof claims.iss === "string" ? claims.iss : issuer)
        .setAudience(claims.aud ?? clientId)
        .setSubject(typeof claims.sub === "string" ? claims.sub : sub)
        .setIssuedAt(typeof claims.iat === "number" ? claims.iat : now)
        .setExpirationTime(typeof claims.exp === "number" ? claims.exp : now + (signOptions.expiresInSeconds ?? 3600))
        .sign(signOptions.key ?? privateKey);
    },
    async foreignKey() {
      return (await generateKeyPair("RS256")).privateKey;
    },
    authorize: (authorizeUrl, { sub, cancel = false } = {}) => playBrowser(issuer, authorizeUrl, sub ?? current.sub, cancel),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return self;
}

/** The provider's login and consent pages, as a browser with its own cookie jar goes through them. */
async function playBrowser(issuer: string, authorizeUrl: string, sub: string, cancel: boolean): Promise<string> {
  const cookies = new Map<string, string>();
  async function request(url: string, form?: Record<string, string>): Promise<Response> {
    const res = await fetch(url, {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
        ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  }

  let res = await request(authorizeUrl);
  for (let hop = 0; hop < 12; hop++) {
    const location = res.headers.get("location");
    if (!location) throw new Error(`the provider answered ${res.status} without sending the browser on`);
    const next = new URL(location, issuer);
    if (next.origin !== issuer) return next.toString();
    const interaction = next.pathname.match(/^\/interaction\/([^/]+)$/);
    if (!interaction) {
      res = await request(next.toString());
      continue;
    }
    const page = await (await request(next.toString())).text();
    const prompt = page.match(/name="prompt" value="(\w+)"/)?.[1];
    if (prompt === "login") res = await request(next.toString(), { prompt: "login", login: sub, password: "any password" });
    else if (prompt === "consent" && cancel) res = await request(`${next}/abort`);
    else if (prompt === "consent") res = await request(next.toString(), { prompt: "consent" });
    else throw new Error(`unexpected provider page: ${page.slice(0, 200)}`);
  }
  throw new Error("too many redirects at the provider");
}
