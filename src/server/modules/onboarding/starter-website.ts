import { stockCardPath, stockHeroPath } from '../../../shared/stock-images';
import type { StartInput } from '../../../shared/onboarding-schema';
import { emptyWebsiteContent, type WebsiteContent } from '../../../shared/website';
import { websiteContentSchema } from '../../../shared/website-schema';
import { TRADE_CATALOGUE, type StarterCard } from './trade-catalogue';

/** "(555) 010-0199 ext. 4" → "tel:5550100199"; undefined when there are too few digits to dial. */
export function telLink(phone: string): string | undefined {
  const digits = phone.split(/(?:ext|x|#)/i)[0]?.replace(/[^0-9+]/g, '').replace(/(?!^)\+/g, '') ?? '';
  return digits.replace('+', '').length >= 3 ? `tel:${digits}` : undefined;
}

/**
 * A complete first website for a trade, in the owner's words where they gave them (company, town,
 * phone) and ours everywhere else. Checked against the website schema like any save, so a kit can
 * never produce a document the editor would refuse.
 */
export function starterWebsite({ trade, companyName, town, phone }: StartInput): WebsiteContent {
  const kit = TRADE_CATALOGUE[trade];
  const fill = (text: string) => text.replaceAll('{company}', companyName).replaceAll('{town}', town);
  const cards = (list: StarterCard[], withImages: boolean) =>
    list.map((card, index) => ({
      index,
      title: fill(card.title),
      description: fill(card.description),
      ...(withImages ? { img: stockCardPath(kit.family, index) } : {}),
    }));
  const tel = phone ? telLink(phone) : undefined;
  const content: WebsiteContent = {
    ...emptyWebsiteContent(),
    headerTitle: companyName,
    companyName,
    tagline: fill(kit.tagline),
    companyDescription: fill(kit.intro),
    aboutMeTitle: fill(kit.aboutTitle),
    aboutMe: fill(kit.about),
    serviceItemsTitle: fill(kit.servicesTitle),
    serviceItems: cards(kit.services, true),
    otherTitle: fill(kit.infoTitle),
    otherItems: cards(kit.info, false),
    phone,
    addressFreeForm: town,
    backgroundImg: stockHeroPath(kit.family),
    ctaEnabled: tel !== undefined,
    ctaText: tel ? kit.cta : '',
    ctaLink: tel ?? '',
    primaryColor: kit.primaryColor,
    secondaryColor: kit.secondaryColor,
    contactText: fill(kit.contactText),
  };
  return websiteContentSchema.parse(content) as WebsiteContent;
}
