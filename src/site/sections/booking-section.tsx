import { useSiteEditing } from '../editable';
import { textOf } from '../i18n';
import { SectionShell, SectionTitle, type SectionProps } from '../section-parts';

/** Where the booking pages live, relative to the published page (shared with the site host's BOOK_PATH). */
const BOOK_HREF = 'book';

/**
 * Booking (issue 25): an invitation to book and the way in. The services and their free times are read
 * live by the site host's booking page (`book`), server-rendered so it works without JavaScript; the
 * published page itself stays static and light.
 */
export function BookingSection({ website, view }: SectionProps) {
  const editing = useSiteEditing();
  const text = textOf(website);
  return (
    <SectionShell view={view}>
      <div className="ww-section__head">
        <SectionTitle view={view} path="bookingTitle" value={website.bookingTitle} />
      </div>
      <div className="ww-booking-section">
        <p className="ww-prose">{text.t('booking.intro')}</p>
        <p>
          <a className="ww-btn" href={BOOK_HREF} data-ww-click="cta">
            {text.t('booking.choose')}
          </a>
        </p>
        {editing && <p className="ww-edit-note">Your services and opening times for bookings are set in Bookings.</p>}
      </div>
    </SectionShell>
  );
}
