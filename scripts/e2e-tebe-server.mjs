import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { spawn } from "node:child_process";
import { startOidcProvider } from "../tests/helpers/oidc-provider.ts";
import { startOembedFake } from "../tests/fixtures/oembed-fake.ts";
import { seedLegacyGuest } from "../tests/fixtures/legacy-guest.ts";
import { resolveDatabaseTarget } from "../lib/db/adapter.ts";
import { serverCommand } from "./build-server.mjs";
import { freshDataDir, productionEnv, pointAtFreshTestSchema } from "./e2e-setup.mjs";

// The tebe-face server for Playwright (run as `node --import tsx`): the same
// production build with DEPLOY_TYPE=tebe on E2E_PORT+1, its own data folder
// (or schema hems_e2e_tebe on TEST_DATABASE_URL), Google sign-in pointed at
// a local OpenID provider (node-oidc-provider, claims in the ID token as
// Google) and the generic OpenID Connect sign-in (OIDC_*, "Test OIDC") at a
// second one in its standard configuration (email and name only from
// userinfo), both through the variables production uses, and one
// administrator (ADMIN_EMAILS, used by tebe-home.spec.ts). Specs read
// oidc.json in the data folder and POST {sub, email, name} to its `control`
// address to make an account known to both providers; the providers' login
// pages sign in with its sub (tests/e2e/helpers/google.ts). A guest who accepted
// before guest PINs existed is seeded before the server starts and described
// in legacy-guest.json (tebe-guest-pin.spec.ts). Video titles come from the
// local oEmbed fake (YOUTUBE_OEMBED_URL): it knows no video until a spec POSTs
// {id, title} to `control`/oembed-video (tests/e2e/helpers/oembed.ts), so a
// link added before that is one whose title YouTube would not give.
const port = Number(process.env.E2E_PORT || 3210) + 1;
const dataDir = freshDataDir("test-results/e2e-tebe-data");

const redirectUris = ["google", "oidc"].map((id) => `http://127.0.0.1:${port}/api/auth/callback/${id}`);
const oidc = await startOidcProvider({ claimsIn: "id_token", redirectUris });
const generic = await startOidcProvider({ claimsIn: "userinfo", redirectUris, clientId: "hems-e2e", clientSecret: "hems-e2e-secret" });
const oembed = await startOembedFake();
const control = http.createServer((req, res) => {
  let body = "";
  req.on("data", (chunk) => (body += chunk));
  req.on("end", () => {
    if (req.method === "POST" && req.url === "/oembed-video") {
      try {
        const { id, title } = JSON.parse(body);
        if (typeof id !== "string" || typeof title !== "string") throw new Error("id and title are required");
        oembed.videos.set(id, title);
        return res.writeHead(204).end();
      } catch (error) {
        return res.writeHead(400).end(String(error));
      }
    }
    if (req.method !== "POST" || req.url !== "/user") return res.writeHead(404).end();
    try {
      const user = JSON.parse(body);
      if (typeof user.sub !== "string" || typeof user.email !== "string") throw new Error("sub and email are required");
      for (const provider of [oidc, generic]) provider.addUser({ email_verified: true, ...user });
      res.writeHead(204).end();
    } catch (error) {
      res.writeHead(400).end(String(error));
    }
  });
});
await new Promise((resolve) => control.listen(0, "127.0.0.1", resolve));
fs.writeFileSync(path.join(dataDir, "oidc.json"), JSON.stringify({ issuer: oidc.issuer, control: `http://127.0.0.1:${control.address().port}` }));

const env = productionEnv(port, dataDir, {
  DEMO: "false",
  DEPLOY_TYPE: "tebe",
  APP_ENV: "local",
  LOG_LEVEL: "warn",
  GOOGLE_ISSUER: oidc.issuer,
  GOOGLE_CLIENT_ID: oidc.clientId,
  GOOGLE_CLIENT_SECRET: oidc.clientSecret,
  OIDC_ISSUER: generic.issuer,
  OIDC_CLIENT_ID: generic.clientId,
  OIDC_CLIENT_SECRET: generic.clientSecret,
  OIDC_NAME: "Test OIDC",
  YOUTUBE_OEMBED_URL: oembed.url,
  ADMIN_EMAILS: "erin.admin@example.com",
  // Every spec signs up Google users of its own, all from 127.0.0.1.
  SIGNUPS_PER_HOUR: "100",
  // A title left pending while YouTube was unreachable is asked for again after 2 s, not a minute (tebe-first-hour.spec.ts).
  YOUTUBE_TITLE_RETRY_SECONDS: "2",
});
await pointAtFreshTestSchema(env, "hems_e2e_tebe");

const legacyGuest = await seedLegacyGuest(resolveDatabaseTarget({ DATABASE_URL: env.DATABASE_URL, DATA_DIR: dataDir }));
fs.writeFileSync(path.join(dataDir, "legacy-guest.json"), JSON.stringify(legacyGuest));

// node itself (not npx), so a signal reaches the server and nothing is left listening.
const server = spawn(process.execPath, serverCommand(), { stdio: "inherit", env });
async function stop(code) {
  await Promise.allSettled([oidc.close(), generic.close(), oembed.close(), new Promise((resolve) => control.close(resolve))]);
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => stop(code ?? 0));
