/**
 * The module rule (docs/decisions/0004-module-boundaries.md) as `npm run lint` checks it: the
 * dependency-cruiser configuration refuses each deliberate violation in a small fixture tree and lets
 * the allowed imports through. The real tree is `npm run lint:boundaries`'s (part of `npm run lint`).
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../../../..");
const config = path.join(root, ".dependency-cruiser.cjs");
const depcruise = path.join(root, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs");

interface Violation {
  from: string;
  to: string;
  rule: string;
}

/** The exit code of the command `npm run lint` runs (its text report fails the step), and the violations it finds. */
async function cruise(cwd: string, targets: string[]): Promise<{ exitCode: number; violations: Violation[] }> {
  const args = [depcruise, ...targets, "--config", config];
  const exitCode = await run(process.execPath, args, { cwd }).then(
    () => 0,
    (error: { code: number }) => error.code,
  );
  const { stdout } = await run(process.execPath, [...args, "--output-type", "json"], {
    cwd,
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = JSON.parse(stdout) as {
    summary: { violations: { from: string; to: string; rule: { name: string } }[] };
  };
  const violations = output.summary.violations.map(({ from, to, rule }) => ({ from, to, rule: rule.name }));
  return { exitCode, violations };
}

/** Files of the fixture tree: path -> the relative imports it makes. */
const FIXTURE: Record<string, string[]> = {
  // Allowed: another module's service and policy, the shared content rules, own internals.
  "apps/api/src/modules/events/service.ts": [
    "../listings/service.ts",
    "../listings/policy.ts",
    "../access/policy.ts",
    "../content/visibility.ts",
    "../../shared/http-error.ts",
    "./queries.ts",
  ],
  "apps/api/src/modules/events/routes.ts": ["./service.ts", "../../plugins/auth-guards.ts"],
  "apps/api/src/modules/access/policy.ts": ["../../shared/http-error.ts"],
  "apps/api/src/shared/http-error.ts": [],
  "apps/api/src/modules/users/service.ts": ["../identity/accounts/password-service.ts"],
  "apps/api/src/modules/admin/service.ts": ["../listings/service.ts"],
  "apps/api/src/modules/listings/service.ts": ["./queries.ts"],
  "apps/api/src/modules/listings/policy.ts": ["./queries.ts"],
  "apps/api/src/modules/listings/queries.ts": [],
  "apps/api/src/modules/listings/mappers.ts": [],
  "apps/api/src/modules/identity/accounts/password-service.ts": ["../tokens/queries.ts"],
  "apps/api/src/modules/identity/tokens/queries.ts": [],
  "apps/api/src/modules/content/visibility.ts": [],
  "apps/api/src/plugins/auth-guards.ts": ["../modules/listings/policy.ts", "../shared/http-error.ts"],
  "apps/api/src/plugins/auth.ts": ["../modules/identity/tokens/queries.ts"],
  "apps/web/src/features/news/news-page.tsx": ["../../lib/http.ts", "../../components/card.tsx", "./news-card.tsx"],
  "apps/web/src/features/news/news-card.tsx": [],
  "apps/web/src/features/news/news-page.test.tsx": ["../../app/router.tsx"],
  "apps/web/src/lib/http.ts": [],
  "apps/web/src/components/card.tsx": [],
  "apps/web/src/app/router.tsx": ["../features/news/news-page.tsx", "../features/events/events-page.tsx"],
  // Violations, one per rule.
  "apps/api/src/modules/news/service.ts": ["../listings/queries.ts", "../listings/mappers.ts", "../admin/service.ts"],
  "apps/api/src/modules/content/html.ts": ["../listings/service.ts"],
  "apps/api/src/plugins/static.ts": ["../modules/events/queries.ts"],
  "apps/api/src/modules/access/roles.ts": ["../listings/service.ts"],
  "apps/api/src/shared/mailer.ts": ["../plugins/auth.ts"],
  "apps/api/src/modules/events/queries.ts": ["../../plugins/auth-guards.ts"],
  "apps/web/src/features/events/events-page.tsx": ["../news/news-card.tsx", "../../app/router.tsx"],
  "apps/web/src/lib/format.ts": ["../features/news/news-card.tsx"],
  "packages/contracts/src/paging.ts": ["../../../apps/web/src/lib/http.ts"],
};

let fixture: string;
beforeAll(async () => {
  fixture = await mkdtemp(path.join(tmpdir(), "lwl-boundaries-"));
  for (const [file, imports] of Object.entries(FIXTURE)) {
    await mkdir(path.dirname(path.join(fixture, file)), { recursive: true });
    const body = imports.map((target, i) => `import * as dependency${i} from "${target}";\n`).join("");
    const uses = imports.map((_target, i) => `dependency${i}`).join(", ");
    await writeFile(path.join(fixture, file), `${body}export const uses = [${uses}];\n`);
  }
});
afterAll(() => rm(fixture, { recursive: true, force: true }));

describe("the module boundaries lint", () => {
  it("fails on each deliberate violation, and only on those", { timeout: 120_000 }, async () => {
    const result = await cruise(fixture, ["apps", "packages"]);
    expect(result.exitCode).not.toBe(0);
    const byRule = (a: Violation, b: Violation) =>
      `${a.rule} ${a.from} ${a.to}`.localeCompare(`${b.rule} ${b.from} ${b.to}`);
    expect(result.violations.sort(byRule)).toEqual(
      [
        {
          rule: "module-internals",
          from: "apps/api/src/modules/news/service.ts",
          to: "apps/api/src/modules/listings/queries.ts",
        },
        {
          rule: "module-internals",
          from: "apps/api/src/modules/news/service.ts",
          to: "apps/api/src/modules/listings/mappers.ts",
        },
        {
          rule: "content-modules-before-admin",
          from: "apps/api/src/modules/news/service.ts",
          to: "apps/api/src/modules/admin/service.ts",
        },
        {
          rule: "content-rules-stand-alone",
          from: "apps/api/src/modules/content/html.ts",
          to: "apps/api/src/modules/listings/service.ts",
        },
        {
          rule: "plugins-are-wiring",
          from: "apps/api/src/plugins/static.ts",
          to: "apps/api/src/modules/events/queries.ts",
        },
        {
          rule: "access-stands-alone",
          from: "apps/api/src/modules/access/roles.ts",
          to: "apps/api/src/modules/listings/service.ts",
        },
        {
          rule: "shared-stands-alone",
          from: "apps/api/src/shared/mailer.ts",
          to: "apps/api/src/plugins/auth.ts",
        },
        {
          rule: "modules-use-plugins-in-routes-only",
          from: "apps/api/src/modules/events/queries.ts",
          to: "apps/api/src/plugins/auth-guards.ts",
        },
        {
          rule: "web-features-apart",
          from: "apps/web/src/features/events/events-page.tsx",
          to: "apps/web/src/features/news/news-card.tsx",
        },
        {
          rule: "web-features-below-app",
          from: "apps/web/src/features/events/events-page.tsx",
          to: "apps/web/src/app/router.tsx",
        },
        {
          rule: "web-shared-below-features",
          from: "apps/web/src/lib/format.ts",
          to: "apps/web/src/features/news/news-card.tsx",
        },
        {
          rule: "contracts-stand-alone",
          from: "packages/contracts/src/paging.ts",
          to: "apps/web/src/lib/http.ts",
        },
      ].sort(byRule),
    );
  });
});
