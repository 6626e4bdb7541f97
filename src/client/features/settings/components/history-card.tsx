import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../lib/api-client';
import { WebAddress } from '../../../components/web-address';
import { type PublishedVersion, useRestore, useVersions } from '../api/publish';
import classes from '../settings-page.module.css';

const formatDate = (value: string) => new Date(value).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Every publish is kept; an earlier one can go live again as the next version. */
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
    ) : (
      <Button size="xs" variant="light" onClick={() => onRestore(v.version)} loading={restore.isPending && restore.variables === v.version} aria-label={`Restore v${v.version}`}>
        Restore
      </Button>
    );

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} size="h4">
        Published versions
      </Title>
      {versions.isPending ? (
        <Text size="sm" mt="sm">
          Loading...
        </Text>
      ) : versions.isError ? (
        <Text size="sm" c="red" mt="sm">
          Error: {errorMessage(versions.error)}
        </Text>
      ) : versions.data.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          Nothing published yet.
        </Text>
      ) : (
        <>
          {/* Phones: one row per version, its Restore button beside it (a table would hide it off-screen). */}
          <Stack gap={0} mt="sm" hiddenFrom="sm" data-testid="versions-list" component="ul" className={classes.versionList}>
            {versions.data.map((v) => (
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
              {versions.data.map((v) => (
                <Table.Tr key={v.version}>
                  <Table.Td>v{v.version}</Table.Td>
                  <Table.Td>{formatDate(v.publishedOn)}</Table.Td>
                  <Table.Td>{v.publishedBy ? <WebAddress>{v.publishedBy}</WebAddress> : '—'}</Table.Td>
                  <Table.Td ta="right">{action(v)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Card>
  );
}
