import { ownerText } from './i18n/owner-text';
import { KIT_LANGUAGE_NAMES, KIT_LANGUAGES } from './kit-languages';

/*
 * The website document's field registry: every field the owner edits is declared here once, with
 * its label, kind, limit and default. The zod schema and the migration of stored documents
 * (website-schema.ts), the labels in messages, the defaults of a new website, the image checks on
 * save, the editor's length limits and the page's JSON-LD all derive from this table.
 *
 * Adding a field is one entry here (with `since` set to the next document version) plus its use in
 * the template. Plain data: no zod, so the client can import it without the validator.
 */

import { SITE_LANGUAGE_LABELS, SITE_LANGUAGES } from './site-languages';
import type { Translations } from './translations';

/** Kinds of link a link field accepts. */
export type LinkKind = 'http' | 'mailto' | 'tel';

/** schema.org LocalBusiness properties a field fills in the published page's JSON-LD. */
export type JsonLdProperty = 'name' | 'description' | 'slogan' | 'telephone' | 'email' | 'address' | 'logo' | 'image' | 'sameAs';

interface FieldBase {
  /** Plain-English name used in every message about the field. */
  label: string;
  /**
   * The document version that introduced the field. Fields of the spec are version 1; a later field is
   * optional in `PUT /api/website/` (an older client that does not send it keeps the stored value).
   */
  since?: number;
  jsonLd?: JsonLdProperty;
}

export interface TextField extends FieldBase {
  kind: 'text';
  max: number;
}
export interface EmailField extends FieldBase {
  kind: 'email';
  max: number;
}
export interface LinkField extends FieldBase {
  kind: 'link';
  accepts: readonly LinkKind[];
  max: number;
}
/** An http(s) image URL or 'empty'. */
export interface ImageField extends FieldBase {
  kind: 'image';
  max: number;
}
export interface FlagField extends FieldBase {
  kind: 'flag';
  default: boolean;
  /**
   * What a document stored before the field existed (its version below `since`) reads it as, when
   * that differs from a new website's default: a feature on by default for new sites must not
   * suddenly appear on sites made before it.
   */
  legacyDefault?: boolean;
}
/** #RRGGBB, stored upper case. */
export interface ColorField extends FieldBase {
  kind: 'color';
  default: string;
}
/** A list of cards (ITEM_FIELDS), each with an index that identifies it. */
export interface ItemsField extends FieldBase {
  kind: 'items';
  max: number;
  /** What one entry is called in messages and buttons ('card', 'photo', 'review'). */
  noun: string;
  /** More than one of them, in messages ('cards'). */
  nouns: string;
}
/** One of a fixed set of names (the theme). */
export interface ChoiceField extends FieldBase {
  kind: 'choice';
  options: readonly string[];
  /** What the owner sees for each stored value: a refusal names these, never the stored words (issue 23). */
  labels: Readonly<Record<string, { label: string }>>;
  default: string;
}
/** The order of the page's sections: section type names (website-sections.ts), each at most once. */
export interface OrderField extends FieldBase {
  kind: 'order';
}
/** Opening hours: seven days, Monday first, each { opens, closes } as 'HH:MM', both '' on a closed day. */
export interface HoursField extends FieldBase {
  kind: 'hours';
}
/** Where the business is: an ISO 3166-1 alpha-2 code (shared/locale.ts), '' while unknown. */
export interface CountryField extends FieldBase {
  kind: 'country';
}

/**
 * The focal point of a cropped picture: 'x% y%' (0–100 each, across then down), the point kept in
 * view when the layout crops it (CSS object-position). Documents made before it read as the centre.
 */
export interface FocusField extends FieldBase {
  kind: 'focus';
  /** The image field whose picture it places. */
  image: WebsiteImageFieldName;
}

/** The price list (issue 26): groups of priced items (PriceGroup). */
export interface PricesField extends FieldBase {
  kind: 'prices';
}
/** Announcements at the top of the page (issue 26): Notice[], each shown between its dates by the site host. */
export interface NoticesField extends FieldBase {
  kind: 'notices';
}

