import { REPORT_FIELDS, REPORT_HONEYPOT_FIELD, REPORT_MESSAGES, REPORT_PATH, REPORT_REASONS, type ReportFieldName, type ReportValues } from '../../shared/site-report';
import { siteHostDocument } from './contact-pages';

/*
 * "Report this site" on the site host (issue 27): the form and the thank-you page, plain HTML that works
 * without JavaScript, in the published pages' stylesheet and neutral colours. Every word is from
 * shared/site-report.ts.
 */

const ids = { reason: 'ww-rf-reason', details: 'ww-rf-details', email: 'ww-rf-email' } as const;
const STATUS_ID = 'ww-rf-status';

export function reportFormPage(
  home: string,
  stylesheetHref: string,
  { values = { reason: '', details: '', email: '' }, problem }: { values?: ReportValues; problem?: { field?: ReportFieldName; message: string } } = {},
): string {
  const invalid = (field: ReportFieldName) => (problem?.field === field ? { 'aria-invalid': true as const, 'aria-describedby': `${STATUS_ID} ${ids[field]}-hint` } : { 'aria-describedby': `${ids[field]}-hint` });
  return siteHostDocument(
    problem ? `${REPORT_MESSAGES.notSentTitle}: ${REPORT_MESSAGES.title}` : REPORT_MESSAGES.title,
    stylesheetHref,
    <section className="ww-contact-page__card" aria-labelledby="ww-report-title">
      <h1 id="ww-report-title">{REPORT_MESSAGES.title}</h1>
      <p className="ww-prose">{REPORT_MESSAGES.intro}</p>
      <form className={`ww-form ww-report-form${problem ? ' ww-form--error' : ''}`} method="post" action={`${home}${REPORT_PATH}`}>
        <div className="ww-form__fields">
          <div className="ww-form__field">
            <label className="ww-form__label" htmlFor={ids.reason}>
              {REPORT_FIELDS.reason.label}
            </label>
            <select id={ids.reason} name="reason" required className="ww-form__input" defaultValue={values.reason} {...(problem?.field === 'reason' ? { 'aria-invalid': true, 'aria-describedby': STATUS_ID } : {})}>
              <option value="">{REPORT_MESSAGES.choose}</option>
              {Object.entries(REPORT_REASONS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className="ww-form__field">
            <label className="ww-form__label" htmlFor={ids.details}>
              {REPORT_FIELDS.details.label}
            </label>
            <p className="ww-form__hint" id={`${ids.details}-hint`}>
              {REPORT_FIELDS.details.hint}
            </p>
            <textarea id={ids.details} name="details" rows={6} className="ww-form__input" defaultValue={values.details} {...invalid('details')} />
          </div>
          <div className="ww-form__field">
            <label className="ww-form__label" htmlFor={ids.email}>
              {REPORT_FIELDS.email.label}
            </label>
            <p className="ww-form__hint" id={`${ids.email}-hint`}>
              {REPORT_FIELDS.email.hint}
            </p>
            <input id={ids.email} name="email" type="email" autoComplete="email" className="ww-form__input" defaultValue={values.email} {...invalid('email')} />
          </div>
          <div className="ww-visually-hidden" aria-hidden="true">
            <label htmlFor="ww-rf-website">Leave this field empty</label>
            <input id="ww-rf-website" name={REPORT_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </div>
        </div>
        {problem && (
          <p id={STATUS_ID} className="ww-form__status" role="alert">
            {problem.message}
          </p>
        )}
        <button type="submit" className="ww-btn ww-form__submit">
          {REPORT_MESSAGES.submit}
        </button>
      </form>
      <p style={{ marginTop: 20 }}>
        <a href={home}>{REPORT_MESSAGES.back}</a>
      </p>
    </section>,
  );
}

export function reportThanksPage(home: string, stylesheetHref: string): string {
  return siteHostDocument(
    REPORT_MESSAGES.thanksTitle,
    stylesheetHref,
    <section className="ww-form ww-contact-page__card" aria-labelledby="ww-report-thanks-title">
      <h1 id="ww-report-thanks-title">{REPORT_MESSAGES.thanksTitle}</h1>
      <p className="ww-prose">{REPORT_MESSAGES.thanksDetail}</p>
      <a className="ww-btn" href={home}>
        {REPORT_MESSAGES.back}
      </a>
    </section>,
  );
}
