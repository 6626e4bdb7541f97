import { Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AuditEntry } from '../../../shared/admin-schema';
import { errorMessage } from '../../lib/api-client';
import { adminAccountPath } from '../../paths';
import { useAudit } from './api/admin-api';
import classes from './components/facts.module.css';
import { actionLabel, money, when } from './components/format';
import { appText } from '../../i18n/app-text';

/** /admin/audit: every operator action, newest first. It cannot be changed or deleted (the database refuses). */
export default function AuditPage() {
  const audit = useAudit();
  const entries = audit.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {appText('admin.auditLog')}
        </Title>
        <Text size="sm" c="dimmed">
          {appText('admin.everyOperatorActionWith')}
        </Text>
      </div>
      {audit.isPending ? (
        <Group justify="center" py="xl">
          <Loader size="sm" aria-label={appText('admin.loadingTheAuditLog')} />
        </Group>
      ) : audit.isError ? (
        <Text c="red" role="alert">
          {appText('common.error', { message: errorMessage(audit.error) })}
        </Text>
      ) : (
        <Card withBorder radius="md" padding="md">
          <ul className={classes.list} aria-label={appText('admin.auditLogEntries')}>
            {entries.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ul>
          {audit.hasNextPage && (
            <Button variant="light" mt="md" onClick={() => void audit.fetchNextPage()} loading={audit.isFetchingNextPage}>
              {appText('admin.showOlderEntries')}
            </Button>
          )}
        </Card>
      )}
    </Stack>
  );
}

/** What an entry's details add, in words. */
function detailsOf(entry: AuditEntry): string | undefined {
  const d = entry.details;
  if (entry.action === 'search' && typeof d.results === 'number') return `${d.results}${d.more ? '+' : ''} found`;
  if (entry.action === 'subscription.refunded' && typeof d.amount === 'number' && typeof d.currency === 'string') return money(d.amount, d.currency);
  if (entry.action === 'report.status_changed' && typeof d.to === 'string') return `${String(d.from)} → ${d.to}`;
  if (entry.action === 'subscription.canceled_at_period_end' && typeof d.currentPeriodEnd === 'string') return `ends ${when(d.currentPeriodEnd)}`;
  return undefined;
}

function Entry({ entry }: { entry: AuditEntry }) {
  const extra = [entry.subject, detailsOf(entry)].filter(Boolean).join(' · ');
  return (
    <li className={classes.item} data-action={entry.action}>
      <Text size="sm">
        <strong>{actionLabel(entry.action)}</strong>
        {entry.accountId && (
          <>
            {' · '}
            <Anchor component={Link} to={adminAccountPath(entry.accountId)} size="sm">
              {entry.accountEmail ?? entry.accountId}
            </Anchor>
          </>
        )}
        {extra && ` · ${extra}`}
      </Text>
      <Text size="xs" c="dimmed">
        {appText('admin.auditWhen', { when: when(entry.at), by: entry.operatorEmail })}
      </Text>
      {entry.reason && <Text size="sm">{appText('admin.why', { reason: entry.reason })}</Text>}
    </li>
  );
}
