import { ITEM_FIELDS, WEBSITE_FIELDS } from './website-fields';

/*
 * The one mapping from validation problems to messages written for a person, used by the server's
 * error handler for the zod issues of every route and by firstIssueMessage (website-schema.ts) where
 * the client or server validates a website itself; better-auth's answers and the last-word fallbacks
 * are in error-messages.ts (kept free of the field registry for the login page's bundle). A message names the field by its
 * label and says what to do: never a field key, a "[body.email]" prefix or a status code.
 * Decision record 0016.
 */

/**
 * Labels of the API's fields outside the website document (whose labels live in its registry). A key
 * missing here is named "This value" in a default message rather than by its key.
 */
const API_FIELD_LABELS: Record<string, string> = {
  fullName: 'Full name',
  websiteGoogleTag: 'Google tag',
  metaFullName: 'Name from sign-in',
  slug: 'Address',
  domainName: 'Domain',
  domain: 'Domain',
  priceId: 'Plan',
  isUpgrade: 'Upgrade choice',
  sessionId: 'Checkout session',
  cardNumber: 'Card number',
  expiry: 'Expiry date',
  cvc: 'Security code',
  name: 'Name',
  email: 'E-mail',
  password: 'Password',
  newPassword: 'New password',
  hash: 'Preview',
  version: 'Version',
  key: 'File name',
  contentType: 'File type',
  size: 'File size',
  limit: 'Number of messages',
  offset: 'Position in the list',
  days: 'Number of days',
  read: 'Read mark',
  leadId: 'Message',
  token: 'Link',
  newEmail: 'New e-mail',
  currentPassword: 'Current password',
  trade: 'Business type',
  town: 'Town or city',
  country: 'Country',
  timeZone: 'Time zone',
  languages: 'Languages',
  callbackURL: 'Return address',
  redirectTo: 'Return address',
};

const ITEM_LIST_NAMES = new Set(
  Object.entries(WEBSITE_FIELDS)
    .filter(([, spec]) => spec.kind === 'items')
    .map(([name]) => name),
);

/** The label of a field by its key: the website registry first, then the card fields, then the API's other fields. */
export function labelOf(key: string): string | undefined {
  if (Object.hasOwn(WEBSITE_FIELDS, key)) return WEBSITE_FIELDS[key as keyof typeof WEBSITE_FIELDS].label;
  if (Object.hasOwn(ITEM_FIELDS, key)) return ITEM_FIELDS[key as keyof typeof ITEM_FIELDS].label;
  if (key === 'index') return 'Index';
  return Object.hasOwn(API_FIELD_LABELS, key) ? API_FIELD_LABELS[key] : undefined;
}

/** A problem as zod reports it (or as fastify-type-provider-zod relays it): only the parts a message needs. */
export interface IssueLike {
  code?: string;
  message?: string;
  path: readonly PropertyKey[];
  input?: unknown;
  expected?: string;
  origin?: string;
  format?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  keys?: readonly string[];
}

// zod's own (English) wording: such a message is replaced by ours; any other message was written by us.
const ZOD_DEFAULT = /^(Invalid|Too (big|small)|Unrecognized key|Expected|Number must|String must|Required$)/;

function sizeOf(value: number | bigint | undefined): string {
  return value === undefined ? '' : String(value);
}

function defaultMessage(issue: IssueLike, label: string): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return `${label} is required.`;
      switch (issue.expected) {
        case 'string':
          return `${label} must be text.`;
        case 'number':
        case 'int':
          return `${label} must be a number.`;
        case 'boolean':
          return `${label} must be true or false.`;
        case 'array':
          return `${label} must be a list.`;
        default:
          return `${label} is not in the expected form.`;
      }
    case 'too_big':
      if (issue.origin === 'string') return `${label} must be at most ${sizeOf(issue.maximum)} characters.`;
      if (issue.origin === 'array') return `${label} can have at most ${sizeOf(issue.maximum)} entries.`;
      return `${label} must be at most ${sizeOf(issue.maximum)}.`;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? `${label} must not be empty.` : `${label} must be at least ${sizeOf(issue.minimum)} characters.`;
      if (issue.origin === 'array') return `${label} needs at least ${sizeOf(issue.minimum)} entries.`;
      return `${label} must be at least ${sizeOf(issue.minimum)}.`;
    case 'invalid_format':
      if (issue.format === 'email') return `${label} must be a valid e-mail address.`;
      if (issue.format === 'url') return `${label} must be a web address like https://example.com.`;
      return `${label} is not in the expected form.`;
    case 'invalid_value':
      return `${label} is not one of the allowed choices.`;
    case 'unrecognized_keys':
      return `The request has fields this form does not know: ${(issue.keys ?? []).join(', ')}.`;
    default:
      return `${label} is not valid.`;
  }
}

/**
 * The message for one problem, e.g. "Services, card 3: Title must be at most 120 characters." Our own
 * messages (every schema in src/shared writes them) are kept; zod's defaults are replaced by ours.
 */
export function issueMessage(issue: IssueLike): string {
  const path = issue.path.filter((p) => p !== 'input');
  const [first, position] = path;
  const card =
    typeof first === 'string' && ITEM_LIST_NAMES.has(first) && typeof position === 'number'
      ? `${labelOf(first)}, ${(WEBSITE_FIELDS[first as keyof typeof WEBSITE_FIELDS] as { noun?: string }).noun ?? 'card'} ${position + 1}: `
      : '';
  const key = [...path].reverse().find((p): p is string => typeof p === 'string');
  const label = (key && labelOf(key)) || (path.length === 0 ? 'The request' : 'This value');
  const own = issue.message && !ZOD_DEFAULT.test(issue.message) ? issue.message : undefined;
  return card + (own ?? defaultMessage(issue, label));
}

/** "/input/serviceItems/2/title" (a JSON pointer, as fastify reports a path) → ['input', 'serviceItems', 2, 'title']. */
export function pathOfPointer(pointer: string): PropertyKey[] {
  return pointer
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