/**
 * A second language's texts (issue 28 part 3, decision 0067): `{ [lang]: { [path]: text } }`, paths as the
 * editor names text fields (shared/translations.ts). `{}`: a one-language site.
 */
export interface TranslationsField extends FieldBase {
  kind: 'translations';
}

export type FieldSpec = TextField | EmailField | LinkField | ImageField | FlagField | ColorField | ItemsField | ChoiceField | OrderField | HoursField | FocusField | CountryField | PricesField | NoticesField | TranslationsField;
export type FieldKind = FieldSpec['kind'];

export const URL_MAX = 2048;
export const ITEMS_MAX = 24;

const text = (label: string, max: number, extra: Partial<TextField> = {}): TextField => ({ kind: 'text', label, max, ...extra });
const email = (label: string, max: number, extra: Partial<EmailField> = {}): EmailField => ({ kind: 'email', label, max, ...extra });
const link = (label: string, accepts: readonly LinkKind[], extra: Partial<LinkField> = {}): LinkField => ({ kind: 'link', label, accepts, max: URL_MAX, ...extra });
const image = (label: string, extra: Partial<ImageField> = {}): ImageField => ({ kind: 'image', label, max: URL_MAX, ...extra });
const flag = (label: string, value: boolean, extra: Partial<FlagField> = {}): FlagField => ({ kind: 'flag', label, default: value, ...extra });
const color = (label: string, value: string): ColorField => ({ kind: 'color', label, default: value });
const items = (label: string, extra: Partial<ItemsField> = {}): ItemsField => ({ kind: 'items', label, max: ITEMS_MAX, noun: ownerText('field.noun.card'), nouns: ownerText('field.nouns.card'), ...extra });

/** The starter text note's values: none, or a kit language the trade's kit lacked. */
const KIT_LANGUAGE_NOTE_OPTIONS: readonly string[] = ['', ...KIT_LANGUAGES.filter((l) => l !== 'en')];
const KIT_LANGUAGE_NOTE_LABELS: Record<string, { label: string }> = { '': { label: ownerText('field.kitLanguageMissing.none') }, ...Object.fromEntries(KIT_LANGUAGES.map((l) => [l, { label: KIT_LANGUAGE_NAMES[l] }])) };

/** The looks a site can have (the template's CSS has one block per theme); the first is the look of sites made before themes. */
export const THEMES = ['classic', 'bold', 'elegant', 'friendly', 'studio'] as const;
export type ThemeName = (typeof THEMES)[number];
/** What the editor's Theme control shows for each look. */
export const THEME_LABELS: Record<ThemeName, { label: string; description: string }> = {
  // Each description says how the title sits, as its stylesheet does (src/site/theme-descriptions.test.ts).
  classic: { label: ownerText('theme.classic.label'), description: ownerText('theme.classic.description') },
  bold: { label: ownerText('theme.bold.label'), description: ownerText('theme.bold.description') },
  elegant: { label: ownerText('theme.elegant.label'), description: ownerText('theme.elegant.description') },
  friendly: { label: ownerText('theme.friendly.label'), description: ownerText('theme.friendly.description') },
  studio: { label: ownerText('theme.studio.label'), description: ownerText('theme.studio.description') },
};
/**
 * How the hero is laid out (decision 0039): the picture behind the title, the picture beside it, or no
 * picture and the phone number large. Documents from before read as their theme's look (Elegant and
 * Studio set the picture beside the title).
 */
