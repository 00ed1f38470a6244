import Link from "next/link";
import { useTranslations } from "next-intl";
import { ChevronRightIcon } from "./icons";
import { DIRECTORY_HOME, folderAddress } from "./urlState";
import type { DirFilesPage } from "./types";
import styles from "./media.module.css";

/** Home, then the root and each folder above this one as links, then this folder. */
export function Breadcrumb({ trail }: { trail: DirFilesPage["breadcrumbfull"] }) {
  const t = useTranslations("library");
  const tMedia = useTranslations("media");
  const current = trail[trail.length - 1];
  return (
    <nav className={styles.breadcrumb} aria-label={t("breadcrumb")} data-testid="breadcrumb">
      <ol>
        <li>
          <Link href={DIRECTORY_HOME} data-testid="breadcrumb-home">
            {tMedia("breadcrumbHome")}
          </Link>
        </li>
        {trail.slice(0, -1).map((crumb) => (
          <li key={crumb.item_en_relpath}>
            <ChevronRightIcon size={14} />
            <Link href={folderAddress(crumb.item_en_relpath)}>{crumb.item_title}</Link>
          </li>
        ))}
        {current && (
          <li>
            <ChevronRightIcon size={14} />
            <span className={styles.breadcrumbCurrent} aria-current="page" data-testid="breadcrumb-current">
              {current.item_title}
            </span>
          </li>
        )}
      </ol>
    </nav>
  );
}
