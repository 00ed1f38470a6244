import Link from "next/link";
import { getTranslations } from "next-intl/server";
import styles from "./Lenses.module.css";

/** What the lens pages show instead: to anyone but the owner, and /medialens/new outside Reel Story edit mode. */
export async function LensNotice({ kind }: { kind: "ownersOnly" | "editModeOff" }) {
  const t = await getTranslations("lens");
  return (
    <div className={styles.page} data-testid={`lens-notice-${kind}`}>
      <p className={styles.hint} role="alert">
        {kind === "ownersOnly" ? t("ownersOnly") : t("editHint")}
      </p>
      <Link href={kind === "ownersOnly" ? "/" : "/settings"} className="button">
        {kind === "ownersOnly" ? t("goHome") : t("toSettings")}
      </Link>
    </div>
  );
}