export const HERO_LAYOUTS = ['photo', 'split', 'phone'] as const;
export type HeroLayout = (typeof HERO_LAYOUTS)[number];
export const HERO_LAYOUT_LABELS: Record<HeroLayout, { label: string; description: string }> = {
  photo: { label: ownerText('heroLayout.photo.label'), description: ownerText('heroLayout.photo.description') },
  split: { label: ownerText('heroLayout.split.label'), description: ownerText('heroLayout.split.description') },
  phone: { label: ownerText('heroLayout.phone.label'), description: ownerText('heroLayout.phone.description') },
};
/** How the Services cards are shown: picture cards, a list with round pictures as icons, or plain rows like a price list. */
export const SERVICE_STYLES = ['cards', 'icons', 'rows'] as const;
export type ServiceStyle = (typeof SERVICE_STYLES)[number];
export const SERVICE_STYLE_LABELS: Record<ServiceStyle, { label: string; description: string }> = {
  cards: { label: ownerText('servicesStyle.cards.label'), description: ownerText('servicesStyle.cards.description') },
  icons: { label: ownerText('servicesStyle.icons.label'), description: ownerText('servicesStyle.icons.description') },
  rows: { label: ownerText('servicesStyle.rows.label'), description: ownerText('servicesStyle.rows.description') },
};
/**
 * The Contact section's form (issue 25, decision 0059): a message, or a request for a quote with the
 * job, the place and up to three photos. Documents from before read as 'message'.
 */
export const CONTACT_FORM_KINDS = ['message', 'quote'] as const;
export type ContactFormKind = (typeof CONTACT_FORM_KINDS)[number];
export const CONTACT_FORM_KIND_LABELS: Record<ContactFormKind, { label: string; description: string }> = {
  message: { label: ownerText('contactFormKind.message.label'), description: ownerText('contactFormKind.message.description') },
  quote: { label: ownerText('contactFormKind.quote.label'), description: ownerText('contactFormKind.quote.description') },
};
/** The centre of a picture: what every focal point is until the owner moves it. */
export const FOCUS_CENTRE = '50% 50%';
/** A focal point as stored: two whole percentages, across then down ('30% 70%'). */
export const FOCUS_PATTERN = /^(?:100|[1-9]?[0-9])% (?:100|[1-9]?[0-9])%$/;
/** The image fields that may have a focal point (those the layout crops). */
type WebsiteImageFieldName = 'backgroundImg' | 'otherImg';
/** The days of the opening hours, Monday first, as messages and the editor name them (the page writes its own, in the site's language). */
export const WEEKDAYS = [
  ownerText('field.weekday.monday'),
  ownerText('field.weekday.tuesday'),
  ownerText('field.weekday.wednesday'),
  ownerText('field.weekday.thursday'),
  ownerText('field.weekday.friday'),
  ownerText('field.weekday.saturday'),
  ownerText('field.weekday.sunday'),
] as const;
/** 'HH:MM' from 00:00 to 23:59 (a closing time earlier than the opening time means past midnight). */
export const TIME_PATTERN = /^(?:[01][0-9]|2[0-3]):[0-5][0-9]$/;

/**
 * The fields of a website, in the order the API answers and stores them. The spec sets no limits;
 * these are ours, chosen so a real small-business page always fits and nothing absurd can be stored.
 */
