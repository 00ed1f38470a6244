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

/** A gate and the names of the requests it has started, in order. */
function gate(atOnce: number, holdMs = 60_000) {
  const admit = createAdmission(atOnce, holdMs);
  const started: string[] = [];
  const send = (name: string, url?: string): Exchange => {
    const x = exchange(url);
    admit(x.req, x.res, () => started.push(name));
    return x;
  };
  return { started, send };
}

test("at most `atOnce` run at once, first come first served", async () => {
  const { started, send } = gate(2);
  const [a, b, c] = [send("a"), send("b"), send("c"), send("d"), send("e")];
  await settle();
  expect(started).toEqual(["a", "b"]);
  b.answer();
  await settle();
  expect(started).toEqual(["a", "b", "c"]);
  a.answer();
  c.answer();
  await settle();
  expect(started).toEqual(["a", "b", "c", "d", "e"]);
});

test("the next request starts on a later turn of the event loop, not in the answered one's promise callbacks", async () => {
  const { started, send } = gate(1);
  const first = send("first");
  send("second");
  await settle();
  first.answer();
  for (let i = 0; i < 20; i++) await Promise.resolve();
  expect(started).toEqual(["first"]);
  await settle();
  expect(started).toEqual(["first", "second"]);
});

test("a request running longer than holdMs stops holding its place", async () => {
  const { started, send } = gate(1, 50);
  send("slow");
  send("next");
  await settle();
  expect(started).toEqual(["slow"]);
  await new Promise((resolve) => setTimeout(resolve, 80));
  await settle();
  expect(started).toEqual(["slow", "next"]);
});

test("a client that left while it waited is not run, and does not hold a place", async () => {
  const { started, send } = gate(1);
  const first = send("first");
  const gone = send("gone");
  send("third");
  await settle();
  gone.leave();
  first.answer();
  await settle();
  expect(started).toEqual(["first", "third"]);
});

test("Next's built files skip the queue", async () => {
  const { started, send } = gate(1);
  send("page");
  send("script", "/_next/static/chunks/app.js");
  send("call", "/api_myfilex/dirfilesall/0");
  await settle();
  expect(started.sort()).toEqual(["page", "script"]);
});
