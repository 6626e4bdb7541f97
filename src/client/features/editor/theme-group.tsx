import { ComboboxChevron, InputBase, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { THEME_LABELS, THEMES, type ThemeName } from '../../../shared/website-fields';
import { OnDemand } from '../../components/on-demand';
import type { FieldGroupProps } from './editor-panel-groups';
import classes from './editor-page.module.css';
import { appText } from '../../i18n/app-text';

const OPTIONS = THEMES.map((value) => ({ value, label: THEME_LABELS[value].label }));
const loadSelect = () => import('./theme-select');

/**
 * The site's look (issue 13): the page beside the panel changes as soon as one is picked. The select's
 * code (its dropdown, list and keyboard handling) loads when the owner reaches for it; until then the
 * field is drawn as the closed select draws itself, and a click made meanwhile opens it once loaded.
 */
export function ThemeGroup({ draft, set }: FieldGroupProps) {
  const theme = (THEMES as readonly string[]).includes(draft.theme) ? (draft.theme as ThemeName) : 'classic';
  // Whether the list is open, kept here: a click on the stand-in opens the select once it is loaded.
  const [opened, setOpened] = useState(false);
  // A select-only combobox (ARIA 1.2): the role that lets the field say whether its list is open.
  const field = { label: appText('editor.theme'), description: THEME_LABELS[theme].description, role: 'combobox' };
  return (
    <Stack gap="xs" component="section" aria-label={appText('editor.look')}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.groupTitle}>
        {appText('editor.look')}
      </Text>
      <OnDemand
        load={loadSelect}
        render={({ default: Select }) => (
          <Select
            {...field}
            data={OPTIONS}
            value={theme}
            allowDeselect={false}
            onChange={(value) => value && set({ theme: value })}
            comboboxProps={{ withinPortal: true }}
            dropdownOpened={opened}
            onDropdownOpen={() => setOpened(true)}
            onDropdownClose={() => setOpened(false)}
          />
        )}
        standIn={
          <InputBase
            {...field}
            value={THEME_LABELS[theme].label}
            readOnly
            pointer
            autoComplete="off"
            aria-haspopup="listbox"
            aria-expanded={false}
            rightSection={<ComboboxChevron />}
            rightSectionPointerEvents="none"
            onClick={() => setOpened(true)}
          />
        }
      />
    </Stack>
  );
}
