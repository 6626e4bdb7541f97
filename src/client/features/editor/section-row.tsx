import { ActionIcon, Group, Text } from '@mantine/core';
import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import type { WebsiteContent } from '../../../shared/website';
import { SECTION_TYPES, type SectionTypeName } from '../../../shared/website-sections';
import classes from './editor-page.module.css';
import { appText } from '../../i18n/app-text';

/** What drag and drop adds to a row once its code has loaded (sortable-section-list.tsx). */
export interface RowSorting {
  rowRef: Ref<HTMLLIElement>;
  handleRef: Ref<HTMLButtonElement>;
  handleProps: HTMLAttributes<HTMLButtonElement>;
  style: CSSProperties;
  dragging: boolean;
}

export interface SectionRowProps {
  type: SectionTypeName;
  draft: WebsiteContent;
  first: boolean;
  last: boolean;
  onMove: (delta: number) => void;
  sorting?: RowSorting;
}

/**
 * One row of the Sections list: its drag handle, name and Move up / Move down buttons. The same markup
 * with or without drag and drop, so the list looks and sits the same before and after dnd-kit loads.
 */
export function SectionRow({ type, draft, first, last, onMove, sorting }: SectionRowProps) {
  const section = SECTION_TYPES[type];
  const on = draft[section.enabledField] === true;
  return (
    <li ref={sorting?.rowRef} className={classes.sectionRow} data-dragging={sorting?.dragging || undefined} style={sorting?.style}>
      <button
        type="button"
        ref={sorting?.handleRef}
        className={classes.dragHandle}
        aria-label={appText('editor.dragSection', { name: section.name })}
        aria-roledescription="sortable"
        data-section-handle={type}
        {...sorting?.handleProps}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <Text size="sm" className={classes.sectionName} c={on ? undefined : 'dimmed'}>
        {section.name}
        {!on && <span className={classes.visuallyHidden}> {appText('editor.hidden')}</span>}
      </Text>
      <Group gap={4} wrap="nowrap">
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={appText('editor.moveSectionUp', { name: section.name })} title={appText('editor.moveUp')} disabled={first} onClick={() => onMove(-1)}>
          ↑
        </ActionIcon>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={appText('editor.moveSectionDown', { name: section.name })} title={appText('editor.moveDown')} disabled={last} onClick={() => onMove(1)}>
          ↓
        </ActionIcon>
      </Group>
    </li>
  );
}

export interface SectionListProps {
  order: SectionTypeName[];
  draft: WebsiteContent;
  onMove: (section: SectionTypeName, to: number) => void;
}

/** The rows without drag and drop: what the editor shows first; Move up / Move down already work. */
export function StaticSectionList({ order, draft, onMove }: SectionListProps) {
  return (
    <ol className={classes.sectionList}>
      {order.map((type, position) => (
        <SectionRow key={type} type={type} draft={draft} first={position === 0} last={position === order.length - 1} onMove={(delta) => onMove(type, position + delta)} />
      ))}
    </ol>
  );
}
