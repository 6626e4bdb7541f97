import { Alert, Button, Card, Group, List, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { paths } from '../../../paths';
import { deleteAccount, useHasPassword } from '../api/account-actions';
import { appText } from '../../../i18n/app-text';

/**
 * "Delete my account": asks once more in a dialog, with the password (or, for an account that signs in
 * only with Google, the e-mail address typed out: decision 0019). The server cancels the subscription and
 * removes the website, its pictures, messages and visitor counts; this device then lands on the landing page.
 */
export function DeleteAccountCard({ email }: { email: string | undefined }) {
  const [open, setOpen] = useState(false);
  return (
    <Card withBorder radius="md" padding="lg" aria-labelledby="delete-account-title" data-testid="delete-account-card">
      <Stack gap="sm">
        <Title order={3} size="h4" id="delete-account-title">
          {appText('account.deleteMyAccount')}
        </Title>
        <Text size="sm" c="dimmed">
          {appText('account.deletesYourAccountFor')}
        </Text>
        <Group>
          <Button variant="outline" color="red" onClick={() => setOpen(true)}>
            {appText('account.deleteMyAccount')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={open} onClose={() => setOpen(false)} title={appText('account.deleteYourAccount')} centered size="md">
        {open && <DeleteAccountForm email={email} onCancel={() => setOpen(false)} />}
      </Modal>
    </Card>
  );
}

function DeleteAccountForm({ email, onCancel }: { email: string | undefined; onCancel: () => void }) {
  const hasPassword = useHasPassword();
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const byPassword = hasPassword.data !== false;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return setError(byPassword ? appText('account.deleteNeedsPassword') : appText('account.deleteNeedsEmail'));
    setBusy(true);
    setError(undefined);
    try {
      await deleteAccount(byPassword ? { password: value } : { email: value });
    } catch (failure) {
      setBusy(false);
      return setError(errorMessage(failure));
    }
    // The server ended every session. This tab leaves with a fresh page load (nothing cached stays in memory);
    // telling the signed-in pages first would send it to /login instead. Other tabs hear it through storage.
    queryClient.clear();
    sessionStore.forgetStored();
    window.location.replace(`${paths.landing}?deleted=1`);
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <Text size="sm">{appText('account.thisCannotBeUndone')}</Text>
        <List size="sm" spacing={4}>
          <List.Item>{appText('account.cancelsYourSubscriptionIf')}</List.Item>
          <List.Item>{appText('account.takesYourWebsiteOffline')}</List.Item>
          <List.Item>{appText('account.removesYourWebsiteIts')}</List.Item>
          <List.Item>{appText('account.signsYouOutEverywhere')}</List.Item>
        </List>
        {byPassword ? (
          <TextInput
            label={appText('account.yourPassword')}
            type="password"
            autoComplete="current-password"
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={error}
            data-autofocus
          />
        ) : (
          <TextInput
            label={appText('account.deleteTypeEmail', { email: email ?? '' })}
            type="email"
            autoComplete="off"
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={error}
            data-autofocus
          />
        )}
        {hasPassword.isError && (
          <Alert color="red" role="alert">
            {hasPassword.error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {appText('account.cancel')}
          </Button>
          <Button type="submit" color="red" loading={busy} disabled={hasPassword.isPending}>
            {appText('account.deleteMyAccountPermanently')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
