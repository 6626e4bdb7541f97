import { type FormEvent, useContext, useState } from 'react';
import { ELAPSED_FIELD, HONEYPOT_FIELD } from '../shared/contact-form';
import type { SiteWords } from './i18n';
import { SiteEmbeddedContext } from './site-embedded';

/*
 * What the published page's forms (contact, quote) share: the preview's note instead of sending, the
 * spam trap, the length hint under a long text and the status line site.js writes into.
 */

/**
 * Inside the app the page is a preview: sending would leave the app, so the form says where visitors'
 * messages arrive instead. Answers the submit handler (none on a published page) and the note shown.
 */
export function usePreviewNote(sentence: string): { onSubmit?: (event: FormEvent) => void; note?: string } {
  const embedded = useContext(SiteEmbeddedContext);
  const [note, setNote] = useState<string | undefined>(undefined);
  if (!embedded) return { note };
  return {
    note,
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      setNote(sentence);
    },
  };
}

/** The honeypot (hidden from people and from assistive technology) and the fill time site.js sets. */
export function SpamTrap({ id, text }: { id: string; text: SiteWords }) {
  return (
    <>
      <div className="ww-visually-hidden" aria-hidden="true">
        <label htmlFor={id}>{text.t('form.honeypot')}</label>
        <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name={ELAPSED_FIELD} defaultValue="" />
    </>
  );
}

/** "Up to 2,000 characters" under a long text; site.js counts with data-count and data-over as the visitor types. */
export function LengthHint({ id, max, text }: { id: string; max: number; text: SiteWords }) {
  return (
    <p className="ww-form__hint" id={id} data-count={text.t('form.count', { n: '{n}', max })} data-over={text.t('form.over', { n: '{n}', over: '{over}', max })}>
      {text.t('form.limit', { max })}
    </p>
  );
}

/** The line that says how the sending went: an alert after a refusal, a polite status otherwise. */
export function FormStatus({ id, alert, message }: { id: string; alert: boolean; message?: string }) {
  return (
    <p id={id} className="ww-form__status" role={alert ? 'alert' : 'status'}>
      {message}
    </p>
  );
}
