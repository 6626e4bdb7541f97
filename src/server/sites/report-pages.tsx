import { REPORT_FIELDS, REPORT_HONEYPOT_FIELD, REPORT_PATH, REPORT_REASONS, type ReportFieldName, type ReportReason, type ReportValues } from '../../shared/site-report';
import { siteText, type SiteWords } from '../../site/i18n';
import { siteHostDocument } from './contact-pages';
import { describer, FormEnd, Honeypot, HostField } from './host-form';

/*
 * "Report this site" on the site host (issue 27): the form and the thank-you page, plain HTML that works
 * without JavaScript, in the published pages' stylesheet and neutral colours, in the site's language
 * (decision 0062: the words are the site catalogue's `report.*`; shared/site-report.ts keeps the English).
 */

const ids = { reason: 'ww-rf-reason', details: 'ww-rf-details', email: 'ww-rf-email' } as const;
const STATUS_ID = 'ww-rf-status';

export function reportFormPage(
  home: string,
  stylesheetHref: string,
  { values = { reason: '', details: '', email: '' }, problem }: { values?: ReportValues; problem?: { field?: ReportFieldName; message: string } } = {},
  text: SiteWords = siteText('en'),
): string {
  const invalid = describer<Exclude<ReportFieldName, 'reason'>>(ids, STATUS_ID, problem?.field === 'reason' ? undefined : problem?.field);
  return siteHostDocument(
    problem ? `${text.t('report.notSentTitle')}: ${text.t('report.title')}` : text.t('report.title'),
    stylesheetHref,
    <section className="ww-contact-page__card" aria-labelledby="ww-report-title">
      <h1 id="ww-report-title">{text.t('report.title')}</h1>
      <p className="ww-prose">{text.t('report.intro')}</p>
      <form className={`ww-form ww-report-form${problem ? ' ww-form--error' : ''}`} method="post" action={`${home}${REPORT_PATH}`}>
        <div className="ww-form__fields">
          <div className="ww-form__field">
            <label className="ww-form__label" htmlFor={ids.reason}>
              {text.t('report.reason')}
            </label>
            <select id={ids.reason} name="reason" required className="ww-form__input" defaultValue={values.reason} {...(problem?.field === 'reason' ? { 'aria-invalid': true, 'aria-describedby': STATUS_ID } : {})}>
              <option value="">{text.t('report.choose')}</option>
              {(Object.keys(REPORT_REASONS) as ReportReason[]).map((value) => (
                <option key={value} value={value}>
                  {text.t(`report.reason.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <HostField id={ids.details} label={text.t('report.details')} hint={text.t('report.detailsHint', { max: REPORT_FIELDS.details.max })}>
            <textarea id={ids.details} name="details" rows={6} className="ww-form__input" defaultValue={values.details} {...invalid('details')} />
          </HostField>
          <HostField id={ids.email} label={text.t('report.email')} hint={text.t('report.emailHint')}>
            <input id={ids.email} name="email" type="email" autoComplete="email" className="ww-form__input" defaultValue={values.email} {...invalid('email')} />
          </HostField>
          <Honeypot id="ww-rf-website" name={REPORT_HONEYPOT_FIELD} label={text.t('form.honeypot')} />
        </div>
        <FormEnd statusId={STATUS_ID} problem={problem} submit={text.t('reportLink')} />
      </form>
      <p style={{ marginTop: 20 }}>
        <a href={home}>{text.t('backToSite')}</a>
      </p>
    </section>,
    undefined,
    text.language,
  );
}

export function reportThanksPage(home: string, stylesheetHref: string, text: SiteWords = siteText('en')): string {
  return siteHostDocument(
    text.t('report.thanksTitle'),
    stylesheetHref,
    <section className="ww-form ww-contact-page__card" aria-labelledby="ww-report-thanks-title">
      <h1 id="ww-report-thanks-title">{text.t('report.thanksTitle')}</h1>
      <p className="ww-prose">{text.t('report.thanksDetail')}</p>
      <a className="ww-btn" href={home}>
        {text.t('backToSite')}
      </a>
    </section>,
    undefined,
    text.language,
  );
}
