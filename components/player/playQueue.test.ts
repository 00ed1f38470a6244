import { initialQueue, queueReducer, rotateToStart, type QueueEvent, type QueueState } from "./playQueue";

function run(state: QueueState, ...events: QueueEvent["type"][]): QueueState {
  return events.reduce((s, type) => queueReducer(s, { type } as QueueEvent), state);
}

describe("queueReducer", () => {
  it("waits in idle for the intro, then plays", () => {
    const q = initialQueue(3);
    expect(q).toEqual({ length: 3, index: 0, status: "idle", pausedBy: null });
    expect(run(q, "itemEnded")).toBe(q);
    expect(run(q, "start").status).toBe("playing");
  });

  it("moves forward and ends on the last item", () => {
    const q = run(initialQueue(3), "start", "itemEnded", "itemEnded");
    expect(q).toMatchObject({ index: 2, status: "playing" });
    const ended = run(q, "itemEnded");
    expect(ended).toMatchObject({ index: 2, status: "ended" });
    expect(run(ended, "next")).toBe(ended);
    expect(run(q, "next")).toMatchObject({ index: 2, status: "ended" });
  });

  it("a single item shows, then ends after its delay", () => {
    expect(run(initialQueue(1), "start", "itemEnded")).toMatchObject({ index: 0, status: "ended" });
  });

  it("goes back with wrap-around", () => {
    const q = run(initialQueue(4), "start");
    expect(run(q, "previous")).toMatchObject({ index: 3, status: "playing" });
    expect(run(q, "next", "next", "previous")).toMatchObject({ index: 1 });
  });

  it("going back from the end screen plays again from the item before the last", () => {
    const ended = run(initialQueue(3), "start", "next", "next", "next");
    expect(ended.status).toBe("ended");
    expect(run(ended, "previous")).toMatchObject({ index: 1, status: "playing" });
  });

  it("a pause for a hidden window resumes when it is shown again", () => {
    const q = run(initialQueue(3), "start");
    const hidden = queueReducer(q, { type: "pause", reason: "hidden" });
    expect(hidden).toMatchObject({ status: "paused", pausedBy: "hidden" });
    expect(run(hidden, "itemEnded")).toBe(hidden);
    expect(queueReducer(hidden, { type: "resume", reason: "hidden" })).toMatchObject({ status: "playing", pausedBy: null });
  });

  it("a pause the user asked for survives the window coming back", () => {
    const paused = run(initialQueue(3), "start", "togglePause");
    expect(paused).toMatchObject({ status: "paused", pausedBy: "user" });
    expect(queueReducer(paused, { type: "pause", reason: "hidden" })).toBe(paused);
    expect(queueReducer(paused, { type: "resume", reason: "hidden" })).toBe(paused);
    expect(run(paused, "togglePause")).toMatchObject({ status: "playing", pausedBy: null });
  });

  it("arrows move while paused and keep it paused", () => {
    const paused = run(initialQueue(3), "start", "togglePause");
    expect(run(paused, "next")).toMatchObject({ index: 1, status: "paused" });
  });

  it("replay, or play on the end screen, starts again at the first item", () => {
    const ended = run(initialQueue(2), "start", "next", "next");
    expect(run(ended, "replay")).toMatchObject({ index: 0, status: "playing" });
    expect(run(ended, "togglePause")).toMatchObject({ index: 0, status: "playing" });
  });

  it("select jumps to an item and ignores indexes outside the list", () => {
    const q = run(initialQueue(3), "start");
    expect(queueReducer(q, { type: "select", index: 2 })).toMatchObject({ index: 2, status: "playing" });
    expect(queueReducer(q, { type: "select", index: 3 })).toBe(q);
    expect(queueReducer(q, { type: "select", index: -1 })).toBe(q);
  });

  it("an empty queue never changes", () => {
    const q = initialQueue(0);
    expect(run(q, "start", "next", "previous", "replay")).toBe(q);
  });

  it("sync follows the current item when the list grows or shrinks", () => {
    const q = run(initialQueue(3), "start", "next");
    expect(queueReducer(q, { type: "sync", length: 3, index: 1 })).toBe(q);
    expect(queueReducer(q, { type: "sync", length: 6, index: 4 })).toMatchObject({ length: 6, index: 4, status: "playing" });
    expect(queueReducer(q, { type: "sync", length: 1, index: 4 })).toMatchObject({ length: 1, index: 0 });
    expect(queueReducer(initialQueue(0), { type: "sync", length: 2, index: 1 })).toMatchObject({ length: 2, index: 1, status: "idle" });
  });

  it("clamps the start index into the list", () => {
    expect(initialQueue(3, 7).index).toBe(2);
    expect(initialQueue(3, -2).index).toBe(0);
  });
});

describe("rotateToStart", () => {
  const items = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];

  it("starts the list at the chosen item and keeps the rest in order", () => {
    expect(rotateToStart(items, 3).map((i) => i.id)).toEqual([3, 4, 1, 2]);
  });

  it("leaves the list as it is when the id is the first or absent", () => {
    expect(rotateToStart(items, 1).map((i) => i.id)).toEqual([1, 2, 3, 4]);
    expect(rotateToStart(items, 99).map((i) => i.id)).toEqual([1, 2, 3, 4]);
  });
});
