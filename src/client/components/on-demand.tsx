import { Component, type ReactNode, useReducer, useRef, useState } from 'react';

/** Each part's code, once asked for: every control of the same kind shares one load. */
const loads = new Map<() => Promise<unknown>, Promise<unknown>>();
const loaded = new Map<() => Promise<unknown>, unknown>();

function loadOnce<M>(load: () => Promise<M>): Promise<M> {
  let pending = loads.get(load) as Promise<M> | undefined;
  if (!pending) {
    pending = load().then((part) => {
      loaded.set(load, part);
      return part;
    });
    // A failed load (a network hiccup) is tried again the next time the user reaches for the control.
    pending.catch(() => loads.delete(load));
    loads.set(load, pending);
  }
  return pending;
}

export interface OnDemandProps<M> {
  /** Imports the control's module; the same function for every control of a kind (so they share it). */
  load: () => Promise<M>;
  /** The control's look before its code is there, built from the UI kit's plain parts. */
  standIn: ReactNode;
  /** The real control, once loaded. */
  render: (part: M) => ReactNode;
}

/**
 * A control whose code loads when the user reaches for it — the pointer over it, the focus, a press —
 * rather than with the page (decision 0026). Until then `standIn` shows: the same control's closed
 * look, drawn to the pixel, which takes typing where the control does. A control that opens on a
 * click keeps its open state above both (so a click on the stand-in opens the real one); the focus,
 * and the caret in a text field, move from the stand-in to the real control when it replaces it.
 */
export function OnDemand<M>({ load, standIn, render }: OnDemandProps<M>) {
  const [part, setPart] = useState<{ value: M } | null>(() => (loaded.has(load) ? { value: loaded.get(load) as M } : null));
  const [, showNow] = useReducer((n: number) => n + 1, 0);
  const asked = useRef(false);
  // Never in the middle of a press: the stand-in takes the whole click (the focus, a menu it opens),
  // then gives way. Read while rendering, as a render can come at any moment of the press.
  const pressing = useRef(false);
  const shown = part && !pressing.current ? part : null;
  const wake = () => {
    if (part || asked.current) return;
    asked.current = true;
    loadOnce(load).then(
      (value) => setPart({ value }),
      () => {
        asked.current = false;
      },
    );
  };
  const release = () => {
    if (!pressing.current) return;
    pressing.current = false;
    // After this press's click, which the browser sends right after the pointer is released.
    setTimeout(showNow);
  };
  const events = {
    onPointerEnter: wake,
    onFocus: wake,
    onPointerDown: () => {
      if (!shown) pressing.current = true;
      wake();
    },
    onPointerUp: release,
    onPointerCancel: release,
  };
  return (
    <KeepFocus swapped={!!shown} events={events}>
      {shown ? render(shown.value) : standIn}
    </KeepFocus>
  );
}

interface KeepFocusProps {
  swapped: boolean;
  events: Record<'onPointerEnter' | 'onFocus' | 'onPointerDown' | 'onPointerUp' | 'onPointerCancel', () => void>;
  children: ReactNode;
}

interface FocusSnapshot {
  selection: [number, number] | null;
}

/**
 * Moves the focus from the stand-in to the real control. A class, for getSnapshotBeforeUpdate: it reads
 * where the focus is the moment before React replaces the stand-in, whatever happened since the
 * load finished (a press, a tab), and componentDidUpdate gives it to the real control.
 */
class KeepFocus extends Component<KeepFocusProps> {
  private root: HTMLDivElement | null = null;

  override getSnapshotBeforeUpdate(previous: KeepFocusProps): FocusSnapshot | null {
    if (previous.swapped || !this.props.swapped) return null;
    const active = document.activeElement;
    if (!active || !this.root?.contains(active)) return null;
    return { selection: active instanceof HTMLInputElement && active.type === 'text' ? [active.selectionStart ?? 0, active.selectionEnd ?? 0] : null };
  }

  override componentDidUpdate(_previous: KeepFocusProps, _state: unknown, snapshot: FocusSnapshot | null) {
    if (!snapshot) return;
    const target = this.root?.querySelector<HTMLElement>('input:not([type="hidden"]), button');
    target?.focus();
    if (snapshot.selection && target instanceof HTMLInputElement) target.setSelectionRange(...snapshot.selection);
  }

  override render() {
    // display: contents: no box of its own, so the control sits in the layout exactly as without it.
    return (
      <div
        ref={(element) => {
          this.root = element;
        }}
        {...this.props.events}
        style={{ display: 'contents' }}
      >
        {this.props.children}
      </div>
    );
  }
}
