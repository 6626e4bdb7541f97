import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { WebAddress } from '../../../components/web-address';
import type { Account } from '../../../../shared/account-schema';

const formatDate = (value: string | null) => (value ? new Date(value).toLocaleString('en-US', { dateStyle: 'long', timeStyle: 'short' }) : '—');

/** spec §2 /settings: Live with version v{N}, or Unpublished; published-on date; the public URL. */
export function StatusCard({ account }: { account: Account }) {
  const live = !!account.websiteLastPublished;
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-start">
        <Title order={3} size="h4">
          Website status
        </Title>
        <Badge color={live ? 'teal' : 'gray'} size="lg" tt="none" data-testid="website-status">
          {live ? `Live v${account.websiteVersion}` : 'Unpublished'}
        </Badge>
      </Group>
      <Stack gap={6} mt="md">
        <Text size="sm">
          <Text span fw={600}>
            Published on:{' '}
          </Text>
          {formatDate(account.websiteLastPublished)}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            Public address:{' '}
          </Text>
          {account.websiteUrl && live ? (
            <Anchor href={account.websiteUrl} target="_blank" rel="noopener noreferrer" data-testid="public-url">
              <WebAddress>{account.websiteUrl}</WebAddress>
            </Anchor>
          ) : (
            'You get one when you first publish.'
          )}
        </Text>
      </Stack>
    </Card>
  );
}
