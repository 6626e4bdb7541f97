import { Button, Card, Group, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { Account } from '../../../../shared/account-schema';
import { errorMessage } from '../../../lib/api-client';
import { downloadWebsiteZip } from '../api/download-website';
import { appText } from '../../../i18n/app-text';

/** "Download your website": the live version as a zip the owner can open on their computer or put on any web host. */
export function DownloadCard({ account }: { account: Account }) {
  const [busy, setBusy] = useState(false);
  const published = !!account.websiteLastPublished && !!account.websiteSlug;
  const download = () => {
    if (!account.websiteSlug) return;
    setBusy(true);
    downloadWebsiteZip(account.websiteSlug)
      .catch((error: unknown) => toast.error(errorMessage(error), { position: 'bottom-center' }))
      .finally(() => setBusy(false));
  };
  return (
    <Card withBorder radius="md" padding="lg" data-testid="download-card">
      <Title order={3} size="h4">
        {appText('settings.downloadYourWebsite')}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {appText('settings.yourLiveWebsiteAs')}
      </Text>
      <Group mt="md" gap="sm">
        <Button variant="light" onClick={download} loading={busy} disabled={!published}>
          {appText('settings.downloadYourWebsite')}
        </Button>
        {!published && (
          <Text size="sm" c="dimmed">
            {appText('settings.publishYourWebsiteFirst')}
          </Text>
        )}
      </Group>
    </Card>
  );
}
