import { queryOptions } from "@tanstack/react-query";
import type { FriendView } from "@/lib/guests/service";
import { postJson, unwrap } from "@/lib/http/client";

/** get_full_friend_list: the registered owners invited to the owner's home. */
export const friendListKey = ["tebeauth", "get_full_friend_list"] as const;

export const friendListQuery = () =>
  queryOptions({
    queryKey: friendListKey,
    queryFn: async () => unwrap(await postJson<{ friends: FriendView[] }>("/api_tebeauth/get_full_friend_list", {})).friends,
  });
