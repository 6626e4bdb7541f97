import { Alert, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { AUTH_LIMITS } from '../../../../shared/auth';
import { authClient } from '../../../lib/auth-client';
import { sessionStore } from '../../../lib/session';
import { paths } from '../../../paths';
import { useHasPassword } from '../api/account-actions';
import { appText } from '../../../i18n/app-text';

/**
 * "Password": the current password and a new one. The server signs every other device out and gives
 * this one a new session, from which a new access token is fetched. An account without a password
 * (Google sign-in only) can ask for a link that sets one.
 */
export function PasswordCard({ email }: { email: string | undefined }) {
  const hasPassword = useHasPassword();
  return (
    <Card withBorder radius="md" padding="lg" aria-labelledby="password-card-title" data-testid="password-card">
      <Stack gap="sm">
        <Title order={3} size="h4" id="password-card-title">
          {appText('account.password')}
        </Title>
        {hasPassword.isPending ? (
          <Loader size="sm" aria-label={appText('account.loading')} />
        ) : hasPassword.data === false ? (
          <SetPasswordByLink email={email} />
        ) : (
          <ChangePasswordForm />
        )}
      </Stack>
    </Card>
  );
}

function ChangePasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ current?: string; next?: string; form?: string }>({});
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const problems = {
      current: current ? undefined : 'Enter your current password.',
      next: !next
        ? 'Enter a new password.'
        : next.length < AUTH_LIMITS.passwordMin
          ? `Password should be at least ${AUTH_LIMITS.passwordMin} characters.`
          : next.length > AUTH_LIMITS.passwordMax
            ? `Password should be at most ${AUTH_LIMITS.passwordMax} characters.`
            : next === current
              ? 'Your new password is the same as your current one. Choose a different one.'
              : undefined,
    };
    setErrors(problems);
    if (problems.current || problems.next) return;
    setBusy(true);
    const { error } = await authClient.changePassword({ currentPassword: current, newPassword: next });
    if (error) {
      setBusy(false);
      if (error.code === 'INVALID_PASSWORD') return setErrors({ current: 'Your current password is not right.' });
      return setErrors({ form: error.message });
    }
    // Every token minted before the change is refused now: fetch one from this device's new session.
    await sessionStore.signedIn();
    setBusy(false);
    setCurrent('');
    setNext('');
    setDone(true);
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {appText('account.changingYourPasswordSigns')}
        </Text>
        {done && (
          <Alert color="green" role="status">
            {appText('account.yourPasswordHasBeen')}
          </Alert>
        )}
        {errors.form && (
          <Alert color="red" role="alert">
            {errors.form}
          </Alert>
        )}
        <TextInput label={appText('account.currentPassword')} type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.currentTarget.value)} error={errors.current} />
        <TextInput
          label={appText('account.newPassword')}
          type="password"
          autoComplete="new-password"
          description={appText('account.passwordAtLeast', { min: AUTH_LIMITS.passwordMin })}
          value={next}
          onChange={(e) => setNext(e.currentTarget.value)}
          error={errors.next}
        />
        <Group>
          <Button type="submit" variant="light" loading={busy}>
            {appText('account.changePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SetPasswordByLink({ email }: { email: string | undefined }) {
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [error, setError] = useState<string>();
  const send = async () => {
    if (!email) return;
    setState('busy');
    setError(undefined);
    const { error: failure } = await authClient.requestPasswordReset({ email, redirectTo: `${window.location.origin}${paths.login}?view=update_password` });
    if (failure) {
      setState('idle');
      return setError(failure.message);
    }
    setState('sent');
  };
  return (
    <>
      <Text size="sm" c="dimmed">
        {appText('account.youSignInWith')}
      </Text>
      {state === 'sent' && (
        <Alert color="blue" role="status">
          {appText('account.passwordLinkSent', { email: email ?? '' })}
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group>
        <Button variant="light" loading={state === 'busy'} disabled={state === 'sent'} onClick={() => void send()}>
          {appText('account.sendMeALink')}
        </Button>
      </Group>
    </>
  );
}
