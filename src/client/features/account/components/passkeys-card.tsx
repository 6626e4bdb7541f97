import { Alert, Button, Card, Group, Loader, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { authClient } from '../../../lib/auth-client';
import { usePasskeys } from '../api/security';
import { appText } from '../../../i18n/app-text';
import { formatDate } from '../../../../shared/i18n/format';


/** "Passkeys" (issue 21): sign in with this device's screen lock or a security key instead of a password. */
export function PasskeysCard() {
  const passkeys = usePasskeys();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();

  const changed = () => Promise.all([queryClient.invalidateQueries({ queryKey: ['passkeys'] }), queryClient.invalidateQueries({ queryKey: ['second-factors'] })]);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('add');
    setError(undefined);
    setNotice(undefined);
    const label = name.trim() || 'My passkey';
    const { addPasskey } = await import('../../../lib/passkeys');
    const problem = await addPasskey(label);
    setBusy(undefined);
    if (problem) return setError(problem);
    setName('');
    setNotice(appText('account.passkeyAdded', { name: label }));
    await changed();
  };
  const remove = async (id: string, label: string) => {
    setBusy(id);
    setError(undefined);
    setNotice(undefined);
    const { error: failure } = await authClient.passkey.remove({ id });
    setBusy(undefined);
    if (failure) return setError(failure.message);
    setNotice(appText('account.passkeyRemoved', { name: label }));
    await changed();
  };

  return (
    <Card withBorder radius="md" padding="lg" aria-labelledby="passkeys-title" data-testid="passkeys-card">
      <Stack gap="sm">
        <Title order={3} size="h4" id="passkeys-title">
          {appText('account.passkeys')}
        </Title>
        <Text size="sm" c="gray.7">
          {appText('account.signInWithYour')}
        </Text>
        {notice && (
          <Alert color="green" role="status">
            {notice}
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {passkeys.isPending ? (
          <Loader size="sm" aria-label={appText('account.loading')} />
        ) : passkeys.data && passkeys.data.length > 0 ? (
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{appText('account.name')}</Table.Th>
                <Table.Th>{appText('account.added')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{appText('account.action')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {passkeys.data.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{p.name || appText('account.passkey')}</Table.Td>
                  <Table.Td>{formatDate(p.createdAt)}</Table.Td>
                  <Table.Td ta="right">
                    <Button size="xs" variant="default" loading={busy === p.id} onClick={() => void remove(p.id, p.name || appText('account.passkeyFallback'))} aria-label={appText('account.removeNamed', { name: p.name || appText('account.passkeyFallbackLower') })}>
                      {appText('account.remove')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm">{appText('account.noPasskeysYet')}</Text>
        )}
        <form onSubmit={(e) => void add(e)} noValidate>
          <Group align="flex-end" gap="sm">
            <TextInput label={appText('account.nameForTheNew')} placeholder={appText('account.myLaptop')} value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={60} style={{ flex: '1 1 12rem' }} />
            <Button type="submit" variant="default" loading={busy === 'add'}>
              {appText('account.addAPasskey')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Card>
  );
}
