"use client";

import { useTranslations } from "next-intl";
import { WALLPAPERS, wallpaperUrl } from "@/lib/homesettings/constants";
import { useChoiceSaver } from "./useChoiceSaver";
import { updateWallpaper } from "./tbsettingsApi";
import { useSettingsText } from "./useSettingsText";
import styles from "./TebeSettings.module.css";

/** The shipped wallpapers as a radio group of pictures; a choice is saved at once. */
export function WallpaperPicker({ initial }: { initial: string }) {
  const t = useTranslations("tbSettings");
  const text = useSettingsText();
  const { value, saving, notice, choose } = useChoiceSaver(initial, updateWallpaper, { ok: t("saved"), failure: (r) => text.failure(r, t("saveFailed")) });

  return (
    <section className={styles.part} aria-labelledby="tbsettings-wallpaper" data-testid="wallpaper-picker">
      <h2 id="tbsettings-wallpaper">{t("wallpaper")}</h2>
      <div className={styles.wallpapers} role="radiogroup" aria-labelledby="tbsettings-wallpaper" aria-busy={saving}>
        {WALLPAPERS.map((name, index) => (
          <label key={name} className={`${styles.wallpaper} ${value === name ? styles.chosen : ""}`} data-testid={`wallpaper-${name}`}>
            <input type="radio" name="wallpaper" className="visually-hidden" value={name} checked={value === name} onChange={() => void choose(name)} />
            <img src={wallpaperUrl(name)} alt={t("wallpaperName", { index: index + 1 })} loading="lazy" />
            {value === name && <span className={styles.currentTag}>{t("current")}</span>}
          </label>
        ))}
      </div>
      <p className={notice?.kind === "error" ? styles.error : styles.ok} role={notice?.kind === "error" ? "alert" : "status"} data-testid="wallpaper-message">
        {notice?.text}
      </p>
    </section>
  );
}
