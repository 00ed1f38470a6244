import { queryOptions } from "@tanstack/react-query";
import type { GuestView } from "@/lib/guests/service";
import { postJson, unwrap } from "@/lib/http/client";

/** get_guest_list: the plain guests (pending and accepted) of the owner's home. */
export const guestListKey = ["tebeauth", "get_guest_list"] as const;

export const guestListQuery = () =>
  queryOptions({
    queryKey: guestListKey,
    queryFn: async () => unwrap(await postJson<{ guests: GuestView[] }>("/api_tebeauth/get_guest_list", {})).guests,
  });
