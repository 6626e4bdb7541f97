/** The toasts words of the app (issue 28 part 4). */
export const TOASTS_TEXT = {
  'toasts.saved': 'Successfully saved!',
  'toasts.saving': 'Saving...',
  'toasts.offline': 'The connection is lost. Your changes are kept and will be saved when it returns.',
} as const;
