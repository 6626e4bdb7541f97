import { describe, expect, it } from 'vitest';
import { draftReducer, initialDraftState } from './website-draft';
import { emptyWebsiteContent, type WebsiteContent } from '../../../shared/website';
import { migrateWebsiteDocument } from '../../../shared/website-schema';
import { contentInLanguage, isTranslatablePath, mainTextAt, secondLanguageOf, translationMax, translationPathLabel, translationProgress, translationsWithoutCard } from '../../../shared/translations';
import { maxLengthOf } from '../../../shared/website';

const site = (): WebsiteContent => ({
  ...emptyWebsiteContent(),
  siteLanguage: 'fr',
  companyName: 'Boulangerie Moreau',
  aboutMe: 'Depuis 1998.',
  serviceItems: [
    { index: 0, title: 'Baguette', description: 'Tradition' },
    { index: 1, title: 'Seigle', description: 'Bio' },
  ],
  translations: { en: { companyName: 'Moreau Bakery', 'serviceItems.1.title': 'Rye' } },
});

describe('translations', () => {
  it('renders the second language over the main content, untranslated texts in the main language', () => {
    const english = contentInLanguage(site(), 'en');
    expect(english.siteLanguage).toBe('en');
    expect(english.companyName).toBe('Moreau Bakery');
    expect(english.aboutMe).toBe('Depuis 1998.');
    expect(english.serviceItems.map((c) => c.title)).toEqual(['Baguette', 'Rye']);
    // The main content is untouched.
    expect(site().serviceItems[1]?.title).toBe('Seigle');
    expect(secondLanguageOf(site())).toBe('en');
    expect(translationProgress(site(), 'en')).toEqual([2, 6]);
  });

  it('edits a translation as one undo step, and drops a removed card’s translations', () => {
    let state = initialDraftState(site());
    state = draftReducer(state, { type: 'translate', language: 'en', path: 'aboutMe', value: 'Since' });
    state = draftReducer(state, { type: 'translate', language: 'en', path: 'aboutMe', value: 'Since 1998.' });
    expect(state.draft.translations.en?.aboutMe).toBe('Since 1998.');
    expect(state.draft.aboutMe).toBe('Depuis 1998.');
    state = draftReducer(state, { type: 'undo' });
    expect(state.draft.translations.en?.aboutMe).toBeUndefined();
    state = draftReducer(state, { type: 'removeLastItem', list: 'serviceItems' });
    expect(state.draft.translations.en).toEqual({ companyName: 'Moreau Bakery' });
  });

  it('moves later cards’ translations up when a card leaves the middle, and reads stored documents safely', () => {
    expect(translationsWithoutCard({ en: { 'serviceItems.0.title': 'A', 'serviceItems.1.title': 'B', companyName: 'X' } }, 'serviceItems', 0)).toEqual({ en: { 'serviceItems.0.title': 'B', companyName: 'X' } });
    // A stored second language that is now the main one, unknown paths and cards no longer there are not kept.
    const read = migrateWebsiteDocument({ ...site(), documentVersion: 8, translations: { en: { companyName: 'Moreau Bakery', phone: '1', 'serviceItems.7.title': 'Gone' } } });
    expect(read.translations).toEqual({ en: { companyName: 'Moreau Bakery' } });
    expect(migrateWebsiteDocument({ ...site(), documentVersion: 8, translations: { fr: { companyName: 'x' } } }).translations).toEqual({});
    expect(migrateWebsiteDocument({ ...site(), documentVersion: 7, translations: undefined }).translations).toEqual({});
  });

  it('translates the price list’s and notices’ texts by position, amounts, dates and links shared', () => {
    const priced: WebsiteContent = {
      ...site(),
      prices: [
        { name: 'Pains', items: [{ name: 'Baguette', description: 'Tradition', price: 1.5 }, { name: 'Seigle', description: '', price: 3 }] },
        { name: 'Gâteaux', items: [{ name: 'Fraisier', description: 'Sur commande', price: 30 }] },
      ],
      notices: [
        { message: 'Fermé le 1er mai', link: '', start: '2027-05-01', end: '2027-05-01', closed: true },
        { message: 'Nouveau : pain aux noix', link: 'https://example.com/', start: '', end: '', closed: false },
      ],
      translations: { en: { ...site().translations.en, 'prices.0.name': 'Breads', 'prices.0.items.1.name': 'Rye', 'prices.1.items.0.description': 'To order', 'notices.1.message': 'New: walnut bread' } },
    };
    const english = contentInLanguage(priced, 'en');
    expect(english.prices.map((g) => g.name)).toEqual(['Breads', 'Gâteaux']);
    expect(english.prices[0]?.items.map((i) => [i.name, i.price])).toEqual([['Baguette', 1.5], ['Rye', 3]]);
    expect(english.prices[1]?.items[0]).toEqual({ name: 'Fraisier', description: 'To order', price: 30 });
    expect(english.notices.map((n) => n.message)).toEqual(['Fermé le 1er mai', 'New: walnut bread']);
    expect(english.notices[1]?.link).toBe('https://example.com/');
    expect(priced.prices[0]?.name).toBe('Pains');
    expect(priced.notices[1]?.message).toBe('Nouveau : pain aux noix');

    // Paths exist only while their group, item or notice does; amounts, dates and links never translate.
    expect(isTranslatablePath('prices.1.items.0.name', priced)).toBe(true);
    expect(isTranslatablePath('prices.1.items.1.name', priced)).toBe(false);
    expect(isTranslatablePath('notices.2.message', priced)).toBe(false);
    for (const path of ['prices.0.items.0.price', 'prices.0.items', 'notices.0.link', 'notices.0.start', 'prices.01.name']) expect(isTranslatablePath(path), path).toBe(false);
    expect(translationPathLabel('prices.0.items.1.description')).toBe('Prices, group 1, item 2: Description');
    expect(translationPathLabel('notices.1.message')).toBe('Notices, notice 2: Message');
    expect([translationMax('prices.0.name'), translationMax('prices.0.items.0.description'), translationMax('notices.0.message')]).toEqual([120, 300, 200]);
    expect(maxLengthOf('prices.0.items.0.name')).toBe(120);
    expect(mainTextAt(priced, 'prices.0.items.1.name')).toBe('Seigle');
    // The count Settings shows: the texts with main text (not the empty description), the lists' nine among them.
    expect(translationProgress(priced, 'en')).toEqual([2 + 4, 6 + 9]);

    // A group, an item or a notice taken out of the middle on /company: its texts go, the later ones move up.
    const t = priced.translations;
    expect(translationsWithoutCard(t, 'prices', 0).en).toEqual({ companyName: 'Moreau Bakery', 'serviceItems.1.title': 'Rye', 'prices.0.items.0.description': 'To order', 'notices.1.message': 'New: walnut bread' });
    expect(translationsWithoutCard(t, 'prices.0.items', 0).en).toMatchObject({ 'prices.0.name': 'Breads', 'prices.0.items.0.name': 'Rye', 'prices.1.items.0.description': 'To order' });
    expect(translationsWithoutCard(t, 'notices', 0).en).toMatchObject({ 'notices.0.message': 'New: walnut bread' });
    expect(translationsWithoutCard(t, 'notices', 0).en).not.toHaveProperty('notices.1.message');
    // Stored translations of an item no longer there are not kept on reading.
    const read = migrateWebsiteDocument({ ...priced, documentVersion: 8, prices: [priced.prices[0]], translations: { en: { ...t.en, 'prices.1.name': 'Cakes' } } });
    expect(read.translations.en).not.toHaveProperty('prices.1.items.0.description');
    expect(read.translations.en).not.toHaveProperty('prices.1.name');
    expect(read.translations.en).toHaveProperty('prices.0.items.1.name', 'Rye');
  });
});
