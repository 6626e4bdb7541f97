import { memo, useCallback, useLayoutEffect, useRef, type CSSProperties, type KeyboardEvent, type RefObject } from 'react';
import type { SiteTextProps } from '../../../site/editable';
import { maxLengthOf, withLinkScheme } from '../../../shared/website';
import classes from './editable.module.css';

// The social link is typed as text: "instagram.com/x" is fine, https:// is added (withLinkScheme).
const INPUT_TYPES: Record<string, string> = { email: 'email', phone: 'tel' };

/**
 * The page's multi-line field, holding its own text (decision 0070, second addendum). React would write a
 * controlled textarea's text into its `defaultValue` on every key, which replaces the textarea's text node:
 * a change to the page's tree that makes the browser recheck every `:has()` rule above it and restyle the
 * header (a size container) on each key. Here the textarea is left alone while the owner types (what they
 * type is already in it); EditableText puts a value in only when the draft holds another one (undo, reset,
 * a newline turned into a space). Drawn again only when a prop other than the text changes: all of them
 * are values or stable functions.
 */
const PageTextArea = memo(function PageTextArea({
  areaRef,
  label,
  describedBy,
  placeholder,
  maxLength,
  rows,
  className,
  inputMode,
  singleLine,
  onText,
}: {
  areaRef: RefObject<HTMLTextAreaElement | null>;
  label: string;
  describedBy: string | undefined;
  placeholder: string;
  maxLength: number | undefined;
  rows: number;
  className: string;
  inputMode: 'email' | 'url' | undefined;
  singleLine: boolean;
  onText: (value: string) => void;
}) {
  return (
    <textarea
      ref={areaRef}
      aria-label={label}
      aria-describedby={describedBy}
      placeholder={placeholder}
      maxLength={maxLength}
      spellCheck
      rows={rows}
      style={{ '--ww-edit-rows': rows } as CSSProperties}
      className={className}
      onChange={(e) => onText(e.currentTarget.value)}
      onKeyDown={singleLine ? preventEnter : undefined}
      inputMode={inputMode}
    />
  );
});

function preventEnter(e: KeyboardEvent) {
  if (e.key === 'Enter') e.preventDefault();
}

/**
 * A text field of the page, edited where it stands: the template's own element (so headings
 * keep their size and colour) around a borderless input that inherits its look. React escapes
 * whatever is typed, so markup and script text show as plain text.
 */
export function EditableText({
  path,
  value,
  label,
  multiline,
  rows,
  as,
  className,
  onChange,
  untranslated,
}: SiteTextProps & {
  onChange: (value: string) => void;
  /**
   * Editing the second language (decision 0067) a text not translated yet: its main-language text shows as the
   * placeholder, and a mark says so.
   */
  untranslated?: { main: string; mark: string; hint: string };
}) {
  const Tag = (as ?? 'span') as 'span';
  // "Header title (empty shows the company name)": the full text labels the control, the short part hints inside it.
  const placeholder = untranslated && untranslated.main.trim() !== '' ? untranslated.main : label.replace(/\s*\(.*\)\s*$/, '');
  const markId = untranslated ? `untranslated-${path.replace(/\W/g, '-')}` : undefined;
  const common = {
    value,
    'aria-label': label,
    'aria-describedby': markId,
    placeholder,
    // The server's limit, so the control stops where the server would refuse.
    maxLength: maxLengthOf(path),
    spellCheck: true,
    onBlur:
      path === 'socialUrl'
        ? (e: { currentTarget: { value: string } }) => e.currentTarget.value !== withLinkScheme(e.currentTarget.value) && onChange(withLinkScheme(e.currentTarget.value))
        : undefined,
  };
  // The textarea's text, when the draft holds another than it shows (see PageTextArea); on every render, so
  // that a textarea drawn again for another prop never keeps an old text.
  const areaRef = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const area = areaRef.current;
    // A textarea keeps line ends as \n: a text that came with \r\n is the same text (else it would be put
    // back, and the caret sent to the end, on every render).
    if (area && area.value !== value.replace(/\r\n?/g, '\n')) area.value = value;
  });
  const change = useRef(onChange);
  change.current = onChange;
  const onText = useCallback((text: string) => change.current(multiline ? text : text.replace(/[\r\n]+/g, ' ')), [multiline]);
  let control;
  if (multiline || rows) {
    control = (
      <PageTextArea
        areaRef={areaRef}
        label={label}
        describedBy={markId}
        placeholder={placeholder}
        maxLength={maxLengthOf(path)}
        rows={rows ?? 3}
        className={`${classes.field} ${classes.area}`}
        inputMode={path === 'email' ? 'email' : path === 'socialUrl' ? 'url' : undefined}
        singleLine={!multiline}
        onText={onText}
      />
    );
  } else {
    control = (
      <input
        {...common}
        type={INPUT_TYPES[path] ?? (/^openingHours\.\d\.(opens|closes)$/.test(path) ? 'time' : 'text')}
        className={`${classes.field} ${classes.line}`}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  }
  if (!untranslated) return <Tag className={[className, classes.host].filter(Boolean).join(' ')}>{control}</Tag>;
  return (
    <Tag className={[className, classes.host].filter(Boolean).join(' ')} data-untranslated="">
      {control}
      <span id={markId} className={classes.untranslated} title={untranslated.hint}>
        {untranslated.mark}
      </span>
    </Tag>
  );
}
