import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_LABELS, THEMES, type ThemeName } from '../shared/website-fields';
import { STYLED_THEMES } from './themes';

const css = (file: string) => readFileSync(path.join(import.meta.dirname, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
/** The stylesheet's rules outside @media blocks (the hero's first look on a phone and on a wide screen alike). */
const topLevelRules = (text: string) => {
  const rules: { selector: string; body: string }[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') {
      if (depth === 0) start = i;
      depth++;
    } else if (text[i] === '}') {
      depth--;
      if (depth === 0) {
        const selector = text.slice(text.lastIndexOf('}', start) + 1, start).trim();
        if (!selector.startsWith('@')) rules.push({ selector, body: text.slice(start + 1, i) });
      }
    }
  }
  return rules;
};

/** Whether the theme's hero title is centred: its own stylesheet, over the shared one. */
function heroCentred(theme: ThemeName): boolean {
  const sheets = [css('site.css'), ...((STYLED_THEMES as readonly string[]).includes(theme) ? [css(`themes/${theme}.css`)] : [])];
  let centred = false;
  for (const sheet of sheets) {
    for (const { selector, body } of topLevelRules(sheet)) {
      const forTheme = !selector.includes('[data-theme=') || selector.includes(`[data-theme='${theme}']`);
      if (forTheme && /\.ww-hero__inner\s*$/.test(selector.split(',').at(-1) ?? '') && /text-align:\s*(\w+)/.test(body)) {
        centred = /text-align:\s*center/.test(body);
      }
    }
  }
  return centred;
}

describe("the themes' descriptions (issue 23: Classic was said to be centred and was not)", () => {
  it('say the title is centred exactly where the stylesheet centres it, and never the opposite', () => {
    for (const theme of THEMES) {
      const { description } = THEME_LABELS[theme];
      const centred = heroCentred(theme);
      if (/centred/i.test(description)) expect(centred, `${theme}: "${description}"`).toBe(true);
      if (/left/i.test(description)) expect(centred, `${theme}: "${description}"`).toBe(false);
    }
    expect(heroCentred('classic')).toBe(false);
    expect(heroCentred('friendly')).toBe(true);
  });
});
