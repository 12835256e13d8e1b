import type { AxeResults, Result, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core in a Playwright page: injected from node_modules (no network), run with the WCAG 2.0, 2.1 and 2.2
 * level A and AA rules only, and its violations flattened to one line per failing element.
 */

export const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let source: string | undefined;
const axeSource = (): string => (source ??= readFileSync(AXE_SCRIPT, 'utf8'));

/** axe's tags of WCAG 2.0, 2.1 and 2.2, levels A and AA (axe has no `wcag22a` tag: 2.2's new A criteria are not automatable). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

export interface AxeViolation {
  rule: string;
  impact: string;
  /** The failing element's CSS selector (axe's `target`, frames joined by ` >>> `). */
  target: string;
  /** The element's opening HTML, shortened. */
  html: string;
  /** What axe says to fix, first line. */
  summary: string;
  help: string;
  helpUrl: string;
}

export interface AxeReport {
  violations: AxeViolation[];
  /** What axe could not decide ("needs review"), e.g. contrast over a background image: not failures. */
  incomplete: AxeViolation[];
}

/** Runs axe on the whole document of `page` and returns its violations, one per failing element. */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  return (await runAxeReport(page)).violations;
}

/** Runs axe on the whole document of `page`: its violations and what needs a human review, one per element. */
export async function runAxeReport(page: Page): Promise<AxeReport> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  // Evaluated through the DevTools protocol, not added as a <script>: the pages' Content-Security-Policy refuses
  // inline scripts, as it should.
  if (!loaded) await page.evaluate(axeSource());
  const options: RunOptions = {
    runOnly: { type: 'tag', values: [...WCAG_TAGS] },
    resultTypes: ['violations', 'incomplete'],
  };
  type Axe = { run: (context: Document, options: unknown) => Promise<AxeResults> };
  const results = await page.evaluate(
    (runOptions) => (window as unknown as { axe: Axe }).axe.run(document, runOptions),
    options as unknown as Record<string, unknown>,
  );
  return { violations: flatten(results.violations), incomplete: flatten(results.incomplete) };
}

function flatten(rules: readonly Result[]): AxeViolation[] {
  return rules.flatMap((rule) =>
    rule.nodes.map((node) => ({
      rule: rule.id,
      impact: node.impact ?? rule.impact ?? 'unknown',
      target: node.target.map((part) => (Array.isArray(part) ? part.join(' ') : String(part))).join(' >>> '),
      html: shorten(node.html, 160),
      summary:
        (node.failureSummary ?? '')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .slice(1, 2)
          .join(' ') ||
        [...node.any, ...node.all, ...node.none].map((check) => check.message).find(Boolean) ||
        rule.help,
      help: rule.help,
      helpUrl: rule.helpUrl,
    })),
  );
}

/** One line per violation: `rule (impact) path @width: target — html — what to fix`. */
export function formatViolations(where: string, violations: readonly AxeViolation[]): string {
  return violations
    .map(({ rule, impact, target, html, summary }) => `${rule} (${impact}) ${where}: ${target} — ${html} — ${summary}`)
    .join('\n');
}

function shorten(html: string, max: number): string {
  const flat = html.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
