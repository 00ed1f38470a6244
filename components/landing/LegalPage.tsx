import Link from "next/link";
import { getTranslations } from "next-intl/server";
import styles from "./Landing.module.css";

type Section = { title: string; body: string | string[] };
type Props = { title: string; intro: string; sections: Section[]; testId: string };

// The privacy and terms pages: plain, server-rendered text in the visitor's language.
export async function LegalPage({ title, intro, sections, testId }: Props) {
  const t = await getTranslations("legal");
  return (
    <article className={styles.legal} data-testid={testId}>
      <h1>{title}</h1>
      <p className={styles.updated}>{t("updated")}</p>
      <p>{intro}</p>
      {sections.map((section) => (
        <section key={section.title}>
          {section.title && <h2>{section.title}</h2>}
          {Array.isArray(section.body) ? (
            <ul>
              {section.body.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : (
            <p>{section.body}</p>
          )}
        </section>
      ))}
      <p>
        <Link href="/?stay=1">{t("back")}</Link>
      </p>
    </article>
  );
}