export const WEBSITE_FIELDS = {
  headerTitle: text(ownerText('field.headerTitle'), 120),
  companyName: text(ownerText('field.companyName'), 120, { jsonLd: 'name' }),
  companyDescription: text(ownerText('field.companyDescription'), 600, { jsonLd: 'description' }),
  aboutMeTitle: text(ownerText('field.aboutMeTitle'), 120),
  aboutMe: text(ownerText('field.aboutMe'), 3000),
  logo: image(ownerText('field.logo'), { jsonLd: 'logo' }),
  serviceItemsTitle: text(ownerText('field.serviceItemsTitle'), 120),
  serviceItems: items(ownerText('field.serviceItems')),
  otherTitle: text(ownerText('field.otherTitle'), 120),
  otherItems: items(ownerText('field.otherItems')),
  email: email(ownerText('field.email'), 254, { jsonLd: 'email' }),
  phone: text(ownerText('field.phone'), 40, { jsonLd: 'telephone' }),
  socialUrl: link(ownerText('field.socialUrl'), ['http'], { jsonLd: 'sameAs' }),
  owner: text(ownerText('field.owner'), 120),
  addressFreeForm: text(ownerText('field.addressFreeForm'), 300, { jsonLd: 'address' }),
  otherImg: image(ownerText('field.otherImg')),
  backgroundImg: image(ownerText('field.backgroundImg'), { jsonLd: 'image' }),
  enableSectionOne: flag(ownerText('field.enableSectionOne'), true),
  enableSectionTwo: flag(ownerText('field.enableSectionTwo'), true),
  enableSectionThree: flag(ownerText('field.enableSectionThree'), true),
  ctaText: text(ownerText('field.ctaText'), 40),
  ctaLink: link(ownerText('field.ctaLink'), ['http', 'mailto', 'tel']),
  ctaEnabled: flag(ownerText('field.ctaEnabled'), false),
  primaryColor: color(ownerText('field.primaryColor'), '#F7F7F7'),
  secondaryColor: color(ownerText('field.secondaryColor'), '#000000'),
  tagline: text(ownerText('field.tagline'), 120, { since: 2, jsonLd: 'slogan' }),
  enableContactForm: flag(ownerText('field.enableContactForm'), true, { since: 3, legacyDefault: false }),
  contactTitle: text(ownerText('field.contactTitle'), 120, { since: 3 }),
  contactText: text(ownerText('field.contactText'), 600, { since: 3 }),
  theme: { kind: 'choice', label: ownerText('field.theme'), options: THEMES, labels: THEME_LABELS, default: 'classic', since: 4 },
  sectionOrder: { kind: 'order', label: ownerText('field.sectionOrder'), since: 4 },
  enableHours: flag(ownerText('field.enableHours'), false, { since: 4 }),
  hoursTitle: text(ownerText('field.hoursTitle'), 120, { since: 4 }),
  openingHours: { kind: 'hours', label: ownerText('field.openingHours'), since: 4 },
  hoursNote: text(ownerText('field.hoursNote'), 300, { since: 4 }),
  enableReviews: flag(ownerText('field.enableReviews'), false, { since: 4 }),
  reviewsTitle: text(ownerText('field.reviewsTitle'), 120, { since: 4 }),
  reviews: items(ownerText('field.reviews'), { noun: ownerText('field.noun.review'), nouns: ownerText('field.nouns.review'), since: 4 }),
  enableGallery: flag(ownerText('field.enableGallery'), false, { since: 4 }),
  galleryTitle: text(ownerText('field.galleryTitle'), 120, { since: 4 }),
  gallery: items(ownerText('field.gallery'), { noun: ownerText('field.noun.photo'), nouns: ownerText('field.nouns.photo'), since: 4 }),
  enableFindUs: flag(ownerText('field.enableFindUs'), false, { since: 4 }),
  findUsTitle: text(ownerText('field.findUsTitle'), 120, { since: 4 }),
  findUsText: text(ownerText('field.findUsText'), 600, { since: 4 }),
  backgroundImgFocus: { kind: 'focus', label: ownerText('field.backgroundImgFocus'), image: 'backgroundImg', since: 5 },
  otherImgFocus: { kind: 'focus', label: ownerText('field.otherImgFocus'), image: 'otherImg', since: 5 },
  country: { kind: 'country', label: ownerText('field.country'), since: 6 },
  heroLayout: { kind: 'choice', label: ownerText('field.heroLayout'), options: HERO_LAYOUTS, labels: HERO_LAYOUT_LABELS, default: 'photo', since: 6 },
  servicesStyle: { kind: 'choice', label: ownerText('field.servicesStyle'), options: SERVICE_STYLES, labels: SERVICE_STYLE_LABELS, default: 'cards', since: 6 },
  // Issue 26 part A (decision 0060): the call bar's WhatsApp button, the price list and notices.
  whatsappNumber: text(ownerText('field.whatsappNumber'), 40, { since: 7 }),
  enablePrices: flag(ownerText('field.enablePrices'), false, { since: 7 }),
  pricesTitle: text(ownerText('field.pricesTitle'), 120, { since: 7 }),
  prices: { kind: 'prices', label: ownerText('field.prices'), since: 7 },
  notices: { kind: 'notices', label: ownerText('field.notices'), since: 7 },
  /** The language of every word the product writes on the published page (issue 28, decision 0062). */
  siteLanguage: { kind: 'choice', label: ownerText('field.siteLanguage'), options: SITE_LANGUAGES, labels: SITE_LANGUAGE_LABELS, default: 'en', since: 7 },
  // Issue 25 (bookings): the Booking section (its times come from /bookings) and the site's time zone
  // (an IANA name; empty: the country's, shared/site-time-zone.ts).
  enableBooking: flag(ownerText('field.enableBooking'), false, { since: 7 }),
  bookingTitle: text(ownerText('field.bookingTitle'), 120, { since: 7 }),
  timeZone: text(ownerText('field.timeZone'), 64, { since: 7 }),
  contactFormKind: { kind: 'choice', label: ownerText('field.contactFormKind'), options: CONTACT_FORM_KINDS, labels: CONTACT_FORM_KIND_LABELS, default: 'message', since: 7 },
  /**
   * The language /start was asked for when the trade's kit had no version in it, so the starter text was
   * written in English (decision 0063); '' otherwise. "Check before you publish" says so until the owner
   * has read it. Not shown on the page.
   */
  kitLanguageMissing: { kind: 'choice', label: ownerText('field.kitLanguageMissing'), options: KIT_LANGUAGE_NOTE_OPTIONS, labels: KIT_LANGUAGE_NOTE_LABELS, default: '', since: 6 },
  /** A second language's texts (issue 28 part 3, decision 0067); `{}` on a one-language site. */
  translations: { kind: 'translations', label: ownerText('field.translations'), since: 8 },
} as const satisfies Record<string, FieldSpec>;

