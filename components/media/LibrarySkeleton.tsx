import { useTranslations } from "next-intl";
import styles from "./media.module.css";

/** What a library page shows while the server loads it: the grid's 'Loading…' over a title bar, video cards and photo tiles, shimmering. */
export function LibrarySkeleton() {
  const t = useTranslations("common");
  return (
    <div className={styles.page} aria-busy="true" role="status" data-testid="library-skeleton">
      <p className={styles.skeletonText}>{t("loadingEllipsis")}</p>
      <div className={`${styles.skeleton} ${styles.skeletonTitle}`} />
      <div className={styles.videoGrid}>
        {Array.from({ length: 3 }, (_, i) => (
          <div key={i} className={`${styles.skeleton} ${styles.skeletonCard}`} />
        ))}
      </div>
      <div className={styles.photoGrid}>
        {Array.from({ length: 12 }, (_, i) => (
          <div key={i} className={`${styles.skeleton} ${styles.skeletonTile}`} />
        ))}
      </div>
    </div>
  );
}
