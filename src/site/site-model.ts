import type { DayHours, Item, Section, WebsiteContent } from '../shared/website';
import { type FieldSpec, type PriceGroup, HERO_LAYOUTS, type HeroLayout, SERVICE_STYLES, type ServiceStyle, THEMES, type ThemeName, WEBSITE_FIELDS, type WebsiteFieldName } from '../shared/website-fields';
import { completeSectionOrder, SECTION_TYPES, type SectionTypeName } from '../shared/website-sections';
import { imageSrc, safeHref } from './safe-url';
import { isSiteMessageKey, textOf } from './i18n';

/*
 * Which parts of the page exist, decided once so the header menu, the sections and the
 * sitemap always agree. The sections themselves are declared in shared/website-sections.ts.
 */

export interface SectionView {
  type: SectionTypeName;
  flag: Section;
  /** The anchor id on the page. */
  id: string;
  /** The section's heading: the owner's title, or the section's generic name. */
  label: string;
  /** The header menu's label: the title when it is short, else the generic name, so the menu fits one line. */
  menuLabel: string;
  enabled: boolean;
  /** Whether the section has anything to show; an enabled but empty section is left out. */
  hasContent: boolean;
  /** Whether it follows a section of the same background, so it starts without its top padding (joinSections). */
  joined?: boolean;
}

/** The footer's contact details (the menu's Contact leads there when the page has no contact section). */
export const CONTACT_DETAILS_ID = 'contact-details';
/** Longer section titles would push the header menu onto two lines at desktop widths. */
export const MENU_LABEL_MAX = 20;
export const MAIN_ID = 'main';
export const TOP_ID = 'top';

function filled(value: string): boolean {
  return value.trim() !== '';
}

/** Whether a field holds something a visitor would see. */
function hasValue(w: WebsiteContent, name: WebsiteFieldName): boolean {
  const field: FieldSpec = WEBSITE_FIELDS[name];
  const value = w[name];
  switch (field.kind) {
    case 'items':
      // A photo without a picture shows nothing; a card or review shows its text.
      return Array.isArray(value) && (field.noun === 'photo' ? (value as Item[]).some((item) => imageSrc(item.img) !== undefined) : (value as Item[]).some(cardHasContent));
    case 'hours':
      return (value as DayHours[]).some((day) => day.opens !== '');
    case 'prices':
      return Array.isArray(value) && (value as PriceGroup[]).some((group) => group.items.length > 0);
    case 'notices':
    case 'translations':
      return false;
    case 'image':
      return imageSrc(value as string) !== undefined;
    case 'flag':
    case 'color':
    case 'choice':
    case 'order':
    case 'focus':
    case 'country':
      return false;
    default:
      return filled(value as string);
  }
}

/**
 * Whether a card shows anything: an empty card (no title, text or picture) is left off the page, and so
 * is a trade kit's claim the owner has not confirmed yet (`confirm`, decision 0039).
 */
export function cardHasContent(item: Item): boolean {
  if (item.confirm !== undefined && filled(item.confirm)) return false;
  return filled(item.title) || filled(item.description) || imageSrc(item.img) !== undefined;
}

/**
 * The cards of a list with their positions in it (the editor addresses fields by position): every
 * card while editing, so a new empty card can be filled in; only cards with content on the page.
 */
export function shownCards(items: Item[], editing: boolean): { item: Item; position: number }[] {
  return items.map((item, position) => ({ item, position })).filter(({ item }) => editing || cardHasContent(item));
}

/** A section's generic name in the site's language (a section without a catalogue entry keeps its registry name). */
export function sectionName(w: WebsiteContent, type: string, fallback: string): string {
  const key = `section.${type}`;
  return isSiteMessageKey(key) ? textOf(w).t(key) : fallback;
}

