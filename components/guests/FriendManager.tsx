"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { GO_HOME_REDIRECT_DELAY_MS } from "@/lib/ui/constants";
import { formatHomeNumber, normalizeHomeNumber } from "@/lib/guests/schemas";
import type { AddGuestReply, FriendView } from "@/lib/guests/service";
import { friendListKey, friendListQuery } from "./queries/friendList";
import { guestListKey } from "./queries/guestList";
import { invitedHomesQuery, type InvitedHome } from "./queries/invitedHomes";
import { ExpiryText, InviteLinkPanel, ListState, SessionChangedStatus, StatusBadge } from "./ManagerParts";
import { postJson, unwrap } from "@/lib/http/client";
import styles from "./Managers.module.css";

type VisitReply = { guest: { guest_name: string }; owner: { owner_name: string; home_number: string; home_name: string } };

/**
 * /tbfriendman: the owner invites other registered owners by home number and
 * removes them; below, the homes this owner is invited to, with Visit.
 */
export function FriendManager() {
  const t = useTranslations("guests");
  const queryClient = useQueryClient();
  const friends = useQuery(friendListQuery());
  const homes = useQuery(invitedHomesQuery());
  const [name, setName] = useState("");
  const [homeNumber, setHomeNumber] = useState("");
  const [formError, setFormError] = useState<string | null>(null);
  const [invite, setInvite] = useState<AddGuestReply | null>(null);
  const [removing, setRemoving] = useState<FriendView | null>(null);
  const [visitError, setVisitError] = useState<string | null>(null);

  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: friendListKey }), queryClient.invalidateQueries({ queryKey: guestListKey })]);

  const add = useMutation({
    mutationFn: async (body: { guest_name: string; guest_home_number: string }) => unwrap(await postJson<AddGuestReply>("/api_tebeauth/add_guest", body)),
    onSuccess: (reply) => {
      setInvite(reply);
      setName("");
      setHomeNumber("");
      return refresh();
    },
    onError: (error) => setFormError(error.message || t("sendFailed")),
  });

  const remove = useMutation({
    mutationFn: async (friend: FriendView) => unwrap(await postJson<unknown>("/api_tebeauth/delete_guest", { guest_name: friend.guest_name })),
    onSettled: () => {
      setRemoving(null);
      return refresh();
    },
    onError: () => setFormError(t("actionFailed")),
  });

  const visit = useMutation({
    mutationFn: async (home: InvitedHome) =>
      unwrap(await postJson<VisitReply>("/api_tebeauth/login_friend_home_authenticated", { home_number: home.home_number })),
    onMutate: () => setVisitError(null),
    onError: (error) => setVisitError(t("visitFailed", { error: error.message })),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const friendName = name.trim();
    if (!friendName) return;
    if (friendName.length < 2) return setFormError(t("nameTooShort"));
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
          <input
            className="input"
            aria-label={t("friendName")}
            placeholder={t("friendName")}
            value={name}
            maxLength={40}
            onChange={(e) => setName(e.target.value.replace(/^\s+/, ""))}
            data-testid="friend-name"
          />
          <input
            className="input"
            inputMode="numeric"
            aria-label={t("friendHomeNumber")}
            placeholder="123-4567-890"
            value={homeNumber}
            onChange={(e) => setHomeNumber(formatHomeNumber(e.target.value.replace(/[^\d-]/g, "")))}
            data-testid="friend-home-number"
          />
          <button type="submit" className="button button-primary" disabled={add.isPending} data-testid="friend-add">
            {t("addFriend")}
          </button>
        </form>
        <p className={styles.help}>{t("homeNumberHelp")}</p>
        <p className={styles.error} role="alert" data-testid="friend-form-error">
          {formError}
        </p>
        {invite && (
          <InviteLinkPanel
            name={invite.guest_name}
            path={invite.invite_link}
            note={invite.is_friend ? undefined : t("notRegisteredHome", { name: invite.guest_name })}
          />
        )}
      </section>

      <section className={styles.part}>
        <h2>{t("myFriendsTitle")}</h2>
        <ListState
          loading={friends.isPending}
          error={friends.isError}
          empty={friendRows.length === 0}
          emptyText={t("noFriends")}
          onRetry={() => friends.refetch()}
          testId="friend-list"
        >
          {friendRows.map((friend) => (
            <li key={friend.guest_name} className={styles.row} data-testid="friend-row" data-name={friend.guest_name}>
              <div className={styles.who}>
                <span className={styles.name}>{friend.guest_name}</span>
                <span className={styles.detail}>
                  {friend.home_name ? `${t("homeOf", { home: friend.home_name, owner: friend.owner_name })} · ` : ""}
                  {formatHomeNumber(friend.home_number)}
                  {friend.status === "pending" && (
                    <>
                      {" "}
                      · <ExpiryText iso={friend.invite_expires_at} />
                    </>
                  )}
                </span>
              </div>
              <StatusBadge status={friend.status} />
              <button type="button" className="button button-danger" onClick={() => setRemoving(friend)} data-testid="friend-remove">
                {friend.status === "pending" ? t("revoke") : t("delete")}
              </button>
            </li>
          ))}
        </ListState>
      </section>

      <section className={styles.part}>
        <h2>{t("invitedHomesTitle")}</h2>
        <ListState
          loading={homes.isPending}
          error={homes.isError}
          empty={homeRows.length === 0}
          emptyText={t("noInvitedHomes")}
          onRetry={() => homes.refetch()}
          testId="invited-homes"
        >
          {homeRows.map((home) => (
            <li key={home.home_number} className={styles.row} data-testid="invited-home-row" data-home-number={home.home_number}>
              <div className={styles.who}>
                <span className={styles.name}>{t("homeOf", { home: home.home_name, owner: home.owner_name })}</span>
                <span className={styles.detail}>
                  {formatHomeNumber(home.home_number)}
                  {home.status === "pending" && ` · ${t("pendingInviteHint")}`}
                </span>
              </div>
              <StatusBadge status={home.status} />
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
            </li>
          ))}
        </ListState>
        <p className={styles.error} role="alert" data-testid="visit-error">
          {visitError}
        </p>
      </section>

      <ConfirmDialog
        open={!!removing}
        destructive
        busy={remove.isPending}
        confirmLabel={removing?.status === "pending" ? t("revoke") : t("delete")}
        message={removing ? t(removing.status === "pending" ? "revokeConfirm" : "deleteFriendConfirm", { name: removing.guest_name }) : ""}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </div>
  );
}
