import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isArgumentElement, isPluralElement, isSelectElement, isTagElement, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { OWNER_TEXT, ownerText, type OwnerTextKey } from '../../shared/i18n/owner-text';
import { APP_TEXT, appRich, appText, SCREEN_TEXT, type AppTextKey } from './app-text';

const CLIENT = path.join(import.meta.dirname, '..');
const keys = Object.keys(APP_TEXT) as AppTextKey[];

/** The arguments and tags a message asks for, so the test can fill them in. */
function argumentsOf(elements: MessageFormatElement[], into = new Map<string, 'value' | 'tag'>()) {
  for (const e of elements) {
    if (isTagElement(e)) {
      into.set(e.value, 'tag');
      argumentsOf(e.children, into);
    } else if (isPluralElement(e) || isSelectElement(e)) {
      into.set(e.value, 'value');
      for (const option of Object.values(e.options)) argumentsOf(option.value, into);
    } else if (isArgumentElement(e) || 'value' in e && e.type !== 0) into.set((e as { value: string }).value, 'value');
  }
  return into;
}

describe('the app catalogue (issue 28 part 4)', () => {
  it('has keys grouped by screen, each message a valid ICU message', () => {
    for (const key of keys) {
      expect(key).toMatch(/^[a-z][a-zA-Z-]*\.[a-zA-Z0-9.]+$/);
      expect(() => parse(APP_TEXT[key]), key).not.toThrow();
    }
  });

  it('gives a message without placeholders back exactly as written (the spec\'s strings stay byte for byte)', () => {
    for (const key of keys) {
      if (/[{}'<]/.test(APP_TEXT[key])) continue;
      expect(appText(key)).toBe(APP_TEXT[key]);
    }
  });

  it('formats every message with its placeholders and tags filled in, leaving no ICU syntax behind', () => {
    for (const key of keys) {
      const args = argumentsOf(parse(APP_TEXT[key]));
      if (args.size === 0) continue;
      const values = Object.fromEntries([...args].map(([name, kind]) => [name, kind === 'tag' ? (chunks: ReactNode[]) => chunks.join('') : name === 'count' ? 2 : `<${name}>`]));
      const out = [...args.values()].includes('tag') ? appRich(key, values) : appText(key, values as Record<string, string | number>);
      expect(typeof out === 'string' || typeof out === 'object', key).toBe(true);
      if (typeof out === 'string') expect(out, key).not.toMatch(/\{|\}/);
    }
  });

  it('counts in plurals: one and other', () => {
    for (const key of keys.filter((k) => /\{count, plural,/.test(APP_TEXT[k]))) {
      const others = Object.fromEntries([...argumentsOf(parse(APP_TEXT[key])).keys()].map((name) => [name, name]));
      expect(appText(key, { ...others, count: 1 }), key).not.toBe(appText(key, { ...others, count: 2 }));
    }
  });

  it('has every key the app asks for', () => {
    const files = readdirSync(CLIENT, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
      .map((e) => path.join(e.parentPath, e.name));
    const used = new Set<string>();
    for (const file of files) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\b(?:appText|appRich|t)\(\s*'([^']+)'/g)) used.add(m[1] as string);
    }
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((key) => !(key in APP_TEXT))).toEqual([]);
  });
});

describe('the shared catalogue in the app catalogue (issue 28 part 4, decision 0068)', () => {
  const area = (key: string) => key.split('.')[0];

  it('is all in APP_TEXT, in areas of its own, so no screen key hides a shared one or the other way round', () => {
    for (const key of Object.keys(OWNER_TEXT) as OwnerTextKey[]) expect(APP_TEXT[key], key).toBe(OWNER_TEXT[key]);
    const screenAreas = new Set(Object.keys(SCREEN_TEXT).map(area));
    expect([...new Set(Object.keys(OWNER_TEXT).map(area))].filter((a) => screenAreas.has(a))).toEqual([]);
  });

  it('says the same on the server (ownerText) as on the client (appText)', () => {
    for (const key of Object.keys(OWNER_TEXT) as OwnerTextKey[]) {
      const args = argumentsOf(parse(OWNER_TEXT[key]));
      const values = Object.fromEntries([...args.keys()].map((name) => [name, `<${name}>`]));
      expect(ownerText(key, values), key).toBe(appText(key, values));
    }
  });

  it('gives a message without placeholders back exactly as written, apostrophes and quotes too (the moved sentences stay byte for byte)', () => {
    for (const key of Object.keys(OWNER_TEXT) as OwnerTextKey[]) {
      if (argumentsOf(parse(OWNER_TEXT[key])).size === 0) expect(ownerText(key), key).toBe(OWNER_TEXT[key]);
    }
  });

  it('writes a number given as a string as it is, so a limit reads as the schema set it', () => {
    expect(ownerText('validation.textTooLong', { label: 'About Me text', maximum: '3000' })).toBe('About Me text must be at most 3000 characters.');
    expect(ownerText('operator.viewOperator')).toBe("An operator's account cannot be viewed as its owner.");
    expect(ownerText('refusal.publish.versionPruned', { version: '3', keep: '20' })).toBe(
      'Version 3 can no longer be restored: only the newest 20 versions are kept. Restore a newer version, or change your website and publish it again.',
    );
    expect(ownerText('refusal.publish.versionPruned', { version: '3', keep: 'none' })).toMatch(/only the newest versions are kept/);
    expect(ownerText('websiteRules.unknownFields', { what: 'Card', count: 1, keys: 'x' })).toBe('Card has unknown field: x.');
    expect(ownerText('websiteRules.unknownFields', { what: 'Card', count: 2, keys: 'x, y' })).toBe('Card has unknown fields: x, y.');
  });
});

