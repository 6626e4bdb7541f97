import { Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useAccount } from '../../../api/get-account';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../paths';
import { useAnalytics } from '../api/get-analytics';
import { appText } from '../../../i18n/app-text';
import { formatNumber } from '../../../../shared/i18n/format';

const VisitorsChart = lazy(() => import('./visitors-chart'));
const DAYS = 30;

function Figure({ label, value, to }: { label: string; value: number; to?: string }) {
  return (
    <div>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={800} lh={1.2} data-testid={`figure-${label.toLowerCase().replace(/\s+/g, '-')}`}>
        {to ? (
          <Anchor component={Link} to={to} inherit underline="hover">
            {formatNumber(value)}
          </Anchor>
        ) : (
          formatNumber(value)
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
          {appText('dashboard.visitors')}
        </Title>
        <Text size="sm" c="dimmed">
          {appText('dashboard.lastDays', { days: DAYS })}
        </Text>
      </Group>
      {analytics.isError ? (
        <Text c="red" mt="md">
          {appText('common.error', { message: errorMessage(analytics.error) })}
        </Text>
      ) : !data ? (
        <Skeleton height={280} mt="md" />
      ) : (
        <Stack gap="lg" mt="md">
          <SimpleGrid cols={3} spacing="md">
            <Figure label={appText('dashboard.visitors')} value={data.visitors} />
            <Figure label={appText('dashboard.pageViews')} value={data.pageViews} />
            <Figure label={appText('dashboard.leads')} value={data.leads} to={paths.leads} />
          </SimpleGrid>
          {data.pageViews === 0 ? (
            <Card bg="gray.0" radius="md" padding="lg" ta="center">
              <Text fw={600}>{published ? appText('dashboard.noVisitorsYet') : appText('dashboard.yourWebsiteIsNot')}</Text>
              <Text size="sm" c="dimmed" mt={4}>
                {published ? appText('dashboard.shareYourWebsiteS') : appText('dashboard.publishItAndEvery')}
              </Text>
              {!published && (
                <Group justify="center" mt="sm">
                  <Button component={Link} to={paths.settings} size="xs" variant="light">
                    {appText('dashboard.goToSettings')}
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
                  <caption>{appText('dashboard.pageViewsAndVisitors')}</caption>
                  <Table.Tbody>
                    {data.daily.map((d) => (
                      <Table.Tr key={d.date}>
                        <Table.Th scope="row">{d.date}</Table.Th>
                        <Table.Td>{appText('dashboard.dayPageViews', { count: d.pageViews })}</Table.Td>
                        <Table.Td>{appText('dashboard.dayVisitors', { count: d.visitors })}</Table.Td>
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
                {appText('dashboard.topReferrers')}
              </Text>
              {data.referrers.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {appText('dashboard.visitorsWhoComeFrom')}
                </Text>
              ) : (
                <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-testid="referrers">
                  {data.referrers.slice(0, 5).map((r) => (
                    <Group key={r.host} component="li" justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="sm" truncate>
                        {r.host}
                      </Text>
                      <Text size="sm" fw={600}>
                        {formatNumber(r.visitors)}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              )}
            </div>
            <div>
              <Text fw={700} size="sm" mb={6}>
                {appText('dashboard.clicks')}
              </Text>
              <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {[
                  [appText('dashboard.click.phone'), data.clicks.phone],
                  [appText('dashboard.click.email'), data.clicks.email],
                  [appText('dashboard.click.cta'), data.clicks.cta],
                  // The call bar's other actions (decision 0060); Book and Quote only once tapped, as few sites have them.
                  [appText('dashboard.click.whatsapp'), data.clicks.whatsapp],
                  [appText('dashboard.click.directions'), data.clicks.directions],
                  ...(data.clicks.book > 0 ? [[appText('dashboard.click.book'), data.clicks.book] as const] : []),
                  ...(data.clicks.quote > 0 ? [[appText('dashboard.click.quote'), data.clicks.quote] as const] : []),
                ].map(([label, value]) => (
                  <Group key={label} component="li" justify="space-between" gap="xs">
                    <Text size="sm">{label}</Text>
                    <Text size="sm" fw={600}>
                      {formatNumber(Number(value))}
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