export type WebsiteFieldName = keyof typeof WEBSITE_FIELDS;

/** The fields of one card in a list (serviceItems, otherItems). */
export const ITEM_FIELDS = {
  title: text(ownerText('field.item.title'), 120),
  description: text(ownerText('field.item.description'), 1000),
  img: image(ownerText('field.item.img')),
} as const satisfies Record<string, TextField | ImageField>;

/**
 * A card a trade kit wrote that states something only the owner can confirm (a registration, a free
 * quote, emergency call-outs) carries `confirm`: the question put to the owner. It stays off the
 * published page until the owner confirms it (which removes `confirm`) or changes it (decision 0039).
 */
export const ITEM_CONFIRM_LABEL = ownerText('field.item.confirm');
export const ITEM_CONFIRM_MAX = 300;

/** What messages call a card's focal point (`focus`, optional: a card without one shows its picture's centre). */
export const ITEM_FOCUS_LABEL = ownerText('field.item.focus');

/** A review's star rating, when the owner gives one. */
export const STARS_MAX = 5;

/** A review imported from Google: its author's Google profile (Google's attribution), at most this long. */
export const AUTHOR_LINK_LABEL = ownerText('field.item.authorLink');
export const AUTHOR_LINK_MAX = 500;

/**
 * Whether a link is a Google profile address a review may carry: https on google.com or one of its
 * subdomains, nothing else (the published page links it as the review author's attribution).
 */
export function isGoogleProfileUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (value.length > AUTHOR_LINK_MAX || /[\u0000-\u0020\u007f-\u009f]/.test(value)) return false;
  try {
    const url = new URL(value);
    const host = url.hostname.toLowerCase();
    return url.protocol === 'https:' && url.username === '' && url.password === '' && url.port === '' && (host === 'google.com' || host.endsWith('.google.com'));
  } catch {
    return false;
  }
}

export type ItemFieldName = keyof typeof ITEM_FIELDS;

/** Item indexes are identities, not positions; the cap only keeps them sane numbers. */
export const ITEM_INDEX_MAX = 1_000_000;

