/** The legal screen's words (issue 28 part 4). */
export const LEGAL_TEXT = {
  'legal.backToHome': 'Back to home',
  'legal.websiteWorks': 'Website Works',
  'legal.effectiveDate': 'Effective date: {date}',
} as const;
