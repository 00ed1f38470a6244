type Env = Record<string, string | undefined>;
export const HEAP_CAP_MB: number;
export function serverEnv<T extends Env>(env: T): T & { MALLOC_ARENA_MAX: string; NODE_OPTIONS: string };
