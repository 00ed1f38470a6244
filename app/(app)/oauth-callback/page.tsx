import type { Metadata } from "next";
import { cookies } from "next/headers";
import { getTranslations } from "next-intl/server";
import { OAuthCallbackStatus } from "@/components/tebeauth/OAuthCallbackStatus";
import { OAUTH_RESULTS, type OAuthResult } from "@/lib/tebeauth/constants";
import { flowOfRefusedSignIn } from "@/lib/tebeauth/nextauth";
import { parseGoogleFlowState } from "@/lib/tebeauth/service";
import { withMessages } from "@/lib/i18n/page-messages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("tebeAuth"))("oauthTitle") };
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function single(value: string | string[] | undefined): string | null {
  return typeof value === "string" ? value : null;
}

/**
 * /oauth-callback: the status page of the Google flow. Its server half
 * (./complete) has already signed the person in, or says why not in ?result=;
 * next-auth's own failures arrive as ?error=, and then the flow comes from
 * the callback address next-auth kept for it.
 */
export default withMessages(["dialogs", "login", "status", "tebeAuth"], async function OAuthCallbackPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  const result = single(query.result);
  const oauthError = single(query.error)?.slice(0, 64) ?? null;
  const state = parseGoogleFlowState(single(query.state)) ?? (oauthError ? flowOfRefusedSignIn((await cookies()).toString()) : null);
  return (
    <OAuthCallbackStatus
      result={(OAUTH_RESULTS as readonly string[]).includes(result ?? "") ? (result as OAuthResult) : null}
      state={state}
      oauthError={oauthError}
    />
  );
});
