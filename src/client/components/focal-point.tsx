import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { FOCUS_CENTRE } from '../../shared/website-fields';
import classes from './focal-point.module.css';
import { appText } from '../i18n/app-text';

/*
 * Setting a picture's focal point (issue 11): the point the layout keeps in view when it crops the
 * picture (object-position on the page). Click or tap the picture where it matters most; from the
 * keyboard, the arrow keys move the point (5% a press, 1% with Shift) and Home puts it back in the
 * centre. The picture shows the result at once, and so does the live page.
 */

export type Fit = 'cover' | 'contain';

/** 'x% y%' as two numbers from 0 to 100 (the centre for anything else). */
export function parseFocus(focus: string | undefined): { x: number; y: number } {
  const match = /^(\d{1,3})% (\d{1,3})%$/.exec(focus ?? '');
  return match ? { x: Math.min(100, Number(match[1])), y: Math.min(100, Number(match[2])) } : { x: 50, y: 50 };
}

export const formatFocus = (x: number, y: number) => `${Math.round(Math.max(0, Math.min(100, x)))}% ${Math.round(Math.max(0, Math.min(100, y)))}%`;

/**
 * Where in the picture (0–100 across and down) a point of the box falls, for a picture drawn with
 * object-fit `fit` and object-position `position` (fractions) in a box of `box` CSS pixels.
 */
export function pointInPicture(
  click: { x: number; y: number },
  box: { width: number; height: number },
  natural: { width: number; height: number },
  fit: Fit,
  position: { x: number; y: number },
): { x: number; y: number } {
  if (!natural.width || !natural.height || !box.width || !box.height) return { x: (click.x / (box.width || 1)) * 100, y: (click.y / (box.height || 1)) * 100 };
  const scale = fit === 'cover' ? Math.max(box.width / natural.width, box.height / natural.height) : Math.min(box.width / natural.width, box.height / natural.height);
  const drawn = { width: natural.width * scale, height: natural.height * scale };
  const offset = { x: (box.width - drawn.width) * position.x, y: (box.height - drawn.height) * position.y };
  const clamp = (v: number) => Math.max(0, Math.min(100, v));
  return { x: clamp(((click.x - offset.x) / drawn.width) * 100), y: clamp(((click.y - offset.y) / drawn.height) * 100) };
}

export interface FocalPointPickerProps {
  src: string;
  /** 'x% y%' or undefined (the centre). */
  focus: string | undefined;
  /** Names the picture in the control's accessible name. */
  label: string;
  onChange: (focus: string) => void;
  /** 'cover' crops like the page (the point moves the picture); 'contain' shows the whole picture with the point on it. */
  fit: Fit;
  className?: string;
}

export function FocalPointPicker({ src, focus, label, onChange, fit, className }: FocalPointPickerProps) {
  const img = useRef<HTMLImageElement>(null);
  const point = parseFocus(focus);
  const position = fit === 'cover' ? point : { x: 50, y: 50 };

  function onClick(event: MouseEvent<HTMLDivElement>) {
    // A click from the keyboard (Enter/Space) has no position.
    if (event.detail === 0 || !img.current) return;
    const rect = img.current.getBoundingClientRect();
    const at = pointInPicture(
      { x: event.clientX - rect.left, y: event.clientY - rect.top },
      { width: rect.width, height: rect.height },
      { width: img.current.naturalWidth, height: img.current.naturalHeight },
      fit,
      { x: position.x / 100, y: position.y / 100 },
    );
    onChange(formatFocus(at.x, at.y));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.shiftKey ? 1 : 5;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      onChange(formatFocus(point.x + move[0], point.y + move[1]));
    } else if (event.key === 'Home') {
      event.preventDefault();
      onChange(FOCUS_CENTRE);
    }
  }

  // The marker sits where the focal point is drawn: for 'cover' at the same fraction of the box.
  const marker = fit === 'cover' ? point : undefined;
  return (
    <div
      className={[classes.picker, fit === 'contain' ? classes.contain : classes.cover, className].filter(Boolean).join(' ')}
      role="button"
      tabIndex={0}
      aria-label={appText('shared.focalPoint', { label, x: point.x, y: point.y })}
      aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown Home"
      title={appText('shared.clickWhereThePicture')}
      data-focus={`${point.x}% ${point.y}%`}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <span className={classes.frame}>
        <img ref={img} src={src} alt="" draggable={false} style={fit === 'cover' ? { objectPosition: `${point.x}% ${point.y}%` } : undefined} />
        <span className={classes.marker} style={{ left: `${(marker ?? point).x}%`, top: `${(marker ?? point).y}%` }} aria-hidden="true" />
      </span>
    </div>
  );
}
