import { readFileSync } from 'node:fs';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { applyFindings, foundItems } from './moving-in';
import { hoursFromText } from './opening-hours';
import { readSitePage } from './site-page-reader';
import { linkScore, mergeFacts, robotsRules } from './site-reader';
import { guessTrade } from './trade-guess';

/*
 * What the moving-in reader (issue 29) finds on pages shaped like the builders' (decision 0064's table),
 * and that each makes a complete draft. Parsed in-process here; the worker, the fetching and the routes
 * are tests/integration/moving-in.test.ts's.
 */

const fixture = (name: string) => readFileSync(new URL(`../../../../tests/support/import-fixtures/${name}.html`, import.meta.url), 'utf8');
const read = (name: string) => {
  const url = `https://www.example.com/${name}`;
  return mergeFacts(url, [readSitePage(parseDocument(fixture(name), { decodeEntities: true }), url)]);
};
const week = (hours: { opens: string; closes: string }[] | undefined) => hours?.map((d) => (d.opens ? `${d.opens}-${d.closes}` : '-')).join(' ');

describe('builder-shaped pages', () => {
  it.each([
    {
      name: 'wix',
      trade: 'electrician',
      phone: '(253) 555-0148',
      address: '1820 Pacific Ave\nTacoma, WA 98402',
      hours: '07:00-16:30 07:00-16:30 07:00-16:30 07:00-16:30 07:00-16:30 - -',
      services: ['Panel upgrades · From $1,800', 'EV chargers · From $650'],
      reviews: ['Rachel M.'],
      photos: 2,
    },
    {
      name: 'squarespace',
      trade: 'other',
      phone: '+1 303 555 0117',
      address: '2030 Pearl Street\nBoulder, CO, 80302',
      hours: '09:00-18:00 09:00-18:00 - - - - -',
      services: ['Wedding flowers · From $350', 'Same-day delivery · $15'],
      reviews: ['Ana & Ben'],
      photos: 2,
    },
    {
      name: 'wordpress',
      trade: 'roofer',
      phone: '+441134960000',
      address: 'Unit 4, Kirkstall Road\nLeeds LS4 2AZ',
      hours: '08:00-17:30 08:00-17:30 08:00-17:30 08:00-17:30 08:00-17:30 09:00-12:00 -',
      services: ['Roof repairs · From £120', 'Guttering · £80'],
      reviews: ['Gary, Headingley'],
      // The shutterstock picture is left behind; the largest of the srcset is taken.
      photos: 1,
    },
    {
      name: 'godaddy',
      trade: 'dog-groomer',
      phone: '(480) 555-0199',
      address: '455 W Main St\nMesa, AZ 85201',
      hours: '- 09:00-17:00 09:00-17:00 09:00-17:00 09:00-17:00 08:00-12:00 -',
      services: ['Bath & brush · $45'],
      reviews: ['Kim T.'],
      photos: 2,
    },
    {
      name: 'google-business-site',
      trade: 'bakery',
      phone: '(512) 555-0143',
      address: '1201 E 6th St\nAustin, TX 78702',
      hours: '07:00-15:00 07:00-15:00 07:00-15:00 07:00-15:00 07:00-15:00 07:00-15:00 -',
      services: ['Celebration cakes · $38'],
      reviews: ['Luis P.', 'Sam W.'],
      photos: 2,
    },
  ])('$name', ({ name, trade, phone, address, hours, services, reviews, photos }) => {
    const f = read(name);
    expect(f.phone).toBe(phone);
    expect(f.address).toBe(address);
    expect(week(f.hours)).toBe(hours);
    expect(f.services.map((s) => `${s.title} · ${s.price}`)).toEqual(services);
    expect(f.reviews.map((r) => r.author)).toEqual(reviews);
    expect(f.images).toHaveLength(photos);
    for (const image of f.images) expect(image.url).not.toMatch(/shutterstock|unsplash/);
    expect(guessTrade(f.businessTypes, f.words)).toBe(trade);
    // Every item taken: a complete draft (the kit's sections, the page's words), valid as any save.
    const take = new Set(foundItems(f, undefined).map((i) => i.id));
    const draft = applyFindings(f, take, trade === 'other' ? 'other' : (trade as 'bakery'), undefined, f.images.map((i) => ({ url: i.url, alt: i.alt })), undefined);
    expect(draft.companyName).toBe(f.name);
    expect(draft.serviceItems).toHaveLength(services.length);
    expect(draft.reviews).toHaveLength(reviews.length);
    expect(draft.enableHours).toBe(true);
    expect(draft.gallery).toHaveLength(photos);
    expect(draft.aboutMe).not.toBe('');
  });

  it('a page with plain-text contact details only gives the phone, e-mail and address (no country line)', () => {
    const f = read('plain-text');
    expect(f.phone).toBe('0113 496 0812');
    expect(f.email).toBe('dave@hartleywindows.co.uk');
    expect(f.address).toBe('14 Kirkstall Road\nLeeds\nLS3 1HS');
    expect(f.country).toBe('GB');
  });
});

describe('the reader’s rules', () => {
  it('reads hours as people write them', () => {
    expect(week(hoursFromText('Mon–Fri 8am–5pm\nSat 9am–1pm\nSunday closed'))).toBe('08:00-17:00 08:00-17:00 08:00-17:00 08:00-17:00 08:00-17:00 09:00-13:00 -');
    expect(week(hoursFromText('Monday to Thursday: 9:00 - 17:30. Fri 9-4'))).toBe('09:00-17:30 09:00-17:30 09:00-17:30 09:00-17:30 09:00-16:00 - -');
    expect(week(hoursFromText('Sat & Sun 10am-2pm'))).toBe('- - - - - 10:00-14:00 10:00-14:00');
    expect(hoursFromText('We are open most days')).toBeUndefined();
  });

  it('follows robots.txt: the longest rule wins, our own group before *', () => {
    const allowed = robotsRules('User-agent: *\nDisallow: /\n\nUser-agent: WebsiteWorksImport\nDisallow: /private/\nAllow: /private/menu$');
    expect(allowed('/services')).toBe(true);
    expect(allowed('/private/x')).toBe(false);
    expect(allowed('/private/menu')).toBe(true);
    expect(robotsRules('User-agent: *\nDisallow: /*.pdf$')('/menu.pdf')).toBe(false);
  });

  it('chooses the pages worth reading', () => {
    const score = (path: string, text = '') => linkScore(new URL(path, 'https://a.example'), text);
    expect(score('/services')).toBeGreaterThan(0);
    expect(score('/p/123', 'Opening hours')).toBeGreaterThan(0);
    expect(score('/menu.pdf')).toBe(0);
    expect(score('/wp-login.php')).toBe(0);
    expect(score('/blog/2019/05/a-post')).toBe(0);
  });
});
