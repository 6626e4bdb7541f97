import { Alert, Button, Card, Code, Group, List, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { renderSVG } from 'uqr';
import { authClient } from '../../../lib/auth-client';
import { sessionStore } from '../../../lib/session';
import { useSecondFactors } from '../api/security';
import { appText } from '../../../i18n/app-text';

type Step = { kind: 'idle' } | { kind: 'scan'; uri: string; backupCodes: string[] } | { kind: 'codes'; backupCodes: string[] };

/**
 * "Authenticator app" (issue 21): a second step at sign-in with a code from an app such as Google
 * Authenticator, 1Password or Authy, with one-time backup codes for a lost phone. Turning it on or
 * off asks for the password; it is on only once a first code proves the app has it.
 */
export function TwoFactorCard() {
  const factors = useSecondFactors();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();

  const refresh = async () => {
    // Turning it on or off gives this browser a new session: fetch a token from it.
    await sessionStore.signedIn();
    await queryClient.invalidateQueries({ queryKey: ['second-factors'] });
  };
  const run = async (action: () => Promise<string | undefined>) => {
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    const problem = await action();
    setBusy(false);
    if (problem) setError(problem);
  };

  const start = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (!password) return 'Enter your password.';
      const { data, error: failure } = await authClient.twoFactor.enable({ password });
      if (failure) return failure.message;
      setPassword('');
      setStep({ kind: 'scan', uri: data.totpURI, backupCodes: data.backupCodes });
      return undefined;
    });
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'scan') return;
    void run(async () => {
      const value = code.replace(/\s+/g, '');
      if (!/^\d{6}$/.test(value)) return 'Enter the 6-digit code your app shows.';
      const { error: failure } = await authClient.twoFactor.verifyTotp({ code: value });
      if (failure) return 'That code is not right. Check that your phone shows the right time, and enter the newest code.';
      setCode('');
      setStep({ kind: 'codes', backupCodes: step.backupCodes });
      await refresh();
      return undefined;
    });
  };
  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      if (!password) return 'Enter your password.';
      const { error: failure } = await authClient.twoFactor.disable({ password });
      if (failure) return failure.message;
      setPassword('');
      setNotice(appText('account.twoFactorOff'));
      await refresh();
      return undefined;
    });
  };

  const on = factors.data?.totp === true;
  const secret = step.kind === 'scan' ? (new URL(step.uri).searchParams.get('secret') ?? '') : '';
  return (
    <Card withBorder radius="md" padding="lg" aria-labelledby="two-factor-title" data-testid="two-factor-card">
      <Stack gap="sm">
        <Title order={3} size="h4" id="two-factor-title">
          {appText('account.authenticatorApp')}
        </Title>
        <Text size="sm" c="gray.7">
          {appText('account.aSecondStepWhen')}
        </Text>
        {factors.isPending && <Loader size="sm" aria-label={appText('account.loading')} />}
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
        {step.kind === 'scan' && (
          <form onSubmit={confirm} noValidate>
            <Stack gap="sm">
              <Text size="sm">{appText('account.1ScanThisCode')}</Text>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <img src={`data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(step.uri))}`} alt={appText('account.qrCodeToAdd')} width={180} height={180} />
                <Stack gap={4}>
                  <Text size="sm" fw={600}>
                    {appText('account.key')}
                  </Text>
                  <Code data-testid="totp-key" style={{ wordBreak: 'break-all' }}>
                    {secret}
                  </Code>
                </Stack>
              </SimpleGrid>
              <TextInput
                label={appText('account.2EnterThe6')}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                maxLength={10}
              />
              <Group>
                <Button type="submit" color="teal.9" loading={busy}>
                  {appText('account.turnOn')}
                </Button>
                <Button variant="default" disabled={busy} onClick={() => setStep({ kind: 'idle' })}>
                  {appText('account.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {step.kind === 'codes' && (
          <Alert color="green" role="status">
            <Stack gap="xs">
              <Text size="sm" fw={700}>
                {appText('account.yourAuthenticatorAppIs')}
              </Text>
              <Text size="sm">
                {appText('account.saveTheseBackupCodes')}
              </Text>
              <List size="sm" data-testid="backup-codes" spacing={2} styles={{ itemLabel: { fontFamily: 'monospace' } }}>
                {step.backupCodes.map((c) => (
                  <List.Item key={c}>{c}</List.Item>
                ))}
              </List>
              <Group>
                <Button variant="default" onClick={() => setStep({ kind: 'idle' })}>
                  {appText('account.iHaveSavedThem')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {step.kind === 'idle' && factors.data && (
          <form onSubmit={on ? turnOff : start} noValidate>
            <Stack gap="sm">
              <Text size="sm" fw={600}>
                {on ? appText('account.onYourSignIns') : appText('account.off')}
              </Text>
              {factors.data.password ? (
                <>
                  <TextInput type="password" label={appText('account.yourPassword')} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
                  <Group>
                    <Button type="submit" variant={on ? 'outline' : 'filled'} color={on ? 'red.8' : 'teal.9'} loading={busy}>
                      {on ? appText('account.turnOff') : appText('account.setUpAuthenticatorApp')}
                    </Button>
                  </Group>
                </>
              ) : (
                <Text size="sm">{appText('account.chooseAPasswordFirst')}</Text>
              )}
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
