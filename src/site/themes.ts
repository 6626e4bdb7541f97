import type { ThemeName } from '../shared/website-fields';

/*
 * The web fonts of each theme (decision 0015): self-hosted WOFF2 files from @fontsource packages,
 * latin subset, at most two families per theme, each file preloaded and shown with font-display: swap.
 * The theme's other rules are in themes/<name>.css; 'classic' is the look from before themes, on the
 * system font with no stylesheet of its own.
 */

export interface ThemeFont {
  family: string;
  /** The @fontsource package and its latin-subset file. */
  pkg: string;
  file: string;
  weight: number;
}

const font = (family: string, pkg: string, weight: number): ThemeFont => ({ family, pkg, weight, file: `files/${pkg.split('/')[1]}-latin-${weight}-normal.woff2` });

export const THEME_FONTS: Record<ThemeName, ThemeFont[]> = {
  classic: [],
  bold: [font('Oswald', '@fontsource/oswald', 600)],
  elegant: [font('Playfair Display', '@fontsource/playfair-display', 600)],
  friendly: [font('Nunito', '@fontsource/nunito', 800), font('Nunito', '@fontsource/nunito', 400)],
  studio: [font('Space Grotesk', '@fontsource/space-grotesk', 600), font('DM Sans', '@fontsource/dm-sans', 400)],
};

/** Themes with a stylesheet of their own (themes/<name>.css). */
export const STYLED_THEMES = ['bold', 'elegant', 'friendly', 'studio'] as const satisfies readonly ThemeName[];
