import { parentPort } from 'node:worker_threads';
import { type HtmlNodeBudget, type HtmlTaskName, OverBudget, runHtmlTask } from './html-tasks';

/*
 * The worker thread html-budget.ts starts for one page: it says it is ready, takes one page, answers
 * once and is ended. Compiled to dist/server/html-worker.js (scripts/build-server.mjs).
 */

export interface HtmlJob {
  task: HtmlTaskName;
  html: string;
  pageUrl: string;
  budget: HtmlNodeBudget;
}

export type HtmlWorkerAnswer = { ok: true; value: unknown } | { ok: false; tooComplex: boolean; error?: string };

const port = parentPort;
if (port) {
  port.once('message', (job: HtmlJob) => {
    let answer: HtmlWorkerAnswer;
    try {
      answer = { ok: true, value: runHtmlTask(job.task, job.html, job.pageUrl, job.budget) };
    } catch (error) {
      // A RangeError is a call stack the page's nesting overflowed: too complex as well.
      const tooComplex = error instanceof OverBudget || error instanceof RangeError;
      answer = { ok: false, tooComplex, error: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage(answer);
  });
  port.postMessage('ready');
}
