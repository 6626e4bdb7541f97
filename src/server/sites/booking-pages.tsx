import type { BookingService, BookingSettings } from '../../shared/bookings-schema';
import { CONTACT_FIELDS, ELAPSED_FIELD, HONEYPOT_FIELD } from '../../shared/contact-form';
import { wallClock } from '../../shared/booking-times';
import { siteText, type SiteWords } from '../../site/i18n';
import { dayIn, timeIn } from '../../site/i18n/booking-when';
import { BackLink, backLabel, type SiteLook, siteHostDocument } from './contact-pages';


/*
 * The booking pages on the site host (issue 25): server-rendered, no script needed. The visitor picks
 * a service, then a day, then one of the free times, and gives a name and an e-mail or phone. Each step
 * is a plain form (GET for the choices, POST for the request); site.js, when it runs, sends a choice as
 * soon as it is made. The times are read from the database on every request: only free ones are shown.
 */

export const BOOK_PATH = 'book';

export interface BookingPageState {
  settings: BookingSettings;
  service?: BookingService;
  days: string[];
  day?: string;
  times: Date[];
  /** A refusal or "taken" sentence, with the field it concerns. */
  problem?: { message: string; field?: string };
  /** After "this time was taken": the next free times. */
  nextFree?: Date[];
  values?: { name?: string; contact?: string };
}

function minutesText(n: number): string {
  if (n < 60) return `${n} min`;
  const h = Math.floor(n / 60);
  return n % 60 === 0 ? `${h} h` : `${h} h ${n % 60} min`;
}

export function serviceLine(s: BookingService): string {
  return `${s.name} · ${minutesText(s.durationMinutes)}${s.price ? ` · ${s.price}` : ''}`;
}

export function bookingPage(home: string, stylesheetHref: string, state: BookingPageState, look?: SiteLook, scriptHref?: string, text: SiteWords = siteText('en')): string {
  const action = `${home}${BOOK_PATH}`;
  const { settings, service, day } = state;
  const zone = settings.timeZone;
  const day_ = (d: string) => dayIn(text, d);
  return siteHostDocument(
    text.t('booking.heading'),
    stylesheetHref,
    <section className="ww-contact-page__card ww-booking" aria-labelledby="ww-book-title">
      <h1 id="ww-book-title">{text.t('booking.heading')}</h1>
      {state.problem && (
        <p className="ww-contact-page__alert" role="alert" id="ww-book-problem">
          {state.problem.message}
        </p>
      )}
      {state.nextFree && state.nextFree.length > 0 && service && (
        <form className="ww-form ww-booking__next" method="post" action={action} data-ww-booking="">
          <fieldset className="ww-booking__group">
            <legend className="ww-form__label">{text.t('booking.nextFree')}</legend>
            {state.nextFree.map((t, i) => (
              <label key={t.toISOString()} className="ww-booking__choice">
                <input type="radio" name="start" value={t.toISOString()} defaultChecked={i === 0} /> {`${day_(wallClock(t, zone).date)}, ${timeIn(text, t, zone)}`}
              </label>
            ))}
          </fieldset>
          <input type="hidden" name="service" value={service.id} />
          <ContactFields values={state.values} problemField={undefined} text={text} />
          <button type="submit" className="ww-btn">
            {text.t('booking.submit')}
          </button>
        </form>
      )}
      {settings.services.length === 0 || !settings.enabled ? (
        <p className="ww-prose">{text.t('booking.off')}</p>
      ) : (
        <>
          <form className="ww-form ww-booking__step" method="get" action={action} data-ww-autosend="">
            <fieldset className="ww-booking__group">
              <legend className="ww-form__label">{text.t('booking.service')}</legend>
              {settings.services.map((s) => (
                <label key={s.id} className="ww-booking__choice">
                  <input type="radio" name="service" value={s.id} defaultChecked={s.id === service?.id} required /> {serviceLine(s)}
                </label>
              ))}
            </fieldset>
            <button type="submit" className="ww-btn ww-btn--secondary ww-booking__next-step">
              {text.t('booking.showDays')}
            </button>
          </form>
          {service && (
            <form className="ww-form ww-booking__step" method="get" action={action} data-ww-autosend="">
              <input type="hidden" name="service" value={service.id} />
              <div className="ww-form__field">
                <label className="ww-form__label" htmlFor="ww-book-day">
                  {text.t('booking.day')}
                </label>
                <select id="ww-book-day" name="day" className="ww-form__input" defaultValue={day ?? ''} required>
                  <option value="" disabled>
                    {text.t('booking.chooseDay')}
                  </option>
                  {state.days.map((d) => (
                    <option key={d} value={d}>
                      {day_(d)}
                    </option>
                  ))}
                </select>
              </div>
              <button type="submit" className="ww-btn ww-btn--secondary ww-booking__next-step">
                {text.t('booking.showTimes')}
              </button>
            </form>
          )}
          {service && day && (
            <form className="ww-form ww-booking__step" method="post" action={action} data-ww-booking="">
              <input type="hidden" name="service" value={service.id} />
              <input type="hidden" name="day" value={day} />
              {state.times.length === 0 ? (
                <p className="ww-prose">{text.t('booking.noTimes', { day: day_(day) })}</p>
              ) : (
                <>
                  <fieldset className="ww-booking__group ww-booking__times">
                    <legend className="ww-form__label">{text.t('booking.time', { day: day_(day) })}</legend>
                    {state.times.map((t) => (
                      <label key={t.toISOString()} className="ww-booking__choice ww-booking__time">
                        <input type="radio" name="start" value={t.toISOString()} required /> {timeIn(text, t, zone)}
                      </label>
                    ))}
                  </fieldset>
                  <ContactFields values={state.values} problemField={state.problem?.field} text={text} />
                  <button type="submit" className="ww-btn ww-form__submit">
                    {text.t('booking.submit')}
                  </button>
                </>
              )}
            </form>
          )}
        </>
      )}
      <BackLink home={home} look={look} text={text} />
    </section>,
    look && { ...look, home },
    text.language,
    scriptHref,
  );
}

