import { introMs, introPlan, markIntroSeen, readPosition, validIndex, validTime, withTime, writePosition, type SessionStore } from "./sessionStore";

function memoryStore(): SessionStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

describe("intro plan", () => {
  it("shows both intros the first time, then neither for the same album and title", () => {
    const store = memoryStore();
    expect(introPlan(store, "Trips/2024", "Beach")).toEqual({ album: true, title: true });
    markIntroSeen(store, "Trips/2024", "Beach");
    expect(introPlan(store, "Trips/2024", "Beach")).toEqual({ album: false, title: false });
  });

  it("counts albums and titles separately: a new title in a seen album, a seen title in a new album", () => {
    const store = memoryStore();
    markIntroSeen(store, "Trips/2024", "Beach");
    expect(introPlan(store, "Trips/2024", "Hills")).toEqual({ album: false, title: true });
    expect(introPlan(store, "Trips/2023", "Beach")).toEqual({ album: true, title: false });
    expect(introPlan(store, "Trips/2023", "Hills")).toEqual({ album: true, title: true });
  });

  it("a new title's intro lasts 4.5 s, a new album's alone 1 s", () => {
    expect(introMs({ album: true, title: true })).toBe(4500);
    expect(introMs({ album: false, title: true })).toBe(4500);
    expect(introMs({ album: true, title: false })).toBe(1000);
    expect(introMs({ album: false, title: false })).toBeNull();
  });

  it("works (shows intros, remembers nothing) when storage throws", () => {
    const broken: SessionStore = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(() => markIntroSeen(broken, "a", "b")).not.toThrow();
    expect(introPlan(broken, "a", "b")).toEqual({ album: true, title: true });
  });
});

describe("playback position per folder", () => {
  it("round-trips the index and the time per item, separately per folder", () => {
    const store = memoryStore();
    writePosition(store, "Trips", withTime(null, 2, 17, 42.345));
    writePosition(store, "Home", withTime(null, 0, 5, 3));
    expect(readPosition(store, "Trips")).toEqual({ index: 2, times: { "17": 42.3 } });
    expect(readPosition(store, "Home")).toEqual({ index: 0, times: { "5": 3 } });
    expect(readPosition(store, "Other")).toBeNull();
  });

  it("forgets an item's time when it is set to 0 (played to the end)", () => {
    const position = withTime(withTime(null, 0, 1, 10), 1, 2, 20);
    expect(withTime(position, 1, 1, 0)).toEqual({ index: 1, times: { "2": 20 } });
  });

  it.each([["not json"], ['{"index":"2","times":{}}'], ['{"index":1}'], ["[1,2]"], ["null"], ['{"index":1,"times":{"2":"x"}}'], ['{"index":1,"times":[3]}']])(
    "ignores a damaged value %s",
    (raw) => {
      const store = memoryStore();
      store.data.set("hems:player:position:Trips", raw);
      expect(readPosition(store, "Trips")).toBeNull();
    },
  );

  it("uses a stored index only when it is a whole number from 0 up to the list length", () => {
    const at = (index: number) => ({ index, times: {} });
    expect(validIndex(at(0), 3)).toBe(0);
    expect(validIndex(at(2), 3)).toBe(2);
    expect(validIndex(at(3), 3)).toBeNull();
    expect(validIndex(at(-1), 3)).toBeNull();
    expect(validIndex(at(1.5), 3)).toBeNull();
    expect(validIndex(at(Number.NaN), 3)).toBeNull();
    expect(validIndex(null, 3)).toBeNull();
  });

  it("uses a stored time only when it lies inside the video", () => {
    const position = { index: 0, times: { "7": 30, "8": 59.5, "9": -3 } };
    expect(validTime(position, 7, 60)).toBe(30);
    expect(validTime(position, 7, null)).toBe(30);
    expect(validTime(position, 7, 20)).toBeNull();
    expect(validTime(position, 8, 60)).toBeNull();
    expect(validTime(position, 9, 60)).toBeNull();
    expect(validTime(position, 10, 60)).toBeNull();
    expect(validTime(null, 7, 60)).toBeNull();
  });
});
