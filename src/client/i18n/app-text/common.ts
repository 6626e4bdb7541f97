/** The common words of the app (issue 28 part 4). */
export const COMMON_TEXT = {
  'common.error': 'Error: {message}',
} as const;
