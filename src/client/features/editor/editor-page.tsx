import '../../../site/site.css';
import './theme-styles';
import { Alert, Container } from '@mantine/core';
import { startTransition, useCallback, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type Dispatch } from 'react';
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
import { useWebsiteDraft, type DraftAction } from './website-draft';
import { useWebsiteImages } from './api/editor-data';
import { siteLanguageOf, type SiteLanguage } from '../../../shared/site-languages';
import { contentInLanguage, isTranslatablePath, languageName, mainTextAt, secondLanguageOf, translationAt } from '../../../shared/translations';
import { appText as t } from '../../i18n/app-text';
import classes from './editor-page.module.css';

/** Spec §9: the side panel collapses under 600 px. */
const COLLAPSE_QUERY = '(max-width: 599.98px)';

/**
 * Whether `query` matches, kept up to date: one MediaQueryList for the component's life (Mantine's
 * useMediaQuery asks `window.matchMedia` again on every render, and the editor renders on every key).
 */
function useMatches(query: string): boolean {
  const list = useMemo(() => window.matchMedia(query), [query]);
  const subscribe = useCallback(
    (changed: () => void) => {
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list.matches);
}

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
          {t('common.error', { message: errorMessage(website.error) })}
        </Alert>
      </Container>
    );
  }
  return <Editor saved={website.data} reload={async () => (await website.refetch()).data} />;
}

