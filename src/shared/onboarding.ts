import { ownerText } from './i18n/owner-text';
import { TOWN_MAX } from './trades';

/*
 * /start's rules and their sentences, shared by the API's schema (onboarding-schema.ts) and the form,
 * which checks every field at once and shows each problem at its field (issue 23).
 */

export type StartField = 'trade' | 'companyName' | 'town' | 'phone' | 'country' | 'language';

export const START_LIMITS = { companyName: 120, town: TOWN_MAX, phone: 40 } as const;

export const START_MESSAGES = {
  trade: ownerText('startRules.chooseYourBusinessType'),
  companyName: ownerText('startRules.enterCompanyName'),
  town: ownerText('startRules.enterTownOrCity'),
  phone: ownerText('startRules.enterAPhoneNumber'),
  country: ownerText('startRules.chooseYourCountryFrom'),
  language: ownerText('startRules.chooseTheLanguageOf'),
} as const;

const PHONE_CHARS = /^[0-9+().\-\s/]*(?:(?:ext\.?|x|#)\s*[0-9]{1,6})?$/i;

/** Empty, or a phone number a person could dial: the allowed characters and at least three digits. */
export function isStartPhone(value: string): boolean {
  return value === '' || (PHONE_CHARS.test(value) && (value.match(/[0-9]/g)?.length ?? 0) >= 3);
}

/** Every problem of the form's values at once, by field (empty when it can be sent). */
export function startProblems(values: { trade: string; companyName: string; town: string; phone: string }): Partial<Record<StartField, string>> {
  const problems: Partial<Record<StartField, string>> = {};
  if (!values.trade) problems.trade = START_MESSAGES.trade;
  if (!values.companyName.trim()) problems.companyName = START_MESSAGES.companyName;
  if (!values.town.trim()) problems.town = START_MESSAGES.town;
  if (!isStartPhone(values.phone.trim())) problems.phone = START_MESSAGES.phone;
  return problems;
}

/** Which field a refusal from the API names (its sentences are the ones above, or "<Label> must be at most …"). */
export function startFieldOf(message: string): StartField | undefined {
  const byMessage = (Object.entries(START_MESSAGES) as [StartField, string][]).find(([, text]) => text === message);
  if (byMessage) return byMessage[0];
  if (/^Company name\b/.test(message)) return 'companyName';
  if (/^Town or city\b/.test(message)) return 'town';
  if (/^Phone\b/.test(message)) return 'phone';
  return undefined;
}
