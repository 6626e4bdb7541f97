import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSupportEmail } from '../../lib/use-support-email';
import { paths } from '../../paths';
import classes from './legal-page.module.css';

export const EFFECTIVE_DATE = 'May 21, 2025';

/** The frame both legal pages share: title, effective date, the text, contact and the way back. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  const supportEmail = useSupportEmail();
  return (
    <div className={classes.page}>
      <main className={classes.main}>
        <Link to={paths.dashboard} className={classes.back}>
          ← Back to home
        </Link>
        <h1 className={classes.title}>{title}</h1>
        <p className={classes.effective}>Effective date: {EFFECTIVE_DATE}</p>
        <div className={classes.body}>{children}</div>
        <section className={classes.contact}>
          <h2>Contact</h2>
          <p>
            Questions about this page? Write to us at{' '}
            {supportEmail ? <a href={`mailto:${supportEmail}`}>{supportEmail}</a> : 'our support address'}.
          </p>
        </section>
        <Link to={paths.dashboard} className={classes.back}>
          ← Back to home
        </Link>
      </main>
    </div>
  );
}
