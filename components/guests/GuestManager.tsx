"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { useQuery } from "@tanstack/react-query";
import { formatHomeNumber, normalizeHomeNumber } from "@/lib/guests/schemas";
import type { GuestView } from "@/lib/guests/service";
import { guestListQuery } from "./queries/guestList";
import { ExpiryText, HomeNumberInput, AddOutcome, ListPart, ManagedRow, NameInput, RemoveButton, RemoveConfirm } from "./ManagerParts";
import { useInviteForm } from "./useInviteForm";
import styles from "./Managers.module.css";

type AddGuestBody = { guest_name: string; guest_email?: string; guest_home_number?: string };

/** /tbguestman: the owner invites guests (one-time links, 24 h), revokes pending invites, deletes accepted guests. */
export function GuestManager() {
  const t = useTranslations("guests");
  const guests = useQuery(guestListQuery());
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [homeNumber, setHomeNumber] = useState("");
  const { add, remove, invite, formError, removing, setRemoving, submittedName } = useInviteForm<AddGuestBody, GuestView>(() => {
    setName("");
    setEmail("");
    setHomeNumber("");
  });

  function submit(event: FormEvent) {
    const guestName = submittedName(event, name);
    if (!guestName) return;
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
          <NameInput label={t("guestName")} value={name} onChange={setName} testId="guest-name" />
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
          <HomeNumberInput
            label={t("guestHomeNumber")}
            placeholder={t("guestHomeNumber")}
            value={homeNumber}
            onChange={(formatted) => {
              setHomeNumber(formatted);
              if (formatted) setEmail("");
            }}
            testId="guest-home-number"
          />
          <button type="submit" className="button button-primary" disabled={add.isPending} data-testid="guest-add">
            {t("addGuest")}
          </button>
        </form>
        <p className={styles.help}>
          {t("emailOrHomeNumber")} {t("homeNumberHelp")}
        </p>
        <AddOutcome
          error={formError}
          errorTestId="guest-form-error"
          invite={invite}
          note={invite?.is_friend ? t("addedAsFriend", { name: invite.guest_name }) : undefined}
        />
      </section>

      <ListPart title={t("guestsTitle")} query={guests} empty={rows.length === 0} emptyText={t("noGuests")} testId="guest-list">
        {rows.map((guest) => (
          <ManagedRow
            key={guest.guest_name}
            testId="guest-row"
            data={{ "data-name": guest.guest_name }}
            title={guest.guest_name}
            status={guest.invite_status}
            detail={
              <>
                {guest.guest_email ?? (guest.guest_home_number ? formatHomeNumber(guest.guest_home_number) : "")}
                {guest.invite_status === "pending" && (
                  <>
                    {guest.guest_email || guest.guest_home_number ? " · " : ""}
                    <ExpiryText iso={guest.invite_expires_at} />
                  </>
                )}
              </>
            }
          >
            <RemoveButton status={guest.invite_status} onClick={() => setRemoving(guest)} testId="guest-remove" />
          </ManagedRow>
        ))}
      </ListPart>

      <RemoveConfirm
        removing={removing && { name: removing.guest_name, status: removing.invite_status }}
        deleteKey="deleteConfirm"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </div>
  );
}
