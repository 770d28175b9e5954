// Zod compiles object parsers with `new Function` when eval is allowed, and probes for that on
// first use. Our CSP forbids eval, and the browser reports even the probe it swallows as a CSP
// violation (a Lighthouse best-practices failure on every page that validates). Jitless mode
// skips the probe and the compiler: same results, interpreted.
// Zod keeps its settings on globalThis.__zod_globalConfig (shared by every copy of zod), so the
// setting is made here, before any zod code loads, without bringing zod into the first load.
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
