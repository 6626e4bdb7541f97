import { CONTACT_FIELDS } from '../shared/contact-form';
import { jobChoices, OTHER_JOB, PHOTOS_FIELD, QUOTE_FIELDS, QUOTE_PATH, QUOTE_PHOTO_MAX_BYTES, QUOTE_PHOTOS_MAX } from '../shared/quote-form';
import type { Item } from '../shared/website-fields';
import { FormStatus, LengthHint, SpamTrap, usePreviewNote } from './form-parts';
import { siteText, type SiteWords } from './i18n';

/** What the visitor typed (shown again after a refusal); photos cannot be given back to a file input. */
export type QuoteValues = Partial<Record<'job' | 'place' | 'description' | 'name' | 'contact', string>>;
export type QuoteFieldName = keyof QuoteValues | typeof PHOTOS_FIELD;

export interface QuoteFormProps {
  /** The site's services: the choices of "What is the job?" (then "Something else"). */
  services: readonly Pick<Item, 'title' | 'confirm'>[];
  /** Where the form posts; relative to the page by default, so it stays on the site's own origin. */
  action?: string;
  values?: QuoteValues;
  problem?: { field?: QuoteFieldName; message: string };
  /** The heading's level: h3 under the Contact section's h2, h2 on the site host's page under its h1. */
  titleAs?: 'h2' | 'h3';
  /** The site's words (decision 0062); English by default. */
  text?: SiteWords;
}

/** "15 MB" as the site's language writes a size. */
export function megabytes(bytes: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));
}

const STATUS_ID = 'ww-qf-status';
const COUNT_ID = 'ww-qf-description-count';
const PHOTOS_HINT_ID = 'ww-qf-photos-hint';

/**
 * "Request a quote" (issue 25): a plain multipart form that works without JavaScript (the site host
 * answers with a thank-you page or the form again); site.js, when it runs, sends the same fields with
 * fetch and shows the answer in place. Photos come from the visitor's files or, on a phone, the camera.
 */
export function QuoteForm({ services, action = QUOTE_PATH, values = {}, problem, titleAs: Title = 'h3', text: words = siteText('en') }: QuoteFormProps) {
  const { onSubmit, note } = usePreviewNote('Visitors send this form on your published website; their requests arrive in Leads and by e-mail.');
  const message = problem?.message ?? note;
  const invalid = (field: QuoteFieldName) => problem?.field === field || undefined;
  const described = (field: QuoteFieldName, ...more: string[]) => [problem?.field === field ? STATUS_ID : '', ...more].filter(Boolean).join(' ') || undefined;
  const text = (field: 'place' | 'name' | 'contact', label: string, autoComplete: string) => (
    <div className={`ww-form__field ww-form__field--${field}`}>
      <label className="ww-form__label" htmlFor={`ww-qf-${field}`}>
        {label}
      </label>
      <input
        id={`ww-qf-${field}`}
        name={field}
        type="text"
        required
        autoComplete={autoComplete}
        defaultValue={values[field] ?? ''}
        aria-invalid={invalid(field)}
        aria-describedby={described(field)}
        className="ww-form__input"
      />
    </div>
  );
  const choices = jobChoices(services);
  return (
    <form
      className={`ww-form ww-quote-form${problem ? ' ww-form--error' : ''}`}
      method="post"
      action={action}
      encType="multipart/form-data"
      aria-labelledby="ww-qf-title"
      data-ww-contact=""
      data-thanks={words.t('quote.thanks')}
      data-failed={words.t('quote.failed')}
      onSubmit={onSubmit}
      noValidate={onSubmit ? true : undefined}
    >
      <Title id="ww-qf-title" className="ww-quote-form__title">
        {words.t('quote.heading')}
      </Title>
      <div className="ww-form__fields">
        <div className="ww-form__field ww-form__field--wide">
          <label className="ww-form__label" htmlFor="ww-qf-job">
            {words.t('quote.job')}
          </label>
          <select id="ww-qf-job" name="job" required defaultValue={values.job === OTHER_JOB ? words.t('quote.other') : (values.job ?? '')} aria-invalid={invalid('job')} aria-describedby={described('job')} className="ww-form__input">
            <option value="" disabled>
              {words.t('report.choose')}
            </option>
            {choices.map((choice) => (
              <option key={choice} value={choice === OTHER_JOB ? words.t('quote.other') : choice}>
                {choice === OTHER_JOB ? words.t('quote.other') : choice}
              </option>
            ))}
          </select>
        </div>
        {text('place', words.t('quote.place'), 'postal-code')}
        <div className="ww-form__field ww-form__field--wide">
          <label className="ww-form__label" htmlFor="ww-qf-description">
            {words.t('quote.description')}
          </label>
          <textarea
            id="ww-qf-description"
            name="description"
            required
            rows={5}
            data-max={QUOTE_FIELDS.description.max}
            defaultValue={values.description ?? ''}
            aria-invalid={invalid('description')}
            aria-describedby={described('description', COUNT_ID)}
            className="ww-form__input"
          />
          <LengthHint id={COUNT_ID} max={QUOTE_FIELDS.description.max} text={words} />
        </div>
        <div className="ww-form__field ww-form__field--wide">
          <label className="ww-form__label" htmlFor="ww-qf-photos">
            {words.t('quote.photos', { max: QUOTE_PHOTOS_MAX })}
          </label>
          <input
            id="ww-qf-photos"
            name={PHOTOS_FIELD}
            type="file"
            accept="image/*"
            multiple
            aria-invalid={invalid(PHOTOS_FIELD)}
            aria-describedby={described(PHOTOS_FIELD, PHOTOS_HINT_ID)}
            className="ww-form__input ww-form__file"
          />
          <p className="ww-form__hint" id={PHOTOS_HINT_ID}>
            {words.t('quote.photosHint', { size: megabytes(QUOTE_PHOTO_MAX_BYTES, words.language) })}
          </p>
        </div>
        {text('name', words.t('form.name'), CONTACT_FIELDS.name.autoComplete)}
        {text('contact', words.t('form.contact'), CONTACT_FIELDS.contact.autoComplete)}
        <SpamTrap id="ww-qf-website" text={words} />
      </div>
      <FormStatus id={STATUS_ID} alert={!!problem} message={message} />
      <button type="submit" className="ww-btn ww-form__submit">
        {words.t('quote.submit')}
      </button>
    </form>
  );
}
