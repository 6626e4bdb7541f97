import type { KitLanguage } from '../../../shared/kit-languages';
import { STOCK_IMAGE_PREFIX } from '../../../shared/stock-images';
import type { StartInput } from '../../../shared/onboarding-schema';
import { TRADE_PICTURES, tradePictureName } from '../../../shared/trade-pictures';
import { emptyWebsiteContent, type Item, type WebsiteContent } from '../../../shared/website';
import { websiteContentSchema } from '../../../shared/website-schema';
import { dialHref, displayPhone } from '../../../site/phone-numbers';
import { localise } from './kit-text';
import { QUOTE_TRADES } from '../../../shared/quote-form';
import { kitWords } from './kits';
import type { KitCard } from './kits/kit-words';
import { TRADE_CATALOGUE } from './trade-catalogue';

/** Trades that work by appointment: their starter website has the Booking section on (issue 25). */
export const BOOKING_TRADES: ReadonlySet<string> = new Set(['hair-salon', 'barber', 'nail-salon', 'dog-groomer', 'personal-trainer', 'tutor', 'photographer']);

/** A phone number as a tel: link by the rules of the site's country; undefined when there are too few digits to dial. */
export function telLink(phone: string, country = ''): string | undefined {
  return dialHref(phone, country);
}

export interface StarterKit {
  content: WebsiteContent;
  /** The language the owner asked for. */
  language: KitLanguage;
  /** The language the starter text is in: English when the trade's kit has no version in `language` yet. */
  textLanguage: KitLanguage;
}

/**
 * A complete first website for a trade, in the owner's words where they gave them (company, town,
 * phone, country) and the kit's everywhere else (decision 0039): the kit's look and pictures, its words
 * in the site's language (decision 0063) and the country's spelling and trade terms, its claims only the
 * owner can confirm marked to stay off the page until they do, and its Opening hours section switched on
 * but hidden until hours are entered. Checked against the website schema like any save, so a kit can
 * never produce a document the editor would refuse.
 */
export function starterKit({ trade, companyName, town, phone, country = '', language = 'en' }: StartInput): StarterKit {
  const kit = TRADE_CATALOGUE[trade];
  const { words, language: textLanguage } = kitWords(trade, language);
  const say = (text: string) => localise(text.replaceAll('{company}', companyName).replaceAll('{town}', town), country, textLanguage);
  const picture = (name: string | undefined) => {
    const names: readonly string[] = TRADE_PICTURES[trade];
    return name && names.includes(name) ? `${STOCK_IMAGE_PREFIX}${tradePictureName(trade, name)}` : undefined;
  };
  // Pictures are the English kit's, card by card (every language keeps its cards in the same order).
  const cards = (list: KitCard[], pictures: (string | undefined)[]): Item[] =>
    list.map((card, index) => {
      const img = picture(pictures[index]);
      return {
        index,
        title: say(card.title),
        description: say(card.description),
        ...(img ? { img } : {}),
        ...(card.confirm ? { confirm: say(card.confirm) } : {}),
      };
    });
  const tel = phone ? dialHref(phone, country) : undefined;
  const content: WebsiteContent = {
    ...emptyWebsiteContent(),
    country,
    // Every word the product puts on the page follows it (decision 0062); the kit's own texts in it are issue 28's part 2.
    siteLanguage: language,
    theme: kit.theme,
    heroLayout: kit.heroLayout,
    servicesStyle: kit.servicesStyle,
    headerTitle: companyName,
    companyName,
    tagline: say(words.tagline),
    companyDescription: say(words.intro),
    aboutMeTitle: say(words.aboutTitle),
    aboutMe: say(words.about),
    serviceItemsTitle: say(words.servicesTitle),
    serviceItems: cards(
      words.services,
      kit.services.map((s) => s.picture),
    ),
    otherTitle: say(words.infoTitle),
    otherItems: cards(
      words.info,
      kit.info.map((c) => c.picture),
    ),
    phone: phone ? displayPhone(phone, country) : '',
    addressFreeForm: town,
    backgroundImg: picture('hero') ?? emptyWebsiteContent().backgroundImg,
    // Hours are the owner's to give: the section is on for trades with premises and shows once filled in.
    enableHours: kit.hours === true,
    // Trades that work by appointment get the Booking section (issue 25); its times are set up in /bookings.
    enableBooking: BOOKING_TRADES.has(trade),
    ctaEnabled: tel !== undefined,
    ctaText: tel ? say(words.cta) : '',
    ctaLink: tel ?? '',
    primaryColor: kit.primaryColor,
    secondaryColor: kit.secondaryColor,
    contactText: say(words.contactText),
    // The owner is told the starter text is English where the kit had no version in their language.
    kitLanguageMissing: textLanguage === language ? '' : language,
    // Trades that price each job ask for a quote with photos (issue 25, decision 0059).
    contactFormKind: QUOTE_TRADES.has(trade) ? 'quote' : 'message',
  };
  return { content: websiteContentSchema.parse(content) as WebsiteContent, language, textLanguage };
}

/** The first website of `starterKit`, alone. */
export function starterWebsite(input: StartInput): WebsiteContent {
  return starterKit(input).content;
}
