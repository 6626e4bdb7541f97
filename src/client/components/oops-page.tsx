import { isRouteErrorResponse, useRouteError } from 'react-router';
import classes from './public-page.module.css';

/** spec §8: unexpected route errors. Plain markup: it must render even when the UI kit failed to load. */
export function OopsPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? error.statusText || String(error.status)
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <main className={classes.centered}>
      <h1 className={classes.title}>Oops!</h1>
      <p className={classes.lead}>Sorry, an unexpected error has occurred.</p>
      <p className={classes.muted}>
        <i>{detail}</i>
      </p>
      <a className={classes.button} href="/">
        Back to home
      </a>
    </main>
  );
}
