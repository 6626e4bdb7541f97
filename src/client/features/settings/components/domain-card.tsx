import { Alert, Badge, Button, Card, Code, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { Account } from '../../../../shared/account-schema';
import { domainNameProblem, domainReady, normaliseDomainName } from '../../../../shared/domains';
import { errorMessage } from '../../../lib/api-client';
import { toastSave } from '../../../lib/toasts';
import { useDomainInfo, useRemoveDomain, useSetDomain, useVerifyDomain } from '../api/domains';
import { LockedOverlay } from './locked-overlay';

/**
 * spec §2/§4/§6: the custom domain (Professional; the server enforces it too). 'Pending setup' until
 * both a distribution id and a domain name exist, then 'Ready to use'. The owner enters the domain,
 * points a CNAME record at our target and checks DNS from here.
 */
export function DomainCard({ account, locked }: { account: Account; locked: boolean }) {
  const ready = domainReady(account);
  const saved = account.domainName ?? '';
  const [value, setValue] = useState(saved);
  const [touched, setTouched] = useState(false);
  const info = useDomainInfo();
  const setDomain = useSetDomain();
  const removeDomain = useRemoveDomain();
  const verify = useVerifyDomain();

  const domain = normaliseDomainName(value);
  const problem = domain === '' ? null : domainNameProblem(domain);
  const edited = domain !== saved && domain !== '';
  const target = account.distributionDomain ?? info.data?.cnameTarget ?? '';

  const save = () => {
    setTouched(true);
    if (problem) return;
    void toastSave(setDomain.mutateAsync(domain), 'Domain saved. Now point its DNS to us.')
      .then((updated) => setValue(updated.domainName ?? ''))
      .catch(() => {});
  };
  const remove = () => {
    void toastSave(removeDomain.mutateAsync(), 'Domain removed', 'Removing...')
      .then(() => {
        setValue('');
        setTouched(false);
      })
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
    <Card withBorder radius="md" padding="lg" data-testid="domain-card">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={3} size="h4">
          Domain
        </Title>
        {!locked && (
          <Badge color={ready ? 'teal' : 'yellow'} variant="light" tt="none" data-testid="domain-status">
            {ready ? 'Ready to use' : 'Pending setup'}
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        Use your own address, like www.yourcompany.com, with a secure HTTPS connection.
      </Text>
      {locked && account.domainName && (
        <Text size="sm" mt="sm">
          Your domain {account.domainName} is kept, but it shows your website again only once you are on the Professional plan.
        </Text>
      )}
      <LockedOverlay locked={locked}>
        <Stack gap="sm" mt="md">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label="Your domain"
              placeholder="www.yourcompany.com"
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              onBlur={() => setTouched(true)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && edited) save();
              }}
              error={touched && edited ? problem : null}
              maxLength={260}
              autoComplete="off"
              spellCheck={false}
              style={{ flex: 1, minWidth: 200 }}
              disabled={locked}
            />
            {edited && !locked && (
              <Button onClick={save} loading={setDomain.isPending} mt={25}>
                Save domain
              </Button>
            )}
          </Group>

          {!account.domainName && !locked && (
            <Text size="xs" c="dimmed">
              Save the domain you own; we then show the one DNS record to add at your domain provider.
            </Text>
          )}
          {account.domainName && !locked && (
            <>
              {ready ? (
                <Alert color="teal" variant="light" p="sm">
                  <Text size="sm">
                    {account.domainName} points to us. Visitors can open your website at{' '}
                    <Text span fw={600}>
                      https://{account.domainName}
                    </Text>
                    .
                  </Text>
                </Alert>
              ) : (
                <Stack gap={6}>
                  <Text size="sm">
                    At the company where you bought your domain, point a <b>CNAME</b> record for it to <Code>{target}</Code>, then check DNS.
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
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{account.domainName}</Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{target}</Table.Td>
                      </Table.Tr>
                    </Table.Tbody>
                  </Table>
                  <Text size="xs" c="dimmed">
                    DNS changes can take a few hours to spread. A domain without www cannot have a CNAME record: use www, or ask your DNS provider for an ALIAS record to {target}.
                  </Text>
                </Stack>
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
          )}
        </Stack>
      </LockedOverlay>
    </Card>
  );
}
