import { Alert, Button, Code, Group, Stack, Table, Text } from '@mantine/core';
import { toast } from 'react-toastify';
import { domainReady } from '../../../../shared/domains';
import type { Account } from '../../../../shared/account-schema';
import { errorMessage } from '../../../lib/api-client';
import { toastSave } from '../../../lib/toasts';
import { useRemoveDomain, useVerifyDomain } from '../api/domains';

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
    void toastSave(removeDomain.mutateAsync(), 'Domain removed', 'Removing...')
      .then(onRemoved)
      .catch(() => {});
  };
  const check = () => {
    const id = toast.loading('Checking DNS...', { position: 'bottom-center' });
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
            {domainName} points to us and is proven yours. Visitors can open your website at{' '}
            <Text span fw={600}>
              https://{domainName}
            </Text>
            .
          </Text>
        </Alert>
      ) : (
        <DnsInstructions domainName={domainName} target={target} txt={txt} />
      )}
      <Group gap="sm">
        <Button variant="light" onClick={check} loading={verify.isPending}>
          Check DNS
        </Button>
        <Button variant="subtle" color="red" onClick={remove} loading={removeDomain.isPending}>
          Remove domain
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
        At the company where you bought your domain, add these two records, then check DNS. The <b>CNAME</b> record points your domain to{' '}
        <Code>{target}</Code>; the <b>TXT</b> record proves the domain is yours, so no one else can connect it.
      </Text>
      <Table withTableBorder verticalSpacing={4} horizontalSpacing="xs" fz="sm" layout="fixed" data-testid="dns-instructions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={80}>Type</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Value</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>CNAME</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{domainName}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{target}</Table.Td>
          </Table.Tr>
          {txt && (
            <Table.Tr>
              <Table.Td>TXT</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{txt.name}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Code>{txt.value}</Code>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        DNS changes can take a few hours to spread. A domain without www cannot have a CNAME record: use www, or ask your DNS provider for an ALIAS record to {target}.
      </Text>
    </Stack>
  );
}
