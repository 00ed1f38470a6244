// The account call of onboarding (answers the legacy envelope).

import { postJson } from "@/lib/http/client";

export type CreatedAccount = { owner_name: string; home_name: string; home_number: string; email: string };

/** POST /api_tebeauth/register_with_token: creates the home (once) with the chosen template. */
export const createAccount = (choice: string) =>
  postJson<CreatedAccount>("/api_tebeauth/register_with_token", { onboard_data: { step3: { choice: choice.toLowerCase() }, user_profile: {} } });
