"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useReducer, useRef, useState, type CSSProperties, type Dispatch, type FocusEvent } from "react";
import { FORCED_LANDING_URL, MENU_BAR_REVEAL_ZONE_PX, MENU_BAR_TOUCH_REVEAL_ZONE_PX, SCROLL_IDLE_MS } from "@/lib/ui/constants";
import { ArrowLeftIcon, ArrowRightIcon, CloseIcon, SearchIcon, SiteIcon } from "@/components/ui/icons-core";
import { menuBarLayout } from "./menuBarModes";
import { hideDelayMs, initialMenuBarVisibility, menuBarOpacity, menuBarReducer, type MenuBarEvent, type MenuBarVisibility } from "./menuBarVisibility";
import { RotatingBall } from "./RotatingBall";
import { useMenuBarControls, useSearchState, useShell } from "./ShellContext";
import { UserMenu } from "./UserMenu";
import styles from "./MenuBar.module.css";

// Split off the bar every page loads: the search opens only on demand, and the music
// plays only for a signed-in viewer of the home face. Still rendered on the server where shown.
const MusicControls = dynamic(() => import("@/components/music/MusicControls").then((module) => module.MusicControls));
const SearchPanel = dynamic(() => import("./SearchPanel").then((module) => module.SearchPanel));

/** The bar at the top of every page: brand and search, home ball with history arrows, the user menu. */
export function MenuBar() {
  const t = useTranslations("shell");
  const tCommon = useTranslations("common");
  const router = useRouter();
  const { viewer, settings, ballHref, deployType } = useShell();
  const { mode, searchScope, editChecked, setEditChecked } = useMenuBarControls();
  const { ready: searchReady, arrival: searchArrival } = useSearchState();
  const layout = menuBarLayout(mode);
  const pathname = usePathname();

  const [visibility, dispatch] = useReducer(menuBarReducer, initialMenuBarVisibility);
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const searchToggleRef = useRef<HTMLButtonElement>(null);
  const searchId = useId();

  // Search is off while editing videos (documents: "search is off in ytEditMode") and until its index is ready.
  const searchAllowed = layout.search && !settings.ytEditMode && searchReady;
  const showSearch = searchOpen && searchAllowed;
  const held = showSearch || menuOpen || focusInside;

  useEffect(() => dispatch({ type: "hold", held }), [held]);

  // Back from a result, or sent to search everything: the search opens (SearchReadiness says which).
  useEffect(() => {
    if (searchArrival.carry || searchArrival.global) setSearchOpen(true);
  }, [searchArrival]);
  useHideTimer(visibility, dispatch);
  useRevealTriggers(dispatch, layout.revealOnAnyMove);
  useScrollActivity(dispatch);

  const closeSearch = useCallback(() => {
    setSearchOpen(false);
    searchToggleRef.current?.focus();
  }, []);

  // A registered guest's way back to their own home: the guest_go_home status page.
  const goHome = useCallback(() => router.push("/tbfriendman/gohome"), [router]);

  if (!layout.present) return null;

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  }

  return (
    <header
      className={styles.bar}
      data-phase={visibility.phase}
      data-mode={mode}
      style={{ "--menubar-bg-opacity": menuBarOpacity(visibility) } as CSSProperties}
      onPointerEnter={() => dispatch({ type: "pointer", inside: true })}
      onPointerLeave={() => dispatch({ type: "pointer", inside: false })}
      // Only keyboard focus holds the bar open: a mouse click also focuses a button.
      onFocus={(e) => setFocusInside(e.target.matches(":focus-visible"))}
      onBlur={onBlur}
      aria-label={t("menuBar")}
      data-testid="menu-bar"
    >
      <div className={styles.row}>
        <div className={styles.left}>
          {layout.brand && (
            <Link href={FORCED_LANDING_URL} className={styles.brand} aria-label={t("siteHome", { site: tCommon("siteName") })} data-testid="site-name">
              <SiteIcon size={24} className={styles.brandIcon} />
              <span className={styles.brandName}>{tCommon("siteName")}</span>
            </Link>
          )}
          {searchAllowed && (
            <button
              ref={searchToggleRef}
              type="button"
              className={styles.iconButton}
              aria-expanded={showSearch}
              aria-controls={searchId}
              aria-label={showSearch ? t("closeSearch") : t("openSearch")}
              title={showSearch ? t("closeSearch") : t("openSearch")}
              onClick={() => setSearchOpen((v) => !v)}
              data-testid="search-toggle"
            >
              {showSearch ? <CloseIcon size={20} /> : <SearchIcon size={20} />}
            </button>
          )}
          {/* Background music belongs to the home face; the tebe face plays only YouTube, which has its own sound. */}
          {viewer && deployType === "home" && layout.right === "profile" && <MusicControls buttonClassName={styles.iconButton} />}
        </div>

        <div className={styles.centre}>
          {layout.navigation && (
            <nav className={styles.centre} aria-label={t("homeButton")}>
              <button
                type="button"
                className={styles.iconButton}
                onClick={() => router.back()}
                aria-label={t("historyBack")}
                title={t("historyBack")}
                data-testid="history-back"
              >
                <ArrowLeftIcon size={20} />
              </button>
              <RotatingBall href={ballHref} label={t("homeButton")} />
              <button
                type="button"
                className={styles.iconButton}
                onClick={() => router.forward()}
                aria-label={t("historyForward")}
                title={t("historyForward")}
                data-testid="history-forward"
              >
                <ArrowRightIcon size={20} />
              </button>
            </nav>
          )}
        </div>

        <div className={styles.right}>
          {layout.right === "profile" && <UserMenu viewer={viewer} badgeColor={settings.badgeColor} onGoHome={goHome} onOpenChange={setMenuOpen} />}
          {layout.right === "editToggle" && (
            <label className={styles.editToggle}>
              <input type="checkbox" checked={editChecked} onChange={(e) => setEditChecked(e.target.checked)} data-testid="menu-edit-toggle" />
              <span>{t("editToggle")}</span>
            </label>
          )}
        </div>
      </div>

      {showSearch && (
        <div id={searchId}>
          <SearchPanel deployType={deployType} pathname={pathname} scope={searchScope} arrival={searchArrival} onClose={closeSearch} />
        </div>
      )}
    </header>
  );
}

