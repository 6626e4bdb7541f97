import type { FastifyBaseLogger } from 'fastify';
import { TRADES, type TradeId } from '../../../shared/trades';
import type { WebsiteContent } from '../../../shared/website';
import type { ImageJobs } from '../images/image-jobs';
import { waitForImage } from '../images/image-jobs';
import { TRADE_CATALOGUE } from '../onboarding/trade-catalogue';
import type { PhotoImporter } from './photo-import';
import type { FoundPhoto } from './photo-provider';

/*
 * Onboarding with a stock-photo provider (decision 0057): the kit's hero and service-card pictures are
 * replaced by the provider's best match for the trade's words ("Bakery", "bakery celebration cakes"),
 * downloaded into the owner's media and processed like uploads. Everything runs at once under one
 * time budget; a slot whose search, download or processing fails or is not done in time keeps the
 * kit's own picture, so /start never fails, and never waits much longer, because of the provider.
 */

/** How long /start may spend on photos in all. */
export const ONBOARDING_PHOTO_BUDGET_MS = 8000;
/** One search's own limit, within the budget. */
const SEARCH_TIMEOUT_MS = 3000;
const HERO_WIDTH = 1920;
const CARD_WIDTH = 1280;

interface Slot {
  /** 'backgroundImg', or the index of a service card. */
  target: 'hero' | number;
  query: string;
  width: number;
}

/** The searches for a trade's picture slots: the hero by the trade's name, each service card by the trade and the card's title. */
export function photoSlots(trade: TradeId, content: WebsiteContent): Slot[] {
  if (trade === 'other') return []; // no trade words to search by
  const tradeName = TRADES.find((t) => t.id === trade)?.label ?? trade;
  const kit = TRADE_CATALOGUE[trade];
  const slots: Slot[] = [{ target: 'hero', query: tradeName.toLowerCase(), width: HERO_WIDTH }];
  content.serviceItems.forEach((item, index) => {
    const card = kit.services[index];
    if (item.img && card) slots.push({ target: index, query: `${tradeName} ${card.title}`.toLowerCase(), width: CARD_WIDTH });
  });
  return slots;
}

export interface OnboardingPhotoDeps {
  importer: PhotoImporter;
  jobs: ImageJobs;
  mediaBaseUrl: string;
  log: FastifyBaseLogger;
  budgetMs?: number;
}

/** `content` with as many of its kit pictures replaced by stock photos as the budget allows. */
export async function withStockPhotos(content: WebsiteContent, trade: TradeId, accountId: string, deps: OnboardingPhotoDeps): Promise<WebsiteContent> {
  const slots = photoSlots(trade, content);
  if (slots.length === 0) return content;
  const started = Date.now();
  const budget = deps.budgetMs ?? ONBOARDING_PHOTO_BUDGET_MS;
  const left = () => Math.max(0, budget - (Date.now() - started));
  const provider = deps.importer.provider;

  // 1. Every slot's search at once.
  const searches = await Promise.all(
    slots.map((slot) =>
      provider.search(slot.query, { perPage: 6, landscape: true, width: slot.width, timeoutMs: Math.min(SEARCH_TIMEOUT_MS, left()) }).then(
        (found) => found.photos,
        (error: unknown) => {
          deps.log.warn({ err: error, query: slot.query }, 'onboarding: stock photo search failed; the kit picture stays');
          return [] as FoundPhoto[];
        },
      ),
    ),
  );
  // 2. The best match per slot, no photo twice on one page.
  const used = new Set<string>();
  const picks = slots.map((slot, i) => {
    const photo = searches[i]?.find((p) => !used.has(p.id));
    if (photo) used.add(photo.id);
    return { slot, photo };
  });
  // 3. Download, store and process them all at once, each within what is left of the budget.
  const results = await Promise.all(
    picks.map(async ({ slot, photo }) => {
      if (!photo || left() === 0) return undefined;
      try {
        const stored = await deps.importer.store(accountId, photo.chosen, { timeoutMs: left(), awaitReport: false });
        const status = await waitForImage(deps.jobs, stored.key, left());
        if (status.state !== 'ready') {
          deps.log.warn({ key: stored.key, state: status.state }, 'onboarding: stock photo not ready in time; the kit picture stays');
          return undefined;
        }
        return { slot, url: `${deps.mediaBaseUrl}${stored.key}` };
      } catch (error) {
        deps.log.warn({ err: error, query: slot.query }, 'onboarding: stock photo could not be stored; the kit picture stays');
        return undefined;
      }
    }),
  );
  let next = content;
  for (const result of results) {
    if (!result) continue;
    const { slot, url } = result;
    next =
      slot.target === 'hero'
        ? { ...next, backgroundImg: url }
        : { ...next, serviceItems: next.serviceItems.map((item, index) => (index === slot.target ? { ...item, img: url } : item)) };
  }
  return next;
}
