import { Avatar, Card, Container, Group, Table, Text, Title } from '@mantine/core';
import { useSession } from '../../lib/session';
import { useAccount } from '../../api/get-account';

const formatDate = (value: string | null | undefined) =>
  value ? new Date(value).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—';

/** spec §2 /account. */
export default function AccountPage() {
  const { data: account } = useAccount();
  const { session } = useSession();
  const user = session?.user;
  const google = user?.identities.some((i) => i.provider === 'google') ?? false;
  const rows: [string, React.ReactNode][] = [
    ['E-mail', account?.email ?? user?.email],
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
    ['Subscription tier', account?.subscriptionTier || 'starter'],
    ['Subscription status', account?.subscriptionStatus || '—'],
    ['Subscription started', formatDate(account?.subscriptionStartedOn)],
    ['Last updated', formatDate(account?.updatedOn)],
  ];
  return (
    <Container size="sm">
      <Title order={2} mb="md">
        Account
      </Title>
      <Card withBorder radius="md" padding="lg">
        <Table verticalSpacing="sm">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w="40%" scope="row">
                  <Text fw={600} size="sm">
                    {label}
                  </Text>
                </Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
    </Container>
  );
}
