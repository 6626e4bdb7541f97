import { Link } from 'react-router';
import { paths } from '../paths';

/** The copyright line and legal links that close the public pages. */
export function LegalFooter({ className, linksClassName }: { className?: string; linksClassName?: string }) {
  return (
    <footer className={className}>
      <span>© {new Date().getFullYear()} Website Works</span>
      <nav className={linksClassName} aria-label="Legal">
        <Link to={paths.privacy}>Privacy Policy</Link>
        <Link to={paths.terms}>Terms of Service</Link>
      </nav>
    </footer>
  );
}
