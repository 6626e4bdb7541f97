import { useRef, type ComponentType, type ReactElement } from 'react';

/*
 * Re-rendering only what an edit changed (issue 30, item 5; decision 0070). The live editor hands the
 * whole website to every part of the page and panel, and every key press makes a new website object (a
 * copy with one field replaced: the others keep their identity). A part wrapped here gets, instead of
 * the object, a view of it that notes each top-level field the part reads while rendering; on the next
 * render of its parent it is rendered again only when one of those fields, or another prop, changed.
 * Otherwise the parent gets back the very element it got last time, and React leaves that part alone.
 *
 * The view always reads the newest object, so a part that re-renders on its own (its state changed) or
 * reads a field later (an event handler) never sees an older value. Listing the fields (Object.keys, a
 * spread, JSON.stringify) counts as reading every one of them.
 */

export interface Reads<T extends object> {
  /** The newest value handed to the part. */
  current: T;
  /** Each field read, with the value read. */
  seen: Map<PropertyKey, unknown>;
  /** Whether every field was read (listed). */
  all: boolean;
  view: T;
}

/** A view of `value` that notes what is read from it (exported for its tests). */
export function readsOf<T extends object>(value: T): Reads<T> {
  const reads: Reads<T> = { current: value, seen: new Map(), all: false, view: undefined as unknown as T };
  const note = (key: PropertyKey) => {
    const field = (reads.current as Record<PropertyKey, unknown>)[key];
    if (!reads.seen.has(key)) reads.seen.set(key, field);
    return field;
  };
  reads.view = new Proxy({} as T, {
    get: (_target, key) => note(key),
    has: (_target, key) => {
      note(key);
      return key in reads.current;
    },
    ownKeys: () => {
      reads.all = true;
      return Reflect.ownKeys(reads.current);
    },
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(reads.current, key);
      // The (empty) target has no such property: a proxy may only report it as configurable.
      if (descriptor) {
        note(key);
        descriptor.configurable = true;
      }
      return descriptor;
    },
  });
  return reads;
}

/** Whether the part would read the same from `next` as it read from what it last rendered. */
export function readsSame<T extends object>(reads: Reads<T>, previous: T, next: T): boolean {
  if (previous === next) return true;
  if (reads.all) {
    const keys = new Set([...Reflect.ownKeys(previous), ...Reflect.ownKeys(next)]);
    for (const key of keys) if ((previous as Record<PropertyKey, unknown>)[key] !== (next as Record<PropertyKey, unknown>)[key]) return false;
    return true;
  }
  for (const [key, value] of reads.seen) if ((next as Record<PropertyKey, unknown>)[key] !== value) return false;
  return true;
}

/** The same prop: identical, or a plain object of the same fields (a section's view, remade on every render). */
function sameProp(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) || Array.isArray(b)) return false;
  if (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.hasOwn(b, key) && (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key]);
}

/**
 * `Component`, rendered again only when a field of `props[prop]` it read, or another of its props,
 * changed (see above). Its other props must be values, plain objects of values, or stable functions.
 */
export function trackedReads<P extends object, K extends keyof P & string>(Component: ComponentType<P>, prop: K): ComponentType<P> {
  function Tracked(props: P) {
    const last = useRef<{ props: P; reads: Reads<P[K] & object>; element: ReactElement } | null>(null);
    const value = props[prop] as P[K] & object;
    const before = last.current;
    if (before) {
      // The view reads the newest value from now on, whether the part renders again or not.
      const previous = before.reads.current;
      before.reads.current = value;
      const others = (Object.keys(props) as (keyof P)[]).every((key) => key === prop || sameProp(before.props[key], props[key]));
      if (others && Object.keys(before.props).length === Object.keys(props).length && readsSame(before.reads, previous, value)) {
        before.props = props;
        return before.element;
      }
    }
    const reads = readsOf(value);
    const element = <Component {...props} {...({ [prop]: reads.view } as Pick<P, K>)} />;
    last.current = { props, reads, element };
    return element;
  }
  Tracked.displayName = `Tracked(${Component.displayName ?? Component.name})`;
  return Tracked;
}
