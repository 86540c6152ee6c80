// `npm test`: every check, in five stages; a stage starts once the one before it passed (docs/decisions/0024).
// Steps of one stage run side by side where one of them leaves a core idle, or where the stage's work
// is shared best so: measured on the 2-core CI machine, lint keeps about 1.4 cores busy, so the contracts
// suite fills in beside it and the type check; the API suite leaves about 12 % of both cores idle (24 s
// of 100), which the build (about 20 s of CPU) fills. The web suite (108 s of CPU in 63 s alone) and the
// PGlite pass (145 s in 80 s alone) each keep both cores busy on their two workers: side by side (four
// workers) they took 151 to 158 s, one after the other 143 s. The end-to-end suite keeps both cores busy
// alone: the web suite beside it (tried, session 15) ended it 50 to 60 s later, no sooner in all, and a
// heavier load for the one suite that drives a browser. The end-to-end suite's servers start on copies of
// a migrated and seeded embedded database (e2e/support/server.ts dataTemplate), made from the build right
// after it, still beside the API suite: about 20 s of one core that would otherwise open the end-to-end
// stage (beside the web suite it ended that stage 12 s later).
// A step beside others prints its output in one piece when it ends, so two steps' lines never interleave.
import { spawn } from "node:child_process";

const STAGES = [
  [
    ["typecheck", "npm run typecheck"],
    ["lint", "npm run lint"],
    ["contracts tests", "npm run test -w @lwl/contracts"],
  ],
  [
    ["API tests", "npm run test -w @lwl/api"],
    ["build, then the end-to-end data templates", "npm run build && npm run prepare-data -w @lwl/e2e"],
  ],
  [["web tests", "npm run test -w @lwl/web"]],
  [["API engine-specific tests on PGlite", "npm run test:other-engine"]],
  [["end-to-end tests", "npm run test:e2e"]],
];

/** Runs one step; its output goes straight through when it runs alone, else is printed in one piece at its end. */
function run([name, command], alone) {
  const started = performance.now();
  console.log(`▶ ${name}: ${command}`);
  return new Promise((resolve) => {
    let output = "";
    const child = spawn(command, { shell: true, stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"] });
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      const seconds = Math.round((performance.now() - started) / 1000);
      if (output.trim()) console.log(output.trimEnd());
      console.log(
        `${code === 0 ? "✔" : "✘"} ${name}: ${code === 0 ? "passed" : `failed (exit ${code})`} in ${seconds} s\n`,
      );
      resolve({ name, code: code ?? 1, seconds });
    });
  });
}

const started = performance.now();
const timings = [];
for (const steps of STAGES) {
  const results = await Promise.all(steps.map((step) => run(step, steps.length === 1)));
  timings.push(...results);
  const failed = results.filter((result) => result.code !== 0);
  if (failed.length > 0) {
    console.log(`Failed: ${failed.map((result) => result.name).join(", ")}`);
    process.exit(1);
  }
}
const total = Math.round((performance.now() - started) / 1000);
console.log(`All passed in ${total} s: ${timings.map((result) => `${result.name} ${result.seconds} s`).join(", ")}`);
