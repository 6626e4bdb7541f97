/*
 * The website document's field registry: every field the owner edits is declared here once, with
 * its label, kind, limit and default. The zod schema and the migration of stored documents
 * (website-schema.ts), the labels in messages, the defaults of a new website, the image checks on
 * save, the editor's length limits and the page's JSON-LD all derive from this table.
 *
 * Adding a field is one entry here (with `since` set to the next document version) plus its use in
 * the template. Plain data: no zod, so the client can import it without the validator.
 */

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

export type FieldSpec = TextField | EmailField | LinkField | ImageField | FlagField | ColorField | ItemsField | ChoiceField | OrderField | HoursField | FocusField | CountryField;
export type FieldKind = FieldSpec['kind'];

export const URL_MAX = 2048;
export const ITEMS_MAX = 24;

const text = (label: string, max: number, extra: Partial<TextField> = {}): TextField => ({ kind: 'text', label, max, ...extra });
const email = (label: string, max: number, extra: Partial<EmailField> = {}): EmailField => ({ kind: 'email', label, max, ...extra });
const link = (label: string, accepts: readonly LinkKind[], extra: Partial<LinkField> = {}): LinkField => ({ kind: 'link', label, accepts, max: URL_MAX, ...extra });
const image = (label: string, extra: Partial<ImageField> = {}): ImageField => ({ kind: 'image', label, max: URL_MAX, ...extra });
const flag = (label: string, value: boolean, extra: Partial<FlagField> = {}): FlagField => ({ kind: 'flag', label, default: value, ...extra });
const color = (label: string, value: string): ColorField => ({ kind: 'color', label, default: value });
const items = (label: string, extra: Partial<ItemsField> = {}): ItemsField => ({ kind: 'items', label, max: ITEMS_MAX, noun: 'card', ...extra });

/** The looks a site can have (the template's CSS has one block per theme); the first is the look of sites made before themes. */
export const THEMES = ['classic', 'bold', 'elegant', 'friendly', 'studio'] as const;
export type ThemeName = (typeof THEMES)[number];
/** What the editor's Theme control shows for each look. */
export const THEME_LABELS: Record<ThemeName, { label: string; description: string }> = {
  // Each description says how the title sits, as its stylesheet does (src/site/theme-descriptions.test.ts).
  classic: { label: 'Classic', description: 'System font, rounded cards, title on the left' },
  bold: { label: 'Bold', description: 'Oswald capitals, square corners, strong buttons' },
  elegant: { label: 'Elegant', description: 'Playfair Display serif, fine lines, generous spacing' },
  friendly: { label: 'Friendly', description: 'Rounded Nunito, soft cards, centred title' },
  studio: { label: 'Studio', description: 'Space Grotesk and DM Sans, crisp lines, headings to the left' },
};
/**
 * How the hero is laid out (decision 0039): the picture behind the title, the picture beside it, or no
 * picture and the phone number large. Documents from before read as their theme's look (Elegant and
 * Studio set the picture beside the title).
 */
export const HERO_LAYOUTS = ['photo', 'split', 'phone'] as const;
export type HeroLayout = (typeof HERO_LAYOUTS)[number];
export const HERO_LAYOUT_LABELS: Record<HeroLayout, { label: string; description: string }> = {
  photo: { label: 'Photo behind the title', description: 'The picture fills the top of the page' },
  split: { label: 'Photo beside the title', description: 'The title on your colour, the picture next to it' },
  phone: { label: 'Big phone number', description: 'No picture: your name and a large Call button' },
};
/** How the Services cards are shown: picture cards, a list with round pictures as icons, or plain rows like a price list. */
export const SERVICE_STYLES = ['cards', 'icons', 'rows'] as const;
export type ServiceStyle = (typeof SERVICE_STYLES)[number];
export const SERVICE_STYLE_LABELS: Record<ServiceStyle, { label: string; description: string }> = {
  cards: { label: 'Picture cards', description: 'A card per service with its picture on top' },
  icons: { label: 'Icon list', description: 'Two columns, each service with a small round picture' },
  rows: { label: 'List rows', description: 'One row per service, like a price list' },
};
/** The centre of a picture: what every focal point is until the owner moves it. */
export const FOCUS_CENTRE = '50% 50%';
/** A focal point as stored: two whole percentages, across then down ('30% 70%'). */
export const FOCUS_PATTERN = /^(?:100|[1-9]?[0-9])% (?:100|[1-9]?[0-9])%$/;
/** The image fields that may have a focal point (those the layout crops). */
type WebsiteImageFieldName = 'backgroundImg' | 'otherImg';
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
/** 'HH:MM' from 00:00 to 23:59 (a closing time earlier than the opening time means past midnight). */
export const TIME_PATTERN = /^(?:[01][0-9]|2[0-3]):[0-5][0-9]$/;

