import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(join(dirname(createRequire(import.meta.url).resolve('axe-core')), 'axe.min.js'), 'utf8');

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: unknown; failureSummary?: string }[] };

/**
 * axe's serious and critical violations in what `selector` selects (the whole
 * document by default; open shadow roots included), as `impact id: help`.
 * axe is evaluated through the DevTools protocol rather than added as a
 * `<script>`, so the portal's own Content-Security-Policy stays in force.
 */
export async function seriousViolations(page: Page, selector?: string): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(include === null ? document : { include: [include] }, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${JSON.stringify(node.target)}: ${node.failureSummary ?? ''}`),
    }));
  }, selector ?? null);
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  if (serious.length > 0) console.log(`axe on ${selector ?? 'the page'}:\n${JSON.stringify(serious, null, 2)}`);
  return serious.map((violation) => `${violation.impact} ${violation.id}: ${violation.help}`);
}
