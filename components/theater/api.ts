"use client";

import { queryOptions } from "@tanstack/react-query";
import { getJson, unwrap } from "@/lib/http/client";
import type { TheaterChannel, TheaterGuide } from "@/lib/theater/service";
import { apiPrefix } from "@/components/channels/api";

// Tiny Theater's one call: the auto-play channels with their loops and what
// plays now. Refetched now and then, so a changed channel reaches the screen.

export type { TheaterChannel, TheaterGuide };

/** The guide is read again every 5 minutes (channels edited elsewhere show up). */
export const THEATER_REFRESH_MS = 5 * 60_000;

export const theaterKeys = { all: ["theater"] as const };

export type TheaterReply = TheaterGuide & {
  /** The page's clock when the reply arrived: (at_ms - receivedAt) is how far the page's clock is behind the server's. */
  receivedAt: number;
};

export const theaterQuery = (tebeView: boolean) =>
  queryOptions({
    queryKey: theaterKeys.all,
    queryFn: async (): Promise<TheaterReply> => {
      const guide = unwrap(await getJson<TheaterGuide>(`${apiPrefix(tebeView)}/theater`), "errors.apiError");
      return { ...guide, receivedAt: Date.now() };
    },
    refetchInterval: THEATER_REFRESH_MS,
  });
