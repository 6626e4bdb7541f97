import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../lib/api-client';
import { downloadAccountData } from '../api/download-data';
import { appText } from '../../../i18n/app-text';

/** "Download my data": everything Website Works keeps about the account, as one JSON file. */
export function DataCard() {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadAccountData()
      .catch((error: unknown) => toast.error(errorMessage(error), { position: 'bottom-center' }))
      .finally(() => setBusy(false));
  };
  return (
    <Card withBorder radius="md" padding="lg" data-testid="data-card">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {appText('account.yourData')}
        </Title>
        <Text size="sm" c="dimmed">
          {appText('account.oneFileWithEverything')}
        </Text>
        <Group>
          <Button variant="light" onClick={download} loading={busy}>
            {appText('account.downloadMyData')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
