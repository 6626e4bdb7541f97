import { Alert, Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSupportEmail } from '../../lib/use-support-email';
import { authClient } from '../../lib/auth-client';
import { sessionStore } from '../../lib/session';
import { paths } from '../../paths';
import { appRich, appText } from '../../i18n/app-text';

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
          setFailure({ message: error.message || appText('auth.signOutFailed'), code: String(error.code ?? error.status) });
          return;
        }
        sessionStore.clear();
        navigate(paths.login, { replace: true });
      } catch (e) {
        setFailure({ message: e instanceof Error ? e.message : appText('auth.signOutFailed'), code: 'NETWORK_ERROR' });
      }
    })();
  }, [navigate, queryClient]);

  if (failure) {
    return (
      <Center py={80} px="md">
        <Stack maw={480}>
          <Title order={2}>{appText('auth.errorDuringLogout')}</Title>
          <Alert color="red" role="alert">
            <Text>{failure.message}</Text>
            <Text size="sm" c="dimmed">
              {appText('auth.errorCode', { code: failure.code })}
            </Text>
          </Alert>
          <Text>
            {appRich('auth.contactSupport', {
              address: supportEmail ? <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor> : appText('auth.ourSupportAddress'),
            })}
          </Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Center py={80}>
      <Stack align="center">
        <Loader />
        <Text>{appText('auth.loggingOut')}</Text>
      </Stack>
    </Center>
  );
}
