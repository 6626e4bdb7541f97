import { Button, ColorInput, Divider, Group, SegmentedControl, Stack, Switch, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import type { Dispatch, ReactNode } from 'react';
import { Link } from 'react-router';
import { COLOR_PATTERN, DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR, isCtaLink, WEBSITE_LIMITS, type WebsiteContent } from '../../../shared/website';
import { BACKGROUND_IMAGE_MIN } from '../../../site/site-assets';
import { ImageUpload } from '../../components/image-upload';
import { paths } from '../../paths';
import type { EditMode, ViewMode } from './site-canvas';
import type { DraftAction } from './website-draft';
import classes from './editor-page.module.css';

const SWATCHES = ['#F7F7F7', '#FFFFFF', '#F1F5F9', '#FEF3C7', '#000000', '#1F2937', '#1E3A8A', '#1E6091', '#0F766E', '#166534', '#B45309', '#9F1239'];

export interface EditorPanelProps {
  draft: WebsiteContent;
  dirty: boolean;
  dispatch: Dispatch<DraftAction>;
  editMode: EditMode;
  onEditMode: (mode: EditMode) => void;
  viewMode: ViewMode;
  onViewMode: (mode: ViewMode) => void;
  onSave: () => void;
  onReset: () => void;
  saving: boolean;
  resetting: boolean;
  /** Under 600 px the panel folds into a bar above the page. */
  collapsible: boolean;
  open: boolean;
  onToggle: () => void;
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

function colorError(value: string) {
  return COLOR_PATTERN.test(value) ? undefined : 'Use a colour like #1E6091';
}

export function EditorPanel(props: EditorPanelProps) {
  const { draft, dirty, dispatch, collapsible, open } = props;
  const set = (patch: Partial<WebsiteContent>) => dispatch({ type: 'field', patch });
  const ctaLinkError = draft.ctaLink.trim() !== '' && !isCtaLink(draft.ctaLink.trim()) ? 'Use a full web address (https://…), or a mailto: or tel: link' : undefined;

  const actions = dirty && (
    <Group gap="xs" grow={!collapsible} wrap="nowrap">
      <Button onClick={props.onSave} loading={props.saving} size="xs" px="xs">
        Save Changes
      </Button>
      <Button variant="default" onClick={props.onReset} loading={props.resetting} disabled={props.saving} size="xs" px="xs">
        Reset Changes
      </Button>
    </Group>
  );

  return (
    <aside className={classes.panel} aria-label="Editor Options" data-open={open || undefined}>
      <div className={classes.panelHead}>
        {collapsible ? (
          <UnstyledButton onClick={props.onToggle} aria-expanded={open} aria-controls="editor-options" className={classes.panelToggle}>
            <Title order={2} size="h5">
              Editor Options
            </Title>
            <span aria-hidden="true" className={classes.chevron} data-open={open || undefined}>
              ▾
            </span>
          </UnstyledButton>
        ) : (
          <Title order={2} size="h4">
            Editor Options
          </Title>
        )}
        {collapsible && actions}
      </div>

      <Stack id="editor-options" gap="lg" className={classes.panelBody} hidden={collapsible && !open}>
        <Button component={Link} to={paths.settings} variant="light" fullWidth>
          Publish Settings
        </Button>
        {!collapsible && actions}
        {!dirty && !collapsible && (
          <Text size="xs" c="dimmed" ta="center">
            All changes saved
          </Text>
        )}

        <PanelGroup title="Edit Mode">
          <SegmentedControl
            fullWidth
            aria-label="Edit Mode"
            value={props.editMode}
            onChange={(v) => props.onEditMode(v as EditMode)}
            data={[
              { value: 'edit', label: 'Edit' },
              { value: 'preview', label: 'Preview' },
            ]}
          />
        </PanelGroup>

        <PanelGroup title="View Mode">
          <SegmentedControl
            fullWidth
            aria-label="View Mode"
            value={props.viewMode}
            onChange={(v) => props.onViewMode(v as ViewMode)}
            data={[
              { value: 'desktop', label: 'Desktop' },
              { value: 'mobile', label: 'Mobile' },
            ]}
          />
        </PanelGroup>

        <Divider />

        <PanelGroup title="Colors">
          <ColorInput
            label="Company Color"
            description="Background of the services section"
            format="hex"
            swatches={SWATCHES}
            value={draft.primaryColor}
            placeholder={DEFAULT_PRIMARY_COLOR}
            onChange={(primaryColor) => set({ primaryColor })}
            error={colorError(draft.primaryColor)}
            popoverProps={{ withinPortal: true }}
          />
          <ColorInput
            label="Secondary Color"
            description="Header, buttons and footer"
            format="hex"
            swatches={SWATCHES}
            value={draft.secondaryColor}
            placeholder={DEFAULT_SECONDARY_COLOR}
            onChange={(secondaryColor) => set({ secondaryColor })}
            error={colorError(draft.secondaryColor)}
            popoverProps={{ withinPortal: true }}
          />
        </PanelGroup>

        <PanelGroup title="Call to action">
          <Switch
            label="Show the CTA button"
            checked={draft.ctaEnabled}
            onChange={(e) => set({ ctaEnabled: e.currentTarget.checked })}
          />
          <TextInput
            label="Button label"
            placeholder="Get a quote"
            value={draft.ctaText}
            maxLength={WEBSITE_LIMITS.ctaText}
            onChange={(e) => set({ ctaText: e.currentTarget.value })}
          />
          <TextInput
            label="Button link"
            type="url"
            inputMode="url"
            placeholder="https://example.com/contact"
            value={draft.ctaLink}
            maxLength={WEBSITE_LIMITS.url}
            onChange={(e) => set({ ctaLink: e.currentTarget.value })}
            error={ctaLinkError}
          />
        </PanelGroup>

        <PanelGroup title="Hero">
          <ImageUpload
            label="Background Image"
            description={`Recommended at least ${BACKGROUND_IMAGE_MIN.width} × ${BACKGROUND_IMAGE_MIN.height} pixels`}
            value={draft.backgroundImg}
            minWidth={BACKGROUND_IMAGE_MIN.width}
            minHeight={BACKGROUND_IMAGE_MIN.height}
            onChange={(backgroundImg) => set({ backgroundImg })}
          />
        </PanelGroup>
      </Stack>
    </aside>
  );
}
