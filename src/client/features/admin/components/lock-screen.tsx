import { Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ADMIN_MESSAGES } from '../../../../shared/admin';
import { errorMessage } from '../../../lib/api-client';
import { reauthenticate } from '../api/admin-api';
import { appText } from '../../../i18n/app-text';

/** The console after 15 idle minutes (issue 27): nothing of it is shown until the password is entered again. */
export function LockScreen({ email, onUnlocked }: { email: string; onUnlocked: () => void }) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(undefined);
    try {
      await reauthenticate(password);
      setPassword('');
      onUnlocked();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder radius="md" padding="xl" maw={440} mx="auto" component="section" aria-labelledby="lock-title">
      <form onSubmit={(e) => void submit(e)}>
        <Stack gap="sm">
          <Title order={2} id="lock-title" size="h3">
            {appText('admin.enterYourPasswordAgain')}
          </Title>
          <Text size="sm">{ADMIN_MESSAGES.idle}</Text>
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <Text size="sm" c="dimmed">
            {appText('admin.signedInAs', { email })}
          </Text>
          <PasswordInput
            label={appText('admin.password')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={problem}
            required
            data-autofocus
          />
          <Button type="submit" loading={busy}>
            {appText('admin.continue')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
