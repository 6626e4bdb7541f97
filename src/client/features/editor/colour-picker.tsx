import { ColorInput, type ColorInputProps } from '@mantine/core';

/** The UI kit's colour input with its picker: loaded when the owner reaches for a colour field (colour-field.tsx). */
export default function ColourPicker(props: ColorInputProps) {
  return <ColorInput {...props} />;
}
