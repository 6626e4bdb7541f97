/** "Check before you publish" (src/shared/owner-checks.ts): what the owner is asked to confirm before a first publish. */
export const CHECKS_TEXT = {
  'checks.aCard': 'A card',
  'checks.openingHours': 'Opening hours',
  'checks.addYourOpeningHours': 'Add your opening hours in the editor. The section stays off your page until you do.',
  'checks.starterTextInEnglish': 'Starter text in English',
  'checks.starterTextInEnglishWhy': 'Your starter text is in English because the kit for your business type has no {language} version yet. Write your own words in the editor.',
} as const;
