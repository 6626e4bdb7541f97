import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * The check behind app-text-literals.test.ts (issue 28 part 4, decision 0068): the owner-visible English
 * literals of a source file, read with the TypeScript compiler. Used by that test only, never by the app.
 */

const VISIBLE = new Set([
  'label', 'placeholder', 'title', 'aria-label', 'description', 'alt', 'error', 'message', 'children',
  'confirmLabel', 'cancelLabel', 'tooltip', 'nothingFoundMessage', 'hint', 'emptyText', 'text', 'render',
]);

/** Looks like words for a person rather than a value: a space, a capital then lower case, or a sentence's end. */
const words = (s: string) => /[A-Za-z]/.test(s) && (/\s/.test(s.trim()) || /^[A-Z]-?[a-z]/.test(s.trim()) || /[.!?…:]$/.test(s.trim()));

/** The source files of `entry`, a folder or a file under `client`. */
export function filesOf(client: string, entry: string): string[] {
  const full = path.join(client, entry);
  if (/\.tsx?$/.test(entry)) return [full];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

const isAppText = (n: ts.Node) => ts.isCallExpression(n) && /^(appText|appRich|t)$/.test(n.expression.getText());

/** String literals that reach the screen as they are: the expression itself, ternary and `&&`/`??` branches. */
function shown(expr: ts.Expression, out: ts.Node[] = []): ts.Node[] {
  if (ts.isStringLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr) || ts.isTemplateExpression(expr)) out.push(expr);
  else if (ts.isConditionalExpression(expr)) {
    shown(expr.whenTrue, out);
    shown(expr.whenFalse, out);
  } else if (ts.isBinaryExpression(expr) && [ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.PlusToken].includes(expr.operatorToken.kind)) {
    if (expr.operatorToken.kind === ts.SyntaxKind.PlusToken) shown(expr.left, out);
    shown(expr.right, out);
  } else if (ts.isParenthesizedExpression(expr)) shown(expr.expression, out);
  return out;
}

const textOf = (n: ts.Node) =>
  ts.isTemplateExpression(n) ? [n.head.text, ...n.templateSpans.map((s) => s.literal.text)].join(' {} ') : (n as ts.StringLiteral).text;

