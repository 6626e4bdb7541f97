import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError, reloadOnceForNewVersion } from '../lib/chunk-reload';
import { useSupportEmail } from '../lib/use-support-email';
import classes from './public-page.module.css';
import { appText } from '../i18n/app-text';

/**
 * spec §8: unexpected route errors, in the app's look (plain markup and CSS: it must render even when
 * the UI kit failed to load). A route answer shows its status text; a thrown error is described in
 * words, never as its raw message. A page chunk missing after a deploy reloads once, then says so.
 */
export function OopsPage() {
  const error = useRouteError();
  const support = useSupportEmail();
  const newVersion = isChunkLoadError(error);
  useEffect(() => {
    if (newVersion) reloadOnceForNewVersion();
  }, [newVersion]);

  if (newVersion) {
    return (
      <Frame>
        <h1 className={classes.title}>{appText('layout.aNewVersionIs')}</h1>
        <p className={classes.lead}>{appText('layout.websiteWorksWasUpdated')}</p>
        <button type="button" className={classes.button} onClick={() => window.location.reload()}>
          {appText('layout.reload')}
        </button>
      </Frame>
    );
  }

  const detail = isRouteErrorResponse(error)
    ? error.status === 404
      ? 'There is no page at this address.'
      : error.statusText || 'The page could not be shown.'
    : 'The page could not be shown. Reloading usually helps.';
  return (
    <Frame>
      <h1 className={classes.title}>{appText('layout.oops')}</h1>
      <p className={classes.lead}>{appText('layout.sorryAnUnexpectedError')}</p>
      <p className={classes.muted}>
        {detail}
        {support && (
          <>
            {' '}
            {appText('layout.ifItKeepsHappening')} <a href={`mailto:${support}`}>{support}</a>.
          </>
        )}
      </p>
      <div className={classes.actions}>
        <button type="button" className={classes.button} onClick={() => window.location.reload()}>
          {appText('layout.reload')}
        </button>
        <a className={classes.secondary} href="/">
          {appText('layout.backToHome')}
        </a>
      </div>
    </Frame>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <a className={classes.brand} href="/">
          {appText('layout.websiteWorks')}
        </a>
      </header>
      <main className={classes.centered}>
        <div className={classes.card}>{children}</div>
      </main>
    </div>
  );
}
