import crypto from "node:crypto";

// The first-run setup code: while the home face has no owner, the server
// prints a one-time code in its log at start, and only someone who can read
// that log may create the owner (as Home Assistant and Jupyter do). Kept in
// this process's memory as a hash; a restart prints a new one. No
// "server-only": start-up (lib/bootstrap.ts) makes it.

// No 0/O, 1/I/L or U: easy to read out and type. 30^12 codes, about 59 bits.
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
const GROUPS = 3;
const GROUP_LENGTH = 4;

// Shared by every bundle of the process (instrumentation and the route handlers are built apart).
const state = ((globalThis as Record<symbol, unknown>)[Symbol.for("hems.setup-code")] ??= { hash: null }) as { hash: Buffer | null };

const digest = (code: string) => crypto.createHash("sha256").update(code).digest();

/** Upper case, without the spaces and dashes a person may type between the groups. */
function normalize(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, "");
}

/** A new code ("ABCD-EFGH-JKMN") replacing any earlier one. */
export function issueSetupCode(): string {
  const chars = Array.from({ length: GROUPS * GROUP_LENGTH }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]);
  state.hash = digest(chars.join(""));
  return Array.from({ length: GROUPS }, (_, i) => chars.slice(i * GROUP_LENGTH, (i + 1) * GROUP_LENGTH).join("")).join("-");
}

/** Whether the code is the one printed at start (compared in constant time). */
export function setupCodeMatches(code: string): boolean {
  if (!state.hash) return false;
  return crypto.timingSafeEqual(digest(normalize(code)), state.hash);
}

/** Setup is done: the code is used up. */
export function forgetSetupCode(): void {
  state.hash = null;
}
