import { Alert, Badge, Button, Card, Group, Table, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { Account } from '../../../../shared/account-schema';
import { errorMessage } from '../../../lib/api-client';
import { accountQueryKey } from '../../../api/get-account';
import { cancelTestSubscription, listInvoices } from '../api/checkout';
import { appRich, appText } from '../../../i18n/app-text';
import { formatDate, formatMoney } from '../../../../shared/i18n/format';

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
      toast.success(appText('plans.cancelled'), { position: 'bottom-center' });
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
          {appText('plans.billing')}
        </Title>
        <Badge color="orange" variant="light" tt="none">
          {appText('plans.testModeNoReal')}
        </Badge>
      </Group>
      <Text size="sm" mt="xs">
        {appRich('plans.subscription', { b: (chunks) => <strong>{chunks}</strong>, tier: account.subscriptionTier, status: account.subscriptionStatus ?? appText('plans.none') })}
      </Text>
      {invoices.isError ? (
        <Alert color="red" mt="sm">
          {appText('common.error', { message: errorMessage(invoices.error) })}
        </Alert>
      ) : invoices.data && invoices.data.length > 0 ? (
        <Table mt="sm" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{appText('plans.date')}</Table.Th>
              <Table.Th>{appText('plans.amount')}</Table.Th>
              <Table.Th>{appText('plans.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoices.data.map((i) => (
              <Table.Tr key={i.id}>
                <Table.Td>{formatDate(i.createdOn)}</Table.Td>
                <Table.Td>
                  {formatMoney(i.amountPaid / 100, i.currency)}
                </Table.Td>
                <Table.Td>{i.status}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="dimmed" mt="sm">
          {appText('plans.noInvoicesYet')}
        </Text>
      )}
      <Group mt="md">
        <Button variant="default" onClick={() => toast.info(appText('plans.noCardInTest'), { position: 'bottom-center' })}>
          {appText('plans.updateCard')}
        </Button>
        {active && (
          <Button color="red" variant="light" onClick={() => void cancel()} loading={busy}>
            {appText('plans.cancelSubscription')}
          </Button>
        )}
      </Group>
    </Card>
  );
}
