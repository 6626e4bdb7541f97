import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { authClient } from '../../../lib/auth-client';
import { sessionStore } from '../../../lib/session';
import { paths } from '../../../paths';
import { appText } from '../../../i18n/app-text';

/**
 * "Sign out everywhere" (issue 9): ends every session of the account, on every device, this one
 * included; the server refuses their access tokens at once. Asks once before doing it.
 */
export function SignOutEverywhereCard() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const signOutEverywhere = async () => {
    setBusy(true);
    setError(undefined);
    const { error: failure } = await authClient.revokeSessions();
    if (failure) {
      setBusy(false);
      setError(failure.status === 0 ? failure.message : appText('account.signOutEverywhereFailed'));
      return;
    }
    queryClient.clear();
    sessionStore.clear();
    navigate(paths.login, { replace: true });
  };

  return (
    <Card withBorder radius="md" padding="lg" aria-labelledby="sign-out-everywhere-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="sign-out-everywhere-title">
          {appText('account.signOutEverywhere')}
        </Title>
        <Text size="sm" c="dimmed">
          {appText('account.signsYouOutOn')}
        </Text>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {confirming ? (
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {appText('account.signOutOnEvery')}
            </Text>
            <Group gap="sm">
              <Button color="red" loading={busy} onClick={() => void signOutEverywhere()}>
                {appText('account.yesSignOutEverywhere')}
              </Button>
              <Button variant="default" disabled={busy} onClick={() => setConfirming(false)}>
                {appText('account.cancel')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group>
            <Button variant="outline" color="red" onClick={() => setConfirming(true)}>
              {appText('account.signOutEverywhere')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
