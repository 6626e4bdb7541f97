import { CONTACT_FIELDS, CONTACT_PATH, type ContactFieldName, type ContactValues } from '../shared/contact-form';
import { FormStatus, LengthHint, SpamTrap, usePreviewNote } from './form-parts';
import { siteText, type SiteWords } from './i18n';

export interface ContactFormProps {
  /** Where the form posts; relative to the page by default, so it stays on the site's own origin. */
  action?: string;
  /** What the visitor typed, shown again after a refusal (the site host's form page). */
  values?: Partial<ContactValues>;
  /** The refusal to show, and the field it concerns. */
  problem?: { field?: ContactFieldName; message: string };
  /** The site's words (its language, decision 0062); English when not given. */
  text?: SiteWords;
}

const ids = { name: 'ww-cf-name', contact: 'ww-cf-contact', message: 'ww-cf-message' } as const;
const STATUS_ID = 'ww-cf-status';
const COUNT_ID = 'ww-cf-message-count';

/**
 * The contact form: a plain HTML form that works without JavaScript (the site host answers with a
 * thank-you page); site.js, when it runs, sends it with fetch and shows the answer in place. The
 * hidden honeypot and elapsed fields are read by the site host (shared/contact-form.ts).
 */
export function ContactForm({ action = CONTACT_PATH, values = {}, problem, text = siteText('en') }: ContactFormProps) {
  const { onSubmit, note } = usePreviewNote('Visitors send this form on your published website; their messages arrive in Leads and by e-mail.');
  const message = problem?.message ?? note;
  return (
    <form
      className={`ww-form${problem ? ' ww-form--error' : ''}`}
      method="post"
      action={action}
      data-ww-contact=""
      data-thanks={text.t('contact.thanks')}
      data-failed={text.t('contact.failed')}
      onSubmit={onSubmit}
      noValidate={onSubmit ? true : undefined}
    >
      <div className="ww-form__fields">
        {(Object.keys(CONTACT_FIELDS) as ContactFieldName[]).map((field) => {
          const spec = CONTACT_FIELDS[field];
          const invalid = problem?.field === field;
          const describedBy = [invalid ? STATUS_ID : '', field === 'message' ? COUNT_ID : ''].filter(Boolean).join(' ');
          // No maxLength: a browser cuts a pasted text to it without a word (issue 23); the site host
          // refuses a text over the limit with a sentence that says it, and the count below shows it.
          const common = {
            id: ids[field],
            name: field,
            required: true,
            autoComplete: spec.autoComplete,
            defaultValue: values[field] ?? '',
            'aria-invalid': invalid || undefined,
            'aria-describedby': describedBy || undefined,
            className: 'ww-form__input',
          };
          return (
            <div key={field} className={`ww-form__field ww-form__field--${field}`}>
              <label className="ww-form__label" htmlFor={ids[field]}>
                {text.t(`form.${field}`)}
              </label>
              {field === 'message' ? (
                <>
                  <textarea {...common} rows={5} data-max={spec.max} />
                  <LengthHint id={COUNT_ID} max={spec.max} text={text} />
                </>
              ) : (
                <input {...common} type="text" />
              )}
            </div>
          );
        })}
        <SpamTrap id="ww-cf-website" text={text} />
      </div>
      <FormStatus id={STATUS_ID} alert={!!problem} message={message} />
      <button type="submit" className="ww-btn ww-form__submit">
        {text.t('form.submit')}
      </button>
    </form>
  );
}
