import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../lib/api-client';
import { downloadAccountData } from '../api/download-data';

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
          Your data
        </Title>
        <Text size="sm" c="dimmed">
          One file with everything we keep about you: your account, your website and its published versions, the messages visitors sent and
          the pictures you uploaded.
        </Text>
        <Group>
          <Button variant="light" onClick={download} loading={busy}>
            Download my data
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
