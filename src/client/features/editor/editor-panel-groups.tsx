import { SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { COLOR_PATTERN, DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR, isCtaLink, WEBSITE_LIMITS, withLinkScheme, type WebsiteContent } from '../../../shared/website';
import { WEBSITE_FIELDS } from '../../../shared/website-fields';
import { BACKGROUND_IMAGE_MIN } from '../../../site/site-assets';
import { ImageUpload } from '../../components/image-upload';
import { ColourField } from './colour-field';
import { ColourPairWarning } from './colour-warning';
import type { EditMode, ViewMode } from './site-canvas';
import classes from './editor-page.module.css';

/** A group of website fields: the draft and a way to change some of them. */
export interface FieldGroupProps {
  draft: WebsiteContent;
  set: (patch: Partial<WebsiteContent>) => void;
}

function PanelGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.groupTitle}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function ModeGroup<Mode extends string>({ title, value, onChange, modes }: {
  title: string;
  value: Mode;
  onChange: (mode: Mode) => void;
  modes: { value: Mode; label: string }[];
}) {
  return (
    <PanelGroup title={title}>
      <SegmentedControl fullWidth aria-label={title} value={value} onChange={(v) => onChange(v as Mode)} data={modes} />
    </PanelGroup>
  );
}

export function EditModeGroup({ value, onChange }: { value: EditMode; onChange: (mode: EditMode) => void }) {
  return (
    <ModeGroup
      title="Edit Mode"
      value={value}
      onChange={onChange}
      modes={[
        { value: 'edit', label: 'Edit' },
        { value: 'preview', label: 'Preview' },
      ]}
    />
  );
}

export function ViewModeGroup({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  return (
    <ModeGroup
      title="View Mode"
      value={value}
      onChange={onChange}
      modes={[
        { value: 'desktop', label: 'Desktop' },
        { value: 'mobile', label: 'Mobile' },
      ]}
    />
  );
}

function colorError(value: string) {
  return COLOR_PATTERN.test(value) ? undefined : 'Use a colour like #1E6091';
}

export function ColorsGroup({ draft, set }: FieldGroupProps) {
  return (
    <PanelGroup title="Colors">
      <ColourField
        label="Company Color"
        description="Background of the services section"
        value={draft.primaryColor}
        placeholder={DEFAULT_PRIMARY_COLOR}
        onChange={(primaryColor) => set({ primaryColor })}
        error={colorError(draft.primaryColor)}
      />
      <ColourField
        label="Secondary Color"
        description="Header, buttons and footer"
        value={draft.secondaryColor}
        placeholder={DEFAULT_SECONDARY_COLOR}
        onChange={(secondaryColor) => set({ secondaryColor })}
        error={colorError(draft.secondaryColor)}
      />
      <ColourPairWarning primary={draft.primaryColor} secondary={draft.secondaryColor} />
    </PanelGroup>
  );
}

export function CallToActionGroup({ draft, set }: FieldGroupProps) {
  // The server adds https:// (or mailto:, tel:) the same way; the owner sees it once they leave the field.
  const link = withLinkScheme(draft.ctaLink, WEBSITE_FIELDS.ctaLink.accepts);
  const linkError = link !== '' && !isCtaLink(link) ? 'Enter a web address like example.com/contact, an e-mail address or a phone number' : undefined;
  return (
    <PanelGroup title="Call to action">
      <Switch label="Show the CTA button" checked={draft.ctaEnabled} onChange={(e) => set({ ctaEnabled: e.currentTarget.checked })} />
      <TextInput
        label="Button label"
        placeholder="Get a quote"
        value={draft.ctaText}
        maxLength={WEBSITE_LIMITS.ctaText}
        onChange={(e) => set({ ctaText: e.currentTarget.value })}
      />
      <TextInput
        label="Button link"
        inputMode="url"
        placeholder="example.com/contact"
        value={draft.ctaLink}
        maxLength={WEBSITE_LIMITS.url}
        onChange={(e) => set({ ctaLink: e.currentTarget.value })}
        onBlur={() => link !== draft.ctaLink && set({ ctaLink: link })}
        error={linkError}
      />
    </PanelGroup>
  );
}

export function HeroGroup({ draft, set }: FieldGroupProps) {
  return (
    <PanelGroup title="Hero">
      <ImageUpload
        label="Background Image"
        description={`Recommended at least ${BACKGROUND_IMAGE_MIN.width} × ${BACKGROUND_IMAGE_MIN.height} pixels`}
        value={draft.backgroundImg}
        minWidth={BACKGROUND_IMAGE_MIN.width}
        minHeight={BACKGROUND_IMAGE_MIN.height}
        onChange={(backgroundImg) => set({ backgroundImg })}
        focus={draft.backgroundImgFocus}
        onFocusChange={(backgroundImgFocus) => set({ backgroundImgFocus })}
      />
    </PanelGroup>
  );
}
