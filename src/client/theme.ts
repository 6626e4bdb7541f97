import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'teal',
  // teal.8 (#099268): white text on it reads well; app.css --ww-accent is the same colour for plain pages.
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
});
