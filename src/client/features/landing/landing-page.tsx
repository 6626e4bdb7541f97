import { Link } from 'react-router';
import { useSupportEmail } from '../../lib/use-support-email';
import { paths } from '../../paths';
import classes from './landing-page.module.css';

/** spec §1–§2 /landing: the product in one screen, and the way in. */
export default function LandingPage() {
  const supportEmail = useSupportEmail();
  return (
    <div className={classes.page}>
      <header className={classes.top}>
        <span className={classes.brand}>Website Works</span>
      </header>
      <main className={classes.main}>
        <h1 className={classes.title}>Website Works</h1>
        <p className={classes.tagline}>Website maker for the working person.</p>
        <p className={classes.text}>
          Set up a professional looking Website in minutes. No coding, No designing, No hassle. Join our beta, send us an email at{' '}
          {supportEmail ? (
            <a className={classes.mail} href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
          ) : (
            '…'
          )}
        </p>
        <Link to={paths.login} className={classes.button}>
          Login
        </Link>
        <ul className={classes.steps} aria-label="How it works">
          <li>
            <strong>1. Tell us about your business</strong>
            <span>Name, services, contact details and your logo.</span>
          </li>
          <li>
            <strong>2. Shape your page</strong>
            <span>Click any text to change it, pick your colours, add photos.</span>
          </li>
          <li>
            <strong>3. Publish</strong>
            <span>Your site is live at its own address, on every phone.</span>
          </li>
        </ul>
      </main>
      <footer className={classes.footer}>
        <Link to={paths.privacy}>Privacy Policy</Link>
        <Link to={paths.terms}>Terms of Service</Link>
      </footer>
    </div>
  );
}
