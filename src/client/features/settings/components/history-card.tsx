import { Button, Card, Badge, Table, Text, Title } from '@mantine/core';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../lib/api-client';
import { useRestore, useVersions } from '../api/publish';

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
        <Table.ScrollContainer minWidth={360} mt="sm">
          <Table verticalSpacing="xs" data-testid="versions">
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
                  <Table.Td>{v.publishedBy ?? '—'}</Table.Td>
                  <Table.Td ta="right">
                    {v.live ? (
                      <Badge color="teal" variant="light" tt="none">
                        Live
                      </Badge>
                    ) : (
                      <Button size="xs" variant="light" onClick={() => onRestore(v.version)} loading={restore.isPending && restore.variables === v.version} aria-label={`Restore v${v.version}`}>
                        Restore
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
