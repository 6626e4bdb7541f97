import { Anchor, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { WebAddress } from '../../../components/web-address';
import type { Account } from '../../../../shared/account-schema';
import { SLUG_MAX, SLUG_MIN, slugFormatProblem, siteUrl, siteUrlTemplateOf } from '../../../../shared/site-address';
import { toastSave } from '../../../lib/toasts';
import { useChangeSlug } from '../api/domains';
import { LockNote } from './locked-overlay';
import { appText } from '../../../i18n/app-text';

/**
 * spec §6: Starter publishes to a default URL; choosing the name in it is Professional (the server
 * enforces it too). Changing it moves the live site at once; the old address keeps redirecting.
 */
export function AddressCard({ account, locked }: { account: Account; locked: boolean }) {
  const saved = account.websiteSlug ?? '';
  const [value, setValue] = useState(saved);
  const [touched, setTouched] = useState(false);
  const change = useChangeSlug();
  const slug = value.trim().toLowerCase();
  const problem = slug === '' ? null : slugFormatProblem(slug);
  const edited = slug !== saved && slug !== '';
  const live = !!account.websiteLastPublished;
  const url = account.websiteUrl;
  const template = url && account.websiteSlug ? siteUrlTemplateOf(url, account.websiteSlug) : undefined;
  const nextUrl = template && slug && !problem ? siteUrl(template, slug) : null;

  const save = () => {
    setTouched(true);
    if (problem) return;
    void toastSave(change.mutateAsync(slug), appText('settings.updatesSaved'))
      .then((updated) => setValue(updated.websiteSlug ?? ''))
      .catch(() => {});
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="address-card">
      <Title order={3} size="h4">
        {appText('settings.websiteAddress')}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {appText('settings.wherePeopleFindYour')}
      </Text>
      <Text size="sm" mt="sm">
        <Text span fw={600}>
          {appText('settings.publicAddress')}{' '}
        </Text>
        {url ? (
          live ? (
            <Anchor href={url} target="_blank" rel="noopener noreferrer" data-testid="address-url">
              <WebAddress>{url}</WebAddress>
            </Anchor>
          ) : (
            <span data-testid="address-url">
              <WebAddress>{url}</WebAddress>
            </span>
          )
        ) : (
          appText('settings.youGetOneWhen')
        )}
      </Text>
      {locked ? (
        // Starter: the address name it has (chosen from the company name at the first publish), in
        // full contrast and read-only, then what changing it takes.
        <Stack gap={6} mt="md">
          {saved ? (
            <TextInput
              label={appText('settings.addressName')}
              description={appText('settings.chosenFromYourCompany')}
              value={saved}
              readOnly
              style={{ maxWidth: 440 }}
            />
          ) : (
            <Text size="sm">
              <Text span fw={600}>
                {appText('settings.addressName2')}{' '}
              </Text>
              {appText('settings.madeFromYourCompany')}
            </Text>
          )}
          <LockNote />
        </Stack>
      ) : (
        <Stack gap={6} mt="md">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={appText('settings.addressName')}
              placeholder={appText('settings.yourCompany')}
              description={appText('settings.slugHint', { min: SLUG_MIN, max: SLUG_MAX })}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              onBlur={() => setTouched(true)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && edited) save();
              }}
              error={touched && edited ? problem : null}
              maxLength={SLUG_MAX}
              autoComplete="off"
              spellCheck={false}
              style={{ flex: 1, minWidth: 200, maxWidth: 440 }}
            />
            {edited && (
              <Button onClick={save} loading={change.isPending} mt={45}>
                {appText('settings.changeAddress')}
              </Button>
            )}
          </Group>
          {edited && nextUrl && (
            <Text size="xs" c="dimmed">
              {appText('settings.newAddress')} <WebAddress>{nextUrl}</WebAddress>
            </Text>
          )}
        </Stack>
      )}
    </Card>
  );
}
