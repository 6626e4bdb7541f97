import { Link } from 'react-router';
import { paths } from '../paths';
import { appText } from '../i18n/app-text';

/** The copyright line and legal links that close the public pages. */
export function LegalFooter({ className, linksClassName }: { className?: string; linksClassName?: string }) {
  return (
    <footer className={className}>
      <span>{appText('layout.copyright', { year: String(new Date().getFullYear()) })}</span>
      <nav className={linksClassName} aria-label={appText('layout.legal')}>
        <Link to={paths.privacy}>{appText('layout.privacyPolicy')}</Link>
        <Link to={paths.terms}>{appText('layout.termsOfService')}</Link>
      </nav>
    </footer>
  );
}
