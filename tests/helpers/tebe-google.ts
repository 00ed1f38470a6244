import { forgetGoogleKeysForTests } from "@/lib/tebeauth/google-token";
import { createTestDatabase } from "./database";
import { startOidcProvider, type TestOidcProvider } from "./oidc-provider";

// The tebe face with its Google sign-in pointed at a local OpenID provider:
// the setup of the integration files that sign owners in through Google.

/** A tebe-face test database whose Google is `fake`; `stop` drops the database and closes the provider. */
export async function startTebeWithGoogle(extraEnv: Record<string, string> = {}): Promise<{ fake: TestOidcProvider; stop(): Promise<void> }> {
  const fake = await startOidcProvider();
  const database = await createTestDatabase({
    DEPLOY_TYPE: "tebe",
    GOOGLE_CLIENT_ID: fake.clientId,
    GOOGLE_CLIENT_SECRET: fake.clientSecret,
    GOOGLE_ISSUER: fake.issuer,
    ...extraEnv,
  });
  // What was cached of another issuer (discovery, keys) must not serve this one.
  forgetGoogleKeysForTests();
  return {
    fake,
    async stop() {
      await database.drop();
      await fake.close();
    },
  };
}