/**
 * The fields of a website, in the order the API answers and stores them. The spec sets no limits;
 * these are ours, chosen so a real small-business page always fits and nothing absurd can be stored.
 */
export const WEBSITE_FIELDS = {
  headerTitle: text('Header title', 120),
  companyName: text('Company name', 120, { jsonLd: 'name' }),
  companyDescription: text('Company description', 600, { jsonLd: 'description' }),
  aboutMeTitle: text('About Me title', 120),
  aboutMe: text('About Me text', 3000),
  logo: image('Logo', { jsonLd: 'logo' }),
  serviceItemsTitle: text('Services title', 120),
  serviceItems: items('Services'),
  otherTitle: text('Info title', 120),
  otherItems: items('Info items'),
  email: email('E-mail', 254, { jsonLd: 'email' }),
  phone: text('Phone', 40, { jsonLd: 'telephone' }),
  socialUrl: link('Social link', ['http'], { jsonLd: 'sameAs' }),
  owner: text('Owner name', 120),
  addressFreeForm: text('Address', 300, { jsonLd: 'address' }),
  otherImg: image('About Me image'),
  backgroundImg: image('Background image', { jsonLd: 'image' }),
  enableSectionOne: flag('About Me section switch', true),
  enableSectionTwo: flag('Services section switch', true),
  enableSectionThree: flag('Info section switch', true),
  ctaText: text('Button label', 40),
  ctaLink: link('Button link', ['http', 'mailto', 'tel']),
  ctaEnabled: flag('Button switch', false),
  primaryColor: color('Primary colour', '#F7F7F7'),
  secondaryColor: color('Secondary colour', '#000000'),
  tagline: text('Tagline', 120, { since: 2, jsonLd: 'slogan' }),
  enableContactForm: flag('Contact form switch', true, { since: 3, legacyDefault: false }),
  contactTitle: text('Contact title', 120, { since: 3 }),
  contactText: text('Contact text', 600, { since: 3 }),
  theme: { kind: 'choice', label: 'Theme', options: THEMES, labels: THEME_LABELS, default: 'classic', since: 4 },
  sectionOrder: { kind: 'order', label: 'Section order', since: 4 },
  enableHours: flag('Opening hours section switch', false, { since: 4 }),
  hoursTitle: text('Opening hours title', 120, { since: 4 }),
  openingHours: { kind: 'hours', label: 'Opening hours', since: 4 },
  hoursNote: text('Holiday note', 300, { since: 4 }),
  enableReviews: flag('Reviews section switch', false, { since: 4 }),
  reviewsTitle: text('Reviews title', 120, { since: 4 }),
  reviews: items('Reviews', { noun: 'review', since: 4 }),
  enableGallery: flag('Gallery section switch', false, { since: 4 }),
  galleryTitle: text('Gallery title', 120, { since: 4 }),
  gallery: items('Gallery', { noun: 'photo', since: 4 }),
  enableFindUs: flag('Find us section switch', false, { since: 4 }),
  findUsTitle: text('Find us title', 120, { since: 4 }),
  findUsText: text('Directions text', 600, { since: 4 }),
  backgroundImgFocus: { kind: 'focus', label: 'Background image focal point', image: 'backgroundImg', since: 5 },
  otherImgFocus: { kind: 'focus', label: 'About Me image focal point', image: 'otherImg', since: 5 },
  country: { kind: 'country', label: 'Country', since: 6 },
  heroLayout: { kind: 'choice', label: 'Hero layout', options: HERO_LAYOUTS, labels: HERO_LAYOUT_LABELS, default: 'photo', since: 6 },
  servicesStyle: { kind: 'choice', label: 'Services style', options: SERVICE_STYLES, labels: SERVICE_STYLE_LABELS, default: 'cards', since: 6 },
} as const satisfies Record<string, FieldSpec>;

export type WebsiteFieldName = keyof typeof WEBSITE_FIELDS;

/** The fields of one card in a list (serviceItems, otherItems). */
export const ITEM_FIELDS = {
  title: text('Title', 120),
  description: text('Description', 1000),
  img: image('Image'),
} as const satisfies Record<string, TextField | ImageField>;

/**
 * A card a trade kit wrote that states something only the owner can confirm (a registration, a free
 * quote, emergency call-outs) carries `confirm`: the question put to the owner. It stays off the
 * published page until the owner confirms it (which removes `confirm`) or changes it (decision 0039).
 */
export const ITEM_CONFIRM_LABEL = 'Check';
export const ITEM_CONFIRM_MAX = 300;

/** What messages call a card's focal point (`focus`, optional: a card without one shows its picture's centre). */
export const ITEM_FOCUS_LABEL = 'Focal point';

/** A review's star rating, when the owner gives one. */
export const STARS_MAX = 5;

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
}

/** One day's opening hours ('09:00' to '17:30'); both empty on a day the business is closed. */
export interface DayHours {
  opens: string;
  closes: string;
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
