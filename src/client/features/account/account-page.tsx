import { Avatar, Card, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { WebAddress } from '../../components/web-address';
import { useSession } from '../../lib/session';
import { useAccount } from '../../api/get-account';
import { DataCard } from './components/data-card';
import { isProfessional } from '../../../shared/account';
import { nextRenewal, planName } from '../../../shared/billing';
import { SignOutEverywhereCard } from './components/sign-out-everywhere-card';
import { EmailCard } from './components/email-card';
import { PasswordCard } from './components/password-card';
import { DeleteAccountCard } from './components/delete-account-card';
import { TwoFactorCard } from './components/two-factor-card';
import { PasskeysCard } from './components/passkeys-card';
import { DevicesCard } from './components/devices-card';
import { NotificationsCard } from './components/notifications-card';
import { appText } from '../../i18n/app-text';
import { formatDate, formatDateTime } from '../../../shared/i18n/format';

const formatWhen = (value: string | null | undefined) => (value ? formatDateTime(value) : '—');

/** spec §2 /account. */
export default function AccountPage() {
  const { data: account } = useAccount();
  const { session } = useSession();
  const user = session?.user;
  const google = user?.identities.some((i) => i.provider === 'google') ?? false;
  const rows: [string, React.ReactNode][] = [
    [appText('account.row.email'), <WebAddress key="email">{account?.email ?? user?.email ?? ''}</WebAddress>],
    [appText('account.row.confirmed'), appText(user?.confirmed_at ? 'account.row.yes' : 'account.row.no')],
    [
      appText('account.row.googleSignIn'),
      google ? (
        <Group gap="xs">
          {user?.user_metadata.picture && <Avatar src={user.user_metadata.picture} size={24} radius="xl" alt={appText('account.googleProfilePicture')} />}
          {appText('account.connected')}
        </Group>
      ) : (
        appText('account.row.notConnected')
      ),
    ],
    [appText('account.row.created'), formatWhen(account?.createdOn ?? user?.created_at)],
    [appText('account.row.plan'), planName(account?.subscriptionTier)],
    // spec §3: 'active' is the meaningful status; other values are not shown.
    [appText('account.row.subscription'), account?.subscriptionStatus === 'active' ? appText('account.row.active') : '—'],
    [appText('account.row.subscriptionStarted'), formatWhen(account?.subscriptionStartedOn)],
    ...(account && isProfessional(account) && account.subscriptionStartedOn
      ? ([[appText('account.row.renewsOn'), formatDate(nextRenewal(account.subscriptionStartedOn))]] as [string, React.ReactNode][])
      : []),
    [appText('account.row.lastUpdated'), formatWhen(account?.updatedOn)],
  ];
  return (
    <Container size="sm">
      <Title order={2} mb="md">
        {appText('account.account')}
      </Title>
      <Stack gap="md">
        <Card withBorder radius="md" padding="lg">
          <Table verticalSpacing="sm">
            <Table.Tbody>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w="40%" scope="row" style={{ verticalAlign: 'top' }}>
                    <Text fw={600} size="sm">
                      <Label text={label} />
                    </Text>
                  </Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
        <EmailCard email={account?.email ?? user?.email} />
        <PasswordCard email={account?.email ?? user?.email} />
        <TwoFactorCard />
        <PasskeysCard />
        <DevicesCard />
        <NotificationsCard />
        <SignOutEverywhereCard />
        <DataCard />
        <DeleteAccountCard email={account?.email ?? user?.email} />
      </Stack>
    </Container>
  );
}

/** A label that may wrap between its words on a phone, but never inside one ("Google sign- / in"). */
function Label({ text }: { text: string }) {
  return text.split(' ').map((word, i) => (
    <Fragment key={i}>
      {i > 0 && ' '}
      {word.includes('-') ? <span style={{ whiteSpace: 'nowrap' }}>{word}</span> : word}
    </Fragment>
  ));
}
