"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "@/components/ui/ConfirmDialog";
import { formatHomeNumber, normalizeHomeNumber } from "@/lib/guests/schemas";
import type { AddGuestReply, GuestView } from "@/lib/guests/service";
import { guestListQuery, guestListKey } from "./queries/guestList";
import { friendListKey } from "./queries/friendList";
import { ExpiryText, InviteLinkPanel, ListState, StatusBadge } from "./ManagerParts";
import { postJson, unwrap } from "@/lib/http/client";
import styles from "./Managers.module.css";

/** /tbguestman: the owner invites guests (one-time links, 24 h), revokes pending invites, deletes accepted guests. */
export function GuestManager() {
  const t = useTranslations("guests");
  const queryClient = useQueryClient();
  const guests = useQuery(guestListQuery());
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [homeNumber, setHomeNumber] = useState("");
  const [formError, setFormError] = useState<string | null>(null);
  const [invite, setInvite] = useState<AddGuestReply | null>(null);
  const [removing, setRemoving] = useState<GuestView | null>(null);

  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: guestListKey }), queryClient.invalidateQueries({ queryKey: friendListKey })]);

  const add = useMutation({
    mutationFn: async (body: { guest_name: string; guest_email?: string; guest_home_number?: string }) =>
      unwrap(await postJson<AddGuestReply>("/api_tebeauth/add_guest", body)),
    onSuccess: (reply) => {
      setInvite(reply);
      setName("");
      setEmail("");
      setHomeNumber("");
      return refresh();
    },
    onError: (error) => setFormError(error.message || t("sendFailed")),
  });

  const remove = useMutation({
    mutationFn: async (guest: GuestView) => unwrap(await postJson<unknown>("/api_tebeauth/delete_guest", { guest_name: guest.guest_name })),
    onSettled: () => {
      setRemoving(null);
      return refresh();
    },
    onError: () => setFormError(t("actionFailed")),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const guestName = name.trim();
    if (!guestName) return; // A blank name does nothing.
    if (guestName.length < 2) return setFormError(t("nameTooShort"));
    add.mutate({ guest_name: guestName, guest_email: email.trim() || undefined, guest_home_number: normalizeHomeNumber(homeNumber) || undefined });
  }

  const rows = guests.data ?? [];
  return (
    <div className={styles.page} data-testid="guest-manager">
      <h1 className={styles.title}>{t("guestsTitle")}</h1>
      <p className={styles.intro}>{t("managerIntro")}</p>

      <section className={styles.part}>
        <h2>{t("addGuest")}</h2>
        <form className={styles.form} onSubmit={submit} noValidate>
          <input
            className="input"
            aria-label={t("guestName")}
            placeholder={t("guestName")}
            value={name}
            maxLength={40}
            onChange={(e) => setName(e.target.value.replace(/^\s+/, ""))}
            data-testid="guest-name"
          />
          {/* Email and home number are exclusive: typing one clears the other. */}
          <input
            className="input"
            type="email"
            aria-label={t("guestEmail")}
            placeholder={t("guestEmail")}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (e.target.value) setHomeNumber("");
            }}
            data-testid="guest-email"
          />
          <input
            className="input"
            inputMode="numeric"
            aria-label={t("guestHomeNumber")}
            placeholder={t("guestHomeNumber")}
            value={homeNumber}
            onChange={(e) => {
              const formatted = formatHomeNumber(e.target.value.replace(/[^\d-]/g, ""));
              setHomeNumber(formatted);
              if (formatted) setEmail("");
            }}
            data-testid="guest-home-number"
          />
          <button type="submit" className="button button-primary" disabled={add.isPending} data-testid="guest-add">
            {t("addGuest")}
          </button>
        </form>
        <p className={styles.help}>
          {t("emailOrHomeNumber")} {t("homeNumberHelp")}
        </p>
        <p className={styles.error} role="alert" data-testid="guest-form-error">
          {formError}
        </p>
        {invite && (
          <InviteLinkPanel
            name={invite.guest_name}
            path={invite.invite_link}
            note={invite.is_friend ? t("addedAsFriend", { name: invite.guest_name }) : undefined}
          />
        )}
      </section>

      <section className={styles.part}>
        <h2>{t("guestsTitle")}</h2>
        <ListState
          loading={guests.isPending}
          error={guests.isError}
          empty={rows.length === 0}
          emptyText={t("noGuests")}
          onRetry={() => guests.refetch()}
          testId="guest-list"
        >
          {rows.map((guest) => (
            <li key={guest.guest_name} className={styles.row} data-testid="guest-row" data-name={guest.guest_name}>
              <div className={styles.who}>
                <span className={styles.name}>{guest.guest_name}</span>
                <span className={styles.detail}>
                  {guest.guest_email ?? (guest.guest_home_number ? formatHomeNumber(guest.guest_home_number) : "")}
                  {guest.invite_status === "pending" && (
                    <>
                      {guest.guest_email || guest.guest_home_number ? " · " : ""}
                      <ExpiryText iso={guest.invite_expires_at} />
                    </>
                  )}
                </span>
              </div>
              <StatusBadge status={guest.invite_status} />
              <button type="button" className="button button-danger" onClick={() => setRemoving(guest)} data-testid="guest-remove">
                {guest.invite_status === "pending" ? t("revoke") : t("delete")}
              </button>
            </li>
          ))}
        </ListState>
      </section>

      <ConfirmDialog
        open={!!removing}
        destructive
        busy={remove.isPending}
        confirmLabel={removing?.invite_status === "pending" ? t("revoke") : t("delete")}
        message={removing ? t(removing.invite_status === "pending" ? "revokeConfirm" : "deleteConfirm", { name: removing.guest_name }) : ""}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </div>
  );
}
