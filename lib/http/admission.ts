import type { IncomingMessage, ServerResponse } from "node:http";
import pLimit from "p-limit";

// Why requests queue here before Next sees them: Node's libuv (1.45 and later)
// accepts one new connection per turn of the event loop, and a request to hems
// seldom waits for I/O (the embedded database answers through promises), so
// with many requests in flight a turn runs most of them back to back. At 100
// connections a turn lasted 0.25-0.8 s (strace: one epoll_pwait, then one
// accept4), and connections that arrived together waited past 10 s to be
// accepted while the accepted ones cycled (bench/web/load.mjs). A few requests
// at a time, each next one started on a later turn, keep the turns short, and
// the queue serves requests in the order they came.

/** Requests Next works on at once: 4 gave no timeouts at 100 connections; 8 still had some (bench/web/load.mjs, 2 cores). */
export const ADMITTED_AT_ONCE = 4;

/** A request still running after this stops holding its place: it is waiting (a transcode, a relay, a slow client), not working. */
export const ADMISSION_HOLD_MS = 1_000;

/** Next's built files: cheap to serve and many per page load, so they skip the queue. */
const STATIC_PREFIX = "/_next/static/";

export type Admission = (req: IncomingMessage, res: ServerResponse, run: () => void) => void;

/** A first-come, first-served gate: `run` starts once fewer than `atOnce` admitted requests are running and younger than `holdMs`. */
export function createAdmission(atOnce = ADMITTED_AT_ONCE, holdMs = ADMISSION_HOLD_MS): Admission {
  const limit = pLimit(atOnce);
  return (req, res, run) => {
    if (req.url?.startsWith(STATIC_PREFIX)) return run();
    void limit(
      () =>
        new Promise<void>((release) => {
          // The client left while it waited: nothing to answer.
          if (req.destroyed || res.destroyed) return release();
          const timer = setTimeout(release, holdMs).unref();
          res.once("close", () => {
            clearTimeout(timer);
            // The next request starts on a later turn, after the loop has accepted and read.
            setImmediate(release);
          });
          run();
        }),
    );
  };
}
