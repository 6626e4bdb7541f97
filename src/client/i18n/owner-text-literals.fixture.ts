// What app-text-literals.test.ts must find in a shared module: one sentence per kind. Not imported by the app.
import { ownerText } from '../../shared/i18n/owner-text';

export const LABELS = { headerTitle: 'Header title', 'quoted.key': 'classic', plain: ownerText('errors.generic') };
export const refuse = (label: string) => `${label} must be text.`;
export const days = ['Monday', 'monday'] as const;
export function check(value: string, log: { warn: (m: string) => void }): string {
  log.warn('request refused: not for an owner');
  if (value === 'Empty') return ''; if (value === '') throw new Error('Internal: not for an owner');
  return value.length > 3 ? 'Too long.' : 'ok';
}
declare const forbidden: (m: string) => Error, HttpError: new (s: number, m: string) => Error;
export const refusals = (late: boolean, minutes: number) => [
  forbidden('Not yours.'),
  new HttpError(410, `Gone ${minutes} ago.`),
  { errorMessage: late ? 'Too late.' : ownerText('errors.generic') },
];
declare const sql: (s: TemplateStringsArray, ...v: unknown[]) => unknown, deps: { log?: { error: (m: string) => void } };
export const query = sql`select name from leads where note = ${'x'} and kind = 'A lead for a person'`;
deps.log?.error('a log for the operators, not for an owner');
