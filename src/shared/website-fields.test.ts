import { describe, expect, it } from 'vitest';
import { emptyWebsiteContent, imagesOf, maxLengthOf, WEBSITE_LIMITS } from './website';
import { ITEM_FIELDS, LATER_FIELD_NAMES, WEBSITE_DOCUMENT_VERSION, WEBSITE_FIELD_NAMES, WEBSITE_FIELDS, type FieldSpec } from './website-fields';
import { completeWebsiteContent, firstIssueMessage, migrateWebsiteDocument, websiteContentSchema } from './website-schema';
import { SECTION_LIST, SECTION_TYPES } from './website-sections';

const field = (name: string): FieldSpec => (WEBSITE_FIELDS as Record<string, FieldSpec>)[name] as FieldSpec;

describe('the field registry', () => {
  it('gives every field a default, a label and a rule in the schema', () => {
    const empty = emptyWebsiteContent();
    expect(Object.keys(empty)).toEqual(WEBSITE_FIELD_NAMES);
    for (const name of WEBSITE_FIELD_NAMES) {
      // Leaving a spec field out names it by its label; a later field may be left out.
      const { [name]: _left, ...rest } = empty as Record<string, unknown>;
      const result = websiteContentSchema.safeParse(rest);
      if (LATER_FIELD_NAMES.includes(name)) expect(result.success).toBe(true);
      else expect(!result.success && firstIssueMessage(result.error)).toBe(`${field(name).label} is required.`);
    }
  });

  it('derives the length limits from the registry', () => {
    for (const name of WEBSITE_FIELD_NAMES) {
      const spec = field(name);
      if (spec.kind === 'text' || spec.kind === 'email') {
        expect(WEBSITE_LIMITS[name as keyof typeof WEBSITE_LIMITS]).toBe(spec.max);
        expect(maxLengthOf(name)).toBe(spec.max);
        const tooLong = { ...emptyWebsiteContent(), [name]: 'x'.repeat(spec.max + 1) };
        const result = websiteContentSchema.safeParse(tooLong);
        expect(!result.success && firstIssueMessage(result.error)).toBe(`${spec.label} must be at most ${spec.max} characters.`);
      }
    }
    expect(maxLengthOf('serviceItems.3.title')).toBe(ITEM_FIELDS.title.max);
    expect(maxLengthOf('otherItems.0.description')).toBe(ITEM_FIELDS.description.max);
    expect(maxLengthOf('socialUrl')).toBe(WEBSITE_LIMITS.url);
    expect(maxLengthOf('serviceItems')).toBeUndefined();
    expect(maxLengthOf('enableSectionOne')).toBeUndefined();
    expect(maxLengthOf('constructor')).toBeUndefined();
    expect(maxLengthOf('serviceItems.0.toString')).toBeUndefined();
  });

  it('migrates a stored value of every kind, and falls back to the default for junk', () => {
    const junk = Object.fromEntries(WEBSITE_FIELD_NAMES.map((name) => [name, { not: 'a value' }]));
    // No documentVersion: a document from before versions, so fields with a legacy default read as that.
    expect(migrateWebsiteDocument(junk)).toEqual({ ...emptyWebsiteContent(), enableContactForm: false });
    expect(migrateWebsiteDocument({ ...junk, documentVersion: WEBSITE_DOCUMENT_VERSION })).toEqual(emptyWebsiteContent());
  });

  it('tags stored documents with the newest version any field was added in', () => {
    const newest = Math.max(1, ...WEBSITE_FIELD_NAMES.map((name) => (field(name) as { since?: number }).since ?? 1));
    expect(WEBSITE_DOCUMENT_VERSION).toBe(newest);
  });

  it('completes a save that leaves out later fields from the stored website', () => {
    const stored = { ...emptyWebsiteContent(), companyName: 'Stored' };
    const input = { ...emptyWebsiteContent(), companyName: 'Sent' };
    for (const name of LATER_FIELD_NAMES) delete (input as Record<string, unknown>)[name];
    const complete = completeWebsiteContent(input, stored);
    expect(complete.companyName).toBe('Sent');
    expect(Object.keys(complete)).toEqual(WEBSITE_FIELD_NAMES);
  });

  it('lists every image that is set, card images included, with a label for messages', () => {
    const content = {
      ...emptyWebsiteContent(),
      logo: 'https://x.example/logo.png',
      serviceItems: [
        { index: 0, title: 'A', description: '', img: 'https://x.example/a.png' },
        { index: 1, title: 'B', description: '', img: 'empty' },
        { index: 2, title: 'C', description: '' },
      ],
    };
    expect(imagesOf(content)).toEqual([
      { path: 'logo', label: 'Logo', value: 'https://x.example/logo.png' },
      { path: 'serviceItems.0.img', label: 'Services, card 1: Image', value: 'https://x.example/a.png' },
    ]);
  });

  it('declares sections whose switch, title and content are registry fields', () => {
    for (const type of SECTION_LIST) {
      const section = SECTION_TYPES[type];
      expect(field(section.enabledField).kind).toBe('flag');
      expect(field(section.titleField).kind).toBe('text');
      for (const name of section.contentFields) expect(WEBSITE_FIELD_NAMES).toContain(name);
    }
  });
});
