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

const formatDate = (value: string | null | undefined) =>
  value ? new Date(value).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—';
const formatDay = (value: Date) => value.toLocaleDateString('en-US', { dateStyle: 'medium' });

/** spec §2 /account. */
export default function AccountPage() {
  const { data: account } = useAccount();
  const { session } = useSession();
  const user = session?.user;
  const google = user?.identities.some((i) => i.provider === 'google') ?? false;
  const rows: [string, React.ReactNode][] = [
    ['E-mail', <WebAddress key="email">{account?.email ?? user?.email ?? ''}</WebAddress>],
    ['Confirmed', user?.confirmed_at ? 'Yes' : 'No'],
    [
      'Google sign-in',
      google ? (
        <Group gap="xs">
          {user?.user_metadata.picture && <Avatar src={user.user_metadata.picture} size={24} radius="xl" alt="Google profile picture" />}
          Connected
        </Group>
      ) : (
        'Not connected'
      ),
    ],
    ['Created', formatDate(account?.createdOn ?? user?.created_at)],
    ['Plan', planName(account?.subscriptionTier)],
    // spec §3: 'active' is the meaningful status; other values are not shown.
    ['Subscription', account?.subscriptionStatus === 'active' ? 'Active' : '—'],
    ['Subscription started', formatDate(account?.subscriptionStartedOn)],
    ...(account && isProfessional(account) && account.subscriptionStartedOn
      ? ([['Renews on', formatDay(nextRenewal(account.subscriptionStartedOn))]] as [string, React.ReactNode][])
      : []),
    ['Last updated', formatDate(account?.updatedOn)],
  ];
  return (
    <Container size="sm">
      <Title order={2} mb="md">
        Account
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
