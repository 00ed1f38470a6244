"use client";

import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "next-intl";
import type { Personalisation } from "@/lib/homesettings/service";
import { SearchIndexSection } from "@/components/search/SearchIndexSection";
import { AgentTokens } from "./AgentTokens";
import { BadgePalette } from "./BadgePalette";
import { NamesForm } from "./NamesForm";
import { WallpaperPicker } from "./WallpaperPicker";
import styles from "./TebeSettings.module.css";

/** /tbsettings: the owner personalises the home (wallpaper, badge colour, names), connects home servers (agent tokens) and reaches the other settings. */
type Props = {
  initial: Personalisation;
  /** The hosted face's home agent section (null on the home face, which is a home server itself). */
  agent: { publicOrigin: string | null } | null;
};

export function TebeSettings({ initial, agent }: Props) {
  const t = useTranslations("tbSettings");
  const tOnboarding = useTranslations("onboarding");
  const [names, setNames] = useState({ home_name: initial.home_name, owner_name: initial.owner_name });

  return (
    <div className={styles.page} data-testid="tbsettings-page">
      <h1>{t("title")}</h1>
      <section className={styles.part} aria-labelledby="tbsettings-names" data-testid="tbsettings-names">
        <h2 id="tbsettings-names">{t("names")}</h2>
        <p className={styles.homeNumber}>
          {t("homeNumber")}: <strong data-testid="tbsettings-home-number">{initial.home_number}</strong>
        </p>
        <NamesForm initial={names} onSaved={setNames} />
      </section>
      <BadgePalette initial={initial.badge_color} label={names.owner_name || names.home_name || tOnboarding("homeName")} />
      <WallpaperPicker initial={initial.wallpaper} />
      <SearchIndexSection kinds={["yt"]} className={styles.part} />
      {agent && <AgentTokens homeNumber={initial.home_number} publicOrigin={agent.publicOrigin} />}
      <nav className={styles.part} aria-labelledby="tbsettings-more">
        <h2 id="tbsettings-more">{t("more")}</h2>
        <div className={styles.links}>
          <Link href="/settings" className="button" data-testid="tbsettings-edit-modes">
            {t("editModes")}
          </Link>
          <Link href="/tbguestman" className="button">
            {t("guests")}
          </Link>
          <Link href="/tbfriendman" className="button">
            {t("friends")}
          </Link>
          <Link href="/tbdelacc" className="button button-danger" data-testid="tbsettings-delete-account">
            {t("deleteAccount")}
          </Link>
        </div>
      </nav>
    </div>
  );
}
