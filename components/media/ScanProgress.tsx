"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Socket } from "socket.io-client";
import { getJson } from "@/lib/http/client";
import type { RootScanStatus } from "@/lib/media/service";
import styles from "./ScanProgress.module.css";

// Live progress of the media index: one bar per media root being scanned, for
// its whole run (listing, details and thumbnails counted together), e.g.
// "Photos: 41% · 24,600 / 60,000 steps · about 3 minutes left", and under it
// the phase now running, "Reading details: 4,600 / 20,000 files" (the server
// counts the run and estimates its time left: lib/media/run-progress.ts). While
// the files are being listed the run's total is not known: the bar then says
// "counting files…" and moves without a value. While a root is queued or
// running, an owner's socket joins the home's progress room (server.ts emits
// "scan:progress"); without socket.io (plain `next start`, a guest's session)
// the scanstatus call is polled. With no scan on screen the socket.io client is
// not even loaded (its start-up would block a phone's main thread as the page
// loads): scanstatus is asked every 10 s and when the tab is shown again, so a
// scan the watcher starts shows within 10 s.
// Renders nothing while no root is queued or running.

export const scanStatusKey = ["myfilex", "scanstatus"] as const;

/** How often scanstatus is asked: often while a scan runs and no live events arrive, less often otherwise (the watcher may start one). */
const POLL_BUSY_MS = 2_000;
const POLL_IDLE_MS = 10_000;

type ScanEvent = Pick<RootScanStatus, "name" | "status" | "phase" | "seen" | "total" | "secondsLeft" | "run">;

const isActive = (root: ScanEvent) => root.status === "running" || root.status === "queued";

export function scanStatusOptions() {
  return queryOptions({
    queryKey: scanStatusKey,
    queryFn: async () => {
      const reply = await getJson<RootScanStatus[]>("/api_myfilex/scanstatus");
      return reply.status && reply.data ? reply.data : [];
    },
    staleTime: 0,
  });
}

/** While `active`, joins the home's progress room; `setLive(true)` once the server has let this socket in. */
function useLiveProgress(active: boolean, onEvent: (event: ScanEvent) => void, setLive: (live: boolean) => void) {
  useEffect(() => {
    if (!active) return;
    // The client (12.5 KB gzipped) is fetched only once a scan is on screen.
    let socket: Socket | null = null;
    let unmounted = false;
    void import("socket.io-client").then(({ io }) => {
      if (unmounted) return;
      // Reconnect after 1 s growing to 5 s (randomised by 0.5), and give up a connection attempt after 20 s.
      socket = io({ path: "/socket.io", reconnectionDelay: 1_000, reconnectionDelayMax: 5_000, randomizationFactor: 0.5, timeout: 20_000 });
      socket.on("connect", () => socket?.emit("subscribe:progress"));
      socket.on("subscribed:progress", (reply: { ok?: boolean }) => setLive(Boolean(reply?.ok)));
      socket.on("disconnect", () => setLive(false));
      socket.on("scan:progress", onEvent);
    });
    return () => {
      unmounted = true;
      socket?.disconnect();
      setLive(false);
    };
  }, [active, onEvent, setLive]);
}

export function ScanProgress() {
  const t = useTranslations("scanProgress");
  const queryClient = useQueryClient();
  const [onEvent] = useState(() => (event: ScanEvent) => {
    queryClient.setQueryData<RootScanStatus[]>(scanStatusKey, (roots = []) =>
      roots.some((root) => root.name === event.name)
        ? roots.map((root) => (root.name === event.name ? { ...root, ...event } : root))
        : [...roots, { finishedAt: null, error: null, ...event }],
    );
  });
  const [live, setLive] = useState(false);
  const { data: roots = [] } = useQuery({
    ...scanStatusOptions(),
    refetchInterval: (query) => (!live && (query.state.data ?? []).some(isActive) ? POLL_BUSY_MS : POLL_IDLE_MS),
  });
  const active = roots.filter(isActive);
  useLiveProgress(active.length > 0, onEvent, setLive);
  if (!active.length) return null;
  return (
    <section className={styles.panel} aria-label={t("label")} data-testid="scan-progress">
      {active.map((root) => {
        const queued = root.status === "queued";
        const { done, fraction, secondsLeft: left } = root.run;
        // A waiting root, or a run still counting its files, has no total to show yet.
        const total = queued ? null : root.run.total;
        // Rounded down: 100% only once every step is done.
        const percent = total === null || fraction === null ? null : Math.min(100, Math.floor(fraction * 100));
        const runText = queued
          ? t("queued", { root: root.name })
          : total === null || percent === null
            ? t("runCounting", { root: root.name })
            : t("run", { root: root.name, percent, done, total });
        const leftText = left === null ? null : left < 60 ? t("underMinuteLeft") : t("minutesLeft", { minutes: Math.round(left / 60) });
        return (
          <div key={root.name} className={styles.row} data-testid="scan-progress-root">
            <p className={styles.line}>
              <span className={styles.text} data-testid="scan-progress-run">
                {runText}
              </span>
              {leftText !== null && (
                <span className={styles.left} data-testid="scan-progress-left">
                  {leftText}
                </span>
              )}
            </p>
            <div
              className={styles.track}
              role="progressbar"
              aria-label={t("runLabel", { root: root.name })}
              aria-valuemin={0}
              aria-valuemax={percent === null ? undefined : (total ?? undefined)}
              aria-valuenow={percent === null ? undefined : done}
              aria-valuetext={leftText === null ? runText : `${runText} · ${leftText}`}
            >
              <div className={percent === null ? styles.indeterminate : styles.bar} style={percent === null ? undefined : { width: `${percent}%` }} />
            </div>
            {!queued && (
              <p className={styles.phase} data-testid="scan-progress-text">
                {t(root.phase === "metadata" ? "metadata" : root.phase === "thumbnails" ? "thumbnails" : "files", { seen: root.seen, total: root.total })}
              </p>
            )}
          </div>
        );
      })}
    </section>
  );
}
