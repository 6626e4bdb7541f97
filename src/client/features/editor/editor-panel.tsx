import { Anchor, Button, Divider, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { memo, useCallback, type Dispatch } from 'react';
import { Link } from 'react-router';
import type { WebsiteContent } from '../../../shared/website';
import { paths } from '../../paths';
import { CallToActionGroup as CallToActionFields, ColorsGroup as ColorsFields, EditLanguageGroup, EditModeGroup, HeroGroup as HeroFields, ViewModeGroup } from './editor-panel-groups';
import { siteLanguageOf, type SiteLanguage } from '../../../shared/site-languages';
import { secondLanguageOf } from '../../../shared/translations';
import type { EditMode, ViewMode } from './site-canvas';
import { SectionOrderGroup as SectionOrderFields } from './section-order-group';
import { ThemeGroup as ThemeFields } from './theme-group';
import { LayoutGroup as LayoutFields } from './layout-group';
import { trackedReads } from '../../../site/read-tracking';
import { UndoButtons } from './undo-controls';
import type { DraftAction } from './website-draft';
import classes from './editor-page.module.css';
import { appText } from '../../i18n/app-text';

/*
 * The groups of fields, each rendered again only when a field of the draft it shows changed (decision
 * 0070): typing in the Button label re-renders the Call to action group, not the theme's or the sections'.
 */
const ThemeGroup = trackedReads(ThemeFields, 'draft');
const LayoutGroup = trackedReads(LayoutFields, 'draft');
const SectionOrderGroup = trackedReads(SectionOrderFields, 'draft');
const ColorsGroup = trackedReads(ColorsFields, 'draft');
const CallToActionGroup = trackedReads(CallToActionFields, 'draft');
const HeroGroup = trackedReads(HeroFields, 'draft');
// The rest of the panel does not show the draft: rendered again only when its own props change.
const EditMode = memo(EditModeGroup);
const ViewMode = memo(ViewModeGroup);
const Undo = memo(UndoButtons);

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
  /** The second language the texts are edited in (decision 0067), or undefined: the main language. */
  editLanguage?: SiteLanguage;
  onEditLanguage?: (language: SiteLanguage | undefined) => void;
}

/** Drawn again only when one of its props changes: a key in the page leaves it as it is (decision 0070, second addendum). */
export const EditorPanel = memo(function EditorPanel(props: EditorPanelProps) {
  const { draft, dirty, dispatch, collapsible, open } = props;
  // The same functions on every render, so the groups above can tell that nothing but the draft changed.
  const set = useCallback((patch: Partial<WebsiteContent>) => dispatch({ type: 'field', patch }), [dispatch]);
  const translate = useCallback((language: SiteLanguage, path: string, value: string) => dispatch({ type: 'translate', language, path, value }), [dispatch]);
  const actions = dirty && <SaveActions collapsible={collapsible} onSave={props.onSave} onReset={props.onReset} saving={props.saving} resetting={props.resetting} />;
  const second = secondLanguageOf(draft);

  return (
    <aside className={classes.panel} aria-label={appText('editor.editorOptions')} data-open={open || undefined}>
      <div className={classes.panelHead}>
        <PanelTitle collapsible={collapsible} open={open} onToggle={props.onToggle} />
        {collapsible && actions}
      </div>

      <Stack id="editor-options" gap="lg" className={classes.panelBody} hidden={collapsible && !open}>
        <PublishLinks />
        <Undo canUndo={props.canUndo} canRedo={props.canRedo} dispatch={dispatch} />
        <ExampleLink />
        {!collapsible && actions}
        {!dirty && !collapsible && (
          <Text size="xs" c="dimmed" ta="center">
            {appText('editor.allChangesSaved')}
          </Text>
        )}
        {second && props.onEditLanguage && <EditLanguageGroup main={siteLanguageOf(draft.siteLanguage)} second={second} value={props.editLanguage} onChange={props.onEditLanguage} />}
        <EditMode value={props.editMode} onChange={props.onEditMode} />
        <ViewMode value={props.viewMode} onChange={props.onViewMode} />
        <Divider />
        <ThemeGroup draft={draft} set={set} />
        <LayoutGroup draft={draft} set={set} />
        <SectionOrderGroup draft={draft} dispatch={dispatch} />
        <ColorsGroup draft={draft} set={set} />
        <CallToActionGroup draft={draft} set={set} language={props.editLanguage} translate={translate} />
        <HeroGroup draft={draft} set={set} />
      </Stack>
    </aside>
  );
});

/** On a phone the title is the button that folds the panel open. */
function PanelTitle({ collapsible, open, onToggle }: Pick<EditorPanelProps, 'collapsible' | 'open' | 'onToggle'>) {
  if (!collapsible) {
    return (
      <Title order={2} size="h4">
        {appText('editor.editorOptions')}
      </Title>
    );
  }
  return (
    <UnstyledButton onClick={onToggle} aria-expanded={open} aria-controls="editor-options" className={classes.panelToggle}>
      <Title order={2} size="h5">
        {appText('editor.editorOptions')}
      </Title>
      <span aria-hidden="true" className={classes.chevron} data-open={open || undefined}>
        ▾
      </span>
    </UnstyledButton>
  );
}

const PublishLinks = memo(function PublishLinks() {
  return (
    <>
      <Button component={Link} to={`${paths.settings}?publish=1`} fullWidth>
        {appText('editor.previewAndPublish')}
      </Button>
      <Button component={Link} to={paths.settings} variant="light" fullWidth>
        {appText('editor.publishSettings')}
      </Button>
    </>
  );
});

const ExampleLink = memo(function ExampleLink() {
  return (
    <Anchor component={Link} to={paths.example} size="sm" ta="center">
      {appText('editor.seeAnExampleWebsite')}
    </Anchor>
  );
});

const SaveActions = memo(function SaveActions({ collapsible, onSave, onReset, saving, resetting }: Pick<EditorPanelProps, 'collapsible' | 'onSave' | 'onReset' | 'saving' | 'resetting'>) {
  return (
    <Group gap="xs" grow={!collapsible} wrap="nowrap">
      <Button onClick={onSave} loading={saving} size="xs" px="xs">
        {appText('editor.saveChanges')}
      </Button>
      <Button variant="default" onClick={onReset} loading={resetting} disabled={saving} size="xs" px="xs">
        {appText('editor.resetChanges')}
      </Button>
    </Group>
  );
});
