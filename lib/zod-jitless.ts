// Zod probes for eval (`new Function`) to compile fast parsers the first time
// it parses an object; the Content Security Policy forbids eval, so the probe
// was reported as a violation on every page that builds a schema. Parse
// without compiling instead. Zod keeps its configuration on
// `globalThis.__zod_globalConfig` and keeps an object found there, so this
// sets it before zod loads without importing zod (31 KB gzipped) on every page.

type ZodGlobal = typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };

export function parseWithoutEval() {
  const scope = globalThis as ZodGlobal;
  scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
}
