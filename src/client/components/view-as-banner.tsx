import { Alert, Button, Container, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { adminAccountPath } from '../paths';
import { authClient } from '../lib/auth-client';
import { sessionStore } from '../lib/session';
import { appText } from '../i18n/app-text';

/**
 * Above every page while an operator views an account as its owner (issue 27): whose account it is, that
 * nothing can be changed, and the way back to the console (the operator's own session again).
 */
export function ViewAsBanner({ email, accountId }: { email: string; accountId: string }) {
  const [leaving, setLeaving] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const back = async () => {
    setLeaving(true);
    const { error } = await authClient.stopViewingAsOwner();
    if (error) {
      setLeaving(false);
      setProblem(error.message);
      return;
    }
    await sessionStore.refresh();
    window.location.assign(adminAccountPath(accountId));
  };
  return (
    <Alert color="yellow" radius={0} variant="filled" role="region" aria-label={appText('layout.viewingAsOwner')} styles={{ root: { color: '#1f2328' } }}>
      <Container size="lg">
        <Group justify="space-between" gap="sm">
          <Text size="sm" fw={600} c="#1f2328">
            {appText('layout.viewingAs', { email })}
          </Text>
          <Button size="xs" variant="white" color="dark" onClick={() => void back()} loading={leaving}>
            {appText('layout.backToTheConsole')}
          </Button>
        </Group>
        {problem && (
          <Text size="sm" mt={4} role="alert">
            {problem}
          </Text>
        )}
      </Container>
    </Alert>
  );
}
