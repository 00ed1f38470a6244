"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Thumbnail } from "@/components/ui/Thumbnail";
import { useErrorText } from "@/components/ui/useErrorText";
import { allLensesQuery, type LensBrief } from "./api";
import { InviteManager } from "./InviteManager";
import styles from "./Lenses.module.css";

/** A lens card's cover moves to the next block's thumbnail every second while hovered (seeds 001 section 9). */
export const LENS_CARD_CYCLE_MS = 1_000;

/** /medialens, the Document page: the home's lens cards, and a create card in Reel Story edit mode. */
export function LensGrid({ editMode }: { editMode: boolean }) {
  const t = useTranslations("lens");
  const tCommon = useTranslations("common");
  const errorText = useErrorText();
  const lenses = useQuery(allLensesQuery());
  const [invitesOf, setInvitesOf] = useState<LensBrief | null>(null);

  return (
    <div className={styles.page} data-testid="lens-grid-page">
      <header className={styles.pageHeader}>
        <h1>{t("title")}</h1>
        <Link href="/articlelist" className="button" data-testid="lens-articles-link">
          {t("articles")}
        </Link>
      </header>
      {!editMode && <p className={styles.hint}>{t("editHint")}</p>}
      {lenses.isPending && (
        <p role="status" className={styles.hint} data-testid="lens-grid-loading">
          {tCommon("loadingEllipsis")}
        </p>
      )}
      {lenses.isError && (
        <p role="alert" className={styles.formError} data-testid="lens-grid-error">
          {errorText(lenses.error)}
        </p>
      )}
      {lenses.data && (
        <ul className={styles.grid} data-testid="lens-grid">
          {editMode && (
            <li>
              <Link href="/medialens/new" className={`${styles.card} ${styles.createCard}`} data-testid="lens-create-card">
                <span className={styles.createPlus} aria-hidden="true">
                  +
                </span>
                <span>{t("newLens")}</span>
              </Link>
            </li>
          )}
          {lenses.data.map((lens) => (
            <li key={lens.lens_id}>
              <LensCard lens={lens} onInvites={() => setInvitesOf(lens)} />
            </li>
          ))}
        </ul>
      )}
      {lenses.data?.length === 0 && (
        <p className={styles.hint} data-testid="lens-grid-empty">
          {t("empty")}
        </p>
      )}
      {invitesOf && <InviteManager lensId={invitesOf.lens_id} lensTitle={invitesOf.title} onClose={() => setInvitesOf(null)} />}
    </div>
  );
}

function LensCard({ lens, onInvites }: { lens: LensBrief; onInvites?: () => void }) {
  const t = useTranslations("lens");
  const locale = useLocale();
  const [hovered, setHovered] = useState(false);
  const [shown, setShown] = useState(0);
  const count = lens.thumbnails.length;

  useEffect(() => {
    if (!hovered || count < 2) return;
    const timer = window.setInterval(() => setShown((index) => (index + 1) % count), LENS_CARD_CYCLE_MS);
    return () => window.clearInterval(timer);
  }, [hovered, count]);

  const cover = lens.thumbnails[hovered ? shown : 0] ?? lens.cover_thumbnail_url;
  const start = () => setHovered(true);
  const stop = () => {
    setHovered(false);
    setShown(0);
  };
  return (
    <article className={styles.card} onMouseEnter={start} onMouseLeave={stop} onFocus={start} onBlur={stop} data-testid="lens-card" data-lens-id={lens.lens_id}>
      <Link href={`/medialens/get/${lens.lens_id}`} className={styles.cardLink} data-testid="lens-card-link">
        <span className={styles.cardCover} data-testid="lens-card-cover" data-shown={hovered ? shown : 0}>
          <Thumbnail src={cover} />
        </span>
        <span className={styles.cardTitle}>{lens.title || t("untitled")}</span>
      </Link>
      {lens.description && <p className={styles.cardDescription}>{lens.description}</p>}
      <p className={styles.cardMeta}>
        <span suppressHydrationWarning>
          {t("updatedAt", { date: new Date(lens.updated_at).toLocaleString(locale, { dateStyle: "medium", timeStyle: "short" }) })}
        </span>
        <span>{t("blockCount", { count: lens.block_count })}</span>
      </p>
      {onInvites && (
        <button type="button" className="button" onClick={onInvites} data-testid="lens-card-invites">
          {t("invites")}
        </button>
      )}
    </article>
  );
}
