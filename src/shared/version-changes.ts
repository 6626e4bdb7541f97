import { ownerText } from './i18n/owner-text';
import type { WebsiteContent } from './website';
import type { WebsiteFieldName } from './website-fields';
import { SECTION_TYPES } from './website-sections';

/*
 * What a published version changed, in the owner's words ("Opening hours, Services"): the automatic
 * label each version gets beside the owner's own (issue 23), so twelve versions made in ten minutes
 * can be told apart. Every field belongs to one part of the page a person would name.
 */

/** The longest name an owner may give a version (their own label, beside the automatic one). */
export const VERSION_LABEL_MAX = 60;

/** The parts of the page that are not sections, in the order the page shows them. */
const TOP_PARTS: readonly (readonly [string, readonly WebsiteFieldName[]])[] = [
  [ownerText('versions.theme'), ['theme']],
  [ownerText('versions.colours'), ['primaryColor', 'secondaryColor']],
  [ownerText('versions.logo'), ['logo']],
  [ownerText('versions.name'), ['companyName', 'headerTitle']],
  [ownerText('versions.description'), ['companyDescription', 'tagline']],
  [ownerText('versions.hero'), ['backgroundImg', 'backgroundImgFocus', 'heroLayout']],
  [ownerText('versions.button'), ['ctaText', 'ctaLink', 'ctaEnabled']],
  [ownerText('versions.sectionOrder'), ['sectionOrder']],
  [ownerText('versions.notices'), ['notices']],
];

/** Fields a section shows beyond its switch, title and content fields. */
const SECTION_EXTRAS: Partial<Record<keyof typeof SECTION_TYPES, readonly WebsiteFieldName[]>> = {
  about: ['otherImgFocus'],
  services: ['servicesStyle'],
  findus: ['findUsText'],
  contact: ['contactText', 'contactFormKind'],
};

const LATE_PARTS: readonly (readonly [string, readonly WebsiteFieldName[]])[] = [
  [ownerText('versions.contactDetails'), ['email', 'phone', 'whatsappNumber', 'socialUrl', 'owner', 'addressFreeForm']],
  [ownerText('versions.country'), ['country']],
  [ownerText('versions.language'), ['siteLanguage']],
  [ownerText('versions.secondLanguage'), ['translations']],
  [ownerText('versions.timeZone'), ['timeZone']],
  [ownerText('versions.starterTextNote'), ['kitLanguageMissing']],
];

const PARTS: readonly (readonly [string, readonly WebsiteFieldName[]])[] = [
  ...TOP_PARTS,
  ...Object.entries(SECTION_TYPES).map(([type, section]) => {
    const fields: WebsiteFieldName[] = [section.enabledField, section.titleField, ...section.contentFields, ...(SECTION_EXTRAS[type as keyof typeof SECTION_TYPES] ?? [])];
    // The address is the Find us section's content and a contact detail: it is named as the section.
    return [section.name, [...new Set(fields)]] as const;
  }),
  ...LATE_PARTS.map(([name, fields]) => [name, fields.filter((f) => f !== 'addressFreeForm')] as const),
];

/** How many parts a label names before it says "and N more". */
const NAMED_MAX = 4;

/** The parts of the page that differ between two versions' content, in page order. */
export function changedParts(before: WebsiteContent, after: WebsiteContent): string[] {
  const differs = (field: WebsiteFieldName) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null);
  return PARTS.filter(([, fields]) => fields.some(differs)).map(([name]) => name);
}

/**
 * The automatic label: "Opening hours, Services", "Theme, Colours, Name, Hero and 2 more", "First
 * version" with nothing before it, "No changes" when the content is the same.
 */
export function describeChanges(before: WebsiteContent | undefined, after: WebsiteContent): string {
  if (!before) return ownerText('versions.firstVersion');
  const parts = changedParts(before, after);
  if (parts.length === 0) return ownerText('versions.noChanges');
  if (parts.length <= NAMED_MAX) return parts.join(', ');
  return ownerText('versions.andMore', { named: parts.slice(0, NAMED_MAX - 1).join(', '), more: String(parts.length - NAMED_MAX + 1) });
}
