// Zod compiles object schemas with `new Function` when it may. Our Content-Security-Policy forbids eval
// (docs/decisions/006-security-headers.md), and zod's probe for it, though caught, is still reported as
// a policy violation, so the compiled fast path is switched off before any schema runs.
// Zod keeps its global config on globalThis.__zod_globalConfig (zod/v4/core/core.js) and adopts an object
// already there; setting it directly, rather than calling z.config(), keeps zod itself out of the entry
// chunk that every page downloads.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// Mutated in place: if zod has already loaded, it holds this very object.
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
