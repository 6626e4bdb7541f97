import { Anchor, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { useSupportEmail } from '../../lib/use-support-email';
import { paths } from '../../paths';
import { accountQueryKey } from '../../api/get-account';
import { checkoutStatus } from './api/checkout';

/** spec §2 /checkout/return?session_id=…: open → /plans; complete → success; anything else → failed. */
export default function CheckoutReturnPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const queryClient = useQueryClient();
  const supportEmail = useSupportEmail();
  const session = useQuery({
    queryKey: ['checkout-session', sessionId],
    queryFn: () => checkoutStatus(sessionId),
    enabled: sessionId !== '',
    retry: false,
  });
  const complete = session.data?.status === 'complete';

  useEffect(() => {
    if (complete) void queryClient.invalidateQueries({ queryKey: accountQueryKey });
  }, [complete, queryClient]);

  if (sessionId === '') return <Navigate to={paths.plans} replace />;
  if (session.isPending) {
    return (
      <Container size="sm" py="xl">
        <Group>
          <Loader size="sm" />
          <Text>Loading</Text>
        </Group>
      </Container>
    );
  }
  if (session.isError) {
    // A bad or foreign session id (a typed or stale link): say what happened and offer the way on.
    return (
      <Container size="sm" py="xl">
        <Card withBorder radius="md" padding="xl">
          <Stack gap="sm">
            <Title order={2}>We could not find this checkout</Title>
            <Text>{errorMessage(session.error)}</Text>
            <Text>
              The link may be old or incomplete. Nothing was charged by opening it. Choose a plan again on the Plans page
              {supportEmail ? (
                <>
                  , or write to <Anchor href={`mailto:${supportEmail}`} style={{ overflowWrap: 'anywhere' }}>{supportEmail}</Anchor> if you were charged
                </>
              ) : null}
              .
            </Text>
            <Group mt="sm">
              <Button component={Link} to={paths.plans}>
                Go to Plans
              </Button>
              <Button component={Link} to={paths.dashboard} variant="light">
                Dashboard
              </Button>
            </Group>
          </Stack>
        </Card>
      </Container>
    );
  }
  if (session.data.status === 'open') return <Navigate to={paths.plans} replace />;
  if (complete) {
    return (
      <Container size="sm" py="xl">
        <Card withBorder radius="md" padding="xl">
          <Title order={2}>You have successfully subscribed</Title>
          <Text mt="sm">Welcome to Professional! Your custom domain and analytics are unlocked in Settings.</Text>
          <Group mt="lg">
            <Button component={Link} to={paths.company} variant="light">
              Company
            </Button>
            <Button component={Link} to={paths.website} variant="light">
              Editor
            </Button>
            <Button component={Link} to={paths.settings}>
              Settings
            </Button>
          </Group>
        </Card>
      </Container>
    );
  }
  return (
    <Container size="sm" py="xl">
      <Card withBorder radius="md" padding="xl">
        <Stack gap="sm">
          <Title order={2}>Subscription failed</Title>
          <Text>
            Please contact support{supportEmail ? <> at <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor></> : null} to finish your
            subscription.
          </Text>
          <Group>
            <Button component={Link} to={paths.plans}>
              Back to Plans
            </Button>
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Session id: {sessionId}
            <br />
            Status: {session.data.status ?? 'unknown'}
          </Text>
        </Stack>
      </Card>
    </Container>
  );
}
