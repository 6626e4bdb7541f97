import { Alert, Button, Card, Group, Loader, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { authClient } from '../../../lib/auth-client';
import { usePasskeys } from '../api/security';

const formatDate = (value: string) => new Date(value).toLocaleDateString('en-US', { dateStyle: 'medium' });

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
    setNotice(`Passkey "${label}" added. Next time, choose "Sign in with a passkey".`);
    await changed();
  };
  const remove = async (id: string, label: string) => {
    setBusy(id);
    setError(undefined);
    setNotice(undefined);
    const { error: failure } = await authClient.passkey.remove({ id });
    setBusy(undefined);
    if (failure) return setError(failure.message);
    setNotice(`Passkey "${label}" removed.`);
    await changed();
  };

  return (
    <Card withBorder radius="md" padding="lg" aria-labelledby="passkeys-title" data-testid="passkeys-card">
      <Stack gap="sm">
        <Title order={3} size="h4" id="passkeys-title">
          Passkeys
        </Title>
        <Text size="sm" c="gray.7">
          Sign in with your fingerprint, face or screen lock (or a security key) instead of typing a password. A passkey works only on Website
          Works, so a fake site cannot catch it.
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
          <Loader size="sm" aria-label="Loading" />
        ) : passkeys.data && passkeys.data.length > 0 ? (
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Added</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Action</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {passkeys.data.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{p.name || 'Passkey'}</Table.Td>
                  <Table.Td>{formatDate(p.createdAt)}</Table.Td>
                  <Table.Td ta="right">
                    <Button size="xs" variant="default" loading={busy === p.id} onClick={() => void remove(p.id, p.name || 'Passkey')} aria-label={`Remove ${p.name || 'passkey'}`}>
                      Remove
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm">No passkeys yet.</Text>
        )}
        <form onSubmit={(e) => void add(e)} noValidate>
          <Group align="flex-end" gap="sm">
            <TextInput label="Name for the new passkey" placeholder="My laptop" value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={60} style={{ flex: '1 1 12rem' }} />
            <Button type="submit" variant="default" loading={busy === 'add'}>
              Add a passkey
            </Button>
          </Group>
        </form>
      </Stack>
    </Card>
  );
}
