import { type ReactNode, useContext } from 'react';
import { REPORT_PATH } from '../shared/site-report';
import { SiteEmbeddedContext } from './site-embedded';
import { imagesOf, type WebsiteContent } from '../shared/website';
import { PHOTO_PROVIDER_LABELS, type PhotoCredit } from '../shared/site-images';
import { SiteImagesContext } from './site-image';
import { SiteText, useSiteEditing } from './editable';
import type { IconName } from './icon-keywords';
import { useTelHref } from './dialler';
import { displayUrl, mailtoHref, safeHref } from './safe-url';
import { SiteIcon } from './site-icon';
import { CONTACT_DETAILS_ID, hasContactDetails, headerName, navEntries, TOP_ID } from './site-model';
import { type SiteWords, textOf } from './i18n';

interface ContactLine {
  icon: IconName;
  path: keyof WebsiteContent;
  label: string;
  value: string;
  href?: string;
  display?: string;
  multiline?: boolean;
}

function contactLines(w: WebsiteContent, telHref: (phone: string) => string | undefined, text: SiteWords): ContactLine[] {
  return [
    { icon: 'owner', path: 'owner', label: text.t('ownerName'), value: w.owner },
    { icon: 'location', path: 'addressFreeForm', label: text.t('address'), value: w.addressFreeForm, multiline: true },
    { icon: 'phone', path: 'phone', label: text.t('phone'), value: w.phone, href: telHref(w.phone) },
    { icon: 'email', path: 'email', label: text.t('email'), value: w.email, href: mailtoHref(w.email) },
    {
      icon: 'link',
      path: 'socialUrl',
      label: text.t('socialLink'),
      value: w.socialUrl,
      href: safeHref(w.socialUrl, ['http']),
      display: displayUrl(w.socialUrl),
    },
  ];
}

const WRAPPING = new Set(['email', 'socialUrl']);

function ContactItem({ line }: { line: ContactLine }): ReactNode {
  const editing = useSiteEditing();
  let content: ReactNode;
  if (editing) {
    content = (
      // An e-mail address or link longer than the column wraps (one line of text that grows) rather than being cut with "…".
      <SiteText path={line.path} value={line.value} label={line.label} as="span" multiline={line.multiline} rows={line.multiline ? 3 : WRAPPING.has(line.path) ? 1 : undefined} />
    );
  } else if (line.value.trim() === '') {
    return null;
  } else if (line.path === 'socialUrl' && !line.href) {
    // An unsafe social link is not worth showing as text either.
    return null;
  } else if (line.href) {
    content = <a href={line.href}>{line.display ?? line.value.trim()}</a>;
  } else {
    content = <span className={line.multiline ? 'ww-pre' : undefined}>{line.value.trim()}</span>;
  }
  return (
    <li className="ww-contact__line">
      <span className="ww-contact__icon">
        <SiteIcon name={line.icon} />
      </span>
      <span className="ww-contact__value">
        <span className="ww-visually-hidden">{line.label}: </span>
        {content}
      </span>
    </li>
  );
}

/**
 * "Report this site" (issue 27): to the form on the site host, relative to the page so it stays on the
 * site's own address. Not inside the app (editor, /example), where there is no site host to report to.
 */
function ReportLink({ text }: { text: SiteWords }): ReactNode {
  const editing = useSiteEditing();
  const embedded = useContext(SiteEmbeddedContext);
  if (editing || embedded) return null;
  return (
    <a className="ww-report-link" href={REPORT_PATH} rel="nofollow">
      {text.t('reportLink')}
    </a>
  );
}

/** The page's stock photos' credits, one per photographer and provider, in page order. */
export function photoCredits(website: WebsiteContent, images: Readonly<Record<string, { credit?: PhotoCredit }>>): PhotoCredit[] {
  const seen = new Map<string, PhotoCredit>();
  for (const image of imagesOf(website)) {
    const credit = images[image.value]?.credit;
    if (credit && !seen.has(`${credit.provider} ${credit.photographerUrl}`)) seen.set(`${credit.provider} ${credit.photographerUrl}`, credit);
  }
  return [...seen.values()];
}

/**
 * "Photo by <photographer> on <provider>", both linked: the attribution Unsplash and Pexels ask for
 * (decision 0057), in the footer so that no picture's layout has to make room for a caption.
 */
function PhotoCredits({ website }: { website: WebsiteContent }) {
  const credits = photoCredits(website, useContext(SiteImagesContext));
  const text = textOf(website);
  if (credits.length === 0) return null;
  return (
    <ul className="ww-photo-credits" aria-label={text.t('photoCredits')}>
      {credits.map((credit) => (
        <li key={`${credit.provider} ${credit.photographerUrl}`}>
          {text.parts('photoBy', {
            photographer: (
              <a key="photographer" href={safeHref(credit.photographerUrl, ['http'])}>
                {credit.photographer}
              </a>
            ),
            provider: (
              <a key="provider" href={safeHref(credit.providerUrl, ['http'])}>
                {PHOTO_PROVIDER_LABELS[credit.provider]}
              </a>
            ),
          })}
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter({ website, creditHref }: { website: WebsiteContent; creditHref: string }) {
  const editing = useSiteEditing();
  const name = headerName(website);
  const showContact = editing !== null || hasContactDetails(website);
  const telHref = useTelHref(website.country);
  const text = textOf(website);
  return (
    <footer className="ww-footer" id={CONTACT_DETAILS_ID}>
      <div className="ww-container ww-footer__grid">
        <div className="ww-footer__brand">
          {name && <p className="ww-footer__name">{name}</p>}
          {website.owner.trim() && !editing && <p className="ww-footer__owner">{text.t('ownedBy', { name: website.owner.trim() })}</p>}
        </div>
        {showContact && (
          <section className="ww-footer__col" aria-labelledby="ww-contact-title">
            <h2 id="ww-contact-title" className="ww-footer__title">
              {text.t('contactUs')}
            </h2>
            <ul className="ww-contact">
              {contactLines(website, telHref, text).map((line) => (
                <ContactItem key={line.path} line={line} />
              ))}
            </ul>
          </section>
        )}
        <nav className="ww-footer__col" aria-labelledby="ww-sitemap-title">
          <h2 id="ww-sitemap-title" className="ww-footer__title">
            {text.t('sitemap')}
          </h2>
          <ul className="ww-sitemap">
            <li>
              <a href={`#${TOP_ID}`}>{text.t('home')}</a>
            </li>
            {navEntries(website).map((entry) => (
              <li key={entry.href}>
                <a href={entry.href}>{entry.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="ww-container ww-footer__bottom">
        <PhotoCredits website={website} />
        <p className="ww-credit">
          {text.parts('createdUsing', {
            brand: (
              <a key="brand" href={creditHref}>
                Website Works
              </a>
            ),
          })}
        </p>
        <ReportLink text={text} />
        <a className="ww-totop" href={`#${TOP_ID}`}>
          {text.t('backToTop')}
          <SiteIcon name="arrow-up" />
        </a>
      </div>
    </footer>
  );
}
