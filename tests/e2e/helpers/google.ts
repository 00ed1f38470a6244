import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";

// The tebe face's Google sign-in in browser tests goes to the local OpenID
// Connect stand-in of scripts/e2e-tebe-server.mjs; its control port says who
// the next sign-in is.

export type GoogleUser = { sub: string; email: string; name: string };

/** The next Google sign-in (on any page) comes back as `user`. */
export async function nextGoogleUser(user: GoogleUser) {
  const { control } = JSON.parse(fs.readFileSync(path.resolve("test-results/e2e-tebe-data/oidc.json"), "utf8")) as { control: string };
  const res = await fetch(`${control}/user`, { method: "POST", body: JSON.stringify(user) });
  expect(res.status).toBe(204);
}
