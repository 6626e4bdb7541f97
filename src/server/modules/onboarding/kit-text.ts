/*
 * A trade kit's words as the site's country writes them (decision 0039). Kits are written in British
 * English; `{{GB,IE:boilers|US,CA:water heaters|*:hot water systems}}` picks the wording of the
 * country's trade (the first option that names it, else `*`), and the US and Canadian spellings are
 * applied to the rest (the US: color, center, tire; Canada: -ize and tire, but colour and centre).
 */

const VARIANTS = /\{\{([^{}]+)\}\}/g;

function pick(options: string, country: string): string {
  let fallback = '';
  for (const option of options.split('|')) {
    const colon = option.indexOf(':');
    const keys = option.slice(0, colon).split(',');
    const text = option.slice(colon + 1);
    if (keys.includes(country)) return text;
    if (keys.includes('*')) fallback = text;
  }
  return fallback;
}

const IZE = ['organise', 'organised', 'sterilise', 'sterilised', 'specialise', 'specialised', 'recognise', 'personalise', 'personalised', 'finalise', 'prioritise', 'minimise', 'realise'];
const NORTH_AMERICA: Record<string, string> = {
  ...Object.fromEntries(IZE.map((word) => [word, word.replace('is', 'iz')])),
  tyre: 'tire',
  tyres: 'tires',
  programme: 'program',
  programmes: 'programs',
  cosy: 'cozy',
  mould: 'mold',
  aluminium: 'aluminum',
};
const UNITED_STATES: Record<string, string> = {
  ...NORTH_AMERICA,
  colour: 'color',
  colours: 'colors',
  coloured: 'colored',
  colouring: 'coloring',
  neighbour: 'neighbor',
  neighbours: 'neighbors',
  favour: 'favor',
  labour: 'labor',
  neighbourhood: 'neighborhood',
  neighbourhoods: 'neighborhoods',
  centre: 'center',
  favourite: 'favorite',
  grey: 'gray',
  licence: 'license',
  catalogue: 'catalog',
  jewellery: 'jewelry',
  travelling: 'traveling',
  cancelled: 'canceled',
  enrol: 'enroll',
};

function respell(text: string, words: Record<string, string> | undefined): string {
  if (!words) return text;
  return text.replace(/[A-Za-z]+/g, (word) => {
    const lower = word.toLowerCase();
    const replacement = words[lower];
    if (replacement === undefined) return word;
    return word[0] === word[0]?.toUpperCase() ? replacement[0]!.toUpperCase() + replacement.slice(1) : replacement;
  });
}

/**
 * A kit's text for a site in `country` (an ISO code; '' reads as the US, where the kits were first
 * written), in `language`. Kits in other languages (decision 0063) use the same `{{…}}` choices and are
 * never respelt; French text gets its no-break space before : ; ? and ! (written as a plain space in the
 * kits, so they stay readable), so the mark never starts a line.
 */
export function localise(text: string, country: string, language = 'en'): string {
  const where = country === '' ? 'US' : country;
  const chosen = text.replace(VARIANTS, (_, options: string) => pick(options, where));
  if (language === 'fr') return chosen.replace(/ ([:;?!])/g, '\u00a0$1');
  if (language !== 'en') return chosen;
  return respell(chosen, where === 'US' ? UNITED_STATES : where === 'CA' ? NORTH_AMERICA : undefined);
}
