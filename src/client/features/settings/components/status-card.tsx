import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { WebAddress } from '../../../components/web-address';
import type { Account } from '../../../../shared/account-schema';
import { appText } from '../../../i18n/app-text';
import { formatDateTime } from '../../../../shared/i18n/format';

const formatDate = (value: string | null) => (value ? formatDateTime(value, 'long') : '—');

/** spec §2 /settings: Live with version v{N}, or Unpublished; published-on date; the public URL. */
export function StatusCard({ account }: { account: Account }) {
  const live = !!account.websiteLastPublished;
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-start">
        <Title order={3} size="h4">
          {appText('settings.websiteStatus')}
        </Title>
        <Badge color={live ? 'teal' : 'gray'} size="lg" tt="none" data-testid="website-status">
          {live ? appText('settings.liveVersion', { version: account.websiteVersion ?? '' }) : appText('settings.unpublished')}
        </Badge>
      </Group>
      <Stack gap={6} mt="md">
        <Text size="sm">
          <Text span fw={600}>
            {appText('settings.publishedOn')}{' '}
          </Text>
          {formatDate(account.websiteLastPublished)}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            {appText('settings.publicAddress')}{' '}
          </Text>
          {account.websiteUrl && live ? (
            <Anchor href={account.websiteUrl} target="_blank" rel="noopener noreferrer" data-testid="public-url">
              <WebAddress>{account.websiteUrl}</WebAddress>
            </Anchor>
          ) : (
            appText('settings.youGetOneWhen')
          )}
        </Text>
      </Stack>
    </Card>
  );
}
