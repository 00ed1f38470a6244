import { queryOptions } from "@tanstack/react-query";
import type { FriendHome } from "@/lib/guests/service";
import { postJson, unwrap } from "@/lib/http/client";

export type InvitedHome = FriendHome & { status: "pending" | "accepted" | "revoked" };

/** guest_invited_homes: the homes the signed-in owner is a friend of, or invited to. */
export const invitedHomesKey = ["tebeauth", "guest_invited_homes"] as const;

export const invitedHomesQuery = () =>
  queryOptions({
    queryKey: invitedHomesKey,
    queryFn: async () => unwrap(await postJson<{ invited_homes: InvitedHome[] }>("/api_tebeauth/guest_invited_homes", {})).invited_homes,
  });
