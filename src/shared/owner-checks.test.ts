import { describe, expect, it } from 'vitest';
import { answerCheck, dismissLanguageNote, ownerChecks } from './owner-checks';
import { emptyWebsiteContent } from './website';

describe('owner checks', () => {
  const site = {
    ...emptyWebsiteContent(),
    enableHours: true,
    otherItems: [
      { index: 0, title: 'Getting a price', description: 'Call us.' },
      { index: 4, title: 'Gas Safe registered', description: 'We are on the register.', confirm: 'Are you on the Gas Safe Register?' },
    ],
  };

  it('lists the kit’s unconfirmed cards and an hours section with no hours', () => {
    expect(ownerChecks(site).map((c) => [c.kind, c.title])).toEqual([
      ['card', 'Gas Safe registered'],
      ['hours', 'Opening hours'],
    ]);
    const withHours = { ...site, openingHours: site.openingHours.map((d, i) => (i === 0 ? { opens: '09:00', closes: '17:00' } : d)) };
    expect(ownerChecks(withHours).map((c) => c.kind)).toEqual(['card']);
    expect(ownerChecks({ ...site, enableHours: false }).map((c) => c.kind)).toEqual(['card']);
  });

  it('shows a confirmed card from then on, and removes one left off', () => {
    const kept = answerCheck(site, 'otherItems', 4, true);
    expect(kept.otherItems[1]).toEqual({ index: 4, title: 'Gas Safe registered', description: 'We are on the register.' });
    expect(ownerChecks(kept).map((c) => c.kind)).toEqual(['hours']);
    const dropped = answerCheck(site, 'otherItems', 4, false);
    expect(dropped.otherItems.map((i) => i.index)).toEqual([0]);
  });

  it('says the starter text is in English where the kit had no version in the owner’s language, until read', () => {
    const english = { ...emptyWebsiteContent(), kitLanguageMissing: 'pl' };
    expect(ownerChecks(english)).toEqual([
      { kind: 'language', id: 'language', title: 'Starter text in English', question: 'Your starter text is in English because the kit for your business type has no Polish version yet. Write your own words in the editor.' },
    ]);
    expect(ownerChecks(dismissLanguageNote(english))).toEqual([]);
    expect(ownerChecks(emptyWebsiteContent())).toEqual([]);
  });
});
