// A guest PIN's length, apart from the zod schemas: the PIN dialog the root
// layout can show on any page needs only these, not zod (31 KB gzipped).
export const PIN_MIN = 4;
export const PIN_MAX = 10;
