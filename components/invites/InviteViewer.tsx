"use client";

import { useCallback, useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { getJson, type ApiReply } from "@/lib/http/client";
import { STATUS_REDIRECT_DELAY_MS } from "@/lib/ui/constants";
import type { InvitedLens } from "@/lib/invites/service";
import { dropAuthorizedInviteCode, withInviteCode } from "@/lib/invites/visitor";
import { b64 } from "@/components/collections/api";
import { StatusPage } from "@/components/ui/StatusPage";
import { ArrowLeftIcon, ArrowRightIcon } from "@/components/ui/icons";
import styles from "./Invites.module.css";

// /inviteview/{inviteCode}: the invited lens and only the lens, one block at a
// time (photos from getphoto, videos streamed through playerfile's URL, both
// with ?invite_code), with no share or play-elsewhere control. Closing logs
// the invite session out and thanks the visitor. An invite that stops working
// (revoked, expired, logged out) sends the visitor back to the gate.

type ViewerError = "pleaseValidate" | "mediaIdNotFound" | "mediaIdFailed";
type Shown = { kind: "photo" | "video"; src: string } | { kind: "missing" } | { kind: "loading" };
/** What is shown, and for which block (another block's result means this one is still loading). */
type ShownFor = { at: number; view: Shown };
type State = { phase: "loading" } | { phase: "error"; error: ViewerError } | { phase: "ready"; lens: InvitedLens } | { phase: "closed" };

/** A refusal of the invite session itself (as opposed to one missing file). */
const sessionRefused = (reply: ApiReply<unknown>) => reply.httpStatus === 401 || reply.httpStatus === 403;

export function InviteViewer({ code }: { code: string }) {
  const t = useTranslations("invites");
  const tGate = useTranslations("inviteGate");
  const [state, setState] = useState<State>({ phase: "loading" });
  const [index, setIndex] = useState(0);
  const [loaded, setLoaded] = useState<ShownFor>({ at: -1, view: { kind: "loading" } });

  const fail = useCallback(
    (error: ViewerError) => {
      dropAuthorizedInviteCode(window.localStorage, code);
      setState({ phase: "error", error });
    },
    [code],
  );

  useEffect(() => {
    getJson<InvitedLens>(`/api_invite_f2f/invite_mediaid/${code}`, { unauthorizedRedirect: false }).then((reply) => {
      if (reply.status && reply.data?.media_id) setState({ phase: "ready", lens: reply.data });
      else if (reply.httpStatus === 401) fail("pleaseValidate");
      else if (reply.status || reply.httpStatus === 404) fail("mediaIdNotFound");
      else fail("mediaIdFailed");
    });
  }, [code, fail]);

  const lens = state.phase === "ready" ? state.lens : null;
  const block = lens?.blocks[index];
  const shown: Shown = loaded.at === index ? loaded.view : { kind: "loading" };
  useEffect(() => {
    if (!block) return;
    let current = true;
    const encoded = b64(block.relpath);
    const load: Promise<ApiReply<{ img64?: string; file_name_url?: string }>> =
      block.type === "2"
        ? getJson(withInviteCode(`/api_invite_f2f/getphoto/${encoded}`, code), { unauthorizedRedirect: false })
        : getJson(withInviteCode(`/api_myfilex/playerfile/${encoded}?thumbs=url`, code), { unauthorizedRedirect: false });
    load.then((reply) => {
      if (!current) return;
      if (sessionRefused(reply)) return fail("pleaseValidate");
      const src = block.type === "2" ? reply.data?.img64 : reply.data?.file_name_url;
      // A file gone from disk since the lens was made: a placeholder, never an error page.
      setLoaded({ at: index, view: reply.status && src ? { kind: block.type === "2" ? "photo" : "video", src } : { kind: "missing" } });
    });
    return () => {
      current = false;
    };
  }, [block, index, code, fail]);

  /** A video that stops loading may be an invite that ended: ask once whether the session still works. */
  async function checkSession() {
    const reply = await getJson(`/api_invite_f2f/invite_mediaid/${code}`, { unauthorizedRedirect: false });
    if (sessionRefused(reply)) fail("pleaseValidate");
    else setLoaded({ at: index, view: { kind: "missing" } });
  }

  async function close() {
    await getJson(`/api_invite_f2f/logoutinvite/${code}`, { unauthorizedRedirect: false });
    dropAuthorizedInviteCode(window.localStorage, code);
    setState({ phase: "closed" });
  }

  if (state.phase === "closed") {
    return <StatusPage title={tGate("thanksTitle")} message={tGate("thanksMessage")} okHref={`/invite/${code}`} />;
  }
  if (state.phase === "error") {
    return <StatusPage title={t(state.error)} message={tGate("redirecting")} redirectTo={`/invite/${code}`} delayMs={STATUS_REDIRECT_DELAY_MS} />;
  }
  if (!lens) {
    return (
      <main className={styles.viewer} aria-busy="true">
        <p className={styles.placeholder}>{tGate("loading")}</p>
      </main>
    );
  }

  const total = lens.blocks.length;
  return (
    <main className={styles.viewer} data-testid="invite-viewer">
      <header className={styles.bar}>
        <div className={styles.heading}>
          <h1 className={styles.title} data-testid="invite-lens-title">
            {lens.title || tGate("untitled")}
          </h1>
          {lens.description && <p className={styles.description}>{lens.description}</p>}
        </div>
        <button type="button" className={`button ${styles.closeButton}`} onClick={close} data-testid="invite-close">
          {t("closeLens")}
        </button>
      </header>
      <section className={styles.stage} aria-live="polite">
        {total === 0 && <p className={styles.placeholder}>{tGate("empty")}</p>}
        {block && shown.kind === "loading" && <p className={styles.placeholder}>{tGate("loading")}</p>}
        {block && shown.kind === "missing" && (
          <p className={styles.placeholder} data-testid="invite-missing">
            {tGate("missing")}
          </p>
        )}
        {block && shown.kind === "photo" && (
          // eslint-disable-next-line @next/next/no-img-element -- a data URL from getphoto: nothing for next/image to optimise
          <img
            className={styles.media}
            src={shown.src}
            alt={block.title || tGate("itemOf", { index: String(index + 1), total: String(total) })}
            data-testid="invite-photo"
          />
        )}
        {block && shown.kind === "video" && (
          <video
            key={shown.src}
            className={styles.media}
            src={shown.src}
            controls
            autoPlay
            muted
            playsInline
            controlsList="nodownload noremoteplayback"
            disableRemotePlayback
            onError={checkSession}
            aria-label={block.title || tGate("itemOf", { index: String(index + 1), total: String(total) })}
            data-testid="invite-video"
          />
        )}
      </section>
      {total > 0 && (
        <nav className={styles.controls} aria-label={lens.title || tGate("untitled")}>
          <button
            type="button"
            className={styles.navButton}
            onClick={() => setIndex(index - 1)}
            disabled={index === 0}
            aria-label={tGate("previous")}
            data-testid="invite-previous"
          >
            <ArrowLeftIcon aria-hidden="true" />
          </button>
          <span className={styles.counter} data-testid="invite-counter">
            {tGate("itemOf", { index: String(index + 1), total: String(total) })}
          </span>
          <button
            type="button"
            className={styles.navButton}
            onClick={() => setIndex(index + 1)}
            disabled={index >= total - 1}
            aria-label={tGate("next")}
            data-testid="invite-next"
          >
            <ArrowRightIcon aria-hidden="true" />
          </button>
        </nav>
      )}
    </main>
  );
}
