"use client";

import { useEffect, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { postJson, refusalOf, unwrap } from "@/lib/http/client";
import { GO_HOME_REDIRECT_DELAY_MS } from "@/lib/ui/constants";
import type { FriendHome, GuestSignInReply } from "@/lib/guests/service";
import { useServerText } from "@/components/ui/useErrorText";
import { SessionChangedStatus } from "./ManagerParts";
import { GuestNameInput, PinFields, pinProblem } from "./PinFields";
import styles from "@/components/ui/AuthCard.module.css";

type Mode = "checking" | "guest" | "friend";

/** Whether an owner is signed in here; a 401 (nobody) is an answer, not a reason to go to the re-login page. */
async function signedInAsOwner(): Promise<boolean> {
  const reply = await postJson<{ type?: string }>("/api_tebeauth/login_status", {}, { unauthorizedRedirect: false });
  return reply.status && reply.data?.type === "owner";
}

/**
 * /invite/{token}: a guest accepts with the name the invite was made for; a
 * signed-in owner accepts a friend invite from their account and can then visit.
 */
export function AcceptInvite({ inviteToken }: { inviteToken: string }) {
  const t = useTranslations("guests");
  const tPin = useTranslations("guestPin");
  const tStatus = useTranslations("status");
  const serverText = useServerText();
  const [mode, setMode] = useState<Mode>("checking");
  const [name, setName] = useState("");
  const [pin, setPin] = useState("");
  const [pinRepeat, setPinRepeat] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [friendship, setFriendship] = useState<(FriendHome & { guest_token: string }) | null>(null);
  const [visiting, setVisiting] = useState<string | null>(null);
  const [welcome, setWelcome] = useState<GuestSignInReply | null>(null);

  useEffect(() => {
    signedInAsOwner().then((owner) => setMode(owner ? "friend" : "guest"));
  }, []);

  async function submitGuest(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError(t("inviteNameRequired"));
    const problem = pinProblem(pin, pinRepeat);
    if (problem) return setError(tPin(problem));
    setBusy(true);
    const reply = await postJson<GuestSignInReply>("/api_tebeauth/accept_invite", { invite_token: inviteToken, guest_name: name.trim(), pin });
    setBusy(false);
    if (!reply.status || !reply.data) return setError(reply.error ? serverText(refusalOf(reply)) : t("sendFailed"));
    // Documents: the guest welcome status page, then the home after 5 s (as a friend's visit).
    setWelcome(reply.data);
  }

  async function acceptAsFriend() {
    setBusy(true);
    setError(null);
    try {
      setFriendship(unwrap(await postJson<FriendHome & { guest_token: string }>("/api_tebeauth/accept_invite_authenticated", { invite_token: inviteToken })));
    } catch (failure) {
      // Not a friend invite for this account: it may be a guest invite, accepted by name.
      setError((failure as Error).message);
      setMode("guest");
    }
    setBusy(false);
  }

  async function visit(guestToken: string) {
    setBusy(true);
    try {
      const reply = unwrap(await postJson<{ owner: { home_name: string } }>("/api_tebeauth/login_friend_home_authenticated", { guest_token: guestToken }));
      setVisiting(reply.owner.home_name);
    } catch (failure) {
      setError(t("visitFailed", { error: (failure as Error).message }));
      setBusy(false);
    }
  }

  if (welcome) {
    const home = tStatus("homeNameNumber", { name: welcome.home_name, number: welcome.home_number });
    return (
      <SessionChangedStatus
        title={tStatus("welcomeGuestTitle", { name: welcome.guest_name })}
        message={tStatus("welcomeGuestMessage", { home })}
        to="/tbhome"
        delayMs={GO_HOME_REDIRECT_DELAY_MS}
      />
    );
  }

  if (visiting !== null) {
    return (
      <SessionChangedStatus title={t("visitingTitle", { home: visiting })} message={t("visitingMessage")} to="/tbhome" delayMs={GO_HOME_REDIRECT_DELAY_MS} />
    );
  }

  return (
    <section className={styles.card} data-testid="accept-invite">
      {mode === "friend" ? (
        <div className={styles.form}>
          <h1 className={styles.title}>{t("acceptTitle")}</h1>
          {friendship ? (
            <>
              <p className={styles.intro} data-testid="friend-accepted">
                {t("friendAccepted", { home: friendship.home_name })}
              </p>
              <button type="button" className="button button-primary" disabled={busy} onClick={() => visit(friendship.guest_token)} data-testid="friend-visit">
                {t("visit")}
              </button>
            </>
          ) : (
            <>
              <p className={styles.intro}>{t("friendAcceptIntro")}</p>
              <button type="button" className="button button-primary" disabled={busy} onClick={acceptAsFriend} data-testid="friend-accept">
                {t("acceptInvite")}
              </button>
            </>
          )}
        </div>
      ) : (
        <form onSubmit={submitGuest} className={styles.form} aria-busy={mode === "checking"}>
          <h1 className={styles.title}>{t("acceptTitle")}</h1>
          <p className={styles.intro}>{t("acceptIntro")}</p>
          <GuestNameInput label={t("guestName")} value={name} onChange={setName} testId="accept-invite-name" />
          <p className={styles.hint}>{tPin("acceptPinHelp")}</p>
          <PinFields pin={pin} pinRepeat={pinRepeat} onPin={setPin} onPinRepeat={setPinRepeat} testIdPrefix="accept-invite" />
          <button type="submit" className="button button-primary" disabled={busy || mode === "checking"} data-testid="accept-invite-submit">
            {t("acceptInvite")}
          </button>
        </form>
      )}
      <p className={styles.error} role="alert" data-testid="accept-invite-error">
        {error}
      </p>
    </section>
  );
}
