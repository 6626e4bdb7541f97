/** /start's refusals and field names (src/shared/onboarding.ts, onboarding-schema.ts). */
export const START_RULES_TEXT = {
  'startRules.companyName': 'Company name',
  'startRules.townOrCity': 'Town or city',
  'startRules.phone': 'Phone',
  'startRules.sendTheBusinessType': 'Send the business type, company name, town or city, phone and country.',
  'startRules.enterCompanyName': 'Enter your company name.',
  'startRules.enterTownOrCity': 'Enter your town or city.',
  'startRules.enterPhone': 'Enter your phone.',
  'startRules.chooseYourBusinessType': 'Choose your business type from the list (or "Other").',
  'startRules.enterAPhoneNumber': 'Enter a phone number with digits only (spaces, +, brackets and dashes are fine), or leave it empty.',
  'startRules.chooseYourCountryFrom': 'Choose your country from the list.',
  'startRules.chooseTheLanguageOf': 'Choose the language of your website from the list.',
} as const;
