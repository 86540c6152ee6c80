import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { within } from "./browser.ts";

const require = createRequire(import.meta.url);
let axeSource: Promise<string> | null = null;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core's default rule set (WCAG 2 A and AA plus best practices) on the page as it is.
 * The script is evaluated through the DevTools protocol, which the page's content security policy
 * does not apply to, so the test does not need to loosen the policy the site really ships with.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  axeSource ??= readFile(require.resolve("axe-core/axe.min.js"), "utf8");
  // Once per document: the same page checked again (at another width) has it already.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(await axeSource);
  const run = page.evaluate(async () => {
    type AxeResult = {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
    };
    type AxeRun = (context: Document, options: { resultTypes: string[] }) => Promise<AxeResult>;
    const axe = (window as unknown as { axe: { run: AxeRun } }).axe;
    // Every rule still runs; only the violations are collected in full (passes and the rest keep one
    // node each), which is most of axe's time on a large page.
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  });
  return within(run, AXE_MS, `axe-core on ${page.url()}`);
}

/** An upper bound for one axe run on a busy machine (a few seconds when on time). */
const AXE_MS = 60_000;
