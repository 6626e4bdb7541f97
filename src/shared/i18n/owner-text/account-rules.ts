/** The account API's refusals (src/shared/account-schema.ts): the name, the Google tag, the password and e-mail confirmations. */
export const ACCOUNT_RULES_TEXT = {
  'accountRules.enterYourFullName': 'Enter your full name.',
  'accountRules.enterAGoogleTag': 'Enter a Google tag such as G-XXXXXXXXXX.',
  'accountRules.aGoogleTagLooks': 'A Google tag looks like G-XXXXXXXXXX: G- followed by letters and digits.',
  'accountRules.changeOneThingAt': 'Change one thing at a time: your full name or your Google tag.',
  'accountRules.theNameFromSign': 'The name from sign-in is too long.',
  'accountRules.enterYourPassword': 'Enter your password.',
  'accountRules.thePasswordIsNot': 'The password is not right.',
  'accountRules.typeYourEMail': 'Type your e-mail address.',
  'accountRules.typeYourEMail2': 'Type your e-mail address exactly as it is shown.',
  'accountRules.nameTooLong': 'Name must be at most {maximum} characters.',
} as const;
