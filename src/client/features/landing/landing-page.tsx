import { Link, useSearchParams } from 'react-router';
import { LegalFooter } from '../../components/legal-links';
import { useSupportEmail } from '../../lib/use-support-email';
import { paths } from '../../paths';
import classes from './landing-page.module.css';
import { appRich, appText } from '../../i18n/app-text';

/** Spec §1 and §2 /landing: the public front door, kept free of heavy components for its size budget. */
export default function LandingPage() {
  const supportEmail = useSupportEmail();
  // Arrived here after "Delete my account" (/account).
  const [params] = useSearchParams();
  const deleted = params.get('deleted') === '1';

  return (
    <div className={classes.page}>
      <main className={classes.main}>
        <div className={classes.content}>
          {deleted && (
            <p className={classes.notice} role="status">
              {appText('landing.yourAccountHasBeen')}
            </p>
          )}
          <p className={classes.eyebrow}>
            <BrandMark />
            <span className={classes.badge}>{appText('landing.nowInBeta')}</span>
          </p>
          <h1 className={classes.title}>{appText('landing.websiteWorks')}</h1>
          <p className={classes.tagline}>{appText('landing.websiteMakerForThe')}</p>
          <p className={classes.text}>
            {appRich('landing.text', {
              address: supportEmail ? (
                <a className={classes.mail} href={`mailto:${supportEmail}`}>
                  {supportEmail}
                </a>
              ) : (
                <span className={classes.mailPending} aria-hidden="true" />
              ),
            })}
          </p>
          <Link className={`${classes.login} ${classes.signup}`} to={`${paths.login}?view=sign_up`}>
            {appText('landing.createYourWebsite')}
          </Link>
          <Link className={classes.login} to={paths.login}>
            {appText('landing.login')}
            <svg className={classes.arrow} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M5 12h14M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </Link>
        </div>
        <SitePreview />
      </main>

      <LegalFooter className={classes.footer} linksClassName={classes.footerLinks} />
    </div>
  );
}

/** A drawing of a finished one-page site, for wide screens only; pure CSS so the route stays light. */
function SitePreview() {
  return (
    <div className={classes.preview} aria-hidden="true">
      <div className={classes.browserBar}>
        <span />
        <span />
        <span />
        <div className={classes.address}>{appText('landing.yourbusinessCom')}</div>
      </div>
      <div className={classes.hero}>
        <div className={classes.lineLg} />
        <div className={classes.lineMd} />
        <div className={classes.pill} />
      </div>
      <div className={classes.cards}>
        <div />
        <div />
        <div />
      </div>
      <div className={classes.rows}>
        <div className={classes.lineSm} />
        <div className={classes.lineXs} />
      </div>
    </div>
  );
}

function BrandMark() {
  return (
    <svg className={classes.mark} width="26" height="26" viewBox="0 0 32 32" aria-hidden="true">
      <rect x="1" y="1" width="30" height="30" rx="8" fill="rgba(255,255,255,0.16)" stroke="rgba(255,255,255,0.55)" strokeWidth="1.5" />
      <path d="M7 11l3.2 11L14 13l2 0 3.8 9L23 11" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
