import { ownerText, type OwnerTextKey } from './i18n/owner-text';
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
 * Labels of the API's fields outside the website document (whose labels live in its registry), as keys of
 * the owner's catalogue. A key missing here is named "This value" in a default message rather than by its key.
 */
const API_FIELD_LABELS: Record<string, OwnerTextKey> = {
  fullName: 'validation.field.fullName',
  websiteGoogleTag: 'validation.field.websiteGoogleTag',
  metaFullName: 'validation.field.metaFullName',
  slug: 'validation.field.slug',
  domainName: 'validation.field.domain',
  domain: 'validation.field.domain',
  priceId: 'validation.field.priceId',
  isUpgrade: 'validation.field.isUpgrade',
  sessionId: 'validation.field.sessionId',
  cardNumber: 'validation.field.cardNumber',
  expiry: 'validation.field.expiry',
  cvc: 'validation.field.cvc',
  name: 'validation.field.name',
  email: 'validation.field.email',
  password: 'validation.field.password',
  newPassword: 'validation.field.newPassword',
  hash: 'validation.field.hash',
  version: 'validation.field.version',
  key: 'validation.field.key',
  contentType: 'validation.field.contentType',
  size: 'validation.field.size',
  limit: 'validation.field.limit',
  offset: 'validation.field.offset',
  days: 'validation.field.days',
  read: 'validation.field.read',
  leadId: 'validation.field.leadId',
  token: 'validation.field.token',
  newEmail: 'validation.field.newEmail',
  currentPassword: 'validation.field.currentPassword',
  trade: 'validation.field.trade',
  town: 'validation.field.town',
  country: 'validation.field.country',
  timeZone: 'validation.field.timeZone',
  languages: 'validation.field.languages',
  callbackURL: 'validation.field.returnAddress',
  redirectTo: 'validation.field.returnAddress',
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
  if (key === 'index') return ownerText('validation.field.index');
  return Object.hasOwn(API_FIELD_LABELS, key) ? ownerText(API_FIELD_LABELS[key] as OwnerTextKey) : undefined;
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
  const say = (key: OwnerTextKey) => ownerText(key, { label, maximum: sizeOf(issue.maximum), minimum: sizeOf(issue.minimum) });
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return say('validation.required');
      switch (issue.expected) {
        case 'string':
          return say('validation.mustBeText');
        case 'number':
        case 'int':
          return say('validation.mustBeNumber');
        case 'boolean':
          return say('validation.mustBeTrueOrFalse');
        case 'array':
          return say('validation.mustBeList');
        default:
          return say('validation.notExpectedForm');
      }
    case 'too_big':
      if (issue.origin === 'string') return say('validation.textTooLong');
      if (issue.origin === 'array') return say('validation.listTooLong');
      return say('validation.tooBig');
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? say('validation.textEmpty') : say('validation.textTooShort');
      if (issue.origin === 'array') return say('validation.listTooShort');
      return say('validation.tooSmall');
    case 'invalid_format':
      if (issue.format === 'email') return say('validation.email');
      if (issue.format === 'url') return say('validation.url');
      return say('validation.notExpectedForm');
    case 'invalid_value':
      return say('validation.notAllowedChoice');
    case 'unrecognized_keys':
      return ownerText('validation.unknownFields', { keys: (issue.keys ?? []).join(', ') });
    default:
      return say('validation.notValid');
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
      ? ownerText('validation.cardPrefix', {
          list: labelOf(first) ?? '',
          noun: (WEBSITE_FIELDS[first as keyof typeof WEBSITE_FIELDS] as { noun?: string }).noun ?? ownerText('field.noun.card'),
          position: String(position + 1),
        })
      : '';
  const key = [...path].reverse().find((p): p is string => typeof p === 'string');
  const label = (key && labelOf(key)) || ownerText(path.length === 0 ? 'validation.theRequest' : 'validation.thisValue');
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

