import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { signOutOtherSessions, signOutSession, useDeviceSessions } from '../api/security';

const formatTime = (value: string) => new Date(value).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * "Devices" (issue 21): every browser signed in to the account, with its device, what its address
 * says of where it is (no city: decision 0029) and when it was last seen; "Sign out" for one, and
 * "Sign out everywhere else".
 */
export function DevicesCard() {
  const sessions = useDeviceSessions();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();

  const act = async (key: string, action: () => Promise<{ signedOut: number }>, done: (n: number) => string) => {
    setBusy(key);
    setError(undefined);
    setNotice(undefined);
    try {
      const { signedOut } = await action();
      setNotice(done(signedOut));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'That did not work. Please try again.');
    }
    setBusy(undefined);
    await queryClient.invalidateQueries({ queryKey: ['device-sessions'] });
  };

  const others = (sessions.data ?? []).filter((s) => !s.current);
  return (
    <Card withBorder radius="md" padding="lg" aria-labelledby="devices-title" data-testid="devices-card">
      <Stack gap="sm">
        <Title order={3} size="h4" id="devices-title">
          Devices
        </Title>
        <Text size="sm" c="gray.7">
          Where your account is signed in. If you do not know one, sign it out and change your password.
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
        {sessions.isPending && <Loader size="sm" aria-label="Loading" />}
        {sessions.isError && (
          <Text size="sm" c="red">
            Error: {sessions.error.message}
          </Text>
        )}
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {(sessions.data ?? []).map((s) => (
            <Group key={s.id} component="li" justify="space-between" wrap="nowrap" gap="sm" data-testid="device-row" style={{ borderTop: '1px solid var(--mantine-color-gray-3)', paddingTop: 8 }}>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text size="sm" fw={600}>
                    {s.device}
                  </Text>
                  {s.current && (
                    <Text size="xs" fw={700} c="teal.9">
                      This device
                    </Text>
                  )}
                </Group>
                <Text size="xs" c="gray.7">
                  {s.place} · last seen {formatTime(s.lastSeenOn)}
                </Text>
              </Stack>
              {!s.current && (
                <Button size="xs" variant="default" style={{ flexShrink: 0 }} loading={busy === s.id} onClick={() => void act(s.id, () => signOutSession(s.id), () => `${s.device} is signed out.`)}>
                  Sign out
                </Button>
              )}
            </Group>
          ))}
        </Stack>
        {others.length > 0 && (
          <Group>
            <Button
              variant="outline"
              color="red.9"
              loading={busy === 'others'}
              onClick={() => void act('others', signOutOtherSessions, (n) => (n === 1 ? 'One other device is signed out.' : `${n} other devices are signed out.`))}
            >
              Sign out everywhere else
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
