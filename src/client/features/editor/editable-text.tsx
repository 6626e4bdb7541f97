import type { CSSProperties } from 'react';
import type { SiteTextProps } from '../../../site/editable';
import { maxLengthOf, withLinkScheme } from '../../../shared/website';
import classes from './editable.module.css';

// The social link is typed as text: "instagram.com/x" is fine, https:// is added (withLinkScheme).
const INPUT_TYPES: Record<string, string> = { email: 'email', phone: 'tel' };

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
  let control;
  if (multiline || rows) {
    const style = { '--ww-edit-rows': rows ?? 3 } as CSSProperties;
    control = (
      <textarea
        {...common}
        rows={rows ?? 3}
        style={style}
        className={`${classes.field} ${classes.area}`}
        onChange={(e) => onChange(multiline ? e.currentTarget.value : e.currentTarget.value.replace(/[\r\n]+/g, ' '))}
        onKeyDown={multiline ? undefined : (e) => e.key === 'Enter' && e.preventDefault()}
        inputMode={path === 'email' ? 'email' : path === 'socialUrl' ? 'url' : undefined}
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
