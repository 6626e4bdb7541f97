import { Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useAccount } from '../../../api/get-account';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../paths';
import { useAnalytics } from '../api/get-analytics';

const VisitorsChart = lazy(() => import('./visitors-chart'));
const DAYS = 30;
const number = (n: number) => n.toLocaleString('en-US');

function Figure({ label, value, to }: { label: string; value: number; to?: string }) {
  return (
    <div>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={800} lh={1.2} data-testid={`figure-${label.toLowerCase().replace(/\s+/g, '-')}`}>
        {to ? (
          <Anchor component={Link} to={to} inherit underline="hover">
            {number(value)}
          </Anchor>
        ) : (
          number(value)
        )}
      </Text>
    </div>
  );
}

/** The dashboard's picture of the last 30 days: visitors counted by the site host (no cookies), the sources, clicks and leads. */
export function VisitorsCard() {
  const account = useAccount();
  const analytics = useAnalytics(DAYS);
  const published = !!account.data?.websiteLastPublished;
  const data = analytics.data;

  return (
    <Card withBorder padding="xl" radius="md" component="section" aria-labelledby="visitors-title">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h3" id="visitors-title">
          Visitors
        </Title>
        <Text size="sm" c="dimmed">
          Last {DAYS} days · counted without cookies
        </Text>
      </Group>
      {analytics.isError ? (
        <Text c="red" mt="md">
          Error: {errorMessage(analytics.error)}
        </Text>
      ) : !data ? (
        <Skeleton height={280} mt="md" />
      ) : (
        <Stack gap="lg" mt="md">
          <SimpleGrid cols={3} spacing="md">
            <Figure label="Visitors" value={data.visitors} />
            <Figure label="Page views" value={data.pageViews} />
            <Figure label="Leads" value={data.leads} to={paths.leads} />
          </SimpleGrid>
          {data.pageViews === 0 ? (
            <Card bg="gray.0" radius="md" padding="lg" ta="center">
              <Text fw={600}>{published ? 'No visitors yet' : 'Your website is not published yet'}</Text>
              <Text size="sm" c="dimmed" mt={4}>
                {published ? 'Share your website’s address: every visit shows up here within a minute.' : 'Publish it and every visit shows up here.'}
              </Text>
              {!published && (
                <Group justify="center" mt="sm">
                  <Button component={Link} to={paths.settings} size="xs" variant="light">
                    Go to Settings
                  </Button>
                </Group>
              )}
            </Card>
          ) : (
            <figure style={{ margin: 0 }}>
              <Suspense fallback={<Skeleton height={230} />}>
                <VisitorsChart daily={data.daily} />
              </Suspense>
              <VisuallyHidden component="figcaption">
                <Table>
                  <caption>Page views and visitors per day</caption>
                  <Table.Tbody>
                    {data.daily.map((d) => (
                      <Table.Tr key={d.date}>
                        <Table.Th scope="row">{d.date}</Table.Th>
                        <Table.Td>{d.pageViews} page views</Table.Td>
                        <Table.Td>{d.visitors} visitors</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </VisuallyHidden>
            </figure>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <div>
              <Text fw={700} size="sm" mb={6}>
                Top referrers
              </Text>
              {data.referrers.length === 0 ? (
                <Text size="sm" c="dimmed">
                  Visitors who come from other websites (a search engine, social media) are listed here.
                </Text>
              ) : (
                <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-testid="referrers">
                  {data.referrers.slice(0, 5).map((r) => (
                    <Group key={r.host} component="li" justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="sm" truncate>
                        {r.host}
                      </Text>
                      <Text size="sm" fw={600}>
                        {number(r.visitors)}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              )}
            </div>
            <div>
              <Text fw={700} size="sm" mb={6}>
                Clicks
              </Text>
              <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {[
                  ['Phone calls', data.clicks.phone],
                  ['E-mails', data.clicks.email],
                  ['Call-to-action button', data.clicks.cta],
                ].map(([label, value]) => (
                  <Group key={label} component="li" justify="space-between" gap="xs">
                    <Text size="sm">{label}</Text>
                    <Text size="sm" fw={600}>
                      {number(Number(value))}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </div>
          </SimpleGrid>
        </Stack>
      )}
    </Card>
  );
}
