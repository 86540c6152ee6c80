/**
 * `npm run prepare-data -w @lwl/e2e`: makes this build's data templates (support/server.ts dataTemplate)
 * ahead of the end-to-end suite, so that its servers start on copies. `npm test` runs it right after the
 * build, beside the API suite, which leaves part of a core idle; the suite makes any template still missing itself.
 */
import { dataTemplate } from "./server.ts";

const started = performance.now();
console.log(`data template ready: ${await dataTemplate("demo")} (${Math.round(performance.now() - started)} ms)`);
