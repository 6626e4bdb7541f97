import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Account } from '../../../../shared/account';
import { LockedOverlay } from './locked-overlay';

/** spec §4: 'Pending setup' until both a distribution id and a domain name exist, then 'Ready to use'. */
export function DomainCard({ account, locked }: { account: Account; locked: boolean }) {
  const ready = !!account.distributionId && !!account.domainName;
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between">
        <Title order={3} size="h4">
          Domain
        </Title>
        {!locked && (
          <Badge color={ready ? 'teal' : 'yellow'} variant="light" tt="none">
            {ready ? 'Ready to use' : 'Pending setup'}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        Use your own address, like www.yourcompany.com, with a secure HTTPS connection.
      </Text>
      <LockedOverlay locked={locked}>
        <Stack gap={4} mt="md">
          <Text size="sm">
            <Text span fw={600}>
              Custom domain:{' '}
            </Text>
            {account.domainName ?? 'Not set up yet'}
          </Text>
          {account.distributionDomain && (
            <Text size="sm">
              <Text span fw={600}>
                Point a CNAME record to:{' '}
              </Text>
              {account.distributionDomain}
            </Text>
          )}
          {!account.domainName && (
            <Text size="sm" c="dimmed">
              To connect your domain, e-mail support with the address you own; we set up the DNS forwarding and HTTPS with you.
            </Text>
          )}
        </Stack>
      </LockedOverlay>
    </Card>
  );
}
