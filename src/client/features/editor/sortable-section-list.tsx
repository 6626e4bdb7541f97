import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect } from 'react';
import type { SectionTypeName } from '../../../shared/website-sections';
import { SectionRow, type SectionListProps, type SectionRowProps } from './section-row';
import classes from './editor-page.module.css';

/**
 * The Sections list with drag and drop (dnd-kit): drag a row by its handle with the mouse, touch, or the
 * keyboard (Space, arrows, Space). Loaded when the owner reaches for the list (section-order-group.tsx),
 * so dnd-kit is not on the editor's first paint; `onMounted` lets the group hand over a press that
 * arrived while this loaded.
 */
export default function SortableSectionList({ order, draft, onMove, onMounted }: SectionListProps & { onMounted: () => void }) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(active.id as SectionTypeName, order.indexOf(over.id as SectionTypeName));
  };
  useEffect(onMounted, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the rows are there
  return (
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
            <SortableRow key={type} type={type} draft={draft} first={position === 0} last={position === order.length - 1} onMove={(delta) => onMove(type, position + delta)} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow(props: Omit<SectionRowProps, 'sorting'>) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: props.type });
  return (
    <SectionRow
      {...props}
      sorting={{
        rowRef: setNodeRef,
        handleRef: setActivatorNodeRef,
        handleProps: { ...attributes, ...listeners },
        style: { transform: CSS.Transform.toString(transform), transition },
        dragging: isDragging,
      }}
    />
  );
}
