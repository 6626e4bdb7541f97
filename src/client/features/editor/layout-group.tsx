import { NativeSelect, Stack, Text } from '@mantine/core';
import { HERO_LAYOUT_LABELS, HERO_LAYOUTS, SERVICE_STYLE_LABELS, SERVICE_STYLES } from '../../../shared/website-fields';
import { heroLayoutOf, servicesStyleOf } from '../../../site/site-model';
import type { FieldGroupProps } from './editor-panel-groups';
import classes from './editor-page.module.css';

/**
 * The page's layout beside its theme (decision 0039): how the hero is laid out and how the Services
 * cards are shown. The trade kit chose both; the page beside the panel changes as soon as one is picked.
 */
export function LayoutGroup({ draft, set }: FieldGroupProps) {
  const hero = heroLayoutOf(draft);
  const services = servicesStyleOf(draft);
  return (
    <Stack gap="xs" component="section" aria-label="Layout">
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.groupTitle}>
        Layout
      </Text>
      <NativeSelect
        label="Hero layout"
        description={HERO_LAYOUT_LABELS[hero].description}
        value={hero}
        onChange={(e) => set({ heroLayout: e.currentTarget.value })}
        data={HERO_LAYOUTS.map((value) => ({ value, label: HERO_LAYOUT_LABELS[value].label }))}
      />
      <NativeSelect
        label="Services style"
        description={SERVICE_STYLE_LABELS[services].description}
        value={services}
        onChange={(e) => set({ servicesStyle: e.currentTarget.value })}
        data={SERVICE_STYLES.map((value) => ({ value, label: SERVICE_STYLE_LABELS[value].label }))}
      />
    </Stack>
  );
}
