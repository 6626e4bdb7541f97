import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useAccount } from '../../../api/get-account';
import { useWebsite } from '../../../api/get-website';
import { paths } from '../../../paths';
import { appRich, appText } from '../../../i18n/app-text';

/** Says why no message can arrive: the site is not published, or its contact form is switched off. */
export function FormStatus() {
  const account = useAccount();
  const website = useWebsite();
  if (!account.data || !website.data) return null;
  if (!account.data.websiteLastPublished) {
    return (
      <Alert color="blue" title={appText('leads.yourWebsiteIsNot')}>
        {appRich('leads.notPublishedBody', { link: (chunks) => <Anchor component={Link} to={paths.settings}>{chunks}</Anchor> })}
      </Alert>
    );
  }
  if (!website.data.enableContactForm) {
    return (
      <Alert color="yellow" title={appText('leads.yourContactFormIs')}>
        {appRich('leads.formOffBody', { link: (chunks) => <Anchor component={Link} to={paths.website}>{chunks}</Anchor> })}
      </Alert>
    );
  }
  return null;
}
