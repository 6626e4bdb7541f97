import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useAccount } from '../../../api/get-account';
import { useWebsite } from '../../../api/get-website';
import { paths } from '../../../paths';

/** Says why no message can arrive: the site is not published, or its contact form is switched off. */
export function FormStatus() {
  const account = useAccount();
  const website = useWebsite();
  if (!account.data || !website.data) return null;
  if (!account.data.websiteLastPublished) {
    return (
      <Alert color="blue" title="Your website is not published yet">
        Visitors can send you messages once it is live. <Anchor component={Link} to={paths.settings}>Publish it in Settings</Anchor>.
      </Alert>
    );
  }
  if (!website.data.enableContactForm) {
    return (
      <Alert color="yellow" title="Your contact form is switched off">
        Show the Contact section in the <Anchor component={Link} to={paths.website}>editor</Anchor>, then publish again, so visitors can write to you.
      </Alert>
    );
  }
  return null;
}
