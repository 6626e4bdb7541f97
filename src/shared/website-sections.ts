import { ownerText } from './i18n/owner-text';
import type { WebsiteFieldName } from './website-fields';

/*
 * The section registry: the parts of the one-page site below the hero, each declared once. The
 * template (src/site/section-components.tsx) maps each type to its component; the header menu, the
 * sitemap, the editor's section switches and the page order all read this table.
 */

export interface SectionType {
  /** The section's generic name: its heading when the owner gave no title, and its menu entry. */
  name: string;
  /** The anchor id on the page (`#about`). */
  id: string;
  /** The boolean field that switches the section on and off. */
  enabledField: WebsiteFieldName;
  /** The field holding the owner's title of the section. */
  titleField: WebsiteFieldName;
  /**
   * Fields whose content makes the section worth showing; an enabled section with all of them empty is
   * left out. None: the section always has something to show (the contact form).
   */
  contentFields: readonly WebsiteFieldName[];
}

export const SECTION_TYPES = {
  about: {
    name: ownerText('section.about'),
    id: 'about',
    enabledField: 'enableSectionOne',
    titleField: 'aboutMeTitle',
    contentFields: ['aboutMeTitle', 'aboutMe', 'otherImg'],
  },
  services: {
    name: ownerText('section.services'),
    id: 'services',
    enabledField: 'enableSectionTwo',
    titleField: 'serviceItemsTitle',
    contentFields: ['serviceItemsTitle', 'serviceItems'],
  },
  gallery: {
    name: ownerText('section.gallery'),
    id: 'gallery',
    enabledField: 'enableGallery',
    titleField: 'galleryTitle',
    contentFields: ['gallery'],
  },
  reviews: {
    name: ownerText('section.reviews'),
    id: 'reviews',
    enabledField: 'enableReviews',
    titleField: 'reviewsTitle',
    contentFields: ['reviews'],
  },
  hours: {
    name: ownerText('section.hours'),
    id: 'hours',
    enabledField: 'enableHours',
    titleField: 'hoursTitle',
    contentFields: ['openingHours', 'hoursNote'],
  },
  findus: {
    name: ownerText('section.findus'),
    id: 'find-us',
    enabledField: 'enableFindUs',
    titleField: 'findUsTitle',
    contentFields: ['addressFreeForm'],
  },
  prices: {
    name: ownerText('section.prices'),
    id: 'prices',
    enabledField: 'enablePrices',
    titleField: 'pricesTitle',
    contentFields: ['prices'],
  },
  info: {
    name: ownerText('section.info'),
    id: 'info',
    enabledField: 'enableSectionThree',
    titleField: 'otherTitle',
    contentFields: ['otherTitle', 'otherItems'],
  },
  booking: {
    name: ownerText('section.booking'),
    id: 'booking',
    enabledField: 'enableBooking',
    titleField: 'bookingTitle',
    contentFields: [],
  },
  contact: {
    name: ownerText('section.contact'),
    id: 'contact',
    enabledField: 'enableContactForm',
    titleField: 'contactTitle',
    contentFields: [],
  },
} as const satisfies Record<string, SectionType>;

export type SectionTypeName = keyof typeof SECTION_TYPES;

/**
 * The sections in their default order: a new website's, and that of documents saved before the owner
 * could reorder (version 3 and older), whose sections (About, Services, Info, Contact) keep their order.
 * The owner's order is the `sectionOrder` field.
 */
export const SECTION_LIST = Object.keys(SECTION_TYPES) as SectionTypeName[];

export function isSectionType(value: unknown): value is SectionTypeName {
  return typeof value === 'string' && Object.hasOwn(SECTION_TYPES, value);
}

/** A stored or sent order made whole: known types once each, in the given order, then any missing ones in default order. */
export function completeSectionOrder(order: readonly unknown[]): SectionTypeName[] {
  const seen = new Set<SectionTypeName>();
  for (const type of order) if (isSectionType(type)) seen.add(type);
  return [...seen, ...SECTION_LIST.filter((type) => !seen.has(type))];
}
