/** The example screen's words (issue 28 part 4). */
export const EXAMPLE_TEXT = {
  'example.thisIsAnExample': 'This is an example website for an irrigation company — your own site is made in the Editor.',
  'example.openTheEditor': 'Open the editor',
} as const;
