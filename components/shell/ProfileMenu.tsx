"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from "react";
import type { Viewer } from "@/lib/shell/viewer";
import { FORCED_LANDING_URL, LOGOUT_REDIRECT_MS } from "@/lib/ui/constants";
import { CheckIcon, DocumentIcon, GlobeIcon, GuestIcon, HomeIcon, LogoutIcon, SettingsIcon, UserIcon } from "@/components/ui/icons";
import { InstallMenuItem } from "@/components/pwa/InstallMenuItem";
import { useShell } from "./ShellContext";
import { logoutSession } from "./shellApi";
import { LANGUAGES, useLanguageSwitch } from "./useLanguageSwitch";
import styles from "./MenuBar.module.css";

// Shown only on iPhone Safari, when asked for.
const InstallHintDialog = dynamic(() => import("@/components/pwa/InstallHintDialog").then((module) => module.InstallHintDialog), { ssr: false });

export type ProfileMenuProps = {
  viewer: Viewer;
  badgeColor: string;
  /** 'My Home' for a registered guest (a friend visiting): go back to their own home. */
  onGoHome: () => void;
  onOpenChange: (open: boolean) => void;
};

/**
 * A tebe owner's own pages (every owner has settings, guests and friends,
 * while the home screen's Settings tile is for admins only).
 */
const TEBE_OWNER_LINKS = [
  { href: "/tbsettings", labelKey: "menuSettings", Icon: SettingsIcon, testId: "menu-settings" },
  { href: "/tbguestman", labelKey: "menuGuests", Icon: GuestIcon, testId: "menu-guests" },
  { href: "/tbfriendman", labelKey: "menuFriends", Icon: UserIcon, testId: "menu-friends" },
] as const;

/** Every owner writes articles, on either face. */
const ARTICLES_LINK = { href: "/articlelist", labelKey: "menuArticles", Icon: DocumentIcon, testId: "menu-articles" } as const;

/** The signed-in viewer's name tag and its menu: their pages, language, install, logout. */
export function ProfileMenu({ viewer, badgeColor, onGoHome, onOpenChange }: ProfileMenuProps) {
  const t = useTranslations("shell");
  const isOwner = viewer.loginUserType === "owner";
  const isGuest = viewer.loginUserType !== "owner";
  const { deployType } = useShell();
  const ownerLinks = isOwner ? [ARTICLES_LINK, ...(deployType === "tebe" ? TEBE_OWNER_LINKS : [])] : [];
  const { locale, pending, switchTo } = useLanguageSwitch(isOwner);
  const [open, setOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const [installHint, setInstallHint] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => onOpenChange(open), [open, onOpenChange]);

  // Close on a press outside the menu.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  // Move focus into the menu when it opens, so arrow keys and Escape work at once.
  useEffect(() => {
    if (open) menuItems(menuRef.current)[0]?.focus();
  }, [open]);

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const items = menuItems(menuRef.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      items[event.key === "Home" ? 0 : items.length - 1]?.focus();
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  }

  async function logout() {
    setLoggingOut(true);
    await logoutSession();
    // Wait 400 ms before landing, so the session's end settles first.
    window.setTimeout(() => window.location.assign(FORCED_LANDING_URL), LOGOUT_REDIRECT_MS);
  }

  const tagText = isGuest ? t("guestLabel", { name: viewer.name }) : viewer.name;
  // On narrow screens the guest icon alone says "guest"; the prefix hides (CSS).
  const tagContent = isGuest
    ? t.rich("guestTag", { name: viewer.name, prefix: (chunks) => <span className={styles.guestPrefix}>{chunks}</span> })
    : viewer.name;

  return (
    <div className={styles.profile} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.userTag}
        style={{ "--badge": badgeColor } as CSSProperties}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${t("userMenu")}: ${tagText}`}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(e) => {
          if (e.key === "ArrowDown") {
            e.preventDefault();
            setOpen(true);
          }
        }}
        data-testid="user-tag"
      >
        {isGuest ? <GuestIcon size={18} data-testid="guest-icon" /> : <UserIcon size={18} />}
        <span className={styles.userName} title={tagText}>
          {tagContent}
        </span>
      </button>

      {open && (
        <div ref={menuRef} id={menuId} role="menu" aria-label={t("userMenu")} className={styles.menu} onKeyDown={onMenuKeyDown} data-testid="user-menu">
          {viewer.loginUserType === "registered_guest" && (
            <button
              type="button"
              role="menuitem"
              className={styles.menuItem}
              onClick={() => {
                setOpen(false);
                onGoHome();
              }}
              data-testid="menu-my-home"
            >
              <HomeIcon size={18} />
              <span>{t("myHome")}</span>
            </button>
          )}

          {ownerLinks.map(({ href, labelKey, Icon, testId }) => (
            <Link key={href} href={href} role="menuitem" className={styles.menuItem} onClick={() => setOpen(false)} data-testid={testId}>
              <Icon size={18} />
              <span>{t(labelKey)}</span>
            </Link>
          ))}

          <div role="group" aria-label={t("language")} className={styles.menuGroup}>
            <span className={styles.menuGroupLabel} aria-hidden="true">
              <GlobeIcon size={16} /> {t("language")}
            </span>
            {LANGUAGES.map(({ locale: option, labelKey }) => (
              <button
                key={option}
                type="button"
                role="menuitemradio"
                aria-checked={locale === option}
                className={styles.menuItem}
                disabled={pending}
                lang={option === "zh" ? "zh-CN" : "en"}
                onClick={() => {
                  setOpen(false);
                  void switchTo(option);
                }}
                data-testid={`menu-language-${option}`}
              >
                <span className={styles.check}>{locale === option && <CheckIcon size={16} />}</span>
                <span>{t(labelKey)}</span>
              </button>
            ))}
          </div>

          <InstallMenuItem className={styles.menuItem} onChosen={() => setOpen(false)} onHint={() => setInstallHint(true)} />

          <button type="button" role="menuitem" className={styles.menuItem} onClick={logout} disabled={loggingOut} data-testid="menu-logout">
            <LogoutIcon size={18} />
            <span>{t("logout")}</span>
          </button>
        </div>
      )}
      {installHint && <InstallHintDialog onClose={() => setInstallHint(false)} />}
    </div>
  );
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>('[role^="menuitem"]:not([disabled])')] : [];
}
