import { describe, expect, it } from 'vitest';
import {
  SECTIONS,
  WEBSITE_DOCUMENT_VERSION,
  WEBSITE_LIMITS,
  addItem,
  emptyWebsiteContent,
  isCtaLink,
  isHttpUrl,
  removeLastItem,
  toStoredWebsiteDocument,
  toggleSection,
  type Item,
  type Section,
  type WebsiteContent,
} from './website';
import {
  firstIssueMessage,
  itemSchema,
  migrateWebsiteDocument,
  saveWebsiteBodySchema,
  websiteContentSchema,
  websiteSchema,
} from './website-schema';

function valid(overrides: Partial<Record<keyof WebsiteContent, unknown>> = {}): Record<string, unknown> {
  return { ...emptyWebsiteContent(), ...overrides };
}

function messageFor(input: unknown): string {
  const result = websiteContentSchema.safeParse(input);
  if (result.success) throw new Error('expected the input to be rejected');
  return firstIssueMessage(result.error);
}

function item(index: number, extra: Partial<Item> = {}): Item {
  return { index, title: `Card ${index}`, description: 'Text', ...extra };
}

describe('emptyWebsiteContent', () => {
  it('is a valid website with the documented defaults', () => {
    const content = emptyWebsiteContent();
    expect(websiteContentSchema.parse(content)).toEqual(content);
    expect(content.primaryColor).toBe('#F7F7F7');
    expect(content.secondaryColor).toBe('#000000');
    expect(content.ctaEnabled).toBe(false);
    expect([content.logo, content.otherImg, content.backgroundImg]).toEqual(['empty', 'empty', 'empty']);
    expect(content.serviceItems).toEqual([]);
    expect(content.otherItems).toEqual([]);
    // The spec's sections and the contact form start on; the sections of issue 13 are added by the owner.
    for (const section of SECTIONS) expect(content[section]).toBe(['enableSectionOne', 'enableSectionTwo', 'enableSectionThree', 'enableContactForm'].includes(section));
  });

  it('returns a fresh object each time', () => {
    const a = emptyWebsiteContent();
    a.serviceItems.push(item(0));
    expect(emptyWebsiteContent().serviceItems).toEqual([]);
  });
});

