import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { HtmlNodeBudget, HtmlTaskName, HtmlTaskResult } from './html-tasks';
import type { HtmlJob, HtmlWorkerAnswer } from './html-worker';

/*
 * Reading a page someone else wrote, without letting it stall or bloat the server (issue 21): the
 * page is parsed in a worker thread of its own, never on the server's thread, within a budget — of
 * nodes and nesting depth (counted while parsing, html-tasks.ts), of time (the worker is ended when
 * it runs past it) and of memory (the worker's heap is capped by resourceLimits). Past any of them
 * the answer is HtmlTooComplex, which callers turn into "This page is too complex to read". At most
 * a few workers run at once per process; the others wait their turn, and past a queue they are
 * refused as busy. Entry point for anything that reads imported HTML: readHtml(task, html, url).
 */

export interface HtmlBudget extends HtmlNodeBudget {
  /** Milliseconds the worker may spend on the page once it has it (its start-up not counted). */
  timeMs: number;
  /** The worker's heap (V8 old generation), MB. */
  heapMb: number;
}

export const DEFAULT_HTML_BUDGET: HtmlBudget = { maxNodes: 200_000, maxDepth: 512, timeMs: 3000, heapMb: 96 };

export const TOO_COMPLEX_MESSAGE = 'This page is too complex to read. Type your company details in below instead.';
export const BUSY_MESSAGE = 'We are reading many pages right now. Please try again in a minute.';

/** The page went past its budget (nodes, depth, time or memory). */
export class HtmlTooComplex extends Error {
  constructor(readonly reason: string) {
    super(TOO_COMPLEX_MESSAGE);
  }
}

/** Too many pages are waiting to be read in this process. */
export class HtmlBusy extends Error {
  constructor() {
    super(BUSY_MESSAGE);
  }
}

/** Workers running at once per process: a core is left for the server (1 on 2 cores), at most 2. */
const MAX_RUNNING = Math.max(1, Math.min(2, availableParallelism() - 1 || 1));
/** Pages waiting for a worker beyond which a new one is refused as busy. */
const MAX_WAITING = 20;
/** Starting the worker (loading the parser) may take this long on a loaded machine before it counts as a failure. */
const START_TIMEOUT_MS = 20_000;

let running = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running >= MAX_RUNNING) {
    if (waiting.length >= MAX_WAITING) throw new HtmlBusy();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
}

/** The worker: the compiled one beside the compiled server, or (from source: tsx, tests) the TypeScript file through tsx. */
function startWorker(budget: HtmlBudget): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: budget.heapMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./html-worker.js', here), { resourceLimits });
  const file = new URL('./html-worker.ts', here).href;
  const tsx = tsxApi(here);
  const boot = `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(file)}, ${JSON.stringify(file)}))`;
  return new Worker(boot, { eval: true, resourceLimits });
}

