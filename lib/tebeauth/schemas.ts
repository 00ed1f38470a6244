import { z } from "zod";
import { EMAIL_MAX, GOOGLE_FLOW_STATES, PASSWORD_MAX, PASSWORD_MIN } from "./constants";

// Inputs of the tebe-face sign-in calls. No server-only imports: the email
// forms reuse these schemas in the browser.

export const ENTER_EMAIL = "Please enter your email.";
export const INVALID_EMAIL = "Please enter a valid email address.";
export const ENTER_PASSWORD = "Please enter a password.";
export const PASSWORD_TOO_SHORT = `The password needs at least ${PASSWORD_MIN} characters.`;
export const PASSWORD_TOO_LONG = `The password has at most ${PASSWORD_MAX} characters.`;
export const MISSING_ID_TOKEN = "The Google ID token is missing.";
export const HOME_NAME_TOO_LONG = "Home Name cannot exceed 20 characters.";
export const OWNER_NAME_TOO_LONG = "Owner Name cannot exceed 20 characters.";

/** Trimmed and lower-cased, so one address is one account however it is typed. */
export const Email = z.string({ error: ENTER_EMAIL }).trim().toLowerCase().min(1, ENTER_EMAIL).max(EMAIL_MAX, INVALID_EMAIL).pipe(z.email(INVALID_EMAIL));

/** Signing in only needs some password; the length rule is for new accounts. */
const AnyPassword = z.string({ error: ENTER_PASSWORD }).min(1, ENTER_PASSWORD).max(PASSWORD_MAX, PASSWORD_TOO_LONG);
export const NewPassword = z
  .string({ error: ENTER_PASSWORD })
  .min(1, ENTER_PASSWORD)
  .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX, PASSWORD_TOO_LONG);

export const EmailRegisterInput = z.object({ email: Email, password: NewPassword });
export const EmailCredentialsInput = z.object({ email: Email, password: AnyPassword });
export type EmailCredentials = z.output<typeof EmailCredentialsInput>;

export const IdTokenInput = z.object({
  id_token: z.string({ error: MISSING_ID_TOKEN }).trim().min(1, MISSING_ID_TOKEN).max(8_192, "The Google ID token is too long."),
});

/** Some clients send the onboarding data as a JSON string; accept both. */
function parsedIfJson(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export const OnboardData = z.preprocess(
  parsedIfJson,
  z.looseObject({
    step3: z.looseObject({ choice: z.string().trim().toLowerCase().max(40).optional() }).optional(),
    user_profile: z
      .looseObject({
        home_name: z.string().trim().max(20, HOME_NAME_TOO_LONG).optional(),
        owner_name: z.string().trim().max(20, OWNER_NAME_TOO_LONG).optional(),
      })
      .optional(),
  }),
);
export type OnboardDataInput = z.output<typeof OnboardData>;

export const RegisterWithTokenInput = z.object({
  onboard_data: OnboardData.optional(),
  // Optional: the verified Google identity usually comes from the preregistration cookie.
  id_token: z.string().trim().min(1).max(8_192).optional(),
});

export const IsAdminInput = z.object({ username: z.string().trim().max(254).optional().default("") });

export const GoogleFlowStateInput = z.object({ state: z.enum(GOOGLE_FLOW_STATES).optional() });