describe('websiteContentSchema', () => {
  it('trims text and upper-cases colours', () => {
    const parsed = websiteContentSchema.parse(
      valid({ companyName: '  Acme  ', primaryColor: '#aabbcc', secondaryColor: ' #0a0B0c ' }),
    );
    expect(parsed.companyName).toBe('Acme');
    expect(parsed.primaryColor).toBe('#AABBCC');
    expect(parsed.secondaryColor).toBe('#0A0B0C');
  });

  it('stores a cleared image as "empty"', () => {
    expect(websiteContentSchema.parse(valid({ logo: '' })).logo).toBe('empty');
  });

  const tooLong: [keyof typeof WEBSITE_LIMITS & keyof WebsiteContent, string][] = [
    ['headerTitle', 'Header title must be at most 120 characters.'],
    ['companyName', 'Company name must be at most 120 characters.'],
    ['companyDescription', 'Company description must be at most 600 characters.'],
    ['aboutMeTitle', 'About Me title must be at most 120 characters.'],
    ['aboutMe', 'About Me text must be at most 3000 characters.'],
    ['serviceItemsTitle', 'Services title must be at most 120 characters.'],
    ['otherTitle', 'Info title must be at most 120 characters.'],
    ['owner', 'Owner name must be at most 120 characters.'],
    ['addressFreeForm', 'Address must be at most 300 characters.'],
    ['phone', 'Phone must be at most 40 characters.'],
    ['ctaText', 'Button label must be at most 40 characters.'],
  ];
  it.each(tooLong)('limits %s and names it in the message', (field, message) => {
    const limit = WEBSITE_LIMITS[field];
    expect(websiteContentSchema.safeParse(valid({ [field]: 'x'.repeat(limit) })).success).toBe(true);
    expect(messageFor(valid({ [field]: 'x'.repeat(limit + 1) }))).toBe(message);
  });

  it('counts the limit after trimming', () => {
    expect(websiteContentSchema.safeParse(valid({ companyName: ` ${'x'.repeat(120)} ` })).success).toBe(true);
  });

  it('limits e-mail length and format', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(186)}.com`; // 255 characters
    expect(messageFor(valid({ email: long }))).toBe('E-mail must be at most 254 characters.');
    expect(messageFor(valid({ email: 'not-an-email' }))).toBe('E-mail must be a valid e-mail address, or empty.');
    expect(messageFor(valid({ email: 'a@b' }))).toMatch(/^E-mail must be a valid/);
    expect(websiteContentSchema.parse(valid({ email: ' info@example.com ' })).email).toBe('info@example.com');
    expect(websiteContentSchema.parse(valid({ email: '' })).email).toBe('');
  });

  it.each(['#FFF', 'red', '#GGGGGG', '#1234567', 'rgb(0,0,0)', '#12345;}body{x:url(y)', ''])(
    'rejects the colour %j',
    (value) => {
      expect(messageFor(valid({ primaryColor: value }))).toBe('Primary colour must be a colour like #1A2B3C.');
      expect(messageFor(valid({ secondaryColor: value }))).toBe('Secondary colour must be a colour like #1A2B3C.');
    },
  );

  const badLinks = [
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '/relative/path',
    'http://',
    'https://exa mple.com',
  ];
  it.each(badLinks)('rejects %j as a social link, button link and image', (value) => {
    expect(messageFor(valid({ socialUrl: value }))).toBe(
      'Social link must be a web address like instagram.com/your-company, or be empty.',
    );
    expect(messageFor(valid({ ctaLink: value }))).toBe(
      'Button link must be a web address like example.com/contact, an e-mail address or a phone number, or be empty.',
    );
    expect(messageFor(valid({ logo: value }))).toBe('Logo must be an http(s) link to an image, or empty.');
    expect(messageFor(valid({ backgroundImg: value }))).toMatch(/^Background image must be/);
    expect(messageFor(valid({ otherImg: value }))).toMatch(/^About Me image must be/);
  });

  it('accepts http(s), mailto: and tel: where they belong', () => {
    const parsed = websiteContentSchema.parse(
      valid({
        socialUrl: 'https://www.facebook.com/acme',
        ctaLink: 'tel:+1 (555) 010-0199',
        logo: 'http://localhost:3001/media/logo.png',
      }),
    );
    expect(parsed.ctaLink).toBe('tel:+1 (555) 010-0199');
    expect(isCtaLink('mailto:info@example.com?subject=Quote')).toBe(true);
    expect(isCtaLink('https://example.com/quote')).toBe(true);
    expect(isCtaLink('mailto:')).toBe(false);
    expect(isCtaLink('mailto:%E0%A4%A')).toBe(false);
    expect(isCtaLink('tel:call-me')).toBe(false);
    expect(isHttpUrl('mailto:info@example.com')).toBe(false);
    expect(messageFor(valid({ socialUrl: 'mailto:info@example.com' }))).toMatch(/^Social link/);
  });

  it('limits URL length', () => {
    const long = `https://example.com/${'a'.repeat(WEBSITE_LIMITS.url)}`;
    expect(messageFor(valid({ socialUrl: long }))).toBe('Social link must be at most 2048 characters.');
    expect(messageFor(valid({ logo: long }))).toBe('Logo must be a link of at most 2048 characters.');
  });

  it('limits the number of cards per list', () => {
    const many = Array.from({ length: WEBSITE_LIMITS.itemsPerList + 1 }, (_, i) => item(i));
    expect(websiteContentSchema.safeParse(valid({ serviceItems: many.slice(1) })).success).toBe(true);
    expect(messageFor(valid({ serviceItems: many }))).toBe('Services can have at most 24 cards.');
    expect(messageFor(valid({ otherItems: many }))).toBe('Info items can have at most 24 cards.');
  });

  it('rejects repeated item indexes', () => {
    expect(messageFor(valid({ serviceItems: [item(1), item(1)] }))).toBe('Services cards must have different indexes.');
  });

  it('names the list and card position for item problems', () => {
    const cards = [item(0), item(1), item(2, { title: 'x'.repeat(121) })];
    expect(messageFor(valid({ serviceItems: cards }))).toBe('Services, card 3: Title must be at most 120 characters.');
    expect(messageFor(valid({ otherItems: [item(0, { description: 'x'.repeat(1001) })] }))).toBe(
      'Info items, card 1: Description must be at most 1000 characters.',
    );
    expect(messageFor(valid({ otherItems: [item(0, { img: 'javascript:alert(1)' })] }))).toBe(
      'Info items, card 1: Image must be an http(s) link to an image, or empty.',
    );
    expect(messageFor(valid({ serviceItems: [{ ...item(0), index: -1 }] }))).toBe(
      'Services, card 1: Index must be 0 or more.',
    );
    expect(messageFor(valid({ serviceItems: [{ ...item(0), index: 1.5 }] }))).toBe(
      'Services, card 1: Index must be a whole number.',
    );
    expect(messageFor(valid({ serviceItems: [{ title: 'a', description: 'b' }] }))).toBe(
      'Services, card 1: Index is required.',
    );
  });

  it('accepts an item image URL or "empty", and no image at all', () => {
    expect(itemSchema.parse(item(0, { img: 'https://cdn.example.com/a.jpg' })).img).toBe('https://cdn.example.com/a.jpg');
    expect(itemSchema.parse(item(0, { img: 'empty' })).img).toBe('empty');
    expect(itemSchema.parse(item(0)).img).toBeUndefined();
  });

  it('rejects unknown keys at every level', () => {
    expect(messageFor(valid({ accountId: 'someone-else' } as never))).toBe('Website has unknown field: accountId.');
    expect(messageFor({ ...valid(), websiteVersion: 9, isAdmin: true })).toBe(
      'Website has unknown fields: websiteVersion, isAdmin.',
    );
    expect(messageFor(valid({ serviceItems: [{ ...item(0), onclick: 'x' }] }))).toBe(
      'Services, card 1: Card has unknown field: onclick.',
    );
  });

  it('names missing and mistyped fields', () => {
    const { companyName: _omit, ...rest } = emptyWebsiteContent();
    expect(messageFor(rest)).toBe('Company name is required.');
    expect(messageFor(valid({ companyName: 42 }))).toBe('Company name must be text.');
    expect(messageFor(valid({ ctaEnabled: 'yes' }))).toBe('Button switch must be true or false.');
    expect(messageFor(valid({ serviceItems: 'none' }))).toBe('Services must be a list.');
    expect(messageFor('hello')).toBe('Website must be an object.');
  });

  it('parses the PUT body and the GET answer', () => {
    const body = saveWebsiteBodySchema.safeParse({ input: valid({ email: 'bad' }) });
    expect(body.success).toBe(false);
    if (!body.success) expect(firstIssueMessage(body.error)).toBe('E-mail must be a valid e-mail address, or empty.');
    expect(saveWebsiteBodySchema.safeParse({}).success).toBe(false);
    expect(websiteSchema.parse({ ...valid(), accountId: 'a1', websiteVersion: 3 }).websiteVersion).toBe(3);
  });
});

