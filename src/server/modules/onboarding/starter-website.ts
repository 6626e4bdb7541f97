import { STOCK_IMAGE_PREFIX } from '../../../shared/stock-images';
import type { StartInput } from '../../../shared/onboarding-schema';
import { TRADE_PICTURES, tradePictureName } from '../../../shared/trade-pictures';
import { emptyWebsiteContent, type Item, type WebsiteContent } from '../../../shared/website';
import { websiteContentSchema } from '../../../shared/website-schema';
import { dialHref, displayPhone } from '../../../site/phone-numbers';
import { localise } from './kit-text';
import { TRADE_CATALOGUE, type StarterCard } from './trade-catalogue';

/** A phone number as a tel: link by the rules of the site's country; undefined when there are too few digits to dial. */
export function telLink(phone: string, country = ''): string | undefined {
  return dialHref(phone, country);
}

/**
 * A complete first website for a trade, in the owner's words where they gave them (company, town,
 * phone, country) and the kit's everywhere else (decision 0039): the kit's look and pictures, its words
 * in the country's spelling and trade terms, its claims only the owner can confirm marked to stay off
 * the page until they do, and its Opening hours section switched on but hidden until hours are entered.
 * Checked against the website schema like any save, so a kit can never produce a document the editor
 * would refuse.
 */
export function starterWebsite({ trade, companyName, town, phone, country = '' }: StartInput): WebsiteContent {
  const kit = TRADE_CATALOGUE[trade];
  const say = (text: string) => localise(text.replaceAll('{company}', companyName).replaceAll('{town}', town), country);
  const picture = (name: string | undefined) => {
    const names: readonly string[] = TRADE_PICTURES[trade];
    return name && names.includes(name) ? `${STOCK_IMAGE_PREFIX}${tradePictureName(trade, name)}` : undefined;
  };
  const cards = (list: StarterCard[]): Item[] =>
    list.map((card, index) => {
      const img = picture(card.picture);
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
    theme: kit.theme,
    heroLayout: kit.heroLayout,
    servicesStyle: kit.servicesStyle,
    headerTitle: companyName,
    companyName,
    tagline: say(kit.tagline),
    companyDescription: say(kit.intro),
    aboutMeTitle: say(kit.aboutTitle),
    aboutMe: say(kit.about),
    serviceItemsTitle: say(kit.servicesTitle),
    serviceItems: cards(kit.services),
    otherTitle: say(kit.infoTitle),
    otherItems: cards(kit.info),
    phone: phone ? displayPhone(phone, country) : '',
    addressFreeForm: town,
    backgroundImg: picture('hero') ?? emptyWebsiteContent().backgroundImg,
    // Hours are the owner's to give: the section is on for trades with premises and shows once filled in.
    enableHours: kit.hours === true,
    ctaEnabled: tel !== undefined,
    ctaText: tel ? say(kit.cta) : '',
    ctaLink: tel ?? '',
    primaryColor: kit.primaryColor,
    secondaryColor: kit.secondaryColor,
    contactText: say(kit.contactText),
  };
  return websiteContentSchema.parse(content) as WebsiteContent;
}
