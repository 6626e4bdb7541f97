/**
 * Where the editor's time goes while the owner types (issue 30, item 5): the CDP sampling profiler over
 * 24 key presses in the panel's "Button label" field and 24 in the live page's "Company name" field, at
 * 4× CPU slowdown, with each sample mapped back to its source file through the build's source maps.
 * Prints the self time per source file (and per function within the top files) and writes the raw
 * profile for Chrome DevTools' Performance panel.
 *
 * Usage: npx tsx bench/support/profile-editor-typing.ts [--reorder | --toggle | --theme | --panel | --page]   (after `npm run build`;
 * --reorder: six presses of Services' Move up / Move down instead of the typing; --theme: the Theme field
 * opened and another theme picked, and back, three times; --panel: the typing in the panel only; --page: in the page only; --toggle: the Info section hidden and shown, three times)
 *
 * Besides the JavaScript profile it records a Chrome trace of the same interactions and prints the main
 * thread's time by trace event (script, style recalculation, layout, paint): the profiler alone puts the
 * browser's own rendering work under "(program)".
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Locator } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { sampleOwner, signedInPage } from './sample-owner';
import { stop, waitFor } from './sample-site';
import { ROOT, startServer } from './servers';
import { chromiumPath } from '../../tests/support/required-tool';

const PORT = 5012;
const BASE = `http://localhost:${PORT}`;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const tracePath = path.join(tmpdir(), 'ww-editor-trace.json');
const dataDir = mkdtempSync(path.join(tmpdir(), 'ww-profile-typing-'));
const env = { DATA_DIR: dataDir, SITES_PORT: String(PORT + 1), DATABASE_URL: '' };
const owner = await sampleOwner(env);
const server = startServer({ ...env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(PORT), APP_URL: BASE, LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_MAX: '1000' });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'], headless: true });
let profile: Profile;
try {
  await waitFor(`${BASE}/ready`, server);
  const { context, page } = await signedInPage(browser, BASE, owner);
  await page.goto(`${BASE}/website`);
  await page.getByTestId('site-page').getByLabel('Company name', { exact: true }).waitFor();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const panel = page.getByRole('complementary', { name: 'Editor Options' });
  await browser.startTracing(page, { path: tracePath, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', ...(process.env.INVALIDATIONS ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : [])] });
  if (process.argv.includes('--reorder')) {
    // Services' Move up / Move down, 6 presses, instead of typing.
    await cdp.send('Profiler.start');
    for (let i = 0; i < 6; i++) {
      await panel.getByRole('button', { name: i % 2 === 0 ? 'Move Services up' : 'Move Services down' }).click();
      await new Promise((r) => setTimeout(r, 300));
    }
    profile = (await cdp.send('Profiler.stop')).profile as unknown as Profile;
  } else if (process.argv.includes('--toggle')) {
    // The Info section's Hide section / Show section, 6 presses.
    const info = page.getByTestId('site-page').locator('section.ww-section--info');
    await cdp.send('Profiler.start');
    for (let i = 0; i < 6; i++) {
      await info.getByRole('button', { name: i % 2 === 0 ? 'Hide section' : 'Show section' }).click();
      await new Promise((r) => setTimeout(r, 300));
    }
    profile = (await cdp.send('Profiler.stop')).profile as unknown as Profile;
  } else if (process.argv.includes('--theme')) {
    // The Theme field opened and another theme picked, then the first one back: 3 times (12 interactions).
    const theme = panel.getByRole('combobox', { name: 'Theme' });
    const original = await theme.inputValue();
    // Once before profiling: loads the on-demand code of the Theme select.
    await theme.click();
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('Escape');
    await cdp.send('Profiler.start');
    for (let i = 0; i < 6; i++) {
      await theme.click();
      const listbox = page.getByRole('listbox');
      await listbox.waitFor();
      await new Promise((r) => setTimeout(r, 300));
      await (i % 2 === 1 ? listbox.getByRole('option', { name: original, exact: true }) : listbox.getByRole('option', { selected: false }).first()).click();
      await listbox.waitFor({ state: 'hidden' });
      await new Promise((r) => setTimeout(r, 300));
    }
    profile = (await cdp.send('Profiler.stop')).profile as unknown as Profile;
  } else {
  const fields: Record<string, Locator> = {};
  if (!process.argv.includes('--page')) fields['Button label (panel)'] = panel.getByLabel('Button label', { exact: true });
  if (!process.argv.includes('--panel')) fields['Company name (page)'] = page.getByTestId('site-page').getByLabel('Company name', { exact: true });
  const profiles: Profile[] = [];
  for (const [name, field] of Object.entries(fields)) {
    await field.focus();
    await cdp.send('Profiler.start');
    for (const key of [...'Spring offer', ...Array<string>(12).fill('Backspace')]) {
      await page.keyboard.press(key);
      await new Promise((r) => setTimeout(r, 100));
    }
    const one = (await cdp.send('Profiler.stop')).profile as unknown as Profile;
    profiles.push(one);
    const busy = one.samples.reduce((sum, id, i) => (one.nodes.find((n) => n.id === id)?.callFrame.functionName === '(idle)' ? sum : sum + (one.timeDeltas[i] ?? 0) / 1000), 0);
    console.log(`${name}: ${busy.toFixed(0)} ms busy (non-idle, with (program)) over 24 key presses`);
  }
  profile = { nodes: profiles.flatMap((p, i) => p.nodes.map((n) => ({ ...n, id: n.id + i * 1e6 }))), samples: profiles.flatMap((p, i) => p.samples.map((id) => id + i * 1e6)), timeDeltas: profiles.flatMap((p) => p.timeDeltas) };
  }
  await browser.stopTracing();
  await context.close();
} finally {
  await browser.close();
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
}

const out = path.join(tmpdir(), 'ww-editor-typing.cpuprofile');
writeFileSync(out, JSON.stringify(profile));
const maps = new Map<string, SourceMapConsumer | null>();
function original(frame: ProfileNode['callFrame']): { file: string; fn: string } {
  if (!frame.url.startsWith(BASE)) return { file: frame.url || `(${frame.functionName || 'native'})`, fn: frame.functionName };
  const file = path.join(ROOT, 'dist/client', new URL(frame.url).pathname);
  if (!maps.has(file)) {
    try {
      maps.set(file, new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))));
    } catch {
      maps.set(file, null);
    }
  }
  const pos = maps.get(file)?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  return pos?.source ? { file: pos.source.replace(/^.*node_modules\//, 'node_modules/').replace(/^(\.\.\/)+/, ''), fn: `${pos.name ?? frame.functionName}:${pos.line}` } : { file: frame.url, fn: frame.functionName };
}
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfByFile = new Map<string, number>();
const selfByFn = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const node = byId.get(id);
  const dt = (profile.timeDeltas[i] ?? 0) / 1000;
  if (!node || node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)') return;
  total += dt;
  const { file, fn } = original(node.callFrame);
  selfByFile.set(file, (selfByFile.get(file) ?? 0) + dt);
  selfByFn.set(`${file} ${fn}`, (selfByFn.get(`${file} ${fn}`) ?? 0) + dt);
});
const what = process.argv.includes('--reorder') ? '6 presses of Move up / Move down' : process.argv.includes('--toggle') ? '6 presses of Hide section / Show section' : process.argv.includes('--theme') ? '6 theme picks (and 6 openings of the list)' : process.argv.includes('--panel') ? '24 key presses in the panel' : process.argv.includes('--page') ? '24 key presses in the page' : '48 key presses';
// The trace: the renderer's main thread, self time per event name (an event's time less its children's).
interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string } }
const events = (JSON.parse(readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
const mainThread = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const complete = events.filter((e) => mainThread && e.pid === mainThread.pid && e.tid === mainThread.tid && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
const selfByEvent = new Map<string, number>();
const stack: { end: number; name: string }[] = [];
for (const e of complete) {
  while (stack.length && (stack.at(-1)?.end ?? 0) <= e.ts) stack.pop();
  const parent = stack.at(-1);
  if (parent) selfByEvent.set(parent.name, (selfByEvent.get(parent.name) ?? 0) - (e.dur ?? 0) / 1000);
  selfByEvent.set(e.name, (selfByEvent.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  stack.push({ end: e.ts + (e.dur ?? 0), name: e.name });
}
console.log(`main thread by trace event over ${what} (self time; trace: ${tracePath}):`);
for (const [name, ms] of [...selfByEvent].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${name}`);
console.log(`\nbusy (non-idle) time over ${what}: ${total.toFixed(0)} ms; profile: ${out}`);
console.log('\nself time by source file:');
for (const [file, ms] of [...selfByFile].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${file}`);
console.log('\nself time by function:');
for (const [fn, ms] of [...selfByFn].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${fn}`);
