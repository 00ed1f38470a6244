import Link from "next/link";
import styles from "./RotatingBall.module.css";

type Props = {
  href: string;
  label: string;
  size?: number;
  testId?: string;
};

/** The spinning home ball: a link home drawn and animated in CSS only. */
export function RotatingBall({ href, label, size = 34, testId = "home-ball" }: Props) {
  return (
    <Link href={href} className={styles.link} aria-label={label} title={label} data-testid={testId}>
      <span className={styles.ball} style={{ width: size, height: size }} aria-hidden="true">
        <span className={styles.surface} />
        <span className={styles.shine} />
      </span>
    </Link>
  );
}
