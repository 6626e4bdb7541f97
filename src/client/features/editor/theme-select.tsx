import { Select, type SelectProps } from '@mantine/core';

/** The UI kit's select with its dropdown: loaded when the owner reaches for the Theme field (theme-group.tsx). */
export default function ThemeSelect(props: SelectProps) {
  return <Select {...props} />;
}
