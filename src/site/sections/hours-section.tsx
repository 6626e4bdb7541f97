import { formatTime, siteLocale } from '../../shared/locale';
import { WEEKDAYS } from '../../shared/website-fields';
import { SiteText, useSiteEditing } from '../editable';
import { textOf } from '../i18n';
import { SectionShell, SectionTitle, type SectionProps } from '../section-parts';

/** Opening hours (issue 13): one row per weekday, "Closed" on days without hours, and a note for holidays. */
export function HoursSection({ website, view }: SectionProps) {
  const editing = useSiteEditing();
  // Times as the site's country writes them: 17:30 in the UK, 5:30 PM in the US (decision 0039).
  const locale = siteLocale(website);
  const text = textOf(website);
  const dayNames = text.weekdays();
  return (
    <SectionShell view={view}>
      <div className="ww-section__head">
        <SectionTitle view={view} path="hoursTitle" value={website.hoursTitle} />
      </div>
      <table className="ww-hours">
        <tbody>
          {WEEKDAYS.map((day, i) => {
            const hours = website.openingHours[i] ?? { opens: '', closes: '' };
            return (
              <tr key={day}>
                <th scope="row">{dayNames[i]}</th>
                <td>
                  {editing ? (
                    <span className="ww-hours__edit">
                      <SiteText path={`openingHours.${i}.opens`} value={hours.opens} label={`${day} opens`} />
                      <span aria-hidden="true">–</span>
                      <SiteText path={`openingHours.${i}.closes`} value={hours.closes} label={`${day} closes`} />
                    </span>
                  ) : hours.opens === '' ? (
                    text.t('closed')
                  ) : (
                    <>
                      <time dateTime={hours.opens}>{formatTime(hours.opens, locale)}</time>–<time dateTime={hours.closes}>{formatTime(hours.closes, locale)}</time>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <SiteText path="hoursNote" value={website.hoursNote} label="Holiday note" as="p" multiline rows={2} className="ww-prose ww-hours__note" />
    </SectionShell>
  );
}
