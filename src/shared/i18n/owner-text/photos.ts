/** The photo search's refusals (src/shared/photo-schema.ts). */
export const PHOTOS_TEXT = {
  'photos.typeWhatThePhoto': 'Type what the photo should show.',
  'photos.typeWhatThePhoto2': 'Type what the photo should show, for example "fresh bread".',
  'photos.sendThePageAs': 'Send the page as a number.',
  'photos.sendThePageAs2': 'Send the page as a whole number.',
  'photos.sendThePhotoId': 'Send the photo id as text.',
  'photos.thatIsNotA': 'That is not a photo from the search. Search again and choose one.',
  'photos.queryTooLong': 'Use at most {maximum} characters to describe the photo.',
} as const;
