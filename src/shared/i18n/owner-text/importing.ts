/** Bringing a website over (src/shared/import-schema.ts): the refusals of the import and Google Business Profile requests. */
export const IMPORTING_TEXT = {
  'importing.pasteTheAddressOf': 'Paste the address of your current website.',
  'importing.thatWebAddressIs': 'That web address is too long (2048 characters at most).',
  'importing.sendTheAddressOf': 'Send the address of your website as url.',
  'importing.typeYourBusinessName': 'Type your business name and town.',
  'importing.keepTheSearchTo': 'Keep the search to 200 characters.',
  'importing.sendTheSearchAs': 'Send the search as query.',
  'importing.chooseYourBusinessFrom': 'Choose your business from the list.',
  'importing.sendTheChosenPlaceid': 'Send the chosen placeId.',
  'importing.chooseYourTypeOf': 'Choose your type of business.',
  'importing.tooManyItems': 'Too many items.',
  'importing.sendTheBusinessType': 'Send the business type and the items to take.',
} as const;
