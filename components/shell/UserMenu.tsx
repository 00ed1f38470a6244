"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import type { Viewer } from "@/lib/shell/viewer";
import { GlobeIcon } from "@/components/ui/icons-core";
import type { ProfileMenuProps } from "./ProfileMenu";
import { LANGUAGES, useLanguageSwitch } from "./useLanguageSwitch";
import styles from "./MenuBar.module.css";

// Its own chunk: a signed-out visitor (the landing page's) never loads the signed-in menu.
const ProfileMenu = dynamic(() => import("./ProfileMenu").then((module) => module.ProfileMenu));

type Props = Omit<ProfileMenuProps, "viewer"> & { viewer: Viewer | null };

/** The right side of the menu bar: the viewer's name tag and its menu, or a sign-in link. */
export function UserMenu({ viewer, badgeColor, onGoHome, onOpenChange }: Props) {
  if (!viewer) return <SignedOutControls />;
  return <ProfileMenu viewer={viewer} badgeColor={badgeColor} onGoHome={onGoHome} onOpenChange={onOpenChange} />;
}

/** Pages where a visitor is in the middle of signing up: no 'Sign in' to lead them away. */
const SIGNING_UP_PAGES = ["/tbonboarding"];

function SignedOutControls() {
  const t = useTranslations("shell");
  const signingUp = SIGNING_UP_PAGES.includes(usePathname());
  const { locale, pending, switchTo } = useLanguageSwitch(false);
  const other = LANGUAGES.find((l) => l.locale !== locale) ?? LANGUAGES[0];
  return (
    <div className={styles.signedOut}>
      <button
        type="button"
        className={styles.textButton}
        onClick={() => switchTo(other.locale)}
        disabled={pending}
        lang={other.locale === "zh" ? "zh-CN" : "en"}
        aria-label={`${t("language")}: ${t(other.labelKey)}`}
        data-testid="language-toggle"
      >
        <GlobeIcon size={18} />
        <span>{t(other.labelKey)}</span>
      </button>
      {!signingUp && (
        <Link href="/" className={styles.signIn} data-testid="sign-in-link">
          {t("signIn")}
        </Link>
      )}
    </div>
  );
}
