/**
 * The site's Content-Security-Policy allows no eval (script-src 'self'). Zod probes for it with
 * `new Function("")` as each object schema is made, and the refused probe is reported as a CSP
 * violation (Lighthouse's Best Practices lists it) although zod catches it and parses without the
 * speed-up. Zod's `jitless` setting skips the probe. Zod keeps its settings on
 * `globalThis.__zod_globalConfig` (shared by every copy of zod on the page), so they are set here
 * without importing zod, which would add about 4 KB gzip to the entry script. main.tsx imports this
 * first, before any schema exists; the object is kept if zod made it already.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
