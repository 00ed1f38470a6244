"use client";

import { queryOptions } from "@tanstack/react-query";
import { getJson, patchJson, postJson, unwrap } from "@/lib/http/client";
import { encodeChannelName as encodeUrlSafeBase64 } from "@/lib/channels/schemas";
import type { LensBlockView, LensBrief, LensView } from "@/lib/lenses/service";
import type { InviteStats } from "@/lib/invites/service";
import type { InvitePayload } from "./invite-form";

// The lens calls (/api_medialens_f2f) and the invite calls the owner's invite
// dialogs make (/api_invite_f2f, served by lib/invites), for client components.

export type { LensBlockView, LensBrief, LensView, InviteStats };

export type LensSaveBody = { title: string; description: string; blocks: { type: "2" | "3"; relpath: string; title: string }[] };

export const lensKeys = {
  all: ["lenses"] as const,
  list: () => [...lensKeys.all, "list"] as const,
  lens: (id: string) => [...lensKeys.all, "lens", id] as const,
  invites: (id: string) => [...lensKeys.all, "invites", id] as const,
};

export const allLensesQuery = () =>
  queryOptions({ queryKey: lensKeys.list(), queryFn: async () => unwrap(await getJson<LensBrief[]>("/api_medialens_f2f/all"), "errors.apiError") });

export const lensQuery = (id: string) =>
  queryOptions({
    queryKey: lensKeys.lens(id),
    queryFn: async () => unwrap(await getJson<LensView>(`/api_medialens_f2f/load/${encodeURIComponent(id)}`), "errors.apiError"),
    retry: false,
  });

export const lensApi = {
  create: async (body: LensSaveBody) => unwrap(await postJson<{ lens_id: string }>("/api_medialens_f2f/create", body), "errors.apiError"),
  update: async (id: string, body: LensSaveBody) =>
    unwrap(await postJson<{ lens_id: string }>(`/api_medialens_f2f/update/${encodeURIComponent(id)}`, body), "errors.apiError"),
  remove: async (id: string) => unwrap(await getJson<{ lens_id: string }>(`/api_medialens_f2f/delete/${encodeURIComponent(id)}`), "errors.apiError"),
};

/** The owner's stream of a library file: the same URL the photo and video players use (/media_lv_video_root/{url-safe base64}). */
export const ownerMediaSrc = (relpath: string) => `/media_lv_video_root/${encodeUrlSafeBase64(relpath)}`;
export { encodeUrlSafeBase64 };

// ---- invites (the dialogs; lib/invites answers) ----

/** A row of getall/{lensId} (seeds 001 section 3). */
export type InviteRow = {
  id: string;
  invite_code: string;
  expires_at: string | null;
  expires_at_iso: string | null;
  expires_at_raw: string | number | null;
  max_views: number | null;
  view_count: number;
  revoked: boolean;
  note: string | null;
};

export const invitesQuery = (lensId: string) =>
  queryOptions({
    queryKey: lensKeys.invites(lensId),
    queryFn: async () => {
      const data = unwrap(await getJson<InviteRow[] | { invites: InviteRow[] }>(`/api_invite_f2f/getall/${encodeURIComponent(lensId)}`), "errors.apiError");
      return Array.isArray(data) ? data : data.invites;
    },
    retry: false,
  });

const id = (value: string) => encodeURIComponent(value);

export const inviteApi = {
  /** get_invite_code: a fresh code (a string, or {invite_code}). */
  newCode: async () => {
    const data = unwrap(await getJson<string | { invite_code: string }>("/api_invite_f2f/get_invite_code"));
    return typeof data === "string" ? data : data.invite_code;
  },
  create: (body: InvitePayload & { invite_code: string; resource_id: string; passcode: string }) => postJson<unknown>("/api_invite_f2f/create", body),
  update: (inviteId: string, payload: InvitePayload) => patchJson<unknown>(`/api_invite_f2f/update/${id(inviteId)}`, { payload }),
  renew: async (inviteId: string) => unwrap(await getJson<unknown>(`/api_invite_f2f/renew/${id(inviteId)}`)),
  revoke: async (inviteId: string) => unwrap(await getJson<unknown>(`/api_invite_f2f/revoke/${id(inviteId)}`)),
  stats: async (inviteId: string) => unwrap(await getJson<InviteStats>(`/api_invite_f2f/stats/${id(inviteId)}`)),
  deleteAll: async (lensId: string) => unwrap(await getJson<unknown>(`/api_invite_f2f/deleteallinvites/${id(lensId)}`)),
};

/** The link a visitor opens: the passcode gate of the invite. */
export const inviteLink = (code: string) => `${window.location.origin}/invite/${encodeURIComponent(code)}`;
