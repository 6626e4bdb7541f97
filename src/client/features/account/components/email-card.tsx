import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { authClient } from '../../../lib/auth-client';
import { sessionStore } from '../../../lib/session';
import { paths } from '../../../paths';
import { useHasPassword } from '../api/account-actions';

const RETURN = `${paths.account}?email=changed`;

/** What the confirmation link's return (?email=changed, ?error=…) means, in words. */
function returnNotice(params: URLSearchParams, email: string | undefined): { ok: boolean; text: string } | undefined {
  const error = params.get('error');
  if (error === 'EMAIL_TAKEN') return { ok: false, text: 'Another account started using that address before you confirmed it, so your address has not changed.' };
  if (error === 'INVALID_USER') return { ok: false, text: 'That link belongs to another account. Sign out, then follow the link again.' };
  if (error) return { ok: false, text: 'This link is invalid or has expired. Please ask for a new one.' };
  if (params.get('email') === 'changed') return { ok: true, text: `Your e-mail address is now ${email ?? 'changed'}. Use it the next time you sign in.` };
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
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) return setError('Enter a valid new e-mail address.');
    if (address.toLowerCase() === email?.toLowerCase()) return setError('That is already your e-mail address.');
    if (hasPassword && !password) return setError('Enter your current password to change your e-mail address.');
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
          E-mail address
        </Title>
        <Text size="sm" c="dimmed">
          You sign in with {email ? <strong>{email}</strong> : 'your e-mail address'}, and messages from your website&apos;s visitors are sent
          there. To use another address, confirm it is you, then we send a link to it: your address changes when you follow that link, and this
          address is told, with a way to undo it.
        </Text>
        {notice && (
          <Alert color={notice.ok ? 'green' : 'red'} role={notice.ok ? 'status' : 'alert'}>
            {notice.text}
          </Alert>
        )}
        {sentTo && (
          <Alert color="blue" role="status">
            We have sent a link to <strong>{sentTo}</strong>. Follow it to start using that address; until then you keep signing in with{' '}
            {email}.
          </Alert>
        )}
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="sm">
            <TextInput
              label="New e-mail address"
              type="email"
              autoComplete="email"
              value={newEmail}
              onChange={(e) => setNewEmail(e.currentTarget.value)}
              error={error}
            />
            {hasPassword && (
              <TextInput type="password" label="Your password, to confirm it is you" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
            )}
            <Group>
              <Button type="submit" variant="light" loading={busy}>
                Send confirmation link
              </Button>
              {reauth && (
                <Button variant="default" onClick={() => void authClient.signIn.social({ provider: 'google', callbackURL: paths.account, errorCallbackURL: paths.account })}>
                  Sign in with Google again
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
