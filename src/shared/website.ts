import type { z } from 'zod';
import type { itemSchema, websiteContentSchema } from './website-schema';

/*
 * The website document: what the owner edits, what the server stores and what the
 * one-page template renders. The spec sets no limits; these are ours, chosen so a
 * real small-business page always fits and nothing absurd can be stored.
 */
export const WEBSITE_LIMITS = {
  headerTitle: 120,
  companyName: 120,
  companyDescription: 600,
  aboutMeTitle: 120,
  aboutMe: 3000,
  serviceItemsTitle: 120,
  otherTitle: 120,
  owner: 120,
  addressFreeForm: 300,
  email: 254,
  phone: 40,
  ctaText: 40,
  url: 2048,
  itemTitle: 120,
  itemDescription: 1000,
  itemsPerList: 24,
  /** Item indexes are identities, not positions; the cap only keeps them sane numbers. */
  itemIndexMax: 1_000_000,
} as const;

export const DEFAULT_PRIMARY_COLOR = '#F7F7F7';
export const DEFAULT_SECONDARY_COLOR = '#000000';
/** The value an image field holds when it has no image (spec: "Clearing sets the value to 'empty'"). */
export const EMPTY_IMAGE = 'empty';

/** Stored documents carry this number; bump it and extend `migrateWebsiteDocument` when the shape changes. */
export const WEBSITE_DOCUMENT_VERSION = 1;

export const SECTIONS = ['enableSectionOne', 'enableSectionTwo', 'enableSectionThree'] as const;
export type Section = (typeof SECTIONS)[number];

export const ITEM_LISTS = ['serviceItems', 'otherItems'] as const;
export type ItemList = (typeof ITEM_LISTS)[number];

/** Plain-English names used in every validation message. */
export const WEBSITE_FIELD_LABELS = {
  headerTitle: 'Header title',
  companyName: 'Company name',
  companyDescription: 'Company description',
  aboutMeTitle: 'About Me title',
  aboutMe: 'About Me text',
  logo: 'Logo',
  serviceItemsTitle: 'Services title',
  serviceItems: 'Services',
  otherTitle: 'Info title',
  otherItems: 'Info items',
  email: 'E-mail',
  phone: 'Phone',
  socialUrl: 'Social link',
  owner: 'Owner name',
  addressFreeForm: 'Address',
  otherImg: 'About Me image',
  backgroundImg: 'Background image',
  enableSectionOne: 'About Me section switch',
  enableSectionTwo: 'Services section switch',
  enableSectionThree: 'Info section switch',
  ctaText: 'Button label',
  ctaLink: 'Button link',
  ctaEnabled: 'Button switch',
  primaryColor: 'Primary colour',
  secondaryColor: 'Secondary colour',
} as const;

export const ITEM_FIELD_LABELS = { index: 'Index', title: 'Title', description: 'Description', img: 'Image' } as const;

// zod's default e-mail pattern: practical, not RFC-complete, which is what a contact address needs.
// zod's own e-mail pattern, copied so this module stays free of zod at run time.
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
// Control characters and whitespace never belong in a link; browsers strip some of them, which
// is how "java\tscript:" tricks get through naive checks.
// eslint-disable-next-line no-control-regex
const UNSAFE_URL_CHARS = /[\u0000-\u0020\u007f-\u009f]/;
const TEL_PATTERN = /^tel:\+?[0-9().\- ]{3,40}$/;

function hasProtocol(value: string, protocols: readonly string[]): boolean {
  if (UNSAFE_URL_CHARS.test(value)) return false;
  try {
    const url = new URL(value);
    if (!protocols.includes(url.protocol)) return false;
    return url.protocol === 'mailto:' || url.protocol === 'tel:' || url.hostname !== '';
  } catch {
    return false;
  }
}

export function isHttpUrl(value: string): boolean {
  return hasProtocol(value, ['http:', 'https:']);
}

/** Links a call-to-action button may point to: a web page, an e-mail draft or a phone call. */
export function isCtaLink(value: string): boolean {
  if (value.startsWith('mailto:')) {
    if (UNSAFE_URL_CHARS.test(value)) return false;
    try {
      return EMAIL_PATTERN.test(decodeURIComponent(value.slice(7).split('?')[0] ?? ''));
    } catch {
      return false; // malformed %-escapes
    }
  }
  if (value.startsWith('tel:')) return TEL_PATTERN.test(value);
  return isHttpUrl(value);
}

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export function isImageValue(value: string): boolean {
  return value === EMPTY_IMAGE || isHttpUrl(value);
}

export type Item = z.output<typeof itemSchema>;
export type WebsiteContent = z.output<typeof websiteContentSchema>;
export type WebsiteContentInput = z.input<typeof websiteContentSchema>;

export type Website = WebsiteContent & { accountId: string; websiteVersion: number };

/** How the server stores a website: the content tagged with the document's schema version. */
export type StoredWebsiteDocument = WebsiteContent & { documentVersion: number };

export function toStoredWebsiteDocument(content: WebsiteContent): StoredWebsiteDocument {
  return { ...content, documentVersion: WEBSITE_DOCUMENT_VERSION };
}

/**
 * A new account's website. All three sections start switched on so the owner sees the whole
 * template in the editor and can fill it in or switch parts off; the template leaves out an
 * enabled section that is still completely empty, so a fresh site never shows bare headings.
 */
export function emptyWebsiteContent(): WebsiteContent {
  return {
    headerTitle: '',
    companyName: '',
    companyDescription: '',
    aboutMeTitle: '',
    aboutMe: '',
    logo: EMPTY_IMAGE,
    serviceItemsTitle: '',
    serviceItems: [],
    otherTitle: '',
    otherItems: [],
    email: '',
    phone: '',
    socialUrl: '',
    owner: '',
    addressFreeForm: '',
    otherImg: EMPTY_IMAGE,
    backgroundImg: EMPTY_IMAGE,
    enableSectionOne: true,
    enableSectionTwo: true,
    enableSectionThree: true,
    ctaText: '',
    ctaLink: '',
    ctaEnabled: false,
    primaryColor: DEFAULT_PRIMARY_COLOR,
    secondaryColor: DEFAULT_SECONDARY_COLOR,
  };
}

export function addItem(list: readonly Item[]): Item[] {
  const next = list.length === 0 ? 0 : Math.max(...list.map((item) => item.index)) + 1;
  return [...list, { index: next, title: '', description: '' }];
}

export function removeLastItem(list: readonly Item[]): Item[] {
  return list.slice(0, -1);
}

export function isSection(value: unknown): value is Section {
  return typeof value === 'string' && (SECTIONS as readonly string[]).includes(value);
}

export function toggleSection<T extends Pick<WebsiteContent, Section>>(content: T, section: Section): T {
  // Callers may reach here from untyped input (a form value, a URL), so the type is not enough.
  if (!isSection(section)) throw new Error('Invalid section enum');
  return { ...content, [section]: !content[section] };
}
