import { Alert, Button, Code, Group, Stack, Table, Text } from '@mantine/core';
import { toast } from 'react-toastify';
import { domainReady } from '../../../../shared/domains';
import type { Account } from '../../../../shared/account-schema';
import { errorMessage } from '../../../lib/api-client';
import { toastSave } from '../../../lib/toasts';
import { useRemoveDomain, useVerifyDomain } from '../api/domains';
import { appRich, appText } from '../../../i18n/app-text';

/** A saved domain: either it points at us, or the one DNS record to add; then check DNS or remove it. */
export function DomainSetup({ account, domainName, target, txt, onRemoved }: {
  account: Account;
  domainName: string;
  target: string;
  /** The TXT record proving the domain is the owner's (from GET domains/), once loaded. */
  txt: { name: string; value: string } | undefined;
  onRemoved: () => void;
}) {
  const removeDomain = useRemoveDomain();
  const verify = useVerifyDomain();

  const remove = () => {
    void toastSave(removeDomain.mutateAsync(), appText('settings.domainRemoved'), appText('settings.removing'))
      .then(onRemoved)
      .catch(() => {});
  };
  const check = () => {
    const id = toast.loading(appText('settings.checkingDns'), { position: 'bottom-center' });
    verify
      .mutateAsync()
      .then((result) =>
        toast.update(id, { render: result.message, type: result.ready ? 'success' : 'warning', isLoading: false, autoClose: 8000 }),
      )
      .catch((error: unknown) => toast.update(id, { render: errorMessage(error), type: 'error', isLoading: false, autoClose: 8000 }));
  };

  return (
    <>
      {domainReady(account) ? (
        <Alert color="teal" variant="light" p="sm">
          <Text size="sm">
            {appRich('settings.domainReady', {
              domain: domainName,
              b: (chunks) => (
                <Text span fw={600}>
                  {chunks}
                </Text>
              ),
            })}
          </Text>
        </Alert>
      ) : (
        <DnsInstructions domainName={domainName} target={target} txt={txt} />
      )}
      <Group gap="sm">
        <Button variant="light" onClick={check} loading={verify.isPending}>
          {appText('settings.checkDns')}
        </Button>
        <Button variant="subtle" color="red" onClick={remove} loading={removeDomain.isPending}>
          {appText('settings.removeDomain')}
        </Button>
      </Group>
    </>
  );
}

/** The two records to add: the CNAME pointing the domain here, and the TXT record proving it is the owner's. */
function DnsInstructions({ domainName, target, txt }: { domainName: string; target: string; txt: { name: string; value: string } | undefined }) {
  return (
    <Stack gap={6}>
      <Text size="sm">
        {appText('settings.atTheCompanyWhere')} <b>{appText('settings.cname')}</b> {appText('settings.recordPointsYourDomain')}{' '}
        <Code>{target}</Code>{appText('settings.the')} <b>{appText('settings.txt')}</b> {appText('settings.recordProvesTheDomain')}
      </Text>
      <Table withTableBorder verticalSpacing={4} horizontalSpacing="xs" fz="sm" layout="fixed" data-testid="dns-instructions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>{appText('settings.type')}</Table.Th>
            <Table.Th>{appText('settings.name')}</Table.Th>
            <Table.Th>{appText('settings.value')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>{appText('settings.cname')}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{domainName}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{target}</Table.Td>
          </Table.Tr>
          {txt && (
            <Table.Tr>
              <Table.Td>{appText('settings.txt')}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{txt.name}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Code>{txt.value}</Code>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {appText('settings.dnsHint', { target })}
      </Text>
    </Stack>
  );
}
