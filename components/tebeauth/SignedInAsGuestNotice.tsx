import Link from "next/link";
import { useTranslations } from "next-intl";
import styles from "@/components/ui/AuthCard.module.css";

/**
 * On an owner sign-in (/tblogin, /tebelogin) for someone signed in as a
 * guest (documents: "a guest logged in as guest who visits owner login is
 * warned to use guest login"). Signing in as an owner stays possible.
 */
export function SignedInAsGuestNotice() {
  const t = useTranslations("login");
  return (
    <p className={styles.notice} role="status" data-testid="guest-on-owner-login">
      {t("guestUseGuestLogin")}{" "}
      <Link href="/glogin" data-testid="guest-on-owner-login-link">
        {t("guestLoginTitle")}
      </Link>
    </p>
  );
}