function ContactFields({ values, problemField, text }: { values?: { name?: string; contact?: string }; problemField?: string; text: SiteWords }) {
  return (
    <div className="ww-form__fields">
      {(['name', 'contact'] as const).map((field) => (
        <div key={field} className={`ww-form__field ww-form__field--${field}`}>
          <label className="ww-form__label" htmlFor={`ww-book-${field}`}>
            {text.t(`form.${field}`)}
          </label>
          <input
            id={`ww-book-${field}`}
            name={field}
            type="text"
            required
            className="ww-form__input"
            autoComplete={CONTACT_FIELDS[field].autoComplete}
            defaultValue={values?.[field] ?? ''}
            aria-invalid={problemField === field || undefined}
            aria-describedby={problemField === field ? 'ww-book-problem' : undefined}
          />
        </div>
      ))}
      <div className="ww-visually-hidden" aria-hidden="true">
        <label htmlFor="ww-book-website">{text.t('form.honeypot')}</label>
        <input id="ww-book-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name={ELAPSED_FIELD} defaultValue="" />
    </div>
  );
}

export function bookingDonePage(home: string, stylesheetHref: string, message: string, look?: SiteLook, title?: string, text: SiteWords = siteText('en')): string {
  title ??= text.t('booking.sentTitle');
  return siteHostDocument(
    title,
    stylesheetHref,
    <section className="ww-contact-page__card" aria-labelledby="ww-book-done">
      <h1 id="ww-book-done">{title}</h1>
      <p className="ww-prose" role="status">
        {message}
      </p>
      <a className="ww-btn" href={home}>
        {backLabel(text, look)}
      </a>
    </section>,
    look && { ...look, home },
    text.language,
  );
}

export function cancelPage(home: string, stylesheetHref: string, token: string, what: string | undefined, look?: SiteLook, text: SiteWords = siteText('en')): string {
  return siteHostDocument(
    text.t('booking.cancelTitle'),
    stylesheetHref,
    <section className="ww-contact-page__card" aria-labelledby="ww-book-cancel">
      <h1 id="ww-book-cancel">{text.t('booking.cancelTitle')}</h1>
      {what ? (
        <form className="ww-form" method="post" action={`${home}${BOOK_PATH}/cancel`}>
          <p className="ww-prose">{what}</p>
          <input type="hidden" name="t" value={token} />
          <button type="submit" className="ww-btn">
            {text.t('booking.cancelButton')}
          </button>
        </form>
      ) : (
        <p className="ww-prose">{text.t('booking.cancelGone')}</p>
      )}
      <BackLink home={home} look={look} text={text} />
    </section>,
    look && { ...look, home },
    text.language,
  );
}
