import { parentPort } from 'node:worker_threads';
import { type HtmlNodeBudget, type HtmlTaskName, loadTask, OverBudget, runHtmlTask } from './html-tasks';

/*
 * The worker thread html-budget.ts starts: it says it is ready, then answers each page it is sent
 * (one for readHtml, a site's pages in turn for an HtmlSession) until it is ended. Compiled to dist/server/html-worker.js (scripts/build-server.mjs).
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
  // One page at a time; a site read (HtmlSession) sends its pages one after another to the same worker.
  port.on('message', async (job: HtmlJob) => {
    let answer: HtmlWorkerAnswer;
    try {
      await loadTask(job.task);
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
