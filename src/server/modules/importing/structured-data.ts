import { decodeHTML } from 'entities';
import { DomUtils } from 'htmlparser2';
import type { Element } from 'domhandler';

/*
 * schema.org data on a page, in one shape whichever way it was written: JSON-LD blocks, and
 * microdata (itemscope/itemprop) turned into the same objects, so one reader handles both
 * (site-page-reader.ts). Entities inside JSON-LD strings (which the HTML parser leaves alone in a
 * <script>) are decoded by `entities`, htmlparser2's own decoder.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Decodes HTML entities with the parser's maintained decoder (htmlparser2's `entities`). */
export const decodeEntities = (s: string) => decodeHTML(s);

export function str(value: Json | undefined): string | undefined {
  if (typeof value === 'string') return oneLine(decodeEntities(value)) || undefined;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(str).find((v) => v !== undefined);
  if (value && typeof value === 'object') {
    if ('@value' in value) return str(value['@value']);
    if ('name' in value) return str(value.name);
  }
  return undefined;
}

export function typesOf(node: JsonObject): string[] {
  const t = node['@type'];
  return (Array.isArray(t) ? t : [t]).filter((x): x is string => typeof x === 'string').map((x) => x.replace(/^.*[/#]/, ''));
}

/** Every object in a JSON-LD value, nested ones included (bounded, so a hostile page cannot make us walk forever). */
export function objects(value: Json, out: JsonObject[] = [], depth = 0): JsonObject[] {
  if (depth > 8 || out.length > 400) return out;
  if (Array.isArray(value)) for (const v of value) objects(v, out, depth + 1);
  else if (value && typeof value === 'object') {
    out.push(value);
    for (const v of Object.values(value)) if (v && typeof v === 'object') objects(v, out, depth + 1);
  }
  return out;
}

/** The top-level objects of a page's JSON-LD blocks, and how many blocks were not JSON. */
export function jsonLdBlocks(all: Element[]): { roots: Json[]; malformed: number } {
  const roots: Json[] = [];
  let malformed = 0;
  for (const script of all.filter((el) => el.name === 'script' && (el.attribs.type ?? '').toLowerCase().includes('ld+json'))) {
    try {
      roots.push(JSON.parse(DomUtils.textContent(script)) as Json);
    } catch {
      malformed += 1;
    }
  }
  return { roots, malformed };
}

function propValue(el: Element): Json {
  if (el.attribs.itemscope !== undefined) return microdataItem(el);
  if (el.attribs.content !== undefined) return el.attribs.content;
  if (el.name === 'a' || el.name === 'link') {
    // <a itemprop="telephone" href="tel:…">(512) 555-0143</a>: the number as written.
    const href = el.attribs.href ?? '';
    return /^(tel|mailto):/i.test(href) ? oneLine(DomUtils.textContent(el)) || decodeURIComponent(href.replace(/^(tel|mailto):/i, '')) : href;
  }
  if (el.name === 'img' || el.name === 'source') return el.attribs.src ?? el.attribs['data-src'] ?? '';
  if (el.name === 'time') return el.attribs.datetime ?? DomUtils.textContent(el);
  if (el.name === 'meta') return el.attribs.content ?? '';
  return oneLine(DomUtils.textContent(el));
}

function collectProps(el: Element, into: JsonObject, depth: number): void {
  if (depth > 30) return;
  for (const child of el.children) {
    if (child.type !== 'tag' && child.type !== 'script' && child.type !== 'style') continue;
    const c = child as Element;
    const names = (c.attribs.itemprop ?? '').split(/\s+/).filter(Boolean);
    for (const name of names) {
      const value = propValue(c);
      const had = into[name];
      into[name] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value];
    }
    // A nested item keeps its own properties.
    if (c.attribs.itemscope === undefined) collectProps(c, into, depth + 1);
  }
}

function microdataItem(el: Element): JsonObject {
  const item: JsonObject = {};
  const type = (el.attribs.itemtype ?? '').split(/\s+/)[0];
  if (type) item['@type'] = type.replace(/^.*[/#]/, '');
  collectProps(el, item, 0);
  return item;
}

/** The page's top-level microdata items (those not a property of another), as JSON-LD-like objects. */
export function microdataItems(all: Element[]): JsonObject[] {
  return all
    .filter((el) => el.attribs.itemscope !== undefined && el.attribs.itemprop === undefined)
    .slice(0, 100)
    .map(microdataItem);
}
