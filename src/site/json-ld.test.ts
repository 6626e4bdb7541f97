import { describe, expect, it } from 'vitest';
import { emptyWebsiteContent } from '../shared/website';
import { jsonForScript, localBusinessJsonLd } from './json-ld';

describe('localBusinessJsonLd', () => {
  it('fills the properties the field registry names, only from what the owner filled in', () => {
    const website = {
      ...emptyWebsiteContent(),
      companyName: ' Acme  Plumbing ',
      tagline: 'Fast,\nfriendly, local',
      phone: '555 0100',
      email: 'not an address',
      socialUrl: 'javascript:alert(1)',
      logo: 'https://cdn.example/logo.png',
    };
    expect(localBusinessJsonLd(website, 'https://acme.example/')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Acme Plumbing',
      url: 'https://acme.example/',
      slogan: 'Fast, friendly, local',
      telephone: '555 0100',
      logo: 'https://cdn.example/logo.png',
      // Without a hero photo the logo stands for the business.
      image: 'https://cdn.example/logo.png',
      knowsLanguage: 'en',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://acme.example/', inLanguage: 'en' },
    });
    expect(localBusinessJsonLd({ ...website, siteLanguage: 'fr', country: 'FR' }, 'https://acme.example/')).toMatchObject({
      knowsLanguage: 'fr-FR',
      mainEntityOfPage: { inLanguage: 'fr-FR' },
    });
  });

  it('cannot end its script element', () => {
    expect(jsonForScript({ name: '</script><script>alert(1)</script>\u2028' })).not.toMatch(/<|>|\u2028/);
  });
});