/** Every section, in the owner's order (the menu follows it). */
export function sectionViews(w: WebsiteContent): SectionView[] {
  return completeSectionOrder(w.sectionOrder).map((type) => {
    const section = SECTION_TYPES[type];
    const title = w[section.titleField] as string;
    const name = sectionName(w, type, section.name);
    const label = filled(title) ? title.trim() : name;
    return {
      type,
      flag: section.enabledField,
      id: section.id,
      label,
      menuLabel: label.length <= MENU_LABEL_MAX ? label : name,
      enabled: w[section.enabledField] === true,
      hasContent: section.contentFields.length === 0 || section.contentFields.some((name) => hasValue(w, name)),
    };
  });
}

/** Sections a visitor sees, in page order. */
export function publishedSections(w: WebsiteContent): SectionView[] {
  return sectionViews(w).filter((s) => s.enabled && s.hasContent);
}

export function hasContactDetails(w: WebsiteContent): boolean {
  return [w.owner, w.addressFreeForm, w.phone, w.email].some(filled) || safeHref(w.socialUrl, ['http']) !== undefined;
}

export interface NavEntry {
  href: string;
  label: string;
}

/** Whether the page a visitor sees carries the contact form (the site host takes messages only then). */
export function hasContactForm(w: WebsiteContent): boolean {
  return publishedSections(w).some((s) => s.type === 'contact');
}

export function navEntries(w: WebsiteContent): NavEntry[] {
  const sections = publishedSections(w);
  const entries = sections.map((s) => ({ href: `#${s.id}`, label: s.menuLabel }));
  // The contact section, when shown, is the menu's way to get in touch; else the footer's details are.
  if (!sections.some((s) => s.type === 'contact') && hasContactDetails(w)) entries.push({ href: `#${CONTACT_DETAILS_ID}`, label: textOf(w).t('section.contact') });
  return entries;
}

/** The header's name: the header title when set, else the company name. */
export function headerName(w: WebsiteContent): string {
  return filled(w.headerTitle) ? w.headerTitle.trim() : w.companyName.trim();
}

/** The header button, when it is switched on and has both a label and a safe link. */
export function ctaLink(w: WebsiteContent): { text: string; href: string } | undefined {
  if (!w.ctaEnabled || !filled(w.ctaText)) return undefined;
  const href = safeHref(w.ctaLink, ['http', 'mailto', 'tel']);
  return href ? { text: w.ctaText.trim(), href } : undefined;
}

/** The site's theme name (a document from before themes reads as 'classic'). */
export function themeOf(w: WebsiteContent): ThemeName {
  return (THEMES as readonly string[]).includes(w.theme) ? (w.theme as ThemeName) : 'classic';
}

/** The hero's layout (decision 0039); anything unknown reads as the picture behind the title. */
export function heroLayoutOf(w: WebsiteContent): HeroLayout {
  return (HERO_LAYOUTS as readonly string[]).includes(w.heroLayout) ? (w.heroLayout as HeroLayout) : 'photo';
}

/** How the Services cards are shown (decision 0039). */
export function servicesStyleOf(w: WebsiteContent): ServiceStyle {
  return (SERVICE_STYLES as readonly string[]).includes(w.servicesStyle) ? (w.servicesStyle as ServiceStyle) : 'cards';
}

/** The background a section is drawn on (site.css): Services on the page colour, Contact on its grey, the rest white. */
function sectionTone(w: WebsiteContent, view: SectionView): string {
  if (view.type === 'services') return w.primaryColor.toUpperCase();
  return view.type === 'contact' ? 'contact' : '#FFFFFF';
}

/**
 * The sections as drawn, each marked when it follows one of the same background (decision 0039): two
 * white sections in a row would otherwise leave both paddings, about 200 px of nothing, between them,
 * wherever the owner has switched the sections between them off.
 */
export function joinSections(w: WebsiteContent, views: SectionView[]): SectionView[] {
  return views.map((view, i) => {
    const before = views[i - 1];
    return { ...view, joined: before !== undefined && sectionTone(w, before) === sectionTone(w, view) };
  });
}
