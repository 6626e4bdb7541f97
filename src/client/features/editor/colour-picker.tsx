import { ColorInput, type ColorInputProps } from '@mantine/core';
import { appText } from '../../i18n/app-text';

/** The UI kit's colour input with its picker: loaded when the owner reaches for a colour field (colour-field.tsx). */
export default function ColourPicker(props: ColorInputProps) {
  // The eyedropper is an icon-only button: named for a screen reader (axe button-name).
  return <ColorInput eyeDropperButtonProps={{ 'aria-label': appText('editor.pickAColourFrom') }} {...props} />;
}
