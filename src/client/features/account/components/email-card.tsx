import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { authClient } from '../../../lib/auth-client';
import { sessionStore } from '../../../lib/session';
import { paths } from '../../../paths';
import { useHasPassword } from '../api/account-actions';
import { appRich, appText } from '../../../i18n/app-text';

const RETURN = `${paths.account}?email=changed`;

/** What the confirmation link's return (?email=changed, ?error=…) means, in words. */
function returnNotice(params: URLSearchParams, email: string | undefined): { ok: boolean; text: string } | undefined {
  const error = params.get('error');
  if (error === 'EMAIL_TAKEN') return { ok: false, text: appText('account.anotherAccountStartedUsing') };
  if (error === 'INVALID_USER') return { ok: false, text: appText('account.thatLinkBelongsTo') };
  if (error) return { ok: false, text: appText('account.thisLinkIsInvalid') };
  if (params.get('email') === 'changed') return { ok: true, text: appText('account.emailNow', { email: email ?? appText('account.emailNowFallback') }) };
  return undefined;
}

/**
 * "E-mail address": a link goes to the new address and the address changes only when it is followed
 * (the server refuses an address another account uses). The link lands back here with ?email=changed.
 */
export function EmailCard({ email }: { email: string | undefined }) {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>();
  const [newEmail, setNewEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [password, setPassword] = useState('');
  const [reauth, setReauth] = useState(false);
  const hasPassword = useHasPassword().data !== false;

  // Back from the link: fetch a token with the new address, show what happened, tidy the address bar.
  useEffect(() => {
    const found = returnNotice(params, undefined);
    if (!found) return;
    setParams({}, { replace: true });
    void sessionStore.signedIn().then(async (session) => {
      await queryClient.invalidateQueries({ queryKey: ['account'] });
      setNotice(returnNotice(params, session?.user.email));
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = newEmail.trim();
    setError(undefined);
    setSentTo(undefined);
    setNotice(undefined);
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) return setError(appText('account.enterValidEmail'));
    if (address.toLowerCase() === email?.toLowerCase()) return setError(appText('account.alreadyYourEmail'));
    if (hasPassword && !password) return setError(appText('account.enterPasswordForEmail'));
    setBusy(true);
    const { error: failure } = await authClient.changeEmail({ newEmail: address, callbackURL: RETURN, ...(hasPassword ? { password } : {}) });
    setBusy(false);
    // A Google-only account: a fresh Google sign-in stands in for the password (issue 21).
    setReauth(failure?.status === 403);
    if (failure) return setError(failure.message);
    setSentTo(address);
    setNewEmail('');
    setPassword('');
  };

  return (
    <Card withBorder radius="md" padding="lg" aria-labelledby="email-card-title" data-testid="email-card">
      <Stack gap="sm">
        <Title order={3} size="h4" id="email-card-title">
          {appText('account.eMailAddress')}
        </Title>
        <Text size="sm" c="dimmed">
          {appRich('account.signInWith', { address: email ? <strong>{email}</strong> : appText('account.yourEMailAddress') })}
        </Text>
        {notice && (
          <Alert color={notice.ok ? 'green' : 'red'} role={notice.ok ? 'status' : 'alert'}>
            {notice.text}
          </Alert>
        )}
        {sentTo && (
          <Alert color="blue" role="status">
            {appRich('account.emailLinkSent', { b: (chunks) => <strong>{chunks}</strong>, to: sentTo, email: email ?? '' })}
          </Alert>
        )}
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="sm">
            <TextInput
              label={appText('account.newEMailAddress')}
              type="email"
              autoComplete="email"
              value={newEmail}
              onChange={(e) => setNewEmail(e.currentTarget.value)}
              error={error}
            />
            {hasPassword && (
              <TextInput type="password" label={appText('account.yourPasswordToConfirm')} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
            )}
            <Group>
              <Button type="submit" variant="light" loading={busy}>
                {appText('account.sendConfirmationLink')}
              </Button>
              {reauth && (
                <Button variant="default" onClick={() => void authClient.signIn.social({ provider: 'google', callbackURL: paths.account, errorCallbackURL: paths.account })}>
                  {appText('account.signInWithGoogle')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
