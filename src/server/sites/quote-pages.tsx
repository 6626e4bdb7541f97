import { QUOTE_PATH } from '../../shared/quote-form';
import { siteText, type SiteWords } from '../../site/i18n';
import type { Item } from '../../shared/website-fields';
import { QuoteForm, type QuoteFieldName, type QuoteValues } from '../../site/quote-form';
import { BackLink, RefusedWithCopy, type SiteLook, siteHostDocument, thankYouPage } from './contact-pages';

/*
 * The pages a visitor without JavaScript sees after sending a quote request (issue 25): a thank-you
 * page, or the form again with what they typed and the reason. Like the contact form's, they wear the
 * site's look and carry no script.
 */

export function quoteThanksPage(home: string, stylesheetHref: string, look?: SiteLook, text: SiteWords = siteText('en')): string {
  return thankYouPage(home, stylesheetHref, look, text, { title: 'booking.sentTitle', detail: 'quote.thanksDetail' });
}

export function quoteRefusedPage(
  home: string,
  stylesheetHref: string,
  refusal: { message: string; field?: QuoteFieldName; retry: boolean; hadPhotos: boolean },
  values: QuoteValues,
  services: readonly Pick<Item, 'title' | 'confirm'>[],
  look?: SiteLook,
  text: SiteWords = siteText('en'),
): string {
  return siteHostDocument(
    text.t('quote.notSentTitle'),
    stylesheetHref,
    <section className="ww-contact-page__card" aria-labelledby="ww-refused-title">
      <h1 id="ww-refused-title">{text.t('quote.notSentTitle')}</h1>
      {refusal.retry ? (
        <>
          {refusal.hadPhotos && <p className="ww-prose">{text.t('quote.photosAgain')}</p>}
          <QuoteForm action={`${home}${QUOTE_PATH}`} titleAs="h2" services={services} values={values} problem={{ field: refusal.field, message: refusal.message }} text={text} />
        </>
      ) : (
        <RefusedWithCopy message={refusal.message} typed={values.description} text={text} />
      )}
      <BackLink home={home} look={look} text={text} />
    </section>,
    look && { ...look, home },
    text.language,
  );
}
