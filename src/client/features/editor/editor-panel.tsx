import { Anchor, Button, Divider, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { Dispatch } from 'react';
import { Link } from 'react-router';
import type { WebsiteContent } from '../../../shared/website';
import { paths } from '../../paths';
import { CallToActionGroup, ColorsGroup, EditModeGroup, HeroGroup, ViewModeGroup } from './editor-panel-groups';
import type { EditMode, ViewMode } from './site-canvas';
import { SectionOrderGroup } from './section-order-group';
import { ThemeGroup } from './theme-group';
import { LayoutGroup } from './layout-group';
import { UndoButtons } from './undo-controls';
import type { DraftAction } from './website-draft';
import classes from './editor-page.module.css';

export interface EditorPanelProps {
  draft: WebsiteContent;
  dirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
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

export function EditorPanel(props: EditorPanelProps) {
  const { draft, dirty, dispatch, collapsible, open } = props;
  const set = (patch: Partial<WebsiteContent>) => dispatch({ type: 'field', patch });
  const actions = dirty && <SaveActions {...props} />;

  return (
    <aside className={classes.panel} aria-label="Editor Options" data-open={open || undefined}>
      <div className={classes.panelHead}>
        <PanelTitle collapsible={collapsible} open={open} onToggle={props.onToggle} />
        {collapsible && actions}
      </div>

      <Stack id="editor-options" gap="lg" className={classes.panelBody} hidden={collapsible && !open}>
        <Button component={Link} to={`${paths.settings}?publish=1`} fullWidth>
          Preview and publish
        </Button>
        <Button component={Link} to={paths.settings} variant="light" fullWidth>
          Publish Settings
        </Button>
        <UndoButtons canUndo={props.canUndo} canRedo={props.canRedo} dispatch={dispatch} />
        <Anchor component={Link} to={paths.example} size="sm" ta="center">
          See an example website
        </Anchor>
        {!collapsible && actions}
        {!dirty && !collapsible && (
          <Text size="xs" c="dimmed" ta="center">
            All changes saved
          </Text>
        )}
        <EditModeGroup value={props.editMode} onChange={props.onEditMode} />
        <ViewModeGroup value={props.viewMode} onChange={props.onViewMode} />
        <Divider />
        <ThemeGroup draft={draft} set={set} />
        <LayoutGroup draft={draft} set={set} />
        <SectionOrderGroup draft={draft} dispatch={dispatch} />
        <ColorsGroup draft={draft} set={set} />
        <CallToActionGroup draft={draft} set={set} />
        <HeroGroup draft={draft} set={set} />
      </Stack>
    </aside>
  );
}

/** On a phone the title is the button that folds the panel open. */
function PanelTitle({ collapsible, open, onToggle }: Pick<EditorPanelProps, 'collapsible' | 'open' | 'onToggle'>) {
  if (!collapsible) {
    return (
      <Title order={2} size="h4">
        Editor Options
      </Title>
    );
  }
  return (
    <UnstyledButton onClick={onToggle} aria-expanded={open} aria-controls="editor-options" className={classes.panelToggle}>
      <Title order={2} size="h5">
        Editor Options
      </Title>
      <span aria-hidden="true" className={classes.chevron} data-open={open || undefined}>
        ▾
      </span>
    </UnstyledButton>
  );
}

function SaveActions({ collapsible, onSave, onReset, saving, resetting }: EditorPanelProps) {
  return (
    <Group gap="xs" grow={!collapsible} wrap="nowrap">
      <Button onClick={onSave} loading={saving} size="xs" px="xs">
        Save Changes
      </Button>
      <Button variant="default" onClick={onReset} loading={resetting} disabled={saving} size="xs" px="xs">
        Reset Changes
      </Button>
    </Group>
  );
}
