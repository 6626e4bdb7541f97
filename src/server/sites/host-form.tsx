import type { ReactNode } from 'react';

/*
 * The pieces the site host's own no-JavaScript forms share ("Report this site", "Ask for a review"): a
 * labelled field with its hint, the hidden honeypot, and the sentence and button at the end. Each form
 * keeps its own ids, fields and words.
 */

/** The aria attributes of a field: its hint, and the form's sentence first when the problem is this field's. */
export function describer<F extends string>(ids: Record<F, string>, statusId: string, problemField: F | undefined) {
  return (field: F) =>
    problemField === field ? { 'aria-invalid': true as const, 'aria-describedby': `${statusId} ${ids[field]}-hint` } : { 'aria-describedby': `${ids[field]}-hint` };
}

/** A label, its hint (id `<id>-hint`), and the control. */
export function HostField({ id, label, hint, wide, children }: { id: string; label: string; hint: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`ww-form__field${wide ? ' ww-form__field--message' : ''}`}>
      <label className="ww-form__label" htmlFor={id}>
        {label}
      </label>
      <p className="ww-form__hint" id={`${id}-hint`}>
        {hint}
      </p>
      {children}
    </div>
  );
}

/** A field people never see or fill: a form sent with it filled is a robot's. */
export function Honeypot({ id, name, label }: { id: string; name: string; label: string }) {
  return (
    <div className="ww-visually-hidden" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** What went wrong (announced), then the send button. */
export function FormEnd({ statusId, problem, submit }: { statusId: string; problem?: { message: string }; submit: string }) {
  return (
    <>
      {problem && (
        <p id={statusId} className="ww-form__status" role="alert">
          {problem.message}
        </p>
      )}
      <button type="submit" className="ww-btn ww-form__submit">
        {submit}
      </button>
    </>
  );
}
