// `npm run dev`: the API with reload on port 3000 and the Vite dev server (port 5173) proxying to it.
import { spawn } from "node:child_process";

const children = [
  spawn("npm", ["run", "dev", "-w", "@lwl/api"], {
    stdio: "inherit",
    env: { ...process.env, PORT: process.env.PORT ?? "3000" },
  }),
  spawn("npm", ["run", "dev", "-w", "@lwl/web"], { stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) {
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
