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
import { appText } from '../../i18n/app-text';

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
            {appText('admin.reports')}
          </Title>
          <Text size="sm" c="dimmed" role="status">
            {open === undefined ? appText('admin.reportsVisitorsSentWith') : appText('admin.openReports', { count: open })}
          </Text>
        </div>
        <SegmentedControl
          aria-label={appText('admin.whichReports')}
          value={status}
          onChange={(value) => setStatus(value as 'open' | 'all')}
          data={[
            { value: 'open', label: appText('admin.open') },
            { value: 'all', label: appText('admin.all') },
          ]}
        />
      </Group>
      {reports.isPending ? (
        <Group justify="center" py="xl">
          <Loader size="sm" aria-label={appText('admin.loadingReports')} />
        </Group>
      ) : reports.isError ? (
        <Text c="red" role="alert">
          {appText('common.error', { message: errorMessage(reports.error) })}
        </Text>
      ) : list.length === 0 ? (
        <Card withBorder radius="md" padding="xl" ta="center">
          <Title order={2} size="h4">
            {status === 'open' ? appText('admin.noOpenReports') : appText('admin.noReportsYet')}
          </Title>
          <Text c="dimmed" mt="xs" size="sm">
            {appText('admin.reportsAppearHere')}
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
                {appText('admin.showOlderReports')}
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
      { onSuccess: () => toast.success(appText('admin.reportIs', { status: statusLabel(status).toLowerCase() })), onError: (error) => toast.error(errorMessage(error)) },
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
                  {report.accountEmail ?? appText('admin.theAccount')}
                </Anchor>
              </>
            )}
          </Text>
        </div>
        <Group gap={6}>
          {report.suspended && (
            <Badge c="dark.9" color="red" variant="light">
              {appText('admin.siteSuspended')}
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
        {appText('admin.received', { when: when(report.receivedOn) })}
        {report.reporterEmail ? appText('admin.receivedFrom', { email: report.reporterEmail }) : appText('admin.noEMailGiven')}
        {report.handledBy && appText('admin.handledBy', { status: statusLabel(report.status), by: report.handledBy, when: when(report.handledOn) })}
      </Text>
      {report.note && <Text size="sm" mt={4}>{appText('admin.note', { note: report.note })}</Text>}
      <Group gap="xs" mt="sm" align="flex-end">
        <Textarea label={appText('admin.noteOptional')} value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={1} maxLength={1000} style={{ flex: '1 1 220px' }} />
        {report.status === 'open' ? (
          <>
            <Button size="sm" onClick={() => set('resolved')} loading={change.isPending}>
              {appText('admin.resolve')}
            </Button>
            <Button size="sm" variant="default" onClick={() => set('dismissed')} loading={change.isPending}>
              {appText('admin.dismiss')}
            </Button>
          </>
        ) : (
          <Button size="sm" variant="default" onClick={() => set('open')} loading={change.isPending}>
            {appText('admin.reopen')}
          </Button>
        )}
      </Group>
    </Card>
  );
}
