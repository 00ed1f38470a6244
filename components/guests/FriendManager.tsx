"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { useMutation, useQuery } from "@tanstack/react-query";
import { GO_HOME_REDIRECT_DELAY_MS } from "@/lib/ui/constants";
import { formatHomeNumber, normalizeHomeNumber } from "@/lib/guests/schemas";
import type { FriendView } from "@/lib/guests/service";
import { friendListQuery } from "./queries/friendList";
import { invitedHomesQuery, type InvitedHome } from "./queries/invitedHomes";
import { ExpiryText, HomeNumberInput, AddOutcome, ListPart, ManagedRow, NameInput, RemoveButton, RemoveConfirm, SessionChangedStatus } from "./ManagerParts";
import { useInviteForm } from "./useInviteForm";
import { postJson, unwrap } from "@/lib/http/client";
import styles from "./Managers.module.css";

type VisitReply = { guest: { guest_name: string }; owner: { owner_name: string; home_number: string; home_name: string } };

/**
 * /tbfriendman: the owner invites other registered owners by home number and
 * removes them; below, the homes this owner is invited to, with Visit.
 */
export function FriendManager() {
  const t = useTranslations("guests");
  const friends = useQuery(friendListQuery());
  const homes = useQuery(invitedHomesQuery());
  const [name, setName] = useState("");
  const [homeNumber, setHomeNumber] = useState("");
  const [visitError, setVisitError] = useState<string | null>(null);
  const { add, remove, invite, formError, setFormError, removing, setRemoving, submittedName } = useInviteForm<
    { guest_name: string; guest_home_number: string },
    FriendView
  >(() => {
    setName("");
    setHomeNumber("");
  });

  const visit = useMutation({
    mutationFn: async (home: InvitedHome) =>
      unwrap(await postJson<VisitReply>("/api_tebeauth/login_friend_home_authenticated", { home_number: home.home_number })),
    onMutate: () => setVisitError(null),
    onError: (error) => setVisitError(t("visitFailed", { error: error.message })),
  });

  function submit(event: FormEvent) {
    const friendName = submittedName(event, name);
    if (!friendName) return;
    const number = normalizeHomeNumber(homeNumber);
    if (!number) return setFormError(t("friendHomeNumberRequired"));
    add.mutate({ guest_name: friendName, guest_home_number: number });
  }

  if (visit.data) {
    return (
      <SessionChangedStatus
        title={t("visitingTitle", { home: visit.data.owner.home_name })}
        message={t("visitingMessage")}
        to="/tbhome"
        delayMs={GO_HOME_REDIRECT_DELAY_MS}
      />
    );
  }

  const friendRows = friends.data ?? [];
  const homeRows = homes.data ?? [];
  return (
    <div className={styles.page} data-testid="friend-manager">
      <h1 className={styles.title}>{t("friendsTitle")}</h1>
      <p className={styles.intro}>{t("friendManagerIntro")}</p>

      <section className={styles.part}>
        <h2>{t("addFriend")}</h2>
        <form className={`${styles.form} ${styles.friendForm}`} onSubmit={submit} noValidate>
          <NameInput label={t("friendName")} value={name} onChange={setName} testId="friend-name" />
          <HomeNumberInput label={t("friendHomeNumber")} placeholder="123-4567-890" value={homeNumber} onChange={setHomeNumber} testId="friend-home-number" />
          <button type="submit" className="button button-primary" disabled={add.isPending} data-testid="friend-add">
            {t("addFriend")}
          </button>
        </form>
        <p className={styles.help}>{t("homeNumberHelp")}</p>
        <AddOutcome
          error={formError}
          errorTestId="friend-form-error"
          invite={invite}
          note={invite && !invite.is_friend ? t("notRegisteredHome", { name: invite.guest_name }) : undefined}
        />
      </section>

      <ListPart title={t("myFriendsTitle")} query={friends} empty={friendRows.length === 0} emptyText={t("noFriends")} testId="friend-list">
        {friendRows.map((friend) => (
          <ManagedRow
            key={friend.guest_name}
            testId="friend-row"
            data={{ "data-name": friend.guest_name }}
            title={friend.guest_name}
            status={friend.status}
            detail={
              <>
                {friend.home_name ? `${t("homeOf", { home: friend.home_name, owner: friend.owner_name })} · ` : ""}
                {formatHomeNumber(friend.home_number)}
                {friend.status === "pending" && (
                  <>
                    {" "}
                    · <ExpiryText iso={friend.invite_expires_at} />
                  </>
                )}
              </>
            }
          >
            <RemoveButton status={friend.status} onClick={() => setRemoving(friend)} testId="friend-remove" />
          </ManagedRow>
        ))}
      </ListPart>

      <ListPart
        title={t("invitedHomesTitle")}
        query={homes}
        empty={homeRows.length === 0}
        emptyText={t("noInvitedHomes")}
        testId="invited-homes"
        after={
          <p className={styles.error} role="alert" data-testid="visit-error">
            {visitError}
          </p>
        }
      >
        {homeRows.map((home) => (
          <ManagedRow
            key={home.home_number}
            testId="invited-home-row"
            data={{ "data-home-number": home.home_number }}
            title={t("homeOf", { home: home.home_name, owner: home.owner_name })}
            status={home.status}
            detail={
              <>
                {formatHomeNumber(home.home_number)}
                {home.status === "pending" && ` · ${t("pendingInviteHint")}`}
              </>
            }
          >
            {home.status === "accepted" && (
              <button
                type="button"
                className="button button-primary"
                disabled={visit.isPending}
                onClick={() => visit.mutate(home)}
                data-testid="invited-home-visit"
              >
                {t("visit")}
              </button>
            )}
          </ManagedRow>
        ))}
      </ListPart>

      <RemoveConfirm
        removing={removing && { name: removing.guest_name, status: removing.status }}
        deleteKey="deleteFriendConfirm"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </div>
  );
}
