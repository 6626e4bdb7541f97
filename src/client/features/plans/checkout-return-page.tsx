import { Anchor, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { useSupportEmail } from '../../lib/use-support-email';
import { paths } from '../../paths';
import { accountQueryKey } from '../../api/get-account';
import { checkoutStatus } from './api/checkout';
import { appRich, appText } from '../../i18n/app-text';

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
          <Text>{appText('plans.loading')}</Text>
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
            <Title order={2}>{appText('plans.weCouldNotFind')}</Title>
            <Text>{errorMessage(session.error)}</Text>
            <Text>
              {appRich('plans.linkOld', {
                hasEmail: supportEmail ? 'yes' : 'no',
                address: supportEmail ? (
                  <Anchor href={`mailto:${supportEmail}`} style={{ overflowWrap: 'anywhere' }}>
                    {supportEmail}
                  </Anchor>
                ) : null,
              })}
            </Text>
            <Group mt="sm">
              <Button component={Link} to={paths.plans}>
                {appText('plans.goToPlans')}
              </Button>
              <Button component={Link} to={paths.dashboard} variant="light">
                {appText('plans.dashboard')}
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
          <Title order={2}>{appText('plans.youHaveSuccessfullySubscribed')}</Title>
          <Text mt="sm">{appText('plans.welcomeToProfessionalYour')}</Text>
          <Group mt="lg">
            <Button component={Link} to={paths.company} variant="light">
              {appText('plans.company')}
            </Button>
            <Button component={Link} to={paths.website} variant="light">
              {appText('plans.editor')}
            </Button>
            <Button component={Link} to={paths.settings}>
              {appText('plans.settings')}
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
          <Title order={2}>{appText('plans.subscriptionFailed')}</Title>
          <Text>
            {appRich('plans.contactToFinish', { hasEmail: supportEmail ? 'yes' : 'no', address: supportEmail ? <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor> : null })}
          </Text>
          <Group>
            <Button component={Link} to={paths.plans}>
              {appText('plans.backToPlans')}
            </Button>
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {appText('plans.sessionId', { id: sessionId })}
            <br />
            {appText('plans.sessionStatus', { status: session.data.status ?? appText('plans.unknown') })}
          </Text>
        </Stack>
      </Card>
    </Container>
  );
}