type FieldValue<F> = F extends { kind: 'flag' }
  ? boolean
  : F extends { kind: 'items' }
    ? Item[]
    : F extends { kind: 'order' }
      ? string[]
      : F extends { kind: 'hours' }
        ? DayHours[]
        : F extends { kind: 'prices' }
          ? PriceGroup[]
          : F extends { kind: 'notices' }
            ? Notice[]
            : F extends { kind: 'translations' }
              ? Translations
              : string;

/**
 * One card of a list. `img` is absent on cards made before images could be added. Reviews use
 * `description` for the quote, `title` for the reviewer's name and `stars` (1–5) for an optional
 * rating; gallery photos use `img` and `title` for the caption (also the picture's text alternative).
 * Cards and gallery photos may carry a focal point (`focus`) for their cropped picture.
 */
export interface Item {
  index: number;
  title: string;
  description: string;
  img?: string;
  stars?: number;
  /** Where the card's (or gallery photo's) picture is cropped around: 'x% y%' (FOCUS_PATTERN); absent means the centre. */
  focus?: string;
  /** A kit's claim awaiting the owner's word: what to check. Cards with it are left off the published page. */
  confirm?: string;
  /** A review imported from Google: its author's Google profile (isGoogleProfileUrl); the name links to it. */
  authorLink?: string;
}

/** One day's opening hours ('09:00' to '17:30'); both empty on a day the business is closed. */
export interface DayHours {
  opens: string;
  closes: string;
}

/** The price list's limits (decision 0060): enough for a real trade's list, nothing absurd. */
export const PRICE_LIMITS = { groups: 12, itemsPerGroup: 40, name: 120, description: 300, amountMax: 10_000_000 } as const;

/**
 * One priced item: `price` in the site's currency (up to two decimals); `priceTo` makes it a range
 * ("£40–£60"); `from` writes it as a starting price ("from £40"). Both absent: a fixed price.
 */
export interface PriceItem {
  name: string;
  description: string;
  price: number;
  priceTo?: number;
  from?: boolean;
}

/** A heading of the price list ("Repairs") and its items. */
export interface PriceGroup {
  name: string;
  items: PriceItem[];
}

export const NOTICE_LIMITS = { notices: 5, message: 200 } as const;
/** 'YYYY-MM-DD': a notice's first or last day, in the site's time zone. */
export const DATE_PATTERN = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

/**
 * An announcement at the top of the page: shown from `start` to `end` (both days included, in the
 * site's time zone; '' leaves that side open). A `closed` notice also marks those days closed in the
 * page's opening hours for search engines (JSON-LD). `link` is '' or an http(s) address.
 */
export interface Notice {
  message: string;
  link: string;
  start: string;
  end: string;
  closed: boolean;
}

/** What the owner edits: every registry field with its value. */
export type WebsiteContent = { -readonly [K in WebsiteFieldName]: FieldValue<(typeof WEBSITE_FIELDS)[K]> };

type LaterFields = { [K in WebsiteFieldName]: (typeof WEBSITE_FIELDS)[K] extends { since: number } ? K : never }[WebsiteFieldName];

/** What `PUT /api/website/` accepts: fields added after the spec's may be left out. */
export type WebsiteContentInput = Omit<WebsiteContent, LaterFields> & Partial<Pick<WebsiteContent, LaterFields>>;

export const WEBSITE_FIELD_NAMES = Object.keys(WEBSITE_FIELDS) as WebsiteFieldName[];

/** Stored documents carry this number: the newest `since` of any field. */
export const WEBSITE_DOCUMENT_VERSION = Math.max(1, ...Object.values(WEBSITE_FIELDS).map((f: FieldBase) => f.since ?? 1));

/** Fields an older client may leave out of a save. */
export const LATER_FIELD_NAMES = WEBSITE_FIELD_NAMES.filter((name) => ((WEBSITE_FIELDS[name] as FieldBase).since ?? 1) > 1);
