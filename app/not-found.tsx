import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import styles from "@/components/ui/ui.module.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("notFound");
  return { title: t("title") };
}

/** Shown for any unknown address and for /not-found. */
export default async function NotFound() {
  const t = await getTranslations("notFound");
  return (
    <section className={styles.statusPage} data-testid="not-found">
      <div className={styles.statusCard}>
        <h1 className={styles.statusTitle}>{t("title")}</h1>
        <p className={styles.statusMessage}>{t("message")}</p>
        <Link href="/" className="button button-primary" data-testid="not-found-home">
          {t("goHome")}
        </Link>
      </div>
    </section>
  );
}
