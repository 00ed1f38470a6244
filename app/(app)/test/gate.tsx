import "server-only";
import { getTranslations } from "next-intl/server";
import { getConfig } from "@/lib/config";
import styles from "@/components/ui/ui.module.css";

// The one rule of the test routes (/test/*, /tbtest/*): they exist only while
// TEST_ROUTES is on; otherwise every one of them shows 'Test routes are disabled.'.

export function testRoutesEnabled(): boolean {
  return getConfig().testRoutes;
}

export async function TestRoutesDisabled() {
  const t = await getTranslations("status");
  return (
    <section className={styles.statusPage} data-testid="test-routes-disabled">
      <div className={styles.statusCard}>
        <h1 className={styles.statusTitle}>{t("testRoutesDisabled")}</h1>
      </div>
    </section>
  );
}