describe('addItem and removeLastItem', () => {
  it('adds index 0 to an empty list', () => {
    expect(addItem([])).toEqual([{ index: 0, title: '', description: '' }]);
  });

  it('adds max index + 1 even when indexes have gaps or are unordered', () => {
    const list = [item(3), item(7), item(1)];
    const next = addItem(list);
    expect(next).toHaveLength(4);
    expect(next[3]).toEqual({ index: 8, title: '', description: '' });
    expect(list).toHaveLength(3);
  });

  it('removes the last item without touching the input', () => {
    const list = [item(0), item(1)];
    expect(removeLastItem(list)).toEqual([item(0)]);
    expect(removeLastItem([])).toEqual([]);
    expect(list).toHaveLength(2);
  });
});

describe('toggleSection', () => {
  it('flips only the named section', () => {
    const content = emptyWebsiteContent();
    const off = toggleSection(content, 'enableSectionTwo');
    expect(off.enableSectionTwo).toBe(false);
    expect(off.enableSectionOne).toBe(true);
    expect(toggleSection(off, 'enableSectionTwo').enableSectionTwo).toBe(true);
    expect(content.enableSectionTwo).toBe(true);
  });

  it.each(['ctaEnabled', 'enableSectionFour', '', 'constructor', undefined])('throws for %j', (section) => {
    expect(() => toggleSection(emptyWebsiteContent(), section as Section)).toThrow(new Error('Invalid section enum'));
  });
});