/** Runs the 5 s / 8 s steps towards hiding; any change of phase or pinning restarts it. */
function useHideTimer(state: MenuBarVisibility, dispatch: Dispatch<MenuBarEvent>) {
  const delay = hideDelayMs(state);
  useEffect(() => {
    if (delay === null) return;
    const timer = window.setTimeout(() => dispatch({ type: "timerElapsed" }), delay);
    return () => window.clearTimeout(timer);
  }, [delay, state.phase, dispatch]);
}

/** A mouse near the top edge (anywhere in a mode that asks for it), or a tap near the top on touch screens, brings the bar back. */
function useRevealTriggers(dispatch: Dispatch<MenuBarEvent>, anywhere: boolean) {
  useEffect(() => {
    const onMove = (event: PointerEvent) => {
      if (event.pointerType === "mouse" && (anywhere || event.clientY <= MENU_BAR_REVEAL_ZONE_PX)) dispatch({ type: "reveal" });
    };
    const onDown = (event: PointerEvent) => {
      if (event.pointerType !== "mouse" && event.clientY <= MENU_BAR_TOUCH_REVEAL_ZONE_PX) dispatch({ type: "reveal" });
    };
    document.addEventListener("pointermove", onMove, { passive: true });
    document.addEventListener("pointerdown", onDown, { passive: true });
    return () => {
      document.removeEventListener("pointermove", onMove);
      document.removeEventListener("pointerdown", onDown);
    };
  }, [dispatch, anywhere]);
}

/** Reports whether a scroll is under way (until it has been quiet for SCROLL_IDLE_MS). */
function useScrollActivity(dispatch: Dispatch<MenuBarEvent>) {
  useEffect(() => {
    let idleTimer: number | undefined;
    const onScroll = () => {
      if (idleTimer === undefined) dispatch({ type: "scroll", active: true });
      window.clearTimeout(idleTimer);
      idleTimer = window.setTimeout(() => {
        idleTimer = undefined;
        dispatch({ type: "scroll", active: false });
      }, SCROLL_IDLE_MS);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.clearTimeout(idleTimer);
    };
  }, [dispatch]);
}
