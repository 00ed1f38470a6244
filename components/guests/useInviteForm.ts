"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AddGuestReply } from "@/lib/guests/service";
import { postJson, unwrap } from "@/lib/http/client";
import { friendListKey } from "./queries/friendList";
import { guestListKey } from "./queries/guestList";

/** Names shorter than this are refused before the call. */
const NAME_MIN = 2;

/**
 * What the guest and friend managers share: adding someone (add_guest, whose
 * one-time invite link is shown once), removing someone (delete_guest), the
 * form's error and the row waiting for the remove confirmation. Both lists
 * are refreshed after each change: a friend is a guest row too.
 */
export function useInviteForm<Body extends { guest_name: string }, Row extends { guest_name: string }>(clearFields: () => void) {
  const t = useTranslations("guests");
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [invite, setInvite] = useState<AddGuestReply | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);

  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: guestListKey }), queryClient.invalidateQueries({ queryKey: friendListKey })]);

  const add = useMutation({
    mutationFn: async (body: Body) => unwrap(await postJson<AddGuestReply>("/api_tebeauth/add_guest", body)),
    onSuccess: (reply) => {
      setInvite(reply);
      clearFields();
      return refresh();
    },
    onError: (error) => setFormError(error.message || t("sendFailed")),
  });

  const remove = useMutation({
    mutationFn: async (row: Row) => unwrap(await postJson<unknown>("/api_tebeauth/delete_guest", { guest_name: row.guest_name })),
    onSettled: () => {
      setRemoving(null);
      return refresh();
    },
    onError: () => setFormError(t("actionFailed")),
  });

  /** Starts a submit of the form: the trimmed name to send, or null (blank: nothing happens; too short: the error says so). */
  function submittedName(event: FormEvent, name: string): string | null {
    event.preventDefault();
    setFormError(null);
    const trimmed = name.trim();
    if (!trimmed) return null;
    if (trimmed.length < NAME_MIN) {
      setFormError(t("nameTooShort"));
      return null;
    }
    return trimmed;
  }

  return { add, remove, invite, formError, setFormError, removing, setRemoving, submittedName };
}
