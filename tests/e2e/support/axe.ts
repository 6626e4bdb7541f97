import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rules the published sites are held to (themes.e2e.ts): axe-core's WCAG 2.0 and 2.1, A and AA. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeResult {
  violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[];
}

/**
 * axe-core's WCAG 2 A/AA violations on the page as it is now, one line per element: the rule, its impact,
 * and the element's selector (through frames, `iframe >> element`). axe goes through the page's frames it
 * can reach too: it is put into each of them first, as @axe-core/playwright does (not null-origin sandboxes). It is evaluated
 * through the debugger protocol, so the page's Content-Security-Policy does not stop it.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // A person reads the page at rest: wait (at most 2 s) for the transitions and animations under way to end.
  // A dialog fading in has a lower contrast for its 200 ms, and axe measured that once (quotes.e2e.ts).
  // Endless ones (a spinner) are not waited for.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), undefined, { timeout: 2000 })
    .catch(() => undefined);
  for (const frame of page.frames()) {
    if (frame.isDetached()) continue;
    await frame.evaluate(AXE_SOURCE).catch(() => undefined); // a frame going away while we look is not the page's fault
  }
  const result = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResult> } }).axe;
    // Frames sandboxed to the null origin (the versions' and the dashboard's thumbnails, the publish
    // preview: srcdoc, no scripts) are left out: axe talks to frames by postMessage to the page's origin,
    // which cannot reach them, and Chromium warns when it tries (twice on /settings at 320 px in CI, as the
    // thumbnails loaded). What they show is a published page, which themes.e2e.ts checks with axe itself.
    const context = { exclude: [['iframe[sandbox]:not([sandbox~="allow-same-origin"])']] };
    const found = await axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return { violations: found.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => ({ target: n.target })) })) };
  }, WCAG_AA);
  return result.violations.flatMap((v) => v.nodes.map((n) => `axe ${v.id} (${v.impact ?? 'no impact'}): ${n.target.map((t) => (Array.isArray(t) ? t.join(' >> ') : String(t))).join(' >> ')}`));
}
