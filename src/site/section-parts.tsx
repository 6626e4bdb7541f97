import type { ReactNode } from 'react';
import { WEBSITE_LIMITS, type Item, type ItemList, type WebsiteContent } from '../shared/website';
import { WEBSITE_FIELDS } from '../shared/website-fields';
import { SiteText, useSiteEditing } from './editable';
import type { SectionView } from './site-model';

/*
 * The pieces every section is made of: its frame (with the editor's show/hide switch), its title, and
 * the text and buttons of card lists.
 */

/** What every section component receives. */
export interface SectionProps {
  website: WebsiteContent;
  view: SectionView;
}

export function SectionShell({ view, children }: { view: SectionView; children: ReactNode }) {
  const editing = useSiteEditing();
  return (
    <section
      id={view.id}
      className={`ww-section ww-section--${view.id}${view.enabled ? '' : ' ww-section--off'}${view.joined ? ' ww-section--joined' : ''}`}
      aria-label={view.label}
    >
      {editing?.toggleSection && (
        <div className="ww-edit-bar ww-edit-bar--section">
          {!view.enabled && <span className="ww-edit-note">Hidden from your website</span>}
          <button type="button" className="ww-edit-btn" aria-pressed={view.enabled} onClick={() => editing.toggleSection?.(view.flag)}>
            {view.enabled ? 'Hide section' : 'Show section'}
          </button>
        </div>
      )}
      <div className="ww-container ww-section__body">{children}</div>
    </section>
  );
}

export function SectionTitle({ view, path, value }: { view: SectionView; path: string; value: string }) {
  const editing = useSiteEditing();
  // One line that wraps like the published heading, never cut with "…" on a phone.
  if (editing) return <SiteText path={path} value={value} label={`${view.label} title`} as="h2" rows={1} className="ww-section__title" />;
  return <h2 className="ww-section__title">{view.label}</h2>;
}

export function ItemButtons({ list, count }: { list: ItemList; count: number }) {
  const editing = useSiteEditing();
  const noun = WEBSITE_FIELDS[list].noun;
  if (!editing?.addItem && !editing?.removeLastItem) return null;
  return (
    <div className="ww-edit-bar">
      {editing.addItem && (
        <button
          type="button"
          className="ww-edit-btn"
          disabled={count >= WEBSITE_LIMITS.itemsPerList}
          onClick={() => editing.addItem?.(list)}
        >
          Add {noun}
        </button>
      )}
      {editing.removeLastItem && (
        <button type="button" className="ww-edit-btn" disabled={count === 0} onClick={() => editing.removeLastItem?.(list)}>
          Remove last {noun}
        </button>
      )}
    </div>
  );
}

export function ItemText({ list, position, item }: { list: ItemList; position: number; item: Item }) {
  const editing = useSiteEditing();
  return (
    <>
      {editing && item.confirm && <KitCheck list={list} position={position} question={item.confirm} />}
      <SiteText path={`${list}.${position}.title`} value={item.title} label="Card title" as="h3" className="ww-item__title" />
      <SiteText
        path={`${list}.${position}.description`}
        value={item.description}
        label="Card description"
        as="p"
        multiline
        rows={6}
        className="ww-item__text"
      />
    </>
  );
}

/**
 * A trade kit's claim only the owner can confirm (decision 0039), as the editor shows it on its card:
 * the question, and the two answers. The card is off the published page until it is kept.
 */
function KitCheck({ list, position, question }: { list: ItemList; position: number; question: string }) {
  const editing = useSiteEditing();
  return (
    <div className="ww-edit-check">
      <p>
        <strong>Not on your page yet.</strong> {question}
      </p>
      {editing?.answerCheck && (
        <div className="ww-edit-bar">
          <button type="button" className="ww-edit-btn" onClick={() => editing.answerCheck?.(list, position, true)}>
            It’s true: show it
          </button>
          <button type="button" className="ww-edit-btn" onClick={() => editing.answerCheck?.(list, position, false)}>
            Remove card
          </button>
        </div>
      )}
    </div>
  );
}
