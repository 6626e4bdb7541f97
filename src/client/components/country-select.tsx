import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useMemo } from 'react';
import { COUNTRY_CODES, countryName, ENGLISH_COUNTRIES } from '../../shared/locale';
import { appText } from '../i18n/app-text';
import { APP_LOCALE } from '../../shared/i18n/owner-text';

/**
 * The site's country (decision 0039): the six countries the trade kits are written for first, then
 * every other by its name in the app's language. It sets the page's spelling, phone numbers, times and examples.
 */
export function CountrySelect({ value, onChange, ...props }: Omit<NativeSelectProps, 'value' | 'onChange' | 'data'> & { value: string; onChange: (country: string) => void }) {
  const data = useMemo(() => {
    const first = ENGLISH_COUNTRIES.map((code) => ({ value: code, label: countryName(code) })).sort((a, b) => a.label.localeCompare(b.label, APP_LOCALE));
    const rest = COUNTRY_CODES.filter((code) => !(ENGLISH_COUNTRIES as readonly string[]).includes(code))
      .map((code) => ({ value: code, label: countryName(code) }))
      .sort((a, b) => a.label.localeCompare(b.label, APP_LOCALE));
    return [{ value: '', label: appText('shared.chooseYourCountry'), disabled: true }, ...first, { value: '-', label: '──────────', disabled: true }, ...rest];
  }, []);
  return <NativeSelect {...props} value={value} onChange={(e) => onChange(e.currentTarget.value)} data={data} />;
}