describe('migrateWebsiteDocument', () => {
  it('fills every default for missing or junk input and never throws', () => {
    // Input without a documentVersion is read as a document from before versions: fields added
    // later with a legacy default (the contact form) read as that, everything else as a new website's.
    for (const raw of [undefined, null, 42, 'text', [], {}, { serviceItems: 'x', otherItems: [null, 3] }]) {
      expect(migrateWebsiteDocument(raw)).toEqual({ ...emptyWebsiteContent(), enableContactForm: false });
    }
  });

  it('reads a field added later as its legacy default in documents stored before it, and as stored after', () => {
    const content = emptyWebsiteContent();
    expect(content.enableContactForm).toBe(true);
    const { enableContactForm: _, contactTitle: _t, contactText: _x, ...before } = content;
    expect(migrateWebsiteDocument({ ...before, documentVersion: 2 }).enableContactForm).toBe(false);
    expect(migrateWebsiteDocument({ ...before, documentVersion: 1 }).enableContactForm).toBe(false);
    expect(migrateWebsiteDocument({ ...before, documentVersion: 3 }).enableContactForm).toBe(true);
    expect(migrateWebsiteDocument(toStoredWebsiteDocument(content)).enableContactForm).toBe(true);
    expect(migrateWebsiteDocument(toStoredWebsiteDocument({ ...content, enableContactForm: false })).enableContactForm).toBe(false);
  });

  it('reads a partial document of the earlier product (no version, no colours, no indexes)', () => {
    const migrated = migrateWebsiteDocument({
      accountId: 'acc-1',
      websiteVersion: 4,
      companyName: ' Old Co ',
      logo: null,
      primaryColor: null,
      secondaryColor: '#ff0000',
      enableSectionTwo: false,
      serviceItems: [{ title: 'A', description: 'a' }, { title: 'B' }, { index: 0, title: 'C', description: 'c' }],
      otherItems: [{ index: 5, title: 'Q', description: 'A', img: '' }],
      someRemovedField: 'gone',
    });
    expect(migrated.companyName).toBe('Old Co');
    expect(migrated.logo).toBe('empty');
    expect(migrated.primaryColor).toBe('#F7F7F7');
    expect(migrated.secondaryColor).toBe('#FF0000');
    expect(migrated.enableSectionOne).toBe(true);
    expect(migrated.enableSectionTwo).toBe(false);
    expect(migrated.serviceItems.map((i) => i.index)).toEqual([0, 1, 2]);
    expect(migrated.serviceItems[1]).toEqual({ index: 1, title: 'B', description: '' });
    expect(migrated.otherItems).toEqual([{ index: 5, title: 'Q', description: 'A', img: 'empty' }]);
    expect(migrated).not.toHaveProperty('accountId');
    expect(migrated).not.toHaveProperty('someRemovedField');
    expect(websiteContentSchema.safeParse(migrated).success).toBe(true);
  });

  it('cuts over-long text and drops unsafe links instead of failing', () => {
    const migrated = migrateWebsiteDocument({
      companyName: 'x'.repeat(500),
      socialUrl: 'javascript:alert(1)',
      ctaLink: 'javascript:alert(1)',
      backgroundImg: 'javascript:alert(1)',
      email: 'nope',
      serviceItems: Array.from({ length: 40 }, (_, i) => item(i)),
    });
    expect(migrated.companyName).toHaveLength(WEBSITE_LIMITS.companyName);
    expect(migrated.socialUrl).toBe('');
    expect(migrated.ctaLink).toBe('');
    expect(migrated.backgroundImg).toBe('empty');
    expect(migrated.email).toBe('');
    expect(migrated.serviceItems).toHaveLength(WEBSITE_LIMITS.itemsPerList);
  });

  it('round-trips a current stored document', () => {
    const content = websiteContentSchema.parse(
      valid({ companyName: 'Acme', serviceItems: [item(0, { img: 'https://x.example/a.png' })], ctaEnabled: true }),
    );
    const stored = toStoredWebsiteDocument(content as WebsiteContent);
    expect(stored.documentVersion).toBe(WEBSITE_DOCUMENT_VERSION);
    expect(migrateWebsiteDocument(JSON.parse(JSON.stringify(stored)))).toEqual(content);
  });
});