function Editor({ saved, reload }: { saved: Website; reload: () => Promise<Website | undefined> }) {
  const { draft, dirty, revision, canUndo, canRedo, dispatch: dispatchNow } = useWebsiteDraft(contentOf(saved));
  // An edit made in the panel shows in the panel at once and reaches the page in a second render, after the
  // browser has painted the panel (a frame, then a task: React's own scheduling may otherwise start it before
  // that paint), in a transition the next key interrupts (decision 0070, both addenda): the page's restyle
  // (a theme), its moved sections or its new button label never hold up the panel's answer. An edit made in
  // the page shows in the page at once: its fields are the page's own inputs, which must hold what was typed.
  const [pageLags, setPageLags] = useState(false);
  const dispatch = useCallback(
    (action: DraftAction) => {
      setPageLags(false);
      dispatchNow(action);
    },
    [dispatchNow],
  );
  const panelDispatch = useCallback<Dispatch<DraftAction>>(
    (action) => {
      dispatchNow(action);
      setPageLags(true);
      requestAnimationFrame(() => setTimeout(() => startTransition(() => setPageLags(false))));
    },
    [dispatchNow],
  );
  const save = useSaveWebsite();
  const [resetting, setResetting] = useState(false);
  // An operator viewing the account as its owner (issue 27) sees the page as visitors do: nothing to edit.
  const [editMode, setEditMode] = useState<EditMode>(useViewingAsOwner() ? 'preview' : 'edit');
  const [viewMode, setViewMode] = useState<ViewMode>('desktop');
  const collapsible = useMatches(COLLAPSE_QUERY);
  const [panelOpen, setPanelOpen] = useState(false);

  useUndoShortcuts(dispatchNow);

  // A two-language site (decision 0067): which language the page's texts are edited in. The second one goes
  // back to the main one when the owner removes it (or it becomes the main language).
  const second = secondLanguageOf(draft);
  const [chosenLanguage, setEditLanguage] = useState<SiteLanguage | undefined>(undefined);
  const editLanguage = chosenLanguage !== undefined && chosenLanguage === second ? second : undefined;
  const mainName = languageName(siteLanguageOf(draft.siteLanguage));

  // The page's parts draw again only when what they read changes (decision 0070), `editing` included: in the
  // main language it stays the same object while the owner types; in the second it changes with the
  // translations (the marks and placeholders read them), and reads the rest of the draft as it is now.
  const draftNow = useRef(draft);
  draftNow.current = draft;
  const translations = editLanguage ? draft.translations : undefined;
  const editing = useMemo<SiteEditing>(
    () => ({
      text: (props) => {
        const current = draftNow.current;
        if (editLanguage && isTranslatablePath(props.path, current)) {
          const translated = translationAt(current, editLanguage, props.path);
          return (
            <EditableText
              {...props}
              value={current.translations[editLanguage]?.[props.path] ?? ''}
              untranslated={translated === undefined ? { main: mainTextAt(current, props.path), mark: t('editor.untranslated'), hint: t('editor.untranslatedHint', { language: mainName }) } : undefined}
              onChange={(value) => dispatch({ type: 'translate', language: editLanguage, path: props.path, value })}
            />
          );
        }
        return <EditableText {...props} onChange={(value) => dispatch({ type: 'set', path: props.path, value })} />;
      },
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
      translating: editLanguage !== undefined,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `translations` on purpose: see above
    [dispatch, editLanguage, translations, mainName],
  );

  const shown = useMemo(() => (editLanguage ? contentInLanguage(draft, editLanguage) : draft), [draft, editLanguage]);
  // While the page lags, it keeps what it last showed (see pageLags above).
  const pageShowed = useRef(shown);
  const page = pageLags ? pageShowed.current : shown;
  useLayoutEffect(() => {
    pageShowed.current = page;
  }, [page]);

  // A save, a reload and leaving the page are not edits of the page or the panel: they dispatch as they are
  // (dispatchNow), with neither side made to lag. The draft as last rendered, for a save that must send
  // what was typed while an earlier save was on its way.
  const latest = useRef({ draft, revision });
  latest.current = { draft, revision };

  function onSave() {
    const sent = revision;
    toastSave(save.mutateAsync(draft)).then(
      () => dispatchNow({ type: 'saved', revision: sent }),
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
      toast.success(t('editor.saved'), { position: 'bottom-center' });
      dispatchNow({ type: 'saved', revision: sent });
      await new Promise((resolve) => setTimeout(resolve));
      if (latest.current.revision === sent) return { saved: true };
    }
    return { saved: false, message: t('editor.yourChangesKeepChanging') };
  }

  async function onReset() {
    setResetting(true);
    try {
      const latest = await reload();
      if (latest) dispatchNow({ type: 'load', content: contentOf(latest) });
    } finally {
      setResetting(false);
    }
  }

  // What the panel says about the draft (Save and Reset, or "All changes saved"; Undo and Redo) follows one
  // render behind: the first key after a save, or a toggle, theme or move that makes the page dirty or clean
  // again, paints its own change first and mounts the panel's buttons after that paint (decision 0070,
  // second addendum). Leaving the page (SaveBeforeLeaving) and the undo keys use the draft's own state.
  const panelStatus = {
    dirty: useDeferredValue(dirty),
    canUndo: useDeferredValue(canUndo),
    canRedo: useDeferredValue(canRedo),
  };

  // The panel's buttons get the same functions on every render (they call the newest ones), so a key
  // press does not render them again (decision 0070).
  const handlers = useRef({ onSave, onReset });
  handlers.current = { onSave, onReset };
  const stableSave = useCallback(() => handlers.current.onSave(), []);
  const stableReset = useCallback(() => void handlers.current.onReset(), []);
  const togglePanel = useCallback(() => setPanelOpen((o) => !o), []);

  return (
    <div className={classes.layout}>
      <SaveBeforeLeaving dirty={dirty} save={saveBeforeLeaving} />
      <EditorPanel
        draft={draft}
        dirty={panelStatus.dirty}
        canUndo={panelStatus.canUndo}
        canRedo={panelStatus.canRedo}
        dispatch={panelDispatch}
        editMode={editMode}
        onEditMode={setEditMode}
        viewMode={viewMode}
        onViewMode={setViewMode}
        onSave={stableSave}
        onReset={stableReset}
        saving={save.isPending}
        resetting={resetting}
        collapsible={collapsible}
        open={panelOpen}
        onToggle={togglePanel}
        editLanguage={editLanguage}
        onEditLanguage={setEditLanguage}
      />
      <div className={classes.canvas} data-view={viewMode} data-mode={editMode}>
        <SiteCanvas website={page} editing={editing} editMode={editMode} viewMode={viewMode} />
      </div>
    </div>
  );
}
