import type { SiteChoiceProps } from '../../../site/editable';
import classes from './editable.module.css';

/** A short pick list in the page (a review's stars), styled like the page's other edit controls. */
export function EditableChoice({ path, value, label, options, className, onChange }: SiteChoiceProps & { onChange: (value: string) => void }) {
  return (
    <select aria-label={label} data-path={path} value={value} onChange={(e) => onChange(e.currentTarget.value)} className={[classes.field, classes.choice, className].filter(Boolean).join(' ')}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
