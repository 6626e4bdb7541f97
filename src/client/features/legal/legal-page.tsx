import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router';
import { LegalFooter } from '../../components/legal-links';
import { useSupportEmail } from '../../lib/use-support-email';
import { paths } from '../../paths';
import classes from './legal-page.module.css';
import { appText } from '../../i18n/app-text';

/** Spec §9: both legal documents take effect on this date. */
export const EFFECTIVE_DATE = 'May 21, 2025';

/** The support address from configuration, as a mail link. */
export function SupportEmail() {
  const email = useSupportEmail();
  if (!email) return <span className={classes.pending} aria-hidden="true" />;
  return (
    <a className={classes.mail} href={`mailto:${email}`}>
      {email}
    </a>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={classes.section}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** Shared frame of /privacypolicy and /terms: banner, readable column, back-to-home link. */
export function LegalPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Website Works`;
    return () => {
      document.title = previous;
    };
  }, [title]);

  return (
    <div className={classes.page}>
      <header className={classes.banner}>
        <div className={classes.bannerInner}>
          <Link className={classes.back} to={paths.dashboard}>
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M19 12H5M11 6l-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {appText('legal.backToHome')}
          </Link>
          <p className={classes.brand}>{appText('legal.websiteWorks')}</p>
          <h1 className={classes.title}>{title}</h1>
          <p className={classes.date}>{appText('legal.effectiveDate', { date: EFFECTIVE_DATE })}</p>
        </div>
      </header>
      <main className={classes.main}>
        <article className={classes.article}>
          <div className={classes.intro}>{intro}</div>
          {children}
        </article>
        <LegalFooter className={classes.footer} linksClassName={classes.footerLinks} />
      </main>
    </div>
  );
}
