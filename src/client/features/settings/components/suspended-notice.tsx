import { Alert, Text } from '@mantine/core';
import type { Account } from '../../../../shared/account-schema';
import { suspendedSiteMessage } from '../../../../shared/admin';
import { useSupportEmail } from '../../../lib/use-support-email';
import { appText } from '../../../i18n/app-text';

/** Issue 27: while an operator has suspended the website, Settings says so first, with the reason and how to appeal. */
export function SuspendedNotice({ account }: { account: Account }) {
  const supportEmail = useSupportEmail();
  if (!account.websiteSuspendedOn) return null;
  return (
    <Alert color="red" title={appText('settings.yourWebsiteIsSuspended')} role="alert">
      <Text size="sm">{suspendedSiteMessage(supportEmail ?? 'support')}</Text>
      {account.websiteSuspensionReason && (
        <Text size="sm" mt="xs">
          {appText('settings.theReason', { reason: account.websiteSuspensionReason })}
        </Text>
      )}
    </Alert>
  );
}
