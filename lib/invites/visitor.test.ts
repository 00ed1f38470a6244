import {
  AUTHORIZED_INVITE_CODES,
  addAuthorizedInviteCode,
  authorizedInviteCodes,
  dropAuthorizedInviteCode,
  inInviteMode,
  previewOf,
  withInviteCode,
} from "./visitor";

function memoryStore(initial?: string) {
  const map = new Map<string, string>(initial === undefined ? [] : [[AUTHORIZED_INVITE_CODES, initial]]);
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), map };
}

describe("authorizedInviteCodes", () => {
  test("a code is added only if it is a non-empty string after trimming and not already held", () => {
    const store = memoryStore();
    expect(inInviteMode(store)).toBe(false);
    expect(addAuthorizedInviteCode(store, "  abc  ")).toEqual(["abc"]);
    expect(addAuthorizedInviteCode(store, "abc")).toEqual(["abc"]);
    expect(addAuthorizedInviteCode(store, "   ")).toEqual(["abc"]);
    expect(addAuthorizedInviteCode(store, 42)).toEqual(["abc"]);
    expect(addAuthorizedInviteCode(store, "def")).toEqual(["abc", "def"]);
    expect(JSON.parse(store.map.get(AUTHORIZED_INVITE_CODES)!)).toEqual(["abc", "def"]);
    expect(inInviteMode(store)).toBe(true);
  });

  test("dropping a code keeps the others; invite mode ends with the last one", () => {
    const store = memoryStore(JSON.stringify(["abc", "def"]));
    expect(dropAuthorizedInviteCode(store, "abc")).toEqual(["def"]);
    expect(dropAuthorizedInviteCode(store, "def")).toEqual([]);
    expect(inInviteMode(store)).toBe(false);
  });

  test("a damaged stored value counts as no codes", () => {
    expect(authorizedInviteCodes(memoryStore("not json"))).toEqual([]);
    expect(authorizedInviteCodes(memoryStore(JSON.stringify({ a: 1 })))).toEqual([]);
    expect(authorizedInviteCodes(memoryStore(JSON.stringify(["ok", 3, "", null])))).toEqual(["ok"]);
  });
});

test("withInviteCode adds invite_code to a player call, after any query", () => {
  expect(withInviteCode("/api_myfilex/playerfile/abc", "k1")).toBe("/api_myfilex/playerfile/abc?invite_code=k1");
  expect(withInviteCode("/api_myfilex/playerfile/abc?thumbs=url", "k1")).toBe("/api_myfilex/playerfile/abc?thumbs=url&invite_code=k1");
  expect(withInviteCode("/api_myfilex/playerparam", null)).toBe("/api_myfilex/playerparam");
});

test("previewOf cuts a server message to 120 characters", () => {
  expect(previewOf("short")).toEqual({ text: "short", cut: false });
  const exact = "x".repeat(120);
  expect(previewOf(exact)).toEqual({ text: exact, cut: false });
  const long = "y".repeat(121);
  expect(previewOf(long)).toEqual({ text: `${"y".repeat(120)}…`, cut: true });
  // Characters, not UTF-16 units: a message in Chinese is cut at 120 of its characters.
  expect(Array.from(previewOf("邀".repeat(130)).text)).toHaveLength(121);
});
