import { Button, Card, Container, Group, Loader, Modal, Pagination, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { Lead } from '../../../shared/leads-schema';
import { useLeads } from '../../api/get-leads';
import { errorMessage } from '../../lib/api-client';
import { useDeleteLead } from './api/delete-lead';
import { downloadLeadsCsv } from './api/export-leads';
import { useMarkLead } from './api/update-lead';
import { FormStatus } from './components/form-status';
import { LeadCard } from './components/lead-card';

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
  const total = leads.data?.total ?? 0;
  // Deleting the last message of the last page moves back a page.
  const lastPage = Math.max(1, Math.ceil(total / PAGE));
  if (leads.data && !leads.isPlaceholderData && page > lastPage) setPage(lastPage);

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
          <Title order={2}>Leads</Title>
          <Text c="dimmed" size="sm" mt={4} data-testid="leads-summary">
            {leads.data ? `${total} ${total === 1 ? 'message' : 'messages'}, ${leads.data.unread} unread` : 'Messages from your website'}
          </Text>
        </div>
        <Button variant="light" onClick={exportCsv} loading={exporting} disabled={total === 0}>
          Export CSV
        </Button>
      </Group>
      <Text size="sm" mb="lg">
        Messages visitors send through the contact form on your website. You also get each one by e-mail.
      </Text>
      <Stack gap="md">
        <FormStatus />
        {leads.isPending ? (
          <Group justify="center" py="xl">
            <Loader size="sm" />
          </Group>
        ) : leads.isError ? (
          <Text c="red">Error: {errorMessage(leads.error)}</Text>
        ) : total === 0 ? (
          <Card withBorder radius="md" padding="xl" ta="center">
            <Title order={3} size="h4">
              No messages yet
            </Title>
            <Text c="dimmed" mt="xs">
              When a visitor sends the contact form on your website, their message appears here.
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
            />
          ))
        )}
        {total > PAGE && (
          <Group justify="center">
            <Pagination total={Math.ceil(total / PAGE)} value={page} onChange={setPage} />
          </Group>
        )}
      </Stack>
      <Modal opened={deleting !== undefined} onClose={() => setDeleting(undefined)} title="Delete this message?" centered>
        <Text size="sm">The message from {deleting?.name} will be gone for good. Export your leads first if you want to keep a copy.</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setDeleting(undefined)}>
            Cancel
          </Button>
          <Button color="red" onClick={confirmDelete} loading={remove.isPending}>
            Delete message
          </Button>
        </Group>
      </Modal>
    </Container>
  );
}
