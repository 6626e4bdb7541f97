import { Button, Card, Container, Group, Loader, Modal, Pagination, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import type { Lead } from '../../../shared/leads-schema';
import { useLeads } from '../../api/get-leads';
import { errorMessage } from '../../lib/api-client';
import { useDeleteLead } from './api/delete-lead';
import { downloadLeadsCsv } from './api/export-leads';
import { useMarkLead } from './api/update-lead';
import { FormStatus } from './components/form-status';
import { LeadCard } from './components/lead-card';
import { PendingReviews } from './components/pending-reviews';
import { ReviewRequestDialog } from '../../components/review-request-dialog';
import { appText } from '../../i18n/app-text';

const PAGE = 20;
const failed = (error: unknown) => toast.error(errorMessage(error), { position: 'bottom-center' });

/** /leads: the messages visitors sent through the website's contact form, newest first. */
export default function LeadsPage() {
  const [page, setPage] = useState(1);
  const leads = useLeads(PAGE, (page - 1) * PAGE);
  const mark = useMarkLead();
  const remove = useDeleteLead();
  const [deleting, setDeleting] = useState<Lead | undefined>(undefined);
  const [exporting, setExporting] = useState(false);
  const [asking, setAsking] = useState<{ leadId?: string; who?: string }>();
  const total = leads.data?.total ?? 0;
  // Deleting the last message of the last page moves back a page.
  const lastPage = Math.max(1, Math.ceil(total / PAGE));
  if (leads.data && !leads.isPlaceholderData && page > lastPage) setPage(lastPage);
  // A notification opens /leads#lead-<id> (issue 26): bring that message into view once it is shown.
  const loaded = leads.data !== undefined;
  useEffect(() => {
    if (loaded && window.location.hash.startsWith('#lead-')) document.getElementById(window.location.hash.slice(1))?.scrollIntoView({ block: 'center' });
  }, [loaded]);

  const exportCsv = () => {
    setExporting(true);
    downloadLeadsCsv()
      .catch(failed)
      .finally(() => setExporting(false));
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.leadId, { onError: failed, onSettled: () => setDeleting(undefined) });
  };

  return (
    <Container size="md">
      <Group justify="space-between" align="flex-end" mb="xs" gap="sm">
        <div>
          <Title order={2}>{appText('leads.leads')}</Title>
          <Text c="dimmed" size="sm" mt={4} data-testid="leads-summary">
            {leads.data ? appText('leads.summary', { total, unread: leads.data.unread }) : appText('leads.messagesFromYourWebsite')}
          </Text>
        </div>
        <Group gap="xs">
          <Button variant="default" onClick={() => setAsking({})}>
            {appText('leads.askForAReview')}
          </Button>
          <Button variant="light" onClick={exportCsv} loading={exporting} disabled={total === 0}>
            {appText('leads.exportCsv')}
          </Button>
        </Group>
      </Group>
      <Text size="sm" mb="lg">
        {appText('leads.messagesVisitorsSendThrough')}
      </Text>
      <Stack gap="md">
        <FormStatus />
        <PendingReviews />
        {leads.isPending ? (
          <Group justify="center" py="xl">
            <Loader size="sm" />
          </Group>
        ) : leads.isError ? (
          <Text c="red">{appText('common.error', { message: errorMessage(leads.error) })}</Text>
        ) : total === 0 ? (
          <Card withBorder radius="md" padding="xl" ta="center">
            <Title order={3} size="h4">
              {appText('leads.noMessagesYet')}
            </Title>
            <Text c="dimmed" mt="xs">
              {appText('leads.whenAVisitorSends')}
            </Text>
          </Card>
        ) : (
          leads.data.leads.map((lead) => (
            <LeadCard
              key={lead.leadId}
              lead={lead}
              busy={mark.isPending || remove.isPending}
              onRead={(read) => mark.mutate({ leadId: lead.leadId, read }, { onError: failed })}
              onDelete={() => setDeleting(lead)}
              onAskReview={() => setAsking({ leadId: lead.leadId, who: lead.name })}
            />
          ))
        )}
        {total > PAGE && (
          <Group justify="center">
            <Pagination total={Math.ceil(total / PAGE)} value={page} onChange={setPage} />
          </Group>
        )}
      </Stack>
      <ReviewRequestDialog opened={asking !== undefined} leadId={asking?.leadId} who={asking?.who} onClose={() => setAsking(undefined)} />
      <Modal opened={deleting !== undefined} onClose={() => setDeleting(undefined)} title={appText('leads.deleteThisMessage')} centered>
        <Text size="sm">{appText('leads.deleteBody', { name: deleting?.name ?? '' })}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setDeleting(undefined)}>
            {appText('leads.cancel')}
          </Button>
          <Button color="red" onClick={confirmDelete} loading={remove.isPending}>
            {appText('leads.deleteMessage')}
          </Button>
        </Group>
      </Modal>
    </Container>
  );
}
