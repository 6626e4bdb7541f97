import { DomHandler, Parser, type parseDocument } from 'htmlparser2';
import { type PageReading, readBusinessPage } from './page-reader';
import type { PageFacts } from './site-page-reader';

/**
 * The whole-site reader (issue 29) with its phone-number parser is loaded only by a worker asked for
 * a site page (loadTask), so a one-page import's worker starts as light as before.
 */
let siteReader: typeof import('./site-page-reader') | undefined;
export async function loadTask(task: HtmlTaskName): Promise<void> {
  if (task === 'sitePage' && !siteReader) siteReader = await import('./site-page-reader');
}

/*
 * What a worker (html-worker.ts) may be asked to do with a page: parse it within a budget of nodes
 * and depth, then run one named task on the parsed document. The tasks run in the worker, so their
 * answers must be plain data (structured clone). To read something new from an imported page, add a
 * task here: it gets the same budget, the same worker and the same "too complex" answer.
 */

export type HtmlDocument = ReturnType<typeof parseDocument>;

export interface HtmlNodeBudget {
  /** Nodes (elements, text, comments) the parsed page may have. */
  maxNodes: number;
  /** How deep elements may nest. Browsers stop nesting at 512 (Blink's tree builder); no real page comes near. */
  maxDepth: number;
}

export const HTML_TASKS = {
  /** The company details of a small business's page (page-reader.ts). */
  businessPage: (doc: HtmlDocument, pageUrl: string): PageReading => readBusinessPage(doc, pageUrl),
  /** Everything of the business's own on one page of its site (site-page-reader.ts, issue 29). */
  sitePage: (doc: HtmlDocument, pageUrl: string): PageFacts => {
    if (!siteReader) throw new Error('loadTask("sitePage") first');
    return siteReader.readSitePage(doc, pageUrl);
  },
} satisfies Record<string, (doc: HtmlDocument, pageUrl: string) => unknown>;

export type HtmlTaskName = keyof typeof HTML_TASKS;
export type HtmlTaskResult<T extends HtmlTaskName> = ReturnType<(typeof HTML_TASKS)[T]>;

/** Thrown while parsing when the page goes past its node budget. */
export class OverBudget extends Error {}

/**
 * htmlparser2's DOM builder, counting: past the budget it throws, which stops the parser where it
 * is. The depth bound is also what keeps the parser linear: its stack of open elements is searched
 * and shifted per tag, which made 300,000 unclosed <div>s take minutes (issue 21).
 */
class BudgetedDomHandler extends DomHandler {
  private nodes = 0;
  constructor(private readonly budget: HtmlNodeBudget) {
    super(undefined, { decodeEntities: true } as ConstructorParameters<typeof DomHandler>[1]);
  }

  override onopentag(name: string, attribs: Record<string, string>): void {
    if (this.tagStack.length > this.budget.maxDepth) throw new OverBudget(`deeper than ${this.budget.maxDepth}`);
    super.onopentag(name, attribs);
  }

  protected override addNode(node: Parameters<DomHandler['addNode']>[0]): void {
    this.nodes += 1;
    if (this.nodes > this.budget.maxNodes) throw new OverBudget(`more than ${this.budget.maxNodes} nodes`);
    super.addNode(node);
  }
}

/** Parses a page like htmlparser2's parseDocument, throwing OverBudget past the budget. */
export function parseWithinBudget(html: string, budget: HtmlNodeBudget): HtmlDocument {
  const handler = new BudgetedDomHandler(budget);
  new Parser(handler, { decodeEntities: true }).end(html);
  return handler.root;
}

export function runHtmlTask<T extends HtmlTaskName>(task: T, html: string, pageUrl: string, budget: HtmlNodeBudget): HtmlTaskResult<T> {
  const doc = parseWithinBudget(html, budget);
  return HTML_TASKS[task](doc, pageUrl) as HtmlTaskResult<T>;
}
