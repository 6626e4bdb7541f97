import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { base64UrlBytes, pushSupported, serviceWorkerRegistration } from '../../../lib/service-worker';
import { addPushDevice, removePushDevice, usePushState } from '../api/push';
import { appText } from '../../../i18n/app-text';
import { formatDate } from '../../../../shared/i18n/format';


/** This browser's push subscription, if it has one (undefined while unknown or unsupported). */
async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * "Notifications on this device" (issue 26, decision 0061): turns on Web Push for this browser (a
 * notification for each new message from the website, opening it in the app), and lists every device
 * that gets them, each removable.
 */
export function NotificationsCard() {
  const state = usePushState();
  const queryClient = useQueryClient();
  const [here, setHere] = useState<string | null>(null);
  const [busy, setBusy] = useState<string>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const supported = pushSupported();
  const blocked = supported && Notification.permission === 'denied';

  useEffect(() => {
    void currentSubscription()
      .then((s) => setHere(s?.endpoint ?? null))
      .catch(() => setHere(null));
  }, []);

  const act = async (key: string, action: () => Promise<string>) => {
    setBusy(key);
    setError(undefined);
    setNotice(undefined);
    try {
      setNotice(await action());
    } catch (failure) {
      setError(errorMessage(failure));
    }
    setBusy(undefined);
    await queryClient.invalidateQueries({ queryKey: ['push'] });
  };

  const turnOn = () =>
    act('on', async () => {
      const publicKey = state.data?.publicKey;
      if (!publicKey) throw new Error('Notifications could not be set up just now. Reload the page and try again.');
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') throw new Error('Notifications were not allowed. Allow them for Website Works in your browser’s settings, then try again.');
      const registration = await serviceWorkerRegistration();
      let subscription: PushSubscription;
      try {
        subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlBytes(publicKey) });
      } catch {
        throw new Error('This browser could not sign up for notifications. Try again in a minute, or use another browser.');
      }
      await addPushDevice(subscription.toJSON());
      setHere(subscription.endpoint);
      return 'Notifications are on for this device.';
    });

  const remove = (id: string, endpoint: string, device: string) =>
    act(id, async () => {
      await removePushDevice(id);
      if (endpoint === here) {
        await (await currentSubscription())?.unsubscribe().catch(() => false);
        setHere(null);
        return 'Notifications are off for this device.';
      }
      return `${device} no longer gets notifications.`;
    });

  const devices = state.data?.devices ?? [];
  const thisOne = devices.find((d) => d.endpoint === here);
  return (
    <Card withBorder radius="md" padding="lg" aria-labelledby="notifications-title" data-testid="notifications-card">
      <Stack gap="sm">
        <Title order={3} size="h4" id="notifications-title">
          {appText('account.notificationsOnThisDevice')}
        </Title>
        <Text size="sm" c="gray.7">
          {appText('account.getANotificationOn')}
        </Text>
        {!supported && (
          <Text size="sm">
            {appText('account.thisBrowserCannotShow')}
          </Text>
        )}
        {blocked && <Text size="sm">{appText('account.notificationsAreBlockedFor')}</Text>}
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
        {supported && !blocked && !thisOne && (
          <Group>
            <Button loading={busy === 'on'} disabled={!state.data} onClick={() => void turnOn()}>
              {appText('account.turnOnNotifications')}
            </Button>
          </Group>
        )}
        {state.isPending && <Loader size="sm" aria-label={appText('account.loading')} />}
        {state.isError && (
          <Text size="sm" c="red">
            {appText('common.error', { message: state.error.message })}
          </Text>
        )}
        {devices.length > 0 && (
          <>
            <Title order={4} size="h6" mt="xs" id="notification-devices-title">
              {appText('account.devicesThatGetNotifications')}
            </Title>
            <Stack gap="xs" component="ul" aria-labelledby="notification-devices-title" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {devices.map((d) => (
                <Group key={d.subscriptionId} component="li" justify="space-between" wrap="nowrap" gap="sm" data-testid="push-device" style={{ borderTop: '1px solid var(--mantine-color-gray-3)', paddingTop: 8 }}>
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text size="sm" fw={600}>
                        {d.device}
                      </Text>
                      {d.endpoint === here && (
                        <Text size="xs" fw={700} c="teal.9">
                          {appText('account.thisDevice')}
                        </Text>
                      )}
                    </Group>
                    <Text size="xs" c="gray.7">
                      {d.lastSentOn
                        ? appText('account.onSinceNotified', { day: formatDate(d.createdOn), last: formatDate(d.lastSentOn) })
                        : appText('account.onSince', { day: formatDate(d.createdOn) })}
                    </Text>
                  </Stack>
                  <Button
                    size="xs"
                    variant="default"
                    style={{ flexShrink: 0 }}
                    loading={busy === d.subscriptionId}
                    aria-label={appText('account.removeNamed', { name: d.device })}
                    onClick={() => void remove(d.subscriptionId, d.endpoint, d.device)}
                  >
                    {appText('account.remove')}
                  </Button>
                </Group>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Card>
  );
}