describe('focal points (document version 5)', () => {
  it('new websites and documents stored before focal points read as the centre', () => {
    expect(emptyWebsiteContent()).toMatchObject({ backgroundImgFocus: '50% 50%', otherImgFocus: '50% 50%' });
    const { backgroundImgFocus: _b, otherImgFocus: _o, ...before } = emptyWebsiteContent();
    const old = migrateWebsiteDocument({ ...before, serviceItems: [{ index: 0, title: 'A', description: '', img: 'https://cdn.example.com/a.jpg' }], documentVersion: 4 });
    expect(old).toMatchObject({ backgroundImgFocus: '50% 50%', otherImgFocus: '50% 50%' });
    expect(old.serviceItems[0]).not.toHaveProperty('focus');
    expect(WEBSITE_DOCUMENT_VERSION).toBeGreaterThanOrEqual(5);
  });

  it('keeps a stored focal point, and reads a broken one as the centre', () => {
    const content = { ...emptyWebsiteContent(), backgroundImgFocus: '30% 70%', gallery: [item(0, { img: 'https://cdn.example.com/p.jpg', focus: '0% 100%' })] };
    const read = migrateWebsiteDocument(toStoredWebsiteDocument(content));
    expect(read.backgroundImgFocus).toBe('30% 70%');
    expect(read.gallery[0]?.focus).toBe('0% 100%');
    const broken = migrateWebsiteDocument({ ...toStoredWebsiteDocument(content), backgroundImgFocus: '120% 3%', otherImgFocus: 42, gallery: [item(0, { focus: 'top' })] });
    expect(broken.backgroundImgFocus).toBe('50% 50%');
    expect(broken.otherImgFocus).toBe('50% 50%');
    expect(broken.gallery[0]).not.toHaveProperty('focus');
  });

  it('accepts two percentages (across, then down) and writes them one way', () => {
    const parse = (value: string) => websiteContentSchema.parse(valid({ backgroundImgFocus: value })).backgroundImgFocus;
    expect(parse('30% 70%')).toBe('30% 70%');
    expect(parse(' 0%,100% ')).toBe('0% 100%');
    expect(parse('33.4% 66.6%')).toBe('33% 67%');
    expect(itemSchema.parse(item(0, { focus: '10% 20%' })).focus).toBe('10% 20%');
    // Left out by an older client: the stored value is kept (the field is optional in a save).
    const { backgroundImgFocus: _b, ...withoutFocus } = valid();
    expect(websiteContentSchema.safeParse(withoutFocus).success).toBe(true);
  });

  it('refuses anything else with a message that names the field and the form', () => {
    for (const value of ['101% 50%', '50%', '50 50', 'center', '-5% 10%', 'left top', '50% 50% 50%', '']) {
      expect(messageFor(valid({ backgroundImgFocus: value })), value).toBe(
        'Background image focal point must be two percentages from 0% to 100%, across then down, like 50% 30%.',
      );
    }
    expect(messageFor(valid({ otherImgFocus: 7 }))).toBe('About Me image focal point must be text.');
    expect(messageFor(valid({ serviceItems: [item(0, { focus: '50% 500%' })] }))).toMatch(/^Services, card 1: Focal point must be two percentages from 0% to 100%/);
  });
});

