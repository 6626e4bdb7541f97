/** Moving in (src/server/modules/importing/moving-in.ts): where each thing found on the owner's old website goes, as the review lists it. */
export const MOVING_IN_REVIEW_TEXT = {
  'movingInReview.weStoppedReadingYour': 'We stopped reading your website partway (our server restarted). Read it again to see what we found.',
  'movingInReview.companyName': 'Company name',
  'movingInReview.textUnderYourName': 'Text under your name',
  'movingInReview.phone': 'Phone',
  'movingInReview.email': 'E-mail',
  'movingInReview.address': 'Address',
  'movingInReview.socialLink': 'Social link',
  'movingInReview.openingHours': 'Opening hours',
  'movingInReview.logo': 'Logo',
  'movingInReview.yourLogo': 'Your logo',
  'movingInReview.yourCurrentLogo': 'Your current logo',
  'movingInReview.services': 'Services',
  'movingInReview.reviews': 'Reviews',
  'movingInReview.topOfThePage': 'Top of the page, and Gallery',
  'movingInReview.gallery': 'Gallery',
  'movingInReview.photoFromSite': 'Photo {position} from your site',
  /** A day of the opening hours found, in the review's one-line summary ("Mon 08:00–17:00, …, Sun closed"). */
  'movingInReview.dayHours': '{day} {opens}–{closes}',
  'movingInReview.dayClosed': '{day} closed',
} as const;
