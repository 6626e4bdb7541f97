import { Select, Stack, Text } from '@mantine/core';
import { THEME_LABELS, THEMES, type ThemeName } from '../../../shared/website-fields';
import type { FieldGroupProps } from './editor-panel-groups';
import classes from './editor-page.module.css';

const OPTIONS = THEMES.map((value) => ({ value, label: THEME_LABELS[value].label }));

/** The site's look (issue 13): the page beside the panel changes as soon as one is picked. */
export function ThemeGroup({ draft, set }: FieldGroupProps) {
  const theme = (THEMES as readonly string[]).includes(draft.theme) ? (draft.theme as ThemeName) : 'classic';
  return (
    <Stack gap="xs" component="section" aria-label="Look">
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.groupTitle}>
        Look
      </Text>
      <Select
        label="Theme"
        description={THEME_LABELS[theme].description}
        data={OPTIONS}
        value={theme}
        allowDeselect={false}
        onChange={(value) => value && set({ theme: value })}
        comboboxProps={{ withinPortal: true }}
      />
    </Stack>
  );
}
