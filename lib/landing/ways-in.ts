// The landing page's two ways in (issue 17, item 3). With Google sign-in
// configured: sign in with Google, or register. Without it the Google button
// could only be disabled, so email sign-up is the main path and email sign-in
// the other one.

export type WayIn = {
  href: string;
  /** A key of the landing page's texts (landing.* or landingWaysIn.*). */
  label: "landing.signIn" | "landing.register" | "landingWaysIn.signUpWithEmail" | "landingWaysIn.signInWithEmail";
  testId: string;
};

/** The primary and the secondary way in for a signed-out visitor. */
export function waysIn(googleConfigured: boolean): { primary: WayIn; secondary: WayIn } {
  if (googleConfigured) {
    return {
      primary: { href: "/tblogin", label: "landing.signIn", testId: "landing-sign-in" },
      secondary: { href: "/tbregister", label: "landing.register", testId: "landing-register" },
    };
  }
  return {
    primary: { href: "/tbsignup", label: "landingWaysIn.signUpWithEmail", testId: "landing-email-signup" },
    secondary: { href: "/tebelogin", label: "landingWaysIn.signInWithEmail", testId: "landing-email-login" },
  };
}
