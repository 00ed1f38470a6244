"use client";

import { useTranslations } from "next-intl";
import { BADGE_COLORS } from "@/lib/homesettings/constants";
import { useChoiceSaver } from "./useChoiceSaver";
import { updateBadgeColor } from "./tbsettingsApi";
import { useSettingsText } from "./useSettingsText";
import styles from "./TebeSettings.module.css";

/** The 9 badge colours as a radio group of swatches, with a preview badge; a choice is saved at once. */
export function BadgePalette({ initial, label }: { initial: string; label: string }) {
  const t = useTranslations("tbSettings");
  const text = useSettingsText();
  const { value, saving, notice, choose } = useChoiceSaver(initial.toLowerCase(), updateBadgeColor, {
    ok: t("saved"),
    failure: (r) => text.failure(r, t("saveFailed")),
  });

  return (
    <section className={styles.part} aria-labelledby="tbsettings-badge" data-testid="badge-palette">
      <h2 id="tbsettings-badge">{t("badgeColor")}</h2>
      <div className={styles.badgeRow}>
        <span className={styles.badge} style={{ background: value }} aria-label={t("badgePreview")} data-testid="badge-preview">
          {(label.trim()[0] ?? "?").toUpperCase()}
        </span>
        <div className={styles.swatches} role="radiogroup" aria-labelledby="tbsettings-badge" aria-busy={saving}>
          {BADGE_COLORS.map((colour, index) => (
            <label
              key={colour}
              className={`${styles.swatch} ${value === colour ? styles.chosen : ""}`}
              style={{ background: colour }}
              title={colour}
              data-testid={`badge-${colour.slice(1)}`}
            >
              <input
                type="radio"
                name="badge-colour"
                className="visually-hidden"
                value={colour}
                checked={value === colour}
                aria-label={t("badgeColorName", { index: index + 1 })}
                onChange={() => void choose(colour)}
              />
            </label>
          ))}
        </div>
      </div>
      <p className={notice?.kind === "error" ? styles.error : styles.ok} role={notice?.kind === "error" ? "alert" : "status"} data-testid="badge-message">
        {notice?.text}
      </p>
    </section>
  );
}
