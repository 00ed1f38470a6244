// The tebe sign-in calls the pages make (each answers the legacy envelope).

import { postJson } from "@/lib/http/client";

export type SignInReply = { email: string; owner_name: string; badge_color: string; home_number: string; home_name: string };
type Credentials = { email: string; password: string };

/** POST /api_tebeauth/bnx: the Google client id ("" when Google sign-in is not configured). */
export const fetchGoogleClientId = () => postJson<{ client_id: string }>("/api_tebeauth/bnx", {});
export const registerWithEmail = (body: Credentials) => postJson<{ email: string; home_number: string; home_name: string }>("/api_tebeauth/register", body);
export const loginWithEmail = (body: Credentials) => postJson<SignInReply>("/api_tebeauth/login", body);
export const unregisterWithEmail = (body: Credentials) => postJson<boolean>("/api_tebeauth/unregister", body);
export const demoRegister = (body: Credentials) => postJson<{ user_guid: string; email: string }>("/api_tebeauth/demoregister", body);
export const demoUnregister = (body: Credentials) => postJson<boolean>("/api_tebeauth/demounregister", body);
