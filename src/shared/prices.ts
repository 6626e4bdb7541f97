import { isCountryCode, siteLocale } from './locale';
import type { PriceGroup, PriceItem } from './website-fields';

/*
 * The price list's money (issue 26, decision 0060): each price in the site's currency, which follows
 * from its country, written the way the site's locale writes money (Intl.NumberFormat): "£40", "from
 * £40", "£40–£60"; whole amounts without decimals, others with the currency's usual two.
 */

/** Currencies shared by many countries, then each other country's own (ISO 4217). */
const SHARED: Record<string, string> = {
  EUR: 'AD AT AX BE BL CY DE EE ES FI FR GF GP GR HR IE IT LT LU LV MC ME MF MQ MT NL PM PT RE SI SK SM TF VA XK YT',
  USD: 'AS BQ EC FM GU IO MH MP PR PW SV TC TL US VG VI',
  XOF: 'BF BJ CI GW ML NE SN TG',
  XAF: 'CF CG CM GA GQ TD',
  XCD: 'AG AI DM GD KN LC MS VC',
  AUD: 'AU CC CX KI NF NR TV',
  NZD: 'CK NU NZ PN TK',
  GBP: 'GB GG IM JE TA AC',
  DKK: 'DK FO GL',
  NOK: 'NO SJ BV',
  CHF: 'CH LI',
  ANG: 'CW SX',
  XPF: 'NC PF WF',
  MAD: 'EH MA',
  ZAR: 'ZA',
  ILS: 'IL PS',
};
const OWN =
  'AE:AED AF:AFN AL:ALL AM:AMD AO:AOA AR:ARS AW:AWG AZ:AZN BA:BAM BB:BBD BD:BDT BG:BGN BH:BHD BI:BIF BM:BMD BN:BND BO:BOB BR:BRL ' +
  'BS:BSD BT:BTN BW:BWP BY:BYN BZ:BZD CA:CAD CD:CDF CL:CLP CN:CNY CO:COP CR:CRC CU:CUP CV:CVE CZ:CZK DJ:DJF DO:DOP DZ:DZD EG:EGP ' +
  'ER:ERN ET:ETB FJ:FJD FK:FKP GE:GEL GH:GHS GI:GIP GM:GMD GN:GNF GT:GTQ GY:GYD HK:HKD HN:HNL HT:HTG HU:HUF ID:IDR IN:INR IQ:IQD ' +
  'IR:IRR IS:ISK JM:JMD JO:JOD JP:JPY KE:KES KG:KGS KH:KHR KM:KMF KP:KPW KR:KRW KW:KWD KY:KYD KZ:KZT LA:LAK LB:LBP LK:LKR LR:LRD ' +
  'LS:LSL LY:LYD MD:MDL MG:MGA MK:MKD MM:MMK MN:MNT MO:MOP MR:MRU MU:MUR MV:MVR MW:MWK MX:MXN MY:MYR MZ:MZN NA:NAD NG:NGN NI:NIO ' +
  'NP:NPR OM:OMR PA:PAB PE:PEN PG:PGK PH:PHP PK:PKR PL:PLN PY:PYG QA:QAR RO:RON RS:RSD RU:RUB RW:RWF SA:SAR SB:SBD SC:SCR SD:SDG ' +
  'SE:SEK SG:SGD SH:SHP SL:SLE SO:SOS SR:SRD SS:SSP ST:STN SY:SYP SZ:SZL TH:THB TJ:TJS TM:TMT TN:TND TO:TOP TR:TRY TT:TTD TW:TWD ' +
  'TZ:TZS UA:UAH UG:UGX UY:UYU UZ:UZS VE:VES VN:VND VU:VUV WS:WST YE:YER ZM:ZMW ZW:USD';

const CURRENCY = new Map<string, string>([
  ...Object.entries(SHARED).flatMap(([currency, countries]) => countries.split(' ').map((c) => [c, currency] as [string, string])),
  ...OWN.split(' ').map((pair) => pair.split(':') as [string, string]),
]);

/** The currency of a site's country ('GB' → 'GBP'); US dollars while the country is unknown. */
export function currencyOf(country: string): string {
  return (isCountryCode(country) && CURRENCY.get(country)) || 'USD';
}

const formatters = new Map<string, { whole: Intl.NumberFormat; cents: Intl.NumberFormat }>();

function formattersFor(locale: string, currency: string) {
  const key = `${locale}:${currency}`;
  let pair = formatters.get(key);
  if (!pair) {
    const make = (options: Intl.NumberFormatOptions) => {
      try {
        return new Intl.NumberFormat(locale, { style: 'currency', currency, ...options });
      } catch {
        return new Intl.NumberFormat('en', { style: 'currency', currency: 'USD', ...options });
      }
    };
    pair = { whole: make({ maximumFractionDigits: 0, minimumFractionDigits: 0 }), cents: make({}) };
    if (formatters.size < 200) formatters.set(key, pair);
  }
  return pair;
}

export interface MoneyFormat {
  locale: string;
  currency: string;
}

/** How a site writes money: its locale and its country's currency. */
export function moneyFormatOf(site: { country: string; language?: string }): MoneyFormat {
  return { locale: siteLocale(site), currency: currencyOf(site.country) };
}

/** One amount: "£40", "£12.50" (whole amounts without decimals). */
export function formatMoney(amount: number, format: MoneyFormat): string {
  const { whole, cents } = formattersFor(format.locale, format.currency);
  return (Number.isInteger(amount) ? whole : cents).format(amount);
}

/** An item's price as the page writes it: "£40", "from £40" or "£40–£60". */
export function formatPrice(
  item: Pick<PriceItem, 'price' | 'priceTo' | 'from'>,
  format: MoneyFormat,
  /** "from {price}" in the site's language (the site's catalogue, decision 0062); English by default. */
  from: (price: string) => string = (price) => `from ${price}`,
): string {
  const low = formatMoney(item.price, format);
  // Two whole amounts joined by an en dash ("£40–£60", "40 €–60 €"): the same bytes from every engine
  // (formatRange's spacing differs between ICU versions, and the page is hashed).
  if (item.priceTo !== undefined && item.priceTo > item.price) return `${low}–${formatMoney(item.priceTo, format)}`;
  return item.from ? from(low) : low;
}

/**
 * schema.org's priceRange of the whole list: "£40–£200" from its lowest to its highest price (or one
 * price when all are the same); undefined when there are no prices.
 */
export function priceRangeOf(groups: readonly PriceGroup[], format: MoneyFormat): string | undefined {
  const amounts = groups.flatMap((g) => g.items.flatMap((item) => (item.priceTo === undefined ? [item.price] : [item.price, item.priceTo])));
  if (amounts.length === 0) return undefined;
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  return low === high ? formatMoney(low, format) : `${formatMoney(low, format)}–${formatMoney(high, format)}`;
}
