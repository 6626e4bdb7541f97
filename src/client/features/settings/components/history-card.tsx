import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../lib/api-client';
import { WebAddress } from '../../../components/web-address';
import { type PublishedVersion, useRestore, useVersions } from '../api/publish';
import classes from '../settings-page.module.css';

const formatDate = (value: string) => new Date(value).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Every publish is listed, newest first, a page at a time; the newest ones (the retention, decision
 * 0027) can go live again as the next version, older ones are listed for the record only.
 */
export function HistoryCard() {
  const versions = useVersions();
  const restore = useRestore();
  const onRestore = (version: number) =>
    void toast
      .promise(
        restore.mutateAsync(version),
        {
          pending: `Restoring v${version}...`,
          success: { render: ({ data }) => `Version ${version} is live again as v${data.publishVersion}.` },
          error: { render: ({ data }) => errorMessage(data) },
        },
        { position: 'bottom-center' },
      )
      .catch(() => {});
  const action = (v: PublishedVersion) =>
    v.live ? (
      <Badge color="teal" variant="light" tt="none">
        Live
      </Badge>
    ) : v.restorable ? (
      <Button size="xs" variant="light" onClick={() => onRestore(v.version)} loading={restore.isPending && restore.variables === v.version} aria-label={`Restore v${v.version}`}>
        Restore
      </Button>
    ) : (
      <Text size="xs" c="dimmed" data-testid={`not-kept-v${v.version}`}>
        Not kept
      </Text>
    );

  const list = versions.data?.pages.flatMap((page) => page.versions) ?? [];
  const retention = versions.data?.pages[0]?.retention ?? null;
  const anyNotKept = list.some((v) => !v.restorable);

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} size="h4">
        Published versions
      </Title>
      {versions.isPending ? (
        <Text size="sm" mt="sm">
          Loading...
        </Text>
      ) : versions.isError && list.length === 0 ? (
        <Text size="sm" c="red" mt="sm">
          Error: {errorMessage(versions.error)}
        </Text>
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          Nothing published yet.
        </Text>
      ) : (
        <>
          {/* Phones: one row per version, its Restore button beside it (a table would hide it off-screen). */}
          <Stack gap={0} mt="sm" hiddenFrom="sm" data-testid="versions-list" component="ul" className={classes.versionList}>
            {list.map((v) => (
              <Group key={v.version} component="li" justify="space-between" wrap="nowrap" gap="sm" py="xs" className={classes.versionItem}>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    v{v.version}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDate(v.publishedOn)}
                  </Text>
                  {v.publishedBy && (
                    <Text size="xs" c="dimmed">
                      by <WebAddress>{v.publishedBy}</WebAddress>
                    </Text>
                  )}
                </div>
                <div style={{ flex: 'none' }}>{action(v)}</div>
              </Group>
            ))}
          </Stack>
          <Table verticalSpacing="xs" mt="sm" visibleFrom="sm" data-testid="versions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Version</Table.Th>
                <Table.Th>Published</Table.Th>
                <Table.Th>By</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((v) => (
                <Table.Tr key={v.version}>
                  <Table.Td>v{v.version}</Table.Td>
                  <Table.Td>{formatDate(v.publishedOn)}</Table.Td>
                  <Table.Td>{v.publishedBy ? <WebAddress>{v.publishedBy}</WebAddress> : '—'}</Table.Td>
                  <Table.Td ta="right">{action(v)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {anyNotKept && (
            <Text size="xs" c="dimmed" mt="sm" data-testid="versions-retention-note">
              {retention === null
                ? 'Versions marked "Not kept" are listed for your records; their pages are no longer stored, so they cannot be restored.'
                : `We keep the newest ${retention} versions so you can restore them. Older versions stay listed for your records but cannot be restored.`}
            </Text>
          )}
          {versions.isFetchNextPageError && (
            <Text size="sm" c="red" mt="sm">
              Error: {errorMessage(versions.error)}
            </Text>
          )}
          {versions.hasNextPage && (
            <Button variant="default" size="xs" mt="sm" onClick={() => void versions.fetchNextPage()} loading={versions.isFetchingNextPage}>
              Show older versions
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
