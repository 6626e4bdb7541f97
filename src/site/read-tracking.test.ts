import { describe, expect, it } from 'vitest';
import { readsOf, readsSame } from './read-tracking';

const website = { companyName: 'Rain & Sons', ctaText: 'Get a quote', serviceItems: [{ title: 'Drip systems' }] };
type Site = typeof website;

describe('read tracking (decision 0070)', () => {
  it('notes the fields a part reads, and tells a change of one of them from a change of another', () => {
    const reads = readsOf<Site>(website);
    expect(reads.view.companyName).toBe('Rain & Sons');
    expect(reads.view.serviceItems[0]?.title).toBe('Drip systems');
    expect([...reads.seen.keys()]).toEqual(['companyName', 'serviceItems']);
    // Another field typed: the part shows the same.
    expect(readsSame(reads, website, { ...website, ctaText: 'Call us' })).toBe(true);
    // Its own field typed, or a card replaced (a new list): it must render again.
    expect(readsSame(reads, website, { ...website, companyName: 'Rain & Daughters' })).toBe(false);
    expect(readsSame(reads, website, { ...website, serviceItems: [{ title: 'Drip systems' }] })).toBe(false);
  });

  it('counts listing the fields (a spread, JSON) as reading every one', () => {
    const reads = readsOf<Site>(website);
    expect(JSON.parse(JSON.stringify(reads.view))).toEqual(website);
    expect({ ...reads.view }).toEqual(website);
    expect('ctaText' in reads.view).toBe(true);
    expect(reads.all).toBe(true);
    expect(readsSame(reads, website, { ...website, ctaText: 'Call us' })).toBe(false);
    expect(readsSame(reads, website, { ...website })).toBe(true);
  });

  it('always reads the newest value, so a part rendered again on its own never shows an older one', () => {
    const reads = readsOf<Site>(website);
    expect(reads.view.companyName).toBe('Rain & Sons');
    const next = { ...website, ctaText: 'Call us' };
    reads.current = next;
    expect(reads.view.ctaText).toBe('Call us');
    expect(reads.seen.get('ctaText')).toBe('Call us');
  });
});
