import { Alert, Text } from '@mantine/core';
import type { Account } from '../../../../shared/account-schema';
import { suspendedSiteMessage } from '../../../../shared/admin';
import { useSupportEmail } from '../../../lib/use-support-email';

/** Issue 27: while an operator has suspended the website, Settings says so first, with the reason and how to appeal. */
export function SuspendedNotice({ account }: { account: Account }) {
  const supportEmail = useSupportEmail();
  if (!account.websiteSuspendedOn) return null;
  return (
    <Alert color="red" title="Your website is suspended" role="alert">
      <Text size="sm">{suspendedSiteMessage(supportEmail ?? 'support')}</Text>
      {account.websiteSuspensionReason && (
        <Text size="sm" mt="xs">
          The reason: {account.websiteSuspensionReason}
        </Text>
      )}
    </Alert>
  );
}
