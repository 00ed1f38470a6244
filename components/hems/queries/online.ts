import { queryOptions } from "@tanstack/react-query";
import { getJson, unwrap } from "@/lib/http/client";

// GET /api_hems_f2f/agent/{home number}/online: whether the home's agent is
// connected to this hosted face, since when (offline: when it was last heard
// from, null if never). Asked again while the page is open, so the page
// follows the home going on- or offline without a reload.

export type AgentOnline = { online: boolean; since: string | null };

export const agentOnlineKey = (homeNumber: string) => ["hems_f2f", "online", homeNumber] as const;

/** Offline: ask often, to show the home as soon as it connects; online: now and then, to notice it going away. */
const POLL_OFFLINE_MS = 5_000;
const POLL_ONLINE_MS = 20_000;

export function agentOnlineOptions(homeNumber: string) {
  return queryOptions({
    queryKey: agentOnlineKey(homeNumber),
    queryFn: async () => unwrap(await getJson<AgentOnline>(`/api_hems_f2f/agent/${homeNumber}/online`)),
    refetchInterval: (query) => (query.state.data?.online ? POLL_ONLINE_MS : POLL_OFFLINE_MS),
    staleTime: 0,
  });
}
