import { waysIn } from "./ways-in";

describe("the landing page's ways in", () => {
  test("with Google configured: sign in with Google first, register second", () => {
    const { primary, secondary } = waysIn(true);
    expect(primary).toMatchObject({ href: "/tblogin", label: "landing.signIn" });
    expect(secondary).toMatchObject({ href: "/tbregister", label: "landing.register" });
  });

  test("without Google: email sign-up is the main path, email sign-in the other; nothing leads to a Google page", () => {
    const { primary, secondary } = waysIn(false);
    expect(primary).toMatchObject({ href: "/tbsignup", label: "landingWaysIn.signUpWithEmail" });
    expect(secondary).toMatchObject({ href: "/tebelogin", label: "landingWaysIn.signInWithEmail" });
    expect([primary.href, secondary.href]).not.toContain("/tblogin");
    expect([primary.href, secondary.href]).not.toContain("/tbregister");
  });
});
