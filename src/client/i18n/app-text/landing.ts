/** The landing screen's words (issue 28 part 4). */
export const LANDING_TEXT = {
  'landing.yourAccountHasBeen': 'Your account has been deleted, and your website is no longer online. Thank you for using Website Works.',
  'landing.nowInBeta': 'Now in beta',
  'landing.websiteWorks': 'Website Works',
  'landing.websiteMakerForThe': 'Website maker for the working person.',
  'landing.createYourWebsite': 'Create your website',
  'landing.login': 'Login',
  'landing.yourbusinessCom': 'yourbusiness.com',
  'landing.text': 'Set up a professional looking Website in minutes. No coding, No designing, No hassle. Join our beta, send us an email at {address}',
} as const;
