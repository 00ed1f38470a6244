import { queryOptions } from "@tanstack/react-query";
import type { GuestView } from "@/lib/guests/service";
import { fetchGuestCall } from "./fetchList";

/** get_guest_list: the plain guests (pending and accepted) of the owner's home. */
export const guestListKey = ["tebeauth", "get_guest_list"] as const;

export const guestListQuery = () =>
  queryOptions({
    queryKey: guestListKey,
    queryFn: async () => (await fetchGuestCall<{ guests: GuestView[] }>("/api_tebeauth/get_guest_list")).guests,
  });
