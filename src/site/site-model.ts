import type { Section, WebsiteContent } from '../shared/website';
import { imageSrc, safeHref } from './safe-url';

/*
 * Which parts of the page exist, decided once so the header menu, the sections and the
 * sitemap always agree.
 */

export type SectionId = 'about' | 'services' | 'info';

export interface SectionView {
  flag: Section;
  id: SectionId;
  /** The section's heading: the owner's title, or the section's generic name. */
  label: string;
  /** The header menu's label: the title when it is short, else the generic name, so the menu fits one line. */
  menuLabel: string;
  enabled: boolean;
  /** Whether the section has anything to show; an enabled but empty section is left out. */
  hasContent: boolean;
}

export const SECTION_NAMES: Record<Section, { id: SectionId; name: string }> = {
  enableSectionOne: { id: 'about', name: 'About Me' },
  enableSectionTwo: { id: 'services', name: 'Services' },
  enableSectionThree: { id: 'info', name: 'Info' },
};

export const CONTACT_ID = 'contact';
/** Longer section titles would push the header menu onto two lines at desktop widths. */
export const MENU_LABEL_MAX = 20;
export const MAIN_ID = 'main';
export const TOP_ID = 'top';

function filled(value: string): boolean {
  return value.trim() !== '';
}

export function sectionViews(w: WebsiteContent): SectionView[] {
  return [
    {
      flag: 'enableSectionOne',
      title: w.aboutMeTitle,
      hasContent: filled(w.aboutMeTitle) || filled(w.aboutMe) || imageSrc(w.otherImg) !== undefined,
    },
    {
      flag: 'enableSectionTwo',
      title: w.serviceItemsTitle,
      hasContent: filled(w.serviceItemsTitle) || w.serviceItems.length > 0,
    },
    {
      flag: 'enableSectionThree',
      title: w.otherTitle,
      hasContent: filled(w.otherTitle) || w.otherItems.length > 0,
    },
  ].map(({ flag, title, hasContent }) => {
    const { id, name } = SECTION_NAMES[flag as Section];
    const label = filled(title) ? title.trim() : name;
    return {
      flag: flag as Section,
      id,
      label,
      menuLabel: label.length <= MENU_LABEL_MAX ? label : name,
      enabled: w[flag as Section] === true,
      hasContent,
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

export function navEntries(w: WebsiteContent): NavEntry[] {
  const entries = publishedSections(w).map((s) => ({ href: `#${s.id}`, label: s.menuLabel }));
  if (hasContactDetails(w)) entries.push({ href: `#${CONTACT_ID}`, label: 'Contact' });
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
