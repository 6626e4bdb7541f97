import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { signOutOtherSessions, signOutSession, useDeviceSessions } from '../api/security';
import { appText } from '../../../i18n/app-text';
import { formatDateTime } from '../../../../shared/i18n/format';


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
      setError(failure instanceof Error ? failure.message : appText('account.tryAgain'));
    }
    setBusy(undefined);
    await queryClient.invalidateQueries({ queryKey: ['device-sessions'] });
  };

  const others = (sessions.data ?? []).filter((s) => !s.current);
  return (
    <Card withBorder radius="md" padding="lg" aria-labelledby="devices-title" data-testid="devices-card">
      <Stack gap="sm">
        <Title order={3} size="h4" id="devices-title">
          {appText('account.devices')}
        </Title>
        <Text size="sm" c="gray.7">
          {appText('account.whereYourAccountIs')}
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
        {sessions.isPending && <Loader size="sm" aria-label={appText('account.loading')} />}
        {sessions.isError && (
          <Text size="sm" c="red">
            {appText('common.error', { message: sessions.error.message })}
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
                      {appText('account.thisDevice')}
                    </Text>
                  )}
                </Group>
                <Text size="xs" c="gray.7">
                  {appText('account.lastSeen', { place: s.place, time: formatDateTime(s.lastSeenOn) })}
                </Text>
              </Stack>
              {!s.current && (
                <Button size="xs" variant="default" style={{ flexShrink: 0 }} loading={busy === s.id} onClick={() => void act(s.id, () => signOutSession(s.id), () => `${s.device} is signed out.`)}>
                  {appText('account.signOut')}
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
              {appText('account.signOutEverywhereElse')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
