import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { appIsLive } from './session';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA (axe-core's tags). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
export const PHONE = { width: 390, height: 844 };
export const LAPTOP = { width: 1366, height: 768 };

/**
 * Allowed violations, each with its reason. Empty: nothing is allowed. An entry names the rule and a CSS selector
 * the violating node matches, and says why it is not the product's to fix.
 */
const ALLOWED: { rule: string; target: string; reason: string }[] = [];

/** A readable line per serious or critical violation (rule, impact, the nodes and axe's summary). */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const lines: string[] = [];
  for (const violation of results.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    const nodes = violation.nodes.filter(
      (node) =>
        !ALLOWED.some(
          (allowed) => allowed.rule === violation.id && node.target.join(' ').includes(allowed.target),
        ),
    );
    if (nodes.length === 0) continue;
    lines.push(
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
        nodes
          .slice(0, 6)
          .map(
            (node) =>
              `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1, 2).join(' ').trim()}`,
          )
          .join('\n'),
    );
  }
  return lines;
}

/** The page as a player sees it: the app has hydrated, the data has arrived, no skeleton is left. */
export async function settled(page: Page) {
  // A first load on a busy machine hydrates late (playwright.config.ts: main threads starved for seconds).
  await appIsLive(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Runs axe on the page at a phone's and a laptop's size; 0 serious or critical violations at both. */
export async function expectAccessibleAtBothSizes(page: Page, label: string) {
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    const found = await seriousViolations(page);
    expect.soft(found, `${label} at ${size.width}x${size.height}:\n${found.join('\n')}`).toEqual([]);
  }
}
