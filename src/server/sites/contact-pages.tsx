import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CONTACT_MESSAGES, CONTACT_PATH, type ContactFieldName, type ContactValues } from '../../shared/contact-form';
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR } from '../../shared/website';
import { siteColorVars } from '../../site/color';
import { ContactForm } from '../../site/contact-form';
import { escapeHtml } from '../../site/site-document';
import { hostPage } from './site-pages';

/*
 * The pages a visitor without JavaScript sees after sending the contact form: a thank-you page, or
 * the form again with what they typed and a clear message. They use the published pages' stylesheet
 * (same origin) in the template's neutral colours, and carry no script.
 */

export function siteHostDocument(title: string, stylesheetHref: string, body: ReactNode): string {
  const style = siteColorVars({ primary: DEFAULT_PRIMARY_COLOR, secondary: DEFAULT_SECONDARY_COLOR }, { heroHasImage: false });
  const markup = renderToStaticMarkup(
    <div className="ww-site ww-contact-page" style={style as React.CSSProperties}>
      <main className="ww-container ww-contact-page__main">{body}</main>
    </div>,
  );
  return hostPage(title, `<link rel="stylesheet" href="${escapeHtml(stylesheetHref)}">`, markup);
}

export function thankYouPage(home: string, stylesheetHref: string): string {
  return siteHostDocument(
    'Message sent',
    stylesheetHref,
    <section className="ww-form ww-contact-page__card" aria-labelledby="ww-thanks-title">
      <h1 id="ww-thanks-title">{CONTACT_MESSAGES.thanksTitle}</h1>
      <p className="ww-prose">{CONTACT_MESSAGES.thanksDetail}</p>
      <a className="ww-btn" href={home}>
        Back to the website
      </a>
    </section>,
  );
}

/**
 * The form again after a refusal, holding what the visitor typed, with the reason beside the field it
 * concerns. When the site no longer takes messages, their text is shown to copy instead.
 */
export function refusedPage(
  home: string,
  stylesheetHref: string,
  refusal: { message: string; field?: ContactFieldName; retry: boolean },
  values: ContactValues,
): string {
  return siteHostDocument(
    'Your message was not sent',
    stylesheetHref,
    <section className="ww-contact-page__card" aria-labelledby="ww-refused-title">
      <h1 id="ww-refused-title">Your message was not sent</h1>
      {refusal.retry ? (
        <ContactForm action={`${home}${CONTACT_PATH}`} values={values} problem={{ field: refusal.field, message: refusal.message }} />
      ) : (
        <>
          <p className="ww-contact-page__alert" role="alert">
            {refusal.message}
          </p>
          {values.message.trim() !== '' && (
            <>
              <p className="ww-prose">Here is what you wrote, so you can copy it:</p>
              <pre className="ww-contact-page__copy">{values.message}</pre>
            </>
          )}
        </>
      )}
      <p style={{ marginTop: 20 }}>
        <a href={home}>Back to the website</a>
      </p>
    </section>,
  );
}
