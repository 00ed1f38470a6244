// Onboarding timings and step rules. Pure: safe on client and server.

/** Six steps: welcome, features, player and navigation, template, create account, all set. */
export const STEP_COUNT = 6;
export const TEMPLATE_STEP = 3;
export const CREATE_ACCOUNT_STEP = 4;
export const LAST_STEP = STEP_COUNT - 1;

/** Without a Google sign-in the 'Sorry...' screen goes to /tbregister after 8 s. */
export const NO_SIGN_IN_REDIRECT_MS = 8_000;
export const NO_SIGN_IN_REDIRECT_URL = "/tbregister";
/** Where an email sign-up goes, signed in, to fill its new home. */
export const ONBOARDING_URL = "/tbonboarding";
/** Finishing goes to /tbhome after 100 ms. */
export const FINISH_DELAY_MS = 100;
export const FINISH_URL = "/tbhome";
/** The template preview carousel moves every 13 s and fades in 500 ms. */
export const TEMPLATE_CAROUSEL_MS = 13_000;
export const CAROUSEL_FADE_MS = 500;

/** Back is hidden on the first and last steps, and disabled on the create-account step. */
export function backState(step: number): "hidden" | "disabled" | "enabled" {
  if (step === 0 || step === LAST_STEP) return "hidden";
  return step === CREATE_ACCOUNT_STEP ? "disabled" : "enabled";
}

/** Next shows on every step but the last; on create account only once the account exists. */
export function nextState(step: number, accountCreated: boolean): "hidden" | "disabled" | "enabled" {
  if (step === LAST_STEP) return "hidden";
  return step === CREATE_ACCOUNT_STEP && !accountCreated ? "disabled" : "enabled";
}
