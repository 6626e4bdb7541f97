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
import { errorMessage } from '../../lib/api-client';
import { toast } from 'react-toastify';
import { toastSave } from '../../lib/toasts';
import { EditableChoice } from './editable-choice';
import { EditableImage } from './editable-image';
import { EditableText } from './editable-text';
import { EditorPanel } from './editor-panel';
import { SiteCanvas, type EditMode, type ViewMode } from './site-canvas';
import { useViewingAsOwner } from '../../lib/view-as';
import { SaveBeforeLeaving, type SaveOutcome } from './save-before-leaving';
import { useUndoShortcuts } from './undo-controls';
import { useWebsiteDraft } from './website-draft';
import { useWebsiteImages } from './api/editor-data';
import classes from './editor-page.module.css';

/** Spec §9: the side panel collapses under 600 px. */
const COLLAPSE_QUERY = '(max-width: 599.98px)';

/** /website: the live editor (spec §2). */
export default function EditorPage() {
  const website = useWebsite();
  // The variants the live page shows (decision 0014); a failure leaves the originals' URLs, which still work.
  const images = useWebsiteImages();

  // Spec: the page scrolls to top on load (the shell keeps the window's scroll between routes).
  // Braces matter: Chromium's scrollTo returns a promise, which React would take for a cleanup function.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  if (website.isPending || images.isPending) return <PageLoader />;
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
  // An operator viewing the account as its owner (issue 27) sees the page as visitors do: nothing to edit.
  const [editMode, setEditMode] = useState<EditMode>(useViewingAsOwner() ? 'preview' : 'edit');
  const [viewMode, setViewMode] = useState<ViewMode>('desktop');
  const collapsible = useMediaQuery(COLLAPSE_QUERY, window.matchMedia(COLLAPSE_QUERY).matches, { getInitialValueInEffect: false });
  const [panelOpen, setPanelOpen] = useState(false);

  useUndoShortcuts(dispatch);

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
      choice: (props) => <EditableChoice {...props} onChange={(value) => dispatch({ type: 'set', path: props.path, value, own: true })} />,
      addItem: (list) => dispatch({ type: 'addItem', list }),
      removeLastItem: (list) => dispatch({ type: 'removeLastItem', list }),
      toggleSection: (section) => dispatch({ type: 'toggleSection', section }),
      answerCheck: (list, position, keep) => dispatch({ type: 'answerCheck', list, position, keep }),
    }),
    [dispatch],
  );

  // The draft as last rendered, for a save that must send what was typed while an earlier save was on its way.
  const latest = useRef({ draft, revision });
  latest.current = { draft, revision };

  function onSave() {
    const sent = revision;
    toastSave(save.mutateAsync(draft)).then(
      () => dispatch({ type: 'saved', revision: sent }),
      () => undefined, // the toast has shown the server's message; the changes stay unsaved
    );
  }

  /** Saves until what is saved is the draft on screen (an edit may land while a save is on its way). */
  async function saveBeforeLeaving(): Promise<SaveOutcome> {
    for (let round = 0; round < 5; round++) {
      const { draft: sending, revision: sent } = latest.current;
      try {
        await save.mutateAsync(sending);
      } catch (error) {
        // Said in the dialog that asks whether to stay (a toast as well would cover it).
        return { saved: false, message: errorMessage(error) };
      }
      toast.success('Successfully saved!', { position: 'bottom-center' });
      dispatch({ type: 'saved', revision: sent });
      await new Promise((resolve) => setTimeout(resolve));
      if (latest.current.revision === sent) return { saved: true };
    }
    return { saved: false, message: 'Your changes keep changing while they are saved.' };
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
      <SaveBeforeLeaving dirty={dirty} save={saveBeforeLeaving} />
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
      <div className={classes.canvas} data-view={viewMode} data-mode={editMode}>
        <SiteCanvas website={draft} editing={editing} editMode={editMode} viewMode={viewMode} />
      </div>
    </div>
  );
}
