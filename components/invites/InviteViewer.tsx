"use client";

import { useCallback, useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { getJson, type ApiReply } from "@/lib/http/client";
import { STATUS_REDIRECT_DELAY_MS } from "@/lib/ui/constants";
import type { LensView } from "@/lib/lenses/service";
import { dropAuthorizedInviteCode, withInviteCode } from "@/lib/invites/visitor";
import { LensPlayer } from "@/components/lenses/LensPlayer";
import { ownerMediaSrc } from "@/components/lenses/api";
import { StatusPage } from "@/components/ui/StatusPage";
import styles from "./Invites.module.css";

// /inviteview/{inviteCode}: the invited lens and only the lens, on the lens
// player with its share control hidden (the players have no play-elsewhere
// control: remote playback is off). Its files stream with the invite session
// cookie and carry ?invite_code. Closing logs the invite session out and
// thanks the visitor. When the invite stops working (revoked, expired), the
// next check sends the visitor back to the gate with 'Please validate this invite!'.

type ViewerError = "pleaseValidate" | "mediaIdNotFound" | "mediaIdFailed";
type State = { phase: "loading" } | { phase: "error"; error: ViewerError } | { phase: "ready"; lens: LensView } | { phase: "closed" };

/** How often an open viewer asks whether its invite still works: a revoked invite ends on screen within this, its streams at once. */
const SESSION_CHECK_MS = 5_000;

const mediaIdReply = (code: string) => getJson<{ media_id: string }>(`/api_invite_f2f/invite_mediaid/${code}`, { unauthorizedRedirect: false });

/** The viewer error of a failed invite_mediaid or lens load. */
function errorOf(reply: ApiReply<unknown>): ViewerError {
  if (reply.httpStatus === 401 || reply.httpStatus === 403) return "pleaseValidate";
  return reply.status || reply.httpStatus === 404 ? "mediaIdNotFound" : "mediaIdFailed";
}

export function InviteViewer({ code }: { code: string }) {
  const t = useTranslations("invites");
  const tGate = useTranslations("inviteGate");
  const [state, setState] = useState<State>({ phase: "loading" });

  const fail = useCallback(
    (error: ViewerError) => {
      dropAuthorizedInviteCode(window.localStorage, code);
      setState((now) => (now.phase === "closed" ? now : { phase: "error", error }));
    },
    [code],
  );

  useEffect(() => {
    (async () => {
      const id = await mediaIdReply(code);
      if (!id.status || !id.data?.media_id) return fail(errorOf(id));
      const lens = await getJson<LensView>(`/api_medialens_f2f/load/${encodeURIComponent(id.data.media_id)}`, { unauthorizedRedirect: false });
      if (!lens.status || !lens.data) return fail(errorOf(lens));
      setState({ phase: "ready", lens: lens.data });
    })();
  }, [code, fail]);

  const ready = state.phase === "ready";
  useEffect(() => {
    if (!ready) return;
    const check = async () => {
      const reply = await mediaIdReply(code);
      if (reply.httpStatus === 401 || reply.httpStatus === 403) fail("pleaseValidate");
    };
    const timer = window.setInterval(check, SESSION_CHECK_MS);
    window.addEventListener("focus", check);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener("focus", check);
    };
  }, [ready, code, fail]);

  const mediaSrc = useCallback((relpath: string) => withInviteCode(ownerMediaSrc(relpath), code), [code]);

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
  if (state.phase === "loading") {
    return (
      <div className={styles.viewer}>
        <p role="status" className={styles.placeholder}>
          {tGate("loading")}
        </p>
      </div>
    );
  }
  return (
    <div className={styles.viewer} data-testid="invite-viewer">
      <LensPlayer lens={state.lens} photoSrc={mediaSrc} videoSrc={mediaSrc} hideShare onClose={close} />
    </div>
  );
}
