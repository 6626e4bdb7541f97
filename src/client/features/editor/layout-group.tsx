import { NativeSelect, Stack, Text } from '@mantine/core';
import { CONTACT_FORM_KIND_LABELS, CONTACT_FORM_KINDS, type ContactFormKind, HERO_LAYOUT_LABELS, HERO_LAYOUTS, SERVICE_STYLE_LABELS, SERVICE_STYLES } from '../../../shared/website-fields';
import { heroLayoutOf, servicesStyleOf } from '../../../site/site-model';
import type { FieldGroupProps } from './editor-panel-groups';
import classes from './editor-page.module.css';
import { appText } from '../../i18n/app-text';

/**
 * The page's layout beside its theme (decision 0039): how the hero is laid out and how the Services
 * cards are shown. The trade kit chose both; the page beside the panel changes as soon as one is picked.
 */
export function LayoutGroup({ draft, set }: FieldGroupProps) {
  const hero = heroLayoutOf(draft);
  const services = servicesStyleOf(draft);
  const contactForm: ContactFormKind = draft.contactFormKind === 'quote' ? 'quote' : 'message';
  return (
    <Stack gap="xs" component="section" aria-label={appText('editor.layout')}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.groupTitle}>
        {appText('editor.layout')}
      </Text>
      <NativeSelect
        label={appText('editor.heroLayout')}
        description={HERO_LAYOUT_LABELS[hero].description}
        value={hero}
        onChange={(e) => set({ heroLayout: e.currentTarget.value })}
        data={HERO_LAYOUTS.map((value) => ({ value, label: HERO_LAYOUT_LABELS[value].label }))}
      />
      <NativeSelect
        label={appText('editor.servicesStyle')}
        description={SERVICE_STYLE_LABELS[services].description}
        value={services}
        onChange={(e) => set({ servicesStyle: e.currentTarget.value })}
        data={SERVICE_STYLES.map((value) => ({ value, label: SERVICE_STYLE_LABELS[value].label }))}
      />
      <NativeSelect
        label={appText('editor.contactForm')}
        description={CONTACT_FORM_KIND_LABELS[contactForm].description}
        value={contactForm}
        onChange={(e) => set({ contactFormKind: e.currentTarget.value })}
        data={CONTACT_FORM_KINDS.map((value) => ({ value, label: CONTACT_FORM_KIND_LABELS[value].label }))}
      />
    </Stack>
  );
}
