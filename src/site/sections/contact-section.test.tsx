import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { emptyWebsiteContent, type WebsiteContent } from '../../shared/website';
import { SiteEditContext, type SiteEditing } from '../editable';
import { hasContactForm, navEntries } from '../site-model';
import { SitePage } from '../site-page';

const site = (patch: Partial<WebsiteContent> = {}): WebsiteContent => ({ ...emptyWebsiteContent(), companyName: 'Acme Plumbing', ...patch });
const render = (website: WebsiteContent, embedded = false) => renderToStaticMarkup(<SitePage website={website} embedded={embedded} />);

describe('the contact section', () => {
  it('is on for a new website and renders a plain form that posts to the page\'s own address', () => {
    const html = render(site());
    expect(hasContactForm(site())).toBe(true);
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="contact"');
    for (const [id, label] of [['ww-cf-name', 'Name'], ['ww-cf-contact', 'E-mail or phone'], ['ww-cf-message', 'Message']]) {
      expect(html).toContain(`<label class="ww-form__label" for="${id}">${label}</label>`);
      expect(html).toMatch(new RegExp(`<(input|textarea) id="${id}"[^>]* required=""`));
    }
    expect(html).toContain('>Send message</button>');
    // The honeypot is out of sight, out of the tab order and hidden from assistive technology.
    expect(html).toMatch(/<div class="ww-visually-hidden" aria-hidden="true"><label for="ww-cf-website">Leave this field empty<\/label><input id="ww-cf-website" type="text" tabindex="-1" autoComplete="off" name="website" value=""\/><\/div>/);
    expect(html).toContain('<input type="hidden" name="elapsed" value=""/>');
    expect(html).toContain('<h2 class="ww-section__title">Contact</h2>');
    expect(html).toContain('Send a message and we will get back to you as soon as we can.');
  });

  it('shows the owner\'s title and text, and the phone and e-mail to use instead', () => {
    const html = render(site({ contactTitle: 'Get a free quote', contactText: 'Tell us about the job.', phone: '+1 555 0100', email: 'hi@acme.example' }));
    expect(html).toContain('<h2 class="ww-section__title">Get a free quote</h2>');
    expect(html).toContain('Tell us about the job.');
    expect(html).not.toContain('Send a message and we will get back');
    expect(html).toMatch(/ww-contact-section__direct.*href="tel:\+15550100".*href="mailto:hi@acme.example"/s);
  });

  it('leads the menu\'s Contact to the form when shown, else to the footer\'s details', () => {
    const details = { phone: '+1 555 0100' };
    expect(navEntries(site(details))).toEqual([{ href: '#contact', label: 'Contact' }]);
    expect(navEntries(site({ ...details, enableContactForm: false }))).toEqual([{ href: '#contact-details', label: 'Contact' }]);
    expect(navEntries(site({ enableContactForm: false }))).toEqual([]);
    const off = render(site({ ...details, enableContactForm: false }));
    expect(off).not.toContain('<form');
    expect(off).toContain('id="contact-details"');
    expect(hasContactForm(site({ enableContactForm: false }))).toBe(false);
  });

  it('shows the switched-off section in the editor, with its switch', () => {
    const editing: SiteEditing = { text: (props) => <span data-edit={props.path}>{props.value}</span>, toggleSection: () => {} };
    const html = renderToStaticMarkup(
      <SiteEditContext.Provider value={editing}>
        <SitePage website={site({ enableContactForm: false })} embedded />
      </SiteEditContext.Provider>,
    );
    expect(html).toContain('ww-section--contact ww-section--off');
    expect(html).toContain('data-edit="contactTitle"');
    expect(html).toContain('data-edit="contactText"');
    expect(html).toContain('<form');
  });
});