describe('country, layouts and kit checks (document version 6)', () => {
  it('reads documents from before as country unknown, cards as cards and the hero as their theme showed it', () => {
    const { country: _c, heroLayout: _h, servicesStyle: _s, ...before } = emptyWebsiteContent();
    const classic = migrateWebsiteDocument({ ...before, documentVersion: 5 });
    expect(classic).toMatchObject({ country: '', heroLayout: 'photo', servicesStyle: 'cards' });
    expect(migrateWebsiteDocument({ ...before, theme: 'elegant', documentVersion: 5 }).heroLayout).toBe('split');
    expect(migrateWebsiteDocument({ ...before, theme: 'studio', documentVersion: 4 }).heroLayout).toBe('split');
    expect(migrateWebsiteDocument({ ...before, theme: 'bold', documentVersion: 5 }).heroLayout).toBe('photo');
    // A current document keeps the layout its owner chose, whatever the theme.
    expect(migrateWebsiteDocument(toStoredWebsiteDocument({ ...emptyWebsiteContent(), theme: 'elegant', heroLayout: 'phone' })).heroLayout).toBe('phone');
  });

  it('takes a country code in any case and refuses what is not one, with a sentence', () => {
    expect(websiteContentSchema.parse(valid({ country: 'gb' }))).toMatchObject({ country: 'GB' });
    expect(websiteContentSchema.parse(valid({ country: ' uk ' }))).toMatchObject({ country: 'GB' });
    expect(websiteContentSchema.parse(valid({ country: '' }))).toMatchObject({ country: '' });
    const bad = websiteContentSchema.safeParse(valid({ country: 'Narnia' }));
    expect(bad.success).toBe(false);
    expect(bad.error && firstIssueMessage(bad.error)).toBe('Country must be a two-letter country code like GB or US, or empty.');
    expect(migrateWebsiteDocument({ ...emptyWebsiteContent(), country: 'ZZ', documentVersion: 6 }).country).toBe('');
  });

  it('keeps a card’s kit check until the owner clears it', () => {
    const content = websiteContentSchema.parse(valid({ otherItems: [item(0, { confirm: 'Are you on the Gas Safe Register?' })] })) as WebsiteContent;
    expect(content.otherItems[0]?.confirm).toBe('Are you on the Gas Safe Register?');
    expect(migrateWebsiteDocument(toStoredWebsiteDocument(content)).otherItems[0]?.confirm).toBe('Are you on the Gas Safe Register?');
    const cleared = websiteContentSchema.parse(valid({ otherItems: [item(0)] })) as WebsiteContent;
    expect(cleared.otherItems[0]).not.toHaveProperty('confirm');
  });

  it('refuses a hero layout or services style it does not have', () => {
    expect(websiteContentSchema.safeParse(valid({ heroLayout: 'carousel' })).success).toBe(false);
    expect(websiteContentSchema.safeParse(valid({ servicesStyle: 'rows' })).success).toBe(true);
  });
});
