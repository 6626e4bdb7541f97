import { Anchor, Badge, Button, Card, Group, Loader, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import type { ReportStatus } from '../../../shared/admin';
import type { AdminReport } from '../../../shared/admin-schema';
import { errorMessage } from '../../lib/api-client';
import { adminAccountPath } from '../../paths';
import { useReportStatus, useReports } from './api/admin-api';
import { reasonLabel, statusLabel, when } from './components/format';

const STATUS_COLOR: Record<ReportStatus, string> = { open: 'orange', resolved: 'teal', dismissed: 'gray' };

/** /admin/reports: visitors' "Report this site" reports, open ones first; each resolved or dismissed with a note. */
export default function ReportsPage() {
  const [status, setStatus] = useState<'open' | 'all'>('open');
  const reports = useReports(status);
  const list = reports.data?.pages.flatMap((p) => p.reports) ?? [];
  const open = reports.data?.pages[0]?.open;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            Reports
          </Title>
          <Text size="sm" c="dimmed" role="status">
            {open === undefined ? 'Reports visitors sent with “Report this site”.' : `${open} open ${open === 1 ? 'report' : 'reports'}.`}
          </Text>
        </div>
        <SegmentedControl
          aria-label="Which reports"
          value={status}
          onChange={(value) => setStatus(value as 'open' | 'all')}
          data={[
            { value: 'open', label: 'Open' },
            { value: 'all', label: 'All' },
          ]}
        />
      </Group>
      {reports.isPending ? (
        <Group justify="center" py="xl">
          <Loader size="sm" aria-label="Loading reports" />
        </Group>
      ) : reports.isError ? (
        <Text c="red" role="alert">
          Error: {errorMessage(reports.error)}
        </Text>
      ) : list.length === 0 ? (
        <Card withBorder radius="md" padding="xl" ta="center">
          <Title order={2} size="h4">
            {status === 'open' ? 'No open reports' : 'No reports yet'}
          </Title>
          <Text c="dimmed" mt="xs" size="sm">
            Reports visitors send from a published page&apos;s “Report this site” link appear here.
          </Text>
        </Card>
      ) : (
        <Stack gap="sm">
          {list.map((report) => (
            <ReportCard key={report.reportId} report={report} />
          ))}
          {reports.hasNextPage && (
            <div>
              <Button variant="light" onClick={() => void reports.fetchNextPage()} loading={reports.isFetchingNextPage}>
                Show older reports
              </Button>
            </div>
          )}
        </Stack>
      )}
    </Stack>
  );
}

function ReportCard({ report }: { report: AdminReport }) {
  const change = useReportStatus();
  const [note, setNote] = useState('');
  const set = (status: ReportStatus) =>
    change.mutate(
      { reportId: report.reportId, status, note: note.trim() || undefined },
      { onSuccess: () => toast.success(`The report is ${statusLabel(status).toLowerCase()}.`), onError: (error) => toast.error(errorMessage(error)) },
    );
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={`${reasonLabel(report.reason)}, ${when(report.receivedOn)}`}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={700}>{reasonLabel(report.reason)}</Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Anchor href={report.siteAddress}>{report.siteAddress}</Anchor>
            {report.accountId && (
              <>
                {' · '}
                <Anchor component={Link} to={adminAccountPath(report.accountId)}>
                  {report.accountEmail ?? 'the account'}
                </Anchor>
              </>
            )}
          </Text>
        </div>
        <Group gap={6}>
          {report.suspended && (
            <Badge c="dark.9" color="red" variant="light">
              Site suspended
            </Badge>
          )}
          <Badge c="dark.9" color={STATUS_COLOR[report.status]} variant="light">
            {statusLabel(report.status)}
          </Badge>
        </Group>
      </Group>
      {report.details && (
        <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {report.details}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt="xs" style={{ overflowWrap: 'anywhere' }}>
        Received {when(report.receivedOn)}
        {report.reporterEmail ? ` from ${report.reporterEmail}` : ', no e-mail given'}
        {report.handledBy && ` · ${statusLabel(report.status)} by ${report.handledBy} ${when(report.handledOn)}`}
      </Text>
      {report.note && <Text size="sm" mt={4}>Note: {report.note}</Text>}
      <Group gap="xs" mt="sm" align="flex-end">
        <Textarea label="Note (optional)" value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={1} maxLength={1000} style={{ flex: '1 1 220px' }} />
        {report.status === 'open' ? (
          <>
            <Button size="sm" onClick={() => set('resolved')} loading={change.isPending}>
              Resolve
            </Button>
            <Button size="sm" variant="default" onClick={() => set('dismissed')} loading={change.isPending}>
              Dismiss
            </Button>
          </>
        ) : (
          <Button size="sm" variant="default" onClick={() => set('open')} loading={change.isPending}>
            Reopen
          </Button>
        )}
      </Group>
    </Card>
  );
}
