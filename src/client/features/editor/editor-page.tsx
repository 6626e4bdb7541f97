import '../../../site/site.css';
import './theme-styles';
import { Alert, Container } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { SiteEditing } from '../../../site/editable';
import type { Website } from '../../../shared/website';
import { useWebsite } from '../../api/get-website';
import { contentOf, useSaveWebsite } from '../../api/save-website';
import { PageLoader } from '../../components/page-loader';
import { api, errorMessage } from '../../lib/api-client';
import { rememberImages } from '../../lib/processed-images';
import type { SiteImageMap } from '../../../shared/site-images';
import { toastSave } from '../../lib/toasts';
import { EditableChoice } from './editable-choice';
import { EditableImage } from './editable-image';
import { EditableText } from './editable-text';
import { EditorPanel } from './editor-panel';
import { SiteCanvas, type EditMode, type ViewMode } from './site-canvas';
import { useLeavePrompt } from '../../lib/use-leave-prompt';
import { useUndoShortcuts } from './undo-controls';
import { useWebsiteDraft } from './website-draft';
import classes from './editor-page.module.css';

/** Spec §9: the side panel collapses under 600 px. */
const COLLAPSE_QUERY = '(max-width: 599.98px)';

/** /website: the live editor (spec §2). */
export default function EditorPage() {
  const website = useWebsite();

  // Spec: the page scrolls to top on load (the shell keeps the window's scroll between routes).
  // Braces matter: Chromium's scrollTo returns a promise, which React would take for a cleanup function.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  if (website.isPending) return <PageLoader />;
  if (website.isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" role="alert">
          Error: {errorMessage(website.error)}
        </Alert>
      </Container>
    );
  }
  return <Editor saved={website.data} reload={async () => (await website.refetch()).data} />;
}

function Editor({ saved, reload }: { saved: Website; reload: () => Promise<Website | undefined> }) {
  const { draft, dirty, revision, canUndo, canRedo, dispatch } = useWebsiteDraft(contentOf(saved));
  const save = useSaveWebsite();
  const [resetting, setResetting] = useState(false);
  const [editMode, setEditMode] = useState<EditMode>('edit');
  const [viewMode, setViewMode] = useState<ViewMode>('desktop');
  const collapsible = useMediaQuery(COLLAPSE_QUERY, window.matchMedia(COLLAPSE_QUERY).matches, { getInitialValueInEffect: false });
  const [panelOpen, setPanelOpen] = useState(false);
  const canvasRef = useRef<HTMLDivElement>(null);

  useLeavePrompt(dirty);
  // The variants of the stored website's images, so the live page shows what the published one will.
  useEffect(() => {
    api<{ images?: SiteImageMap }>('GET', 'website/images').then(
      (answer) => rememberImages(answer?.images ?? {}),
      () => {}, // the originals' URLs still show the picture (they redirect to a variant)
    );
  }, []);
  useUndoShortcuts(dispatch);
  useEffect(() => {
    canvasRef.current?.scrollTo(0, 0);
  }, []);

  const editing = useMemo<SiteEditing>(
    () => ({
      text: (props) => <EditableText {...props} onChange={(value) => dispatch({ type: 'set', path: props.path, value })} />,
      image: (props) => (
        <EditableImage
          {...props}
          onChange={(value) => dispatch({ type: 'set', path: props.path, value })}
          onFocusChange={(path, value) => dispatch({ type: 'set', path, value })}
        />
      ),
      choice: (props) => <EditableChoice {...props} onChange={(value) => dispatch({ type: 'set', path: props.path, value })} />,
      addItem: (list) => dispatch({ type: 'addItem', list }),
      removeLastItem: (list) => dispatch({ type: 'removeLastItem', list }),
      toggleSection: (section) => dispatch({ type: 'toggleSection', section }),
    }),
    [dispatch],
  );

  function onSave() {
    const sent = revision;
    toastSave(save.mutateAsync(draft)).then(
      () => dispatch({ type: 'saved', revision: sent }),
      () => undefined, // the toast has shown the server's message; the changes stay unsaved
    );
  }

  async function onReset() {
    setResetting(true);
    try {
      const latest = await reload();
      if (latest) dispatch({ type: 'load', content: contentOf(latest) });
    } finally {
      setResetting(false);
    }
  }

  return (
    <div className={classes.layout}>
      <EditorPanel
        draft={draft}
        dirty={dirty}
        canUndo={canUndo}
        canRedo={canRedo}
        dispatch={dispatch}
        editMode={editMode}
        onEditMode={setEditMode}
        viewMode={viewMode}
        onViewMode={setViewMode}
        onSave={onSave}
        onReset={() => void onReset()}
        saving={save.isPending}
        resetting={resetting}
        collapsible={collapsible}
        open={panelOpen}
        onToggle={() => setPanelOpen((o) => !o)}
      />
      <div ref={canvasRef} className={classes.canvas} data-view={viewMode} data-mode={editMode}>
        <SiteCanvas website={draft} editing={editing} editMode={editMode} viewMode={viewMode} />
      </div>
    </div>
  );
}
