/** The messages API's refusals (src/shared/leads-schema.ts): pages, positions, read marks, photos. */
export const LEADS_RULES_TEXT = {
  'leadsRules.thisMessageDoesNot': 'This message does not exist.',
  'leadsRules.thisPhotoDoesNot': 'This photo does not exist.',
  'leadsRules.askForTheSmall': 'Ask for the small or the large photo.',
  'leadsRules.theNumberOfMessages': 'The number of messages per page must be a number.',
  'leadsRules.theNumberOfMessages2': 'The number of messages per page must be a whole number.',
  'leadsRules.theNumberOfMessages3': 'The number of messages per page must be at least 1.',
  'leadsRules.thePositionInThe': 'The position in the list must be a number.',
  'leadsRules.thePositionInThe2': 'The position in the list must be a whole number.',
  'leadsRules.thePositionInThe3': 'The position in the list must be 0 or more.',
  'leadsRules.markTheMessageAs': 'Mark the message as read or unread (true or false).',
  'leadsRules.pageTooLong': 'The number of messages per page can be at most {maximum}.',
} as const;
