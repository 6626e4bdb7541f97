import { describe, expect, it } from 'vitest';
import { emptyWebsiteContent, type WebsiteContent } from '../shared/website';
import { callBarActions, whatsappHref } from './call-bar';
import { dialHref } from './phone-numbers';

const dial = (country: string) => (phone: string) => dialHref(phone, country);
const site = (fields: Partial<WebsiteContent> & Record<string, unknown>) => ({ ...emptyWebsiteContent(), country: 'GB', ...fields }) as WebsiteContent;
const kinds = (w: WebsiteContent) => callBarActions(w, dial(w.country)).map((a) => `${a.label} ${a.href}`);

describe('the call bar’s actions (decision 0060)', () => {
  it('offers only what the owner has: a phone, a WhatsApp number, an address, bookings or quotes', () => {
    expect(kinds(site({}))).toEqual([]);
    expect(kinds(site({ phone: '0113 496 0555' }))).toEqual(['Call tel:+441134960555']);
    expect(kinds(site({ phone: '0113 496 0555', whatsappNumber: '07700 900123', addressFreeForm: '1 High St\nLeeds' }))).toEqual([
      'Call tel:+441134960555',
      'WhatsApp https://wa.me/447700900123',
      'Directions https://www.google.com/maps/dir/?api=1&destination=1%20High%20St%20Leeds',
    ]);
    // Fields other branches add (bookings, quotes), read defensively: Book wins over Quote.
    expect(kinds(site({ whatsappNumber: '+353 87 123 4567', enableBooking: true, contactFormKind: 'quote' }))).toEqual(['WhatsApp https://wa.me/353871234567', 'Book #booking']);
    expect(kinds(site({ contactFormKind: 'quote' }))).toEqual(['Quote #contact']);
    expect(kinds(site({ contactFormKind: 'quote', enableContactForm: false }))).toEqual([]);
    expect(kinds(site({ enableBooking: 'yes' as unknown as boolean }))).toEqual([]);
  });

  it('links WhatsApp only to a number it can write internationally', () => {
    expect(whatsappHref('07700 900123', dial('GB'))).toBe('https://wa.me/447700900123');
    expect(whatsappHref('+1 (614) 555-0123', dial('GB'))).toBe('https://wa.me/16145550123');
    expect(whatsappHref('12', dial('GB'))).toBeUndefined();
    expect(whatsappHref('', dial('GB'))).toBeUndefined();
  });
});