/** tsx's ES module API (its CommonJS build cannot load it from an eval'd worker), found through its package.json. */
function tsxApi(from: string): string {
  const manifest = createRequire(from).resolve('tsx/package.json');
  const { exports } = JSON.parse(readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
  return pathToFileURL(path.join(path.dirname(manifest), exports['./esm/api']?.import.default ?? 'dist/esm/api/index.mjs')).href;
}

/**
 * Parses `html` in a worker and runs `task` on it (html-tasks.ts), within `budget`. Throws
 * HtmlTooComplex past the budget, HtmlBusy when too many pages wait, and an Error if the worker
 * itself fails (a bug, not the page).
 */
export async function readHtml<T extends HtmlTaskName>(task: T, html: string, pageUrl: string, budget: HtmlBudget = DEFAULT_HTML_BUDGET): Promise<HtmlTaskResult<T>> {
  const done = await turn();
  try {
    return await inWorker(task, html, pageUrl, budget);
  } finally {
    done();
  }
}

function inWorker<T extends HtmlTaskName>(task: T, html: string, pageUrl: string, budget: HtmlBudget): Promise<HtmlTaskResult<T>> {
  return new Promise((resolve, reject) => {
    const worker = startWorker(budget);
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    timer = setTimeout(() => finish(() => reject(new Error('the page reader did not start'))), START_TIMEOUT_MS);
    worker.on('message', (message: 'ready' | HtmlWorkerAnswer) => {
      if (message === 'ready') {
        clearTimeout(timer);
        timer = setTimeout(() => finish(() => reject(new HtmlTooComplex(`over ${budget.timeMs} ms`))), budget.timeMs);
        const job: HtmlJob = { task, html, pageUrl, budget: { maxNodes: budget.maxNodes, maxDepth: budget.maxDepth } };
        worker.postMessage(job);
        return;
      }
      if (message.ok) finish(() => resolve(message.value as HtmlTaskResult<T>));
      else if (message.tooComplex) finish(() => reject(new HtmlTooComplex(message.error ?? 'over budget')));
      else finish(() => reject(new Error(`the page reader failed: ${message.error ?? 'unknown'}`)));
    });
    worker.on('error', (error: Error & { code?: string }) => {
      // A page whose parse outgrew the worker's heap ends it with ERR_WORKER_OUT_OF_MEMORY.
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') finish(() => reject(new HtmlTooComplex('over the memory budget')));
      else finish(() => reject(error));
    });
    worker.on('exit', (code) => finish(() => reject(new Error(`the page reader stopped (${code})`))));
  });
}

/**
 * Several pages of one site read by one worker in turn (issue 29: starting a worker per page cost more
 * than reading the page). Each page has the same budget as readHtml's — its node and depth counts,
 * its time (past it the worker is ended and the next page starts a fresh one), the worker's heap —
 * and waits its turn among all readers like readHtml's pages. Call close() when the site is read.
 */
export class HtmlSession {
  private worker: Worker | undefined;
  private ready: Promise<Worker> | undefined;

  constructor(private readonly budget: HtmlBudget = DEFAULT_HTML_BUDGET) {}

  private start(): Promise<Worker> {
    if (this.ready) return this.ready;
    const worker = startWorker(this.budget);
    this.worker = worker;
    this.ready = new Promise<Worker>((resolve, reject) => {
      const timer = setTimeout(() => fail(new Error('the page reader did not start')), START_TIMEOUT_MS);
      const fail = (error: Error) => {
        clearTimeout(timer);
        if (this.worker === worker) this.end();
        reject(error);
      };
      worker.once('message', () => {
        clearTimeout(timer);
        resolve(worker);
      });
      worker.once('error', fail);
      worker.once('exit', (code) => fail(new Error(`the page reader stopped (${code})`)));
    });
    // A failed start is answered to the read that waited for it, never left unhandled.
    this.ready.catch(() => undefined);
    return this.ready;
  }

  private end(): void {
    void this.worker?.terminate();
    this.worker = undefined;
    this.ready = undefined;
  }

  async read<T extends HtmlTaskName>(task: T, html: string, pageUrl: string): Promise<HtmlTaskResult<T>> {
    const done = await turn();
    try {
      const worker = await this.start();
      return await new Promise<HtmlTaskResult<T>>((resolve, reject) => {
        const cleanup = () => {
          clearTimeout(timer);
          worker.off('message', onMessage);
          worker.off('error', onError);
          worker.off('exit', onExit);
        };
        const timer = setTimeout(() => {
          cleanup();
          this.end();
          reject(new HtmlTooComplex(`over ${this.budget.timeMs} ms`));
        }, this.budget.timeMs);
        const onMessage = (message: HtmlWorkerAnswer) => {
          cleanup();
          if (message.ok) resolve(message.value as HtmlTaskResult<T>);
          else if (message.tooComplex) reject(new HtmlTooComplex(message.error ?? 'over budget'));
          else reject(new Error(`the page reader failed: ${message.error ?? 'unknown'}`));
        };
        const onError = (error: Error & { code?: string }) => {
          cleanup();
          this.end();
          reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new HtmlTooComplex('over the memory budget') : error);
        };
        const onExit = (code: number) => {
          cleanup();
          this.end();
          reject(new Error(`the page reader stopped (${code})`));
        };
        worker.on('message', onMessage);
        worker.on('error', onError);
        worker.on('exit', onExit);
        const job: HtmlJob = { task, html, pageUrl, budget: { maxNodes: this.budget.maxNodes, maxDepth: this.budget.maxDepth } };
        worker.postMessage(job);
      });
    } finally {
      done();
    }
  }

  close(): void {
    this.end();
  }
}
