import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** WCAG 2.2 AA, as axe-core tags its rules. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Rules axe files under best practice or as experimental, not as WCAG, that the first audit found broken (ADR 039):
 * content outside landmarks, two banners, a toggle whose name is not its label. They fail the
 * audit at any impact (axe rates most landmark rules moderate).
 */
const ISSUE_RULES = [
  'region',
  'landmark-one-main',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-main',
  'landmark-unique',
  'label-content-name-mismatch',
];

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  /** the first offending element's markup, shortened */
  html: string;
}

/** Every violation of WCAG 2.2 AA (and of the issue's rules) on the page as it is now. */
export async function axeAudit(page: Page): Promise<AxeFinding[]> {
  const loaded = await page.evaluate<boolean>('typeof window.axe === "object"');
  // evaluated rather than added as a <script>: the app's CSP (script-src 'self') refuses those
  if (!loaded) await page.evaluate(axe.source);
  const options = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: Object.fromEntries(ISSUE_RULES.map((rule) => [rule, { enabled: true }])),
    resultTypes: ['violations'],
  };
  const violations = await page.evaluate(
    async (runOptions) =>
      (
        await (window as unknown as { axe: typeof axe }).axe.run(
          document,
          runOptions as axe.RunOptions,
        )
      ).violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
        html: violation.nodes[0]?.html.slice(0, 200) ?? '',
      })),
    options,
  );
  return violations.map(({ id, ...finding }) => ({ rule: id, ...finding }));
}

/** The findings that fail a screen: serious or critical, or one of the issue's rules. */
export function blocking(findings: AxeFinding[]): AxeFinding[] {
  return findings.filter(
    (finding) =>
      finding.impact === 'serious' ||
      finding.impact === 'critical' ||
      ISSUE_RULES.includes(finding.rule),
  );
}

/** One line per rule, for a failure message a person can act on. */
export function describeFindings(findings: AxeFinding[]): string {
  return findings
    .map(
      (finding) =>
        `${finding.impact} ${finding.rule} (${finding.help}), ${finding.targets.length}×: ${finding.targets.slice(0, 5).join(' | ')}`,
    )
    .join('\n');
}
