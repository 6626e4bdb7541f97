import { textOf } from '../i18n';
import { ContactForm } from '../contact-form';
import { QuoteForm } from '../quote-form';
import { SiteText, useSiteEditing } from '../editable';
import { useTelHref } from '../dialler';
import { mailtoHref } from '../safe-url';
import { SectionShell, SectionTitle, type SectionProps } from '../section-parts';
import { SiteIcon } from '../site-icon';

/** Contact (issue 12): the owner's invitation and the ways to answer beside the form that sends a message. */
export function ContactSection({ website, view }: SectionProps) {
  const editing = useSiteEditing();
  const phone = useTelHref(website.country)(website.phone);
  const email = mailtoHref(website.email);
  // The form variant (issue 25): a quote request, or a message; read defensively for older documents.
  const quote = website.contactFormKind === 'quote';
  return (
    <SectionShell view={view}>
      <div className="ww-contact-section">
        <div className="ww-contact-section__intro">
          <SectionTitle view={view} path="contactTitle" value={website.contactTitle} />
          {editing || website.contactText.trim() !== '' ? (
            <SiteText path="contactText" value={website.contactText} label="Contact text" as="p" multiline rows={3} className="ww-prose" />
          ) : (
            <p className="ww-prose">{textOf(website).t(quote ? 'quote.intro' : 'contact.defaultIntro')}</p>
          )}
          {(phone || email) && (
            <ul className="ww-contact-section__direct">
              {phone && (
                <li>
                  <SiteIcon name="phone" />
                  <a href={phone}>{website.phone.trim()}</a>
                </li>
              )}
              {email && (
                <li>
                  <SiteIcon name="email" />
                  <a href={email}>{website.email.trim()}</a>
                </li>
              )}
            </ul>
          )}
        </div>
        {quote ? <QuoteForm services={website.serviceItems} text={textOf(website)} /> : <ContactForm text={textOf(website)} />}
      </div>
    </SectionShell>
  );
}
