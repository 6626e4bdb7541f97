import { Alert, Badge, Button, Card, Group, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { Account } from '../../../../shared/account-schema';
import { errorMessage } from '../../../lib/api-client';
import { accountQueryKey } from '../../../api/get-account';
import { cancelTestSubscription, listInvoices } from '../api/checkout';

/** The test provider's billing portal: invoices and cancelling, as Stripe's portal offers. */
export function TestPortal({ account }: { account: Account }) {
  const queryClient = useQueryClient();
  const invoices = useQuery({ queryKey: ['invoices'], queryFn: listInvoices });
  const [busy, setBusy] = useState(false);
  const active = account.subscriptionStatus === 'active';
  const cancel = async () => {
    if (!window.confirm('Cancel your Professional subscription? Your custom domain and analytics stop working.')) return;
    setBusy(true);
    try {
      await cancelTestSubscription();
      toast.success('Your subscription has been cancelled.', { position: 'bottom-center' });
      await queryClient.invalidateQueries({ queryKey: accountQueryKey });
      await invoices.refetch();
    } catch (error) {
      toast.error(errorMessage(error), { position: 'bottom-center' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder radius="md" padding="lg" data-testid="test-portal">
      <Group justify="space-between">
        <Title order={3} size="h4">
          Billing
        </Title>
        <Badge color="orange" variant="light" tt="none">
          Test mode — no real charge
        </Badge>
      </Group>
      <Text size="sm" mt="xs">
        Subscription: <strong>{account.subscriptionTier}</strong> ({account.subscriptionStatus ?? 'none'})
      </Text>
      {invoices.isError ? (
        <Alert color="red" mt="sm">
          Error: {errorMessage(invoices.error)}
        </Alert>
      ) : invoices.data && invoices.data.length > 0 ? (
        <Table mt="sm" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoices.data.map((i) => (
              <Table.Tr key={i.id}>
                <Table.Td>{new Date(i.createdOn).toLocaleDateString('en-US', { dateStyle: 'medium' })}</Table.Td>
                <Table.Td>
                  {(i.amountPaid / 100).toLocaleString('en-US', { style: 'currency', currency: i.currency.toUpperCase() || 'USD' })}
                </Table.Td>
                <Table.Td>{i.status}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="dimmed" mt="sm">
          No invoices yet.
        </Text>
      )}
      <Group mt="md">
        <Button variant="default" onClick={() => toast.info('In test mode there is no card to update.', { position: 'bottom-center' })}>
          Update card
        </Button>
        {active && (
          <Button color="red" variant="light" onClick={() => void cancel()} loading={busy}>
            Cancel subscription
          </Button>
        )}
      </Group>
    </Card>
  );
}
