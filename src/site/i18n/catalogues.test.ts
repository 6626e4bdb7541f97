import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { SITE_LANGUAGES } from '../../shared/site-languages';
import { SITE_CATALOGUES, siteText } from '.';

/** The arguments a message uses, and each plural's categories (from the parsed ICU message). */
function shape(message: string, language: string): { args: string[]; plurals: string[][] } {
  const args = new Set<string>();
  const plurals: string[][] = [];
  const walk = (nodes: unknown[]) => {
    for (const node of nodes as { type: number; value?: string; options?: Record<string, { value: unknown[] }> }[]) {
      if (node.type === 0 || node.type === 7) continue; // literal text, '#'
      if (node.value) args.add(node.value);
      if (node.options) {
        if (node.type === 6) plurals.push(Object.keys(node.options).sort());
        for (const option of Object.values(node.options)) walk(option.value);
      }
    }
  };
  walk(new IntlMessageFormat(message, language).getAst());
  return { args: [...args].sort(), plurals };
}

describe('site catalogues (decision 0062)', () => {
  const en = SITE_CATALOGUES.en;
  it.each(SITE_LANGUAGES.filter((l) => l !== 'en'))('%s has every English message, with the same placeholders and its own plural forms', (language) => {
    const catalogue = SITE_CATALOGUES[language];
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories.slice().sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      const theirs = shape(catalogue[key], language);
      expect(theirs.args, `${language} ${key}`).toEqual(shape(en[key], 'en').args);
      // Every plural names each category the language's rules can pick (Polish: one, few, many, other).
      for (const options of theirs.plurals) expect(options, `${language} ${key}`).toEqual(categories);
      expect(catalogue[key].trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it('words plurals, numbers, days and sentences with links as each language does', () => {
    expect(siteText('pl').t('stars', { stars: 4, max: 5 })).toBe('4 na 5 gwiazdek');
    expect(siteText('pl').t('form.limit', { max: 5000 })).toBe('Do 5000 znaków.');
    expect(siteText('fr').t('contact.tooLong', { label: 'Message', max: 5000, length: 5001, over: 1 })).toContain('de 1 caractère,');
    expect(siteText('de').t('form.limit', { max: 5000 })).toBe('Höchstens 5.000 Zeichen.');
    expect(siteText('en').t('form.limit', { max: 5000 })).toBe('Up to 5,000 characters.');
    expect(siteText('fr').weekdays()).toEqual(['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche']);
    expect(siteText('es').parts('createdUsing', { brand: 0 })).toEqual(['Creado con ', 0]);
    expect(siteText('xx').language).toBe('en');
  });
});
