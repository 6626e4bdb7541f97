import { Alert } from '@mantine/core';
import { COLOR_PATTERN } from '../../../shared/website';
import { contrastRatio } from '../../../site/color';
import { appText } from '../../i18n/app-text';

/** Below this the two colours cannot carry text or buttons on each other (WCAG's 3:1 for large text and controls). */
export const WEAK_PAIR_RATIO = 3;

/**
 * Warns when the owner's two colours are too close in brightness. The page stays readable anyway
 * (site/color.ts picks light or dark text and pulls accents until they pass AA), but the owner
 * should know their colour will then look different from the one they picked.
 */
export function ColourPairWarning({ primary, secondary }: { primary: string; secondary: string }) {
  if (!COLOR_PATTERN.test(primary) || !COLOR_PATTERN.test(secondary)) return null;
  const ratio = contrastRatio(primary, secondary);
  if (ratio >= WEAK_PAIR_RATIO) return null;
  return (
    <Alert color="yellow" variant="light" role="status" title={appText('editor.theseColoursAreHard')} data-testid="colour-warning">
      {appText('editor.contrastWarning', { ratio: ratio.toFixed(1) })}
    </Alert>
  );
}
