import Link from "next/link";
import { getTranslations } from "next-intl/server";
import styles from "./Managers.module.css";

/** What a guest or a visiting friend sees on the owner's managers. */
export async function OwnersOnly() {
  const t = await getTranslations("guests");
  const tCommon = await getTranslations("notFound");
  return (
    <div className={styles.page} data-testid="owners-only">
      <p className={styles.state} role="alert">
        {t("ownersOnly")}
      </p>
      <Link href="/tbhome" className="button">
        {tCommon("goHome")}
      </Link>
    </div>
  );
}