/** Every owner-visible English literal in a file, as `line: text`. */
export function literalsIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const report = (n: ts.Node, text: string) => found.push(`${source.getLineAndCharacterOfPosition(n.getStart()).line + 1}: ${text.trim().replace(/\s+/g, ' ')}`);
  const check = (expr: ts.Expression, any: boolean) => {
    for (const l of shown(expr)) if (any ? /[A-Za-z]/.test(textOf(l)) : words(textOf(l))) report(l, textOf(l));
  };
  const visit = (n: ts.Node): void => {
    if (isAppText(n)) return;
    if (ts.isJsxText(n) && /[A-Za-z]/.test(n.text)) report(n, n.text);
    else if (ts.isJsxAttribute(n) && VISIBLE.has(n.name.getText()) && n.initializer) {
      if (ts.isStringLiteral(n.initializer)) check(n.initializer, true);
      else if (ts.isJsxExpression(n.initializer) && n.initializer.expression) check(n.initializer.expression, true);
    } else if (ts.isJsxExpression(n) && n.expression && (ts.isJsxElement(n.parent) || ts.isJsxFragment(n.parent))) check(n.expression, false);
    else if (ts.isPropertyAssignment(n) && VISIBLE.has(n.name.getText().replace(/['"]/g, ''))) check(n.initializer, false);
    else if (ts.isCallExpression(n) && /(^|\.)(toast\w*|set[A-Z]\w*|show|error|success|info|warning|loading|update)$/.test(n.expression.getText())) {
      for (const arg of n.arguments) check(arg, false);
    } else if (ts.isArrayLiteralExpression(n) && n.elements.length === 2 && n.elements[0] && !ts.isStringLiteral(n.elements[1] as ts.Expression)) {
      // A [label, value] pair of a table of facts or counts: ['Joined', day(createdOn)].
      check(n.elements[0], false);
    } else if (ts.isParameter(n) && n.initializer && /^(success|pending|label|message|title)$/.test(n.name.getText())) check(n.initializer, false);
    ts.forEachChild(n, visit);
  };
  visit(source);
  return found;
}


const isCatalogueCall = (n: ts.Node) => ts.isCallExpression(n) && /^(ownerText|appText|appRich|t)$/.test(n.expression.getText());
/** Calls whose strings are for the people running the service or building on it (logs, internal errors, zod's `.describe` for the API's documentation), not for an owner. */
const isForOperators = (n: ts.Node) =>
  (ts.isCallExpression(n) && /(^|\.)(log|logger|console)\??\.\w+$|^(debug|trace)$|\.describe$/.test(n.expression.getText())) ||
  (ts.isNewExpression(n) && /^(Error|TypeError|RangeError)$/.test(n.expression.getText())) ||
  // SQL (kysely's sql`…`): for the database, not for a person.
  (ts.isTaggedTemplateExpression(n) && n.tag.getText() === 'sql');

/**
 * Every English sentence or name in a module outside the screens (src/shared, src/server), as `line: text`:
 * any string or template literal that reads as words, wherever it is, except module names, literal types,
 * quoted property names, values compared with, the catalogue's own calls and what goes to logs or internal
 * errors. Stricter than
 * `literalsIn`, because such a module has no JSX to tell words apart from values: the words it shows are
 * handed on as plain strings (a refusal, a label in a table).
 */
const COMPARISONS = [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken, ts.SyntaxKind.EqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsToken];

export function sentencesIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (n: ts.Node): void => {
    if (isCatalogueCall(n) || isForOperators(n) || ts.isImportDeclaration(n) || ts.isExportDeclaration(n) || ts.isLiteralTypeNode(n)) return;
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateExpression(n)) {
      const named = (ts.isPropertyAssignment(n.parent) || ts.isPropertySignature(n.parent)) && n.parent.name === n;
      const compared = ts.isBinaryExpression(n.parent) && COMPARISONS.includes(n.parent.operatorToken.kind);
      // The pieces of a template joined as they are, so a key built from a value ('date-${style}') is no sentence.
      const text = ts.isTemplateExpression(n) ? [n.head.text, ...n.templateSpans.map((s) => s.literal.text)].join('{}') : textOf(n);
      if (!named && !compared && words(text)) found.push(`${source.getLineAndCharacterOfPosition(n.getStart()).line + 1}: ${text.trim().replace(/\s+/g, ' ')}`);
      if (!ts.isTemplateExpression(n)) return;
    }
    ts.forEachChild(n, visit);
  };
  visit(source);
  return found;
}

const REFUSAL = /^(badRequest|forbidden|notFound|conflict|unauthorized|HttpError)$/;

/**
 * The sentences a server module answers in `errorMessage` as literals, as `line: text`: a literal (or a
 * ternary's branch) handed to `badRequest`/`forbidden`/`notFound`/`conflict`/`unauthorized`/`new HttpError`,
 * or written as an `errorMessage` property. The rest of a server module (SQL, headers, logs) is not looked at.
 */
export function refusalsIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const report = (expr: ts.Expression) => {
    for (const l of shown(expr)) if (/[A-Za-z]/.test(textOf(l))) found.push(`${source.getLineAndCharacterOfPosition(l.getStart()).line + 1}: ${textOf(l).trim().replace(/\s+/g, ' ')}`);
  };
  const visit = (n: ts.Node): void => {
    if ((ts.isCallExpression(n) || ts.isNewExpression(n)) && REFUSAL.test(n.expression.getText())) for (const arg of n.arguments ?? []) report(arg);
    else if (ts.isPropertyAssignment(n) && n.name.getText() === 'errorMessage') report(n.initializer);
    ts.forEachChild(n, visit);
  };
  visit(source);
  return found;
}

const propertyNamed = (o: ts.ObjectLiteralExpression, name: string) =>
  o.properties.find((p): p is ts.PropertyAssignment | ts.ShorthandPropertyAssignment => (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && p.name.getText() === name);

/**
 * The English words of the e-mails and pushes the server writes to an owner, as `line: text`, in any module
 * (decision 0068's addendum): every literal that reads as words inside an e-mail (an object with a
 * `subject` and a `text`) or a push (an object with a `title`, a `body` and a `url`, or what is handed to
 * `notifyOwner`/`onRequest`), except in the catalogue's own calls. An e-mail to a visitor's reply address
 * (`to: row.reply_to`) is in the site's language and not looked at.
 */
export function ownerMessagesIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const collect = (n: ts.Node): void => {
    if (isCatalogueCall(n) || isForOperators(n)) return;
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateExpression(n)) {
      const text = ts.isTemplateExpression(n) ? [n.head.text, ...n.templateSpans.map((s) => s.literal.text)].join('{}') : textOf(n);
      if (words(text)) found.push(`${source.getLineAndCharacterOfPosition(n.getStart()).line + 1}: ${text.trim().replace(/\s+/g, ' ')}`);
      if (!ts.isTemplateExpression(n)) return;
    }
    ts.forEachChild(n, collect);
  };
  const visit = (n: ts.Node): void => {
    if (ts.isObjectLiteralExpression(n)) {
      const to = propertyNamed(n, 'to');
      const mail = propertyNamed(n, 'subject') && propertyNamed(n, 'text');
      const push = propertyNamed(n, 'title') && propertyNamed(n, 'body') && propertyNamed(n, 'url');
      if (mail && to && /reply_?to/i.test(to.getText())) return;
      if (mail || push) return collect(n);
    } else if (ts.isCallExpression(n) && /(^|\.)(notifyOwner|onRequest)$/.test(n.expression.getText())) {
      for (const arg of n.arguments) collect(arg);
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(source);
  return found;
}
