import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import type { Dispatch } from 'react';
import type { WebsiteContent } from '../../../shared/website';
import { completeSectionOrder, SECTION_TYPES, type SectionTypeName } from '../../../shared/website-sections';
import type { DraftAction } from './website-draft';
import classes from './editor-page.module.css';

/**
 * The page's sections in order: drag a row by its handle (mouse, touch, or the keyboard: Space, arrows,
 * Space), or use its Move up / Move down buttons. Each move is one undo step; the menu follows the order.
 */
export function SectionOrderGroup({ draft, dispatch }: { draft: WebsiteContent; dispatch: Dispatch<DraftAction> }) {
  const order = completeSectionOrder(draft.sectionOrder);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const move = (section: SectionTypeName, to: number) => dispatch({ type: 'moveSection', section, to });
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(active.id as SectionTypeName, order.indexOf(over.id as SectionTypeName));
  };
  return (
    <Stack gap="xs" component="section" aria-label="Sections">
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" className={classes.groupTitle}>
        Sections
      </Text>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: 'To move a section, press Space, then the arrow keys, then Space again to drop it or Escape to cancel.' },
        }}
      >
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          <ol className={classes.sectionList}>
            {order.map((type, position) => (
              <SectionRow key={type} type={type} draft={draft} first={position === 0} last={position === order.length - 1} onMove={(delta) => move(type, position + delta)} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </Stack>
  );
}

function SectionRow({ type, draft, first, last, onMove }: { type: SectionTypeName; draft: WebsiteContent; first: boolean; last: boolean; onMove: (delta: number) => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: type });
  const section = SECTION_TYPES[type];
  const on = draft[section.enabledField] === true;
  return (
    <li ref={setNodeRef} className={classes.sectionRow} data-dragging={isDragging || undefined} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <button type="button" ref={setActivatorNodeRef} className={classes.dragHandle} aria-label={`Drag ${section.name}`} {...attributes} {...listeners}>
        <span aria-hidden="true">⠿</span>
      </button>
      <Text size="sm" className={classes.sectionName} c={on ? undefined : 'dimmed'}>
        {section.name}
        {!on && <span className={classes.visuallyHidden}> (hidden)</span>}
      </Text>
      <Group gap={4} wrap="nowrap">
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Move ${section.name} up`} title="Move up" disabled={first} onClick={() => onMove(-1)}>
          ↑
        </ActionIcon>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Move ${section.name} down`} title="Move down" disabled={last} onClick={() => onMove(1)}>
          ↓
        </ActionIcon>
      </Group>
    </li>
  );
}
