// Type-checks every workspace, as many at once as the machine has cores: each `tsc` is one thread,
// and on the 2-core CI machine running them one after another left a core idle for about a minute.
// Longest first, so the short ones fill in beside it.
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";

const WORKSPACES = ["@lwl/api", "@lwl/web", "@lwl/contracts", "@lwl/bench", "@lwl/e2e"];

function typecheck(workspace) {
  return new Promise((resolve) => {
    let output = "";
    const child = spawn("npm", ["run", "typecheck", "--silent", "-w", workspace], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ workspace, code: code ?? 1, output }));
  });
}

const queue = [...WORKSPACES];
const results = [];
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let workspace = queue.shift(); workspace; workspace = queue.shift()) {
      const result = await typecheck(workspace);
      // Each workspace's errors are printed together, not interleaved with another's.
      console.log(`typecheck ${workspace}: ${result.code === 0 ? "ok" : "failed"}`);
      if (result.output.trim()) console.log(result.output.trimEnd());
      results.push(result);
    }
  }),
);
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
