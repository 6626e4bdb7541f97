import { STARS_MAX } from '../../shared/website-fields';
import { SiteText, useSiteEditing } from '../editable';
import { textOf } from '../i18n';
import { ItemButtons, SectionShell, SectionTitle, type SectionProps } from '../section-parts';

/** The name line of a review imported from Google ends with this (googleReviewTitle); the name before it links to the author. */
const GOOGLE_TEXT = ', on Google';
const GOOGLE_SUFFIX = /,\s*on Google\s*$/;

const STAR_OPTIONS = [{ value: '', label: 'No rating' }, ...Array.from({ length: STARS_MAX }, (_, i) => ({ value: String(i + 1), label: `${i + 1} of ${STARS_MAX} stars` }))];

/** Reviews (issue 13): quotes the owner entered, with the reviewer's name and an optional star rating. */
export function ReviewsSection({ website, view }: SectionProps) {
  const editing = useSiteEditing();
  const reviews = website.reviews;
  return (
    <SectionShell view={view}>
      <div className="ww-section__head">
        <SectionTitle view={view} path="reviewsTitle" value={website.reviewsTitle} />
      </div>
      {reviews.length > 0 && (
        <ul className="ww-reviews">
          {reviews.map((review, position) => (
            <li key={review.index} className="ww-review">
              <figure>
                {editing?.choice
                  ? editing.choice({ path: `reviews.${position}.stars`, value: review.stars ? String(review.stars) : '', label: 'Rating', options: STAR_OPTIONS })
                  : review.stars && (
                      <p className="ww-stars" role="img" aria-label={textOf(website).t('stars', { stars: review.stars, max: STARS_MAX })}>
                        {'★'.repeat(review.stars)}
                        <span>{'★'.repeat(STARS_MAX - review.stars)}</span>
                      </p>
                    )}
                <SiteText path={`reviews.${position}.description`} value={review.description} label="Review" as="blockquote" multiline rows={4} className="ww-review__quote" />
                {!editing && review.authorLink ? (
                  // Google's attribution for an imported review: the author's name linked to their Google profile, and "on Google".
                  <figcaption className="ww-review__name">
                    <a href={review.authorLink} rel="noopener nofollow">
                      {review.title.replace(GOOGLE_SUFFIX, '').trim() || review.title}
                    </a>
                    {GOOGLE_TEXT}
                  </figcaption>
                ) : (
                  (editing || review.title.trim() !== '') && (
                    <figcaption className="ww-review__name">
                      <SiteText path={`reviews.${position}.title`} value={review.title} label="Reviewer's name" />
                    </figcaption>
                  )
                )}
              </figure>
            </li>
          ))}
        </ul>
      )}
      <ItemButtons list="reviews" count={reviews.length} />
    </SectionShell>
  );
}
