import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import { setImmediate as nextTurn } from "node:timers/promises";
import { createAdmission } from "./admission";

// The gate server.ts puts in front of Next, with stand-ins for a request and
// its response: a response "closes" when the test says it has been answered.

type Exchange = { req: IncomingMessage; res: ServerResponse & EventEmitter; answer: () => void; leave: () => void };

function exchange(url = "/folder/x"): Exchange {
  const req = Object.assign(new EventEmitter(), { url, destroyed: false }) as unknown as IncomingMessage;
  const res = Object.assign(new EventEmitter(), { destroyed: false }) as unknown as ServerResponse & EventEmitter;
  return {
    req,
    res,
    answer: () => res.emit("close"),
    leave: () => {
      Object.assign(req, { destroyed: true });
      Object.assign(res, { destroyed: true });
      res.emit("close");
    },
  };
}

/** Lets promise callbacks and the turns that follow run. */
async function settle(turns = 3): Promise<void> {
  for (let i = 0; i < turns; i++) await nextTurn();
}

test("at most `atOnce` run at once, first come first served", async () => {
  const admit = createAdmission(2, 60_000);
  const started: number[] = [];
  const all = [exchange(), exchange(), exchange(), exchange(), exchange()] as const;
  all.forEach((x, i) => admit(x.req, x.res, () => started.push(i)));
  const [first, second, third] = all;
  await settle();
  expect(started).toEqual([0, 1]);
  second.answer();
  await settle();
  expect(started).toEqual([0, 1, 2]);
  first.answer();
  third.answer();
  await settle();
  expect(started).toEqual([0, 1, 2, 3, 4]);
});

test("the next request starts on a later turn of the event loop, not in the answered one's promise callbacks", async () => {
  const admit = createAdmission(1, 60_000);
  const first = exchange();
  const started: string[] = [];
  admit(first.req, first.res, () => started.push("first"));
  const second = exchange();
  admit(second.req, second.res, () => started.push("second"));
  await settle();
  first.answer();
  for (let i = 0; i < 20; i++) await Promise.resolve();
  expect(started).toEqual(["first"]);
  await settle();
  expect(started).toEqual(["first", "second"]);
});

test("a request running longer than holdMs stops holding its place", async () => {
  const admit = createAdmission(1, 50);
  const slow = exchange();
  const started: string[] = [];
  admit(slow.req, slow.res, () => started.push("slow"));
  const next = exchange();
  admit(next.req, next.res, () => started.push("next"));
  await settle();
  expect(started).toEqual(["slow"]);
  await new Promise((resolve) => setTimeout(resolve, 80));
  await settle();
  expect(started).toEqual(["slow", "next"]);
});

test("a client that left while it waited is not run, and does not hold a place", async () => {
  const admit = createAdmission(1, 60_000);
  const first = exchange();
  const started: string[] = [];
  admit(first.req, first.res, () => started.push("first"));
  const gone = exchange();
  admit(gone.req, gone.res, () => started.push("gone"));
  const third = exchange();
  admit(third.req, third.res, () => started.push("third"));
  await settle();
  gone.leave();
  first.answer();
  await settle();
  expect(started).toEqual(["first", "third"]);
});

test("Next's built files skip the queue", async () => {
  const admit = createAdmission(1, 60_000);
  const page = exchange();
  const started: string[] = [];
  admit(page.req, page.res, () => started.push("page"));
  const script = exchange("/_next/static/chunks/app.js");
  admit(script.req, script.res, () => started.push("script"));
  const call = exchange("/api_myfilex/dirfilesall/0");
  admit(call.req, call.res, () => started.push("call"));
  await settle();
  expect(started.sort()).toEqual(["page", "script"]);
});
