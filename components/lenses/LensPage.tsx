"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ApiError } from "@/lib/http/client";
import { lensQuery, ownerMediaSrc } from "./api";
import { InviteManager } from "./InviteManager";
import { LensEditor } from "./LensEditor";
import { LensPlayer } from "./LensPlayer";
import styles from "./Lenses.module.css";

/** /medialens/get/{id}: the editor in Reel Story edit mode, else the lens played; 'MediaLens not found.' for an unknown id. */
export function LensPage({ lensId, editMode }: { lensId: string; editMode: boolean }) {
  const t = useTranslations("lens");
  const tCommon = useTranslations("common");
  const router = useRouter();
  const lens = useQuery(lensQuery(lensId));
  const [invitesOpen, setInvitesOpen] = useState(false);

  if (lens.isPending)
    return (
      <div className={styles.page}>
        <p role="status" className={styles.hint} data-testid="lens-loading">
          {tCommon("loadingEllipsis")}
        </p>
      </div>
    );
  if (lens.isError) {
    const notFound = lens.error instanceof ApiError && lens.error.httpStatus === 404;
    return (
      <div className={styles.page}>
        <p role="alert" className={styles.formError} data-testid="lens-load-error">
          {notFound ? t("notFound") : t("networkError")}
        </p>
        <Link href="/medialens" className="button">
          {t("backToLenses")}
        </Link>
      </div>
    );
  }
  if (editMode) return <LensEditor lens={lens.data} />;
  return (
    <div className={styles.page} data-testid="lens-view">
      <LensPlayer lens={lens.data} photoSrc={ownerMediaSrc} videoSrc={ownerMediaSrc} onClose={() => router.push("/medialens")} />
      <div className={styles.headerButtons}>
        <Link href="/medialens" className="button">
          {t("backToLenses")}
        </Link>
        <button type="button" className="button" onClick={() => setInvitesOpen(true)} data-testid="lens-invites">
          {t("invites")}
        </button>
      </div>
      {invitesOpen && <InviteManager lensId={lensId} lensTitle={lens.data.title} onClose={() => setInvitesOpen(false)} />}
    </div>
  );
}
