import { Alert, Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSupportEmail } from '../../lib/use-support-email';
import { authClient } from '../../lib/auth-client';
import { sessionStore } from '../../lib/session';
import { paths } from '../../paths';

interface LogoutFailure {
  message: string;
  code: string;
}

/** spec §2 /logout: clear cached data, sign out, go to /login; or explain the failure. */
export default function LogoutPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const supportEmail = useSupportEmail();
  const [failure, setFailure] = useState<LogoutFailure>();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    queryClient.clear();
    void (async () => {
      try {
        const { error } = await authClient.signOut();
        if (error) {
          setFailure({ message: error.message || 'Sign-out failed', code: String(error.code ?? error.status) });
          return;
        }
        sessionStore.clear();
        navigate(paths.login, { replace: true });
      } catch (e) {
        setFailure({ message: e instanceof Error ? e.message : 'Sign-out failed', code: 'NETWORK_ERROR' });
      }
    })();
  }, [navigate, queryClient]);

  if (failure) {
    return (
      <Center py={80} px="md">
        <Stack maw={480}>
          <Title order={2}>Error During Logout</Title>
          <Alert color="red" role="alert">
            <Text>{failure.message}</Text>
            <Text size="sm" c="dimmed">
              Error code: {failure.code}
            </Text>
          </Alert>
          <Text>
            Please contact support at{' '}
            {supportEmail ? <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor> : 'our support address'}.
          </Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Center py={80}>
      <Stack align="center">
        <Loader />
        <Text>Logging out...</Text>
      </Stack>
    </Center>
  );
}
