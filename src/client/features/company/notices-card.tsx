import { Button, Switch, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId } from 'react';
import { NOTICE_LIMITS, type Notice } from '../../../shared/website-fields';
import { withLinkScheme } from '../../../shared/website';
import { appText } from '../../i18n/app-text';
import type { RemovedEntry } from './prices-card';

interface Props {
  notices: Notice[];
  /** `removed`: the notice taken out, so its translation goes with it. */
  onChange: (notices: Notice[], removed?: RemovedEntry) => void;
}

/**
 * Notices (issue 26, decision 0060): a line at the top of the site, shown between its days (the site
 * host decides each day, no publishing needed); a Closed notice also tells search engines.
 */
export function NoticesCard({ notices, onChange }: Props) {
  const set = (i: number, patch: Partial<Notice>) => onChange(notices.map((n, j) => (j === i ? { ...n, ...patch } : n)));
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="company-notices-heading">
      <Stack gap="md">
        <div>
          <Title order={3} id="company-notices-heading">
            {appText('company.notices')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {appText('company.aLineAtThe')}
          </Text>
        </div>
        {notices.map((notice, i) => (
          <NoticeFields key={i} number={i + 1} notice={notice} onChange={(patch) => set(i, patch)} onRemove={() => onChange(notices.filter((_, j) => j !== i), { list: 'notices', position: i })} />
        ))}
        <Group gap="sm">
          <Button
            variant="light"
            disabled={notices.length >= NOTICE_LIMITS.notices}
            onClick={() => onChange([...notices, { message: '', link: '', start: '', end: '', closed: false }])}
          >
            {appText('company.addNotice')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function NoticeFields({ number, notice, onChange, onRemove }: { number: number; notice: Notice; onChange: (patch: Partial<Notice>) => void; onRemove: () => void }) {
  const headingId = useId();
  return (
    <Card withBorder radius="md" padding="md" bg="gray.0" role="group" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Text fw={600} id={headingId}>
          {appText('company.noticeNumber', { number })}
        </Text>
        <TextInput label={appText('company.message')} placeholder={appText('company.closedForHolidaysUntil')} value={notice.message} maxLength={NOTICE_LIMITS.message} onChange={(e) => onChange({ message: e.currentTarget.value })} />
        <TextInput
          label={appText('company.linkOptional')}
          inputMode="url"
          placeholder={appText('company.exampleComHolidays')}
          value={notice.link}
          onChange={(e) => onChange({ link: e.currentTarget.value })}
          onBlur={() => notice.link !== withLinkScheme(notice.link) && onChange({ link: withLinkScheme(notice.link) })}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput type="date" label={appText('company.firstDayOptional')} value={notice.start} onChange={(e) => onChange({ start: e.currentTarget.value })} />
          <TextInput type="date" label={appText('company.lastDayOptional')} value={notice.end} onChange={(e) => onChange({ end: e.currentTarget.value })} />
        </SimpleGrid>
        <Group justify="space-between">
          <Switch
            label={appText('company.closedOnTheseDays')}
            checked={notice.closed}
            onChange={(e) => onChange({ closed: e.currentTarget.checked })}
          />
          <Button variant="subtle" color="red" size="xs" onClick={onRemove}>
            {appText('company.removeNotice', { number })}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
