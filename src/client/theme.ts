import { type CSSVariablesResolver, createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';

/**
 * Mantine's teal, its two darkest shades one step darker (decision 0055): teal.8, the brand green of
 * buttons, links and the light variant's text, is #087f5b (5.0:1 with white, 4.7:1 on the light tints)
 * instead of #099268 (3.9:1); teal.9, the hover and the active tab's text, is #066649 (7.0:1).
 * app.css --ww-accent is the same green for pages that render without the kit.
 */
const teal: MantineColorsTuple = [...DEFAULT_THEME.colors.teal.slice(0, 8), '#087f5b', '#066649'] as unknown as MantineColorsTuple;

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 8,
  colors: { teal },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  // The kit's icon-only buttons and spinners, named for a screen reader (axe button-name). The colour
  // input's eyedropper is named where the input is used (colour-picker.tsx, company-page.tsx).
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // A spinner is a status that says "Loading" (a name on a plain element is not allowed: aria-prohibited-attr).
    Loader: { defaultProps: { role: 'status', 'aria-label': 'Loading' } },
  },
});

/**
 * Text the kit draws in a light colour, at 4.5:1 or more (WCAG AA) on white and on the app's greys
 * (decision 0055): help text ("dimmed", gray.6 #868e96 is 3.3:1) is #5c636a (6.1:1 on white, 5.5:1 on
 * gray.1), and the light variant's text of the other colours the app uses is their 9th shade.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    // The light variant's text sits on a 10 % tint of its colour: teal.9 there (6.1:1), not teal.8 (4.4:1).
    '--mantine-color-teal-light-color': 'var(--mantine-color-teal-9)',
    '--mantine-color-red-light-color': 'var(--mantine-color-red-9)',
    '--mantine-color-orange-light-color': '#a33a05',
    '--mantine-color-yellow-light-color': '#8a5a00',
    '--mantine-color-gray-light-color': 'var(--mantine-color-gray-8)',
    '--mantine-color-blue-light-color': 'var(--mantine-color-blue-9)',
  },
  dark: {},
});
