import { describe, expect, it } from 'vitest';
import { emptyWebsiteContent } from './website';
import { WEBSITE_FIELDS } from './website-fields';
import { changedParts, describeChanges } from './version-changes';

describe('what a version changed', () => {
  const before = emptyWebsiteContent();

  it('names the parts of the page that differ, in page order', () => {
    const after = { ...before, hoursNote: 'Closed at Christmas', serviceItemsTitle: 'What we do', primaryColor: '#112233' };
    expect(describeChanges(before, after)).toBe('Colours, Services, Opening hours');
  });

  it('says first version, no changes, and shortens a long list', () => {
    expect(describeChanges(undefined, before)).toBe('First version');
    expect(describeChanges(before, { ...before })).toBe('No changes');
    const many = { ...before, theme: 'bold', companyName: 'A', tagline: 'B', ctaText: 'C', phone: '1' };
    expect(describeChanges(before, many)).toBe('Theme, Name, Description and 2 more');
  });

  it('gives every field of the website a part, so no change goes unnamed', () => {
    for (const field of Object.keys(WEBSITE_FIELDS) as (keyof typeof WEBSITE_FIELDS)[]) {
      const value = before[field];
      const changed = typeof value === 'boolean' ? !value : typeof value === 'string' ? `${value}x` : Array.isArray(value) ? [...value, 'x'] : 'x';
      expect(changedParts(before, { ...before, [field]: changed } as typeof before), field).toHaveLength(1);
    }
  });
});
