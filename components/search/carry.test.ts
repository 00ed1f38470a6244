import { CARRY_KEY, CARRY_MS, clearCarry, readCarry, saveCarry, type CarriedResult } from "./carry";

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

const result: CarriedResult = {
  id: "1",
  file_type: 3,
  youtube_id: "",
  en_relpath: "TQ",
  title: "Summer",
  thumbnail: "/t",
  en_video_relpath: "TS9h",
  duration: 3,
  relpath: "M",
};

describe("search carry", () => {
  test("restored on the page it was made on, for 15 minutes", () => {
    const store = memoryStore();
    saveCarry(store, { from: "/sysicon", query: "summ", index: 0, results: [result] }, 1_000);
    const carry = readCarry(store, "/sysicon", 1_000 + CARRY_MS - 1);
    expect(carry).toMatchObject({ from: "/sysicon", query: "summ", index: 0, results: [result], ts: 1_000, expiresAt: 1_000 + CARRY_MS });
    expect(typeof carry!.id).toBe("string");
    expect(readCarry(store, "/folder/x", 2_000)).toBeNull();
  });

  test("an expired or broken carry is forgotten; clear removes it", () => {
    const store = memoryStore();
    saveCarry(store, { from: "/a", query: "q", index: 0, results: [] }, 0);
    expect(readCarry(store, "/a", CARRY_MS)).toBeNull();
    expect(store.map.has(CARRY_KEY)).toBe(false);
    store.setItem(CARRY_KEY, "{not json");
    expect(readCarry(store, "/a")).toBeNull();
    expect(store.map.has(CARRY_KEY)).toBe(false);
    saveCarry(store, { from: "/a", query: "q", index: 0, results: [] });
    clearCarry(store);
    expect(store.map.has(CARRY_KEY)).toBe(false);
  });
});
