"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Socket } from "socket.io-client";
import { getJson } from "@/lib/http/client";
import type { RootScanStatus } from "@/lib/media/service";
import styles from "./ScanProgress.module.css";

// Live progress of the media index: one bar per media root being scanned,
// e.g. "Scanning Photos: 1,234 / 20,000 files · about 3 minutes left" (the
// server estimates the time left from the phase's pace). Owners' sockets join their
// home's progress room (server.ts emits "scan:progress"); without socket.io
// (plain `next start`, a guest's session) the scanstatus call is polled.
// Renders nothing while no root is queued or running.

export const scanStatusKey = ["myfilex", "scanstatus"] as const;

/** How often scanstatus is asked: often while a scan runs and no live events arrive, rarely otherwise (the watcher may start one). */
const POLL_BUSY_MS = 2_000;
const POLL_IDLE_MS = 30_000;

type ScanEvent = Pick<RootScanStatus, "name" | "status" | "phase" | "seen" | "total" | "secondsLeft">;

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

/** Joins the home's progress room; true once the server has let this socket in. */
function useLiveProgress(onEvent: (event: ScanEvent) => void): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => {
    // The client (21 KB gzipped) is fetched here, after the page is on screen, and only on the pages that show progress.
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
    };
  }, [onEvent]);
  return live;
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
  const live = useLiveProgress(onEvent);
  const { data: roots = [] } = useQuery({
    ...scanStatusOptions(),
    refetchInterval: (query) => (!live && (query.state.data ?? []).some(isActive) ? POLL_BUSY_MS : POLL_IDLE_MS),
  });

  const active = roots.filter(isActive);
  if (!active.length) return null;
  return (
    <section className={styles.panel} aria-label={t("label")} data-testid="scan-progress">
      {active.map((root) => {
        const percent = root.total > 0 ? Math.min(100, Math.round((root.seen / root.total) * 100)) : null;
        const left = root.status === "running" ? root.secondsLeft : null;
        const text =
          root.status === "queued"
            ? t("queued", { root: root.name })
            : t(root.phase === "metadata" ? "metadata" : root.phase === "thumbnails" ? "thumbnails" : "files", {
                root: root.name,
                seen: root.seen,
                total: root.total,
              });
        return (
          <div key={root.name} className={styles.row} data-testid="scan-progress-root">
            <p className={styles.line}>
              <span className={styles.text} data-testid="scan-progress-text">
                {text}
              </span>
              {left !== null && (
                <span className={styles.left} data-testid="scan-progress-left">
                  {left < 60 ? t("underMinuteLeft") : t("minutesLeft", { minutes: Math.round(left / 60) })}
                </span>
              )}
            </p>
            <div className={styles.track} role="progressbar" aria-label={text} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent ?? undefined}>
              <div className={percent === null ? styles.indeterminate : styles.bar} style={percent === null ? undefined : { width: `${percent}%` }} />
            </div>
          </div>
        );
      })}
    </section>
  );
}
