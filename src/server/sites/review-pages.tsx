import { googleWriteReviewUrl, REVIEW_FIELDS, REVIEW_HONEYPOT_FIELD, REVIEW_MESSAGES, type ReviewFieldName, type ReviewValues } from '../../shared/review-requests';
import { siteText, type SiteWords } from '../../site/i18n';
import { type SiteLook, siteHostDocument } from './contact-pages';
import { describer, FormEnd, Honeypot, HostField } from './host-form';

/*
 * "Ask for a review" on the site host (issue 26): the page the short link opens, in the site's look
 * (its name, colours and theme), plain HTML that works without JavaScript and carries no script.
 * Every word is the site's language's (src/site/i18n, decision 0062); English as shared/review-requests.ts has it.
 */

const ids = { name: 'ww-rv-name', stars: 'ww-rv-stars', text: 'ww-rv-text' } as const;
const STATUS_ID = 'ww-rv-status';

const starRow: React.CSSProperties = { display: 'grid', gap: 8, justifyItems: 'start', margin: 0, padding: 0, border: 0 };
const starChoice: React.CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 48,
  padding: '8px 14px',
  border: '1.5px solid #c3c9d1',
  borderRadius: 10,
  cursor: 'pointer',
  background: '#fff',
};

export function reviewFormPage(
  action: string,
  home: string,
  stylesheetHref: string,
  look: SiteLook | undefined,
  {
    values = { name: '', stars: '', text: '' },
    problem,
    googlePlaceId,
    text = siteText('en'),
  }: { values?: ReviewValues; problem?: { field?: ReviewFieldName; message: string }; googlePlaceId?: string; text?: SiteWords } = {},
): string {
  const business = look?.name ?? '';
  const described = describer(ids, STATUS_ID, problem?.field);
  const title = business ? text.t('review.title', { business }) : text.t('review.titlePlain');
  return siteHostDocument(
    problem ? `${text.t('review.notSentTitle')}: ${title}` : title,
    stylesheetHref,
    <section className="ww-contact-page__card" aria-labelledby="ww-review-title">
      <h1 id="ww-review-title">{title}</h1>
      <p className="ww-prose">{text.t('review.intro')}</p>
      <form className={`ww-form ww-review-form${problem ? ' ww-form--error' : ''}`} method="post" action={action}>
        <div className="ww-form__fields">
          <fieldset className="ww-form__field ww-form__field--message" style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }} {...(problem?.field === 'stars' ? { 'aria-describedby': STATUS_ID } : {})}>
            <legend className="ww-form__label" style={{ padding: 0, marginBottom: 6 }}>
              {text.t('review.rating')}
            </legend>
            <div style={starRow}>
              {[5, 4, 3, 2, 1].map((n) => (
                <label key={n} style={starChoice} htmlFor={`${ids.stars}-${n}`}>
                  <input type="radio" id={`${ids.stars}-${n}`} name="stars" value={String(n)} required defaultChecked={values.stars === String(n)} style={{ width: 20, height: 20, margin: 0 }} />
                  <span aria-hidden="true" style={{ color: '#8a5a00', letterSpacing: 1 }}>
                    {'★'.repeat(n)}
                  </span>
                  <span>{text.t('review.star', { n })}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <HostField id={ids.text} label={text.t('review.textLabel')} hint={text.t('review.textHint')} wide>
            <textarea id={ids.text} name="text" rows={6} required maxLength={REVIEW_FIELDS.text.max} className="ww-form__input" defaultValue={values.text} {...described('text')} />
          </HostField>
          <HostField id={ids.name} label={text.t('review.nameLabel')} hint={text.t('review.nameHint')} wide>
            <input id={ids.name} name="name" type="text" required maxLength={REVIEW_FIELDS.name.max} autoComplete="name" className="ww-form__input" defaultValue={values.name} {...described('name')} />
          </HostField>
          <Honeypot id="ww-rv-website" name={REVIEW_HONEYPOT_FIELD} label={text.t('form.honeypot')} />
        </div>
        <FormEnd statusId={STATUS_ID} problem={problem} submit={text.t('review.submit')} />
      </form>
      {googlePlaceId && (
        <p style={{ marginTop: 24 }}>
          {text.t('review.googleIntro')}{' '}
          <a href={googleWriteReviewUrl(googlePlaceId)} rel="noopener noreferrer">
            {text.t('review.google')}
          </a>
        </p>
      )}
      <p style={{ marginTop: 20 }}>
        <a href={home}>{business ? text.t('backTo', { name: business }) : text.t('backToSite')}</a>
      </p>
    </section>,
    look && { ...look, home },
    text.language,
  );
}

export function reviewDonePage(home: string, stylesheetHref: string, look: SiteLook | undefined, kind: 'thanks' | 'used', text: SiteWords = siteText('en')): string {
  const business = look?.name ?? '';
  const [title, detail] = kind === 'thanks' ? [text.t('review.thanksTitle'), text.t('review.thanksDetail')] : [text.t('review.usedTitle'), text.t('review.used')];
  return siteHostDocument(
    title,
    stylesheetHref,
    <section className="ww-form ww-contact-page__card" aria-labelledby="ww-review-done-title">
      <h1 id="ww-review-done-title">{title}</h1>
      <p className="ww-prose">{detail}</p>
      <a className="ww-btn" href={home}>
        {business ? text.t('backTo', { name: business }) : text.t('backToSite')}
      </a>
    </section>,
    look && { ...look, home },
    text.language,
  );
}

/** The review intake's English refusal in the site's language (decision 0062). */
export function reviewRefusalIn(text: SiteWords, message: string): string {
  if (text.language === 'en') return message;
  const keys = {
    [REVIEW_MESSAGES.name]: 'contact.nameMissing',
    [REVIEW_MESSAGES.stars]: 'review.starsMissing',
    [REVIEW_MESSAGES.text]: 'review.textMissing',
    [REVIEW_MESSAGES.honeypot]: 'review.honeypot',
    [REVIEW_MESSAGES.tooMany]: 'review.tooMany',
    [REVIEW_MESSAGES.otherSite]: 'review.otherSite',
  } as const;
  const key = (keys as Record<string, (typeof keys)[keyof typeof keys]>)[message];
  if (key) return text.t(key);
  for (const field of ['name', 'text'] as const) {
    const { label, max } = REVIEW_FIELDS[field];
    if (message === REVIEW_MESSAGES.tooLong(label, max)) return text.t('review.tooLong', { label: text.t(field === 'name' ? 'review.nameLabel' : 'review.textLabel'), max: String(max) });
  }
  return message;
}
