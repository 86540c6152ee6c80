import { openDatabase } from "./src/db/client.ts";
import * as search from "./src/modules/search/service.ts";
import { autocompleteQuerySchema, listingSearchQuerySchema, eventSearchQuerySchema } from "@lwl/contracts/search";
const handle = await openDatabase({ databaseUrl: process.env.DB ?? null, dataDir: process.env.DIR ?? "memory://", onConnectionError: () => {} });
const deps = { db: handle.db, now: () => new Date() };
const shapes: [string, () => Promise<unknown>][] = [
  ["ac college beng", () => search.suggestListings(deps, "COLLEGE", autocompleteQuerySchema.parse({ key: "beng" }))],
  ["ac school internat", () => search.suggestListings(deps, "SCHOOL", autocompleteQuerySchema.parse({ key: "internat" }))],
  ["ac tutorial chemestry", () => search.suggestListings(deps, "TUTORIAL", autocompleteQuerySchema.parse({ key: "chemestry" }))],
  ["ac college engineering", () => search.suggestListings(deps, "COLLEGE", autocompleteQuerySchema.parse({ key: "engineering" }))],
  ["ac college none", () => search.suggestListings(deps, "COLLEGE", autocompleteQuerySchema.parse({}))],
  ["ac event open", () => search.suggestEvents(deps, autocompleteQuerySchema.parse({ key: "open" }))],
  ["res college engineering", () => search.searchListings(deps, "COLLEGE", listingSearchQuerySchema.parse({ key: "engineering" }))],
  ["res school bengaluru cbse", () => search.searchListings(deps, "SCHOOL", listingSearchQuerySchema.parse({ key: "bengaluru cbse" }))],
  ["res tutorial physics pune", () => search.searchListings(deps, "TUTORIAL", listingSearchQuerySchema.parse({ key: "physics", city: "Pune" }))],
  ["res college none", () => search.searchListings(deps, "COLLEGE", listingSearchQuerySchema.parse({}))],
  ["res school none city", () => search.searchListings(deps, "SCHOOL", listingSearchQuerySchema.parse({ city: "Pune" }))],
  ["res tutorial near", () => search.searchListings(deps, "TUTORIAL", listingSearchQuerySchema.parse({ lat: "12.97", lng: "77.59" }))],
  ["res event open", () => search.searchEvents(deps, eventSearchQuerySchema.parse({ key: "open" }))],
  ["res event none", () => search.searchEvents(deps, eventSearchQuerySchema.parse({}))],
  ["res college mats", () => search.searchListings(deps, "COLLEGE", listingSearchQuerySchema.parse({ key: "zqxv" }))],
];
const only = process.env.ONLY;
for (const [name, run] of shapes) {
  if (only && !name.includes(only)) continue;
  await run();
  const times: number[] = [];
  for (let i = 0; i < Number(process.env.N ?? 15); i++) { const s = performance.now(); await run(); times.push(performance.now() - s); }
  times.sort((a, b) => a - b);
  console.log(name.padEnd(30), "median", times[Math.floor(times.length / 2)]?.toFixed(1), "max", times.at(-1)?.toFixed(1));
}
await handle.close();
