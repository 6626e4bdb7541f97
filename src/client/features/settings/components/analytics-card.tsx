import { Button, Card, Group, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { Account } from '../../../../shared/account-schema';
import { toastSave } from '../../../lib/toasts';
import { useUpdateAccount } from '../../../api/update-account';
import { LockedOverlay } from './locked-overlay';
import { appText } from '../../../i18n/app-text';

/** spec §2/§6: the Google tag, for Professional subscribers only (the server enforces it too). */
export function AnalyticsCard({ account, locked }: { account: Account; locked: boolean }) {
  const saved = account.websiteGoogleTag ?? '';
  const [tag, setTag] = useState(saved);
  const update = useUpdateAccount();
  const edited = tag.trim().toUpperCase() !== saved;
  const save = () => void toastSave(update.mutateAsync({ websiteGoogleTag: tag.trim().toUpperCase() }), appText('settings.updatesSaved')).catch(() => {});
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} size="h4">
        {appText('settings.analytics')}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {appText('settings.addYourGoogleAnalytics')}
      </Text>
      <LockedOverlay locked={locked}>
        <Group mt="md" align="flex-end">
          <TextInput
            label={appText('settings.googleTag')}
            placeholder={appText('settings.gXxxxxxxxxx')}
            description={appText('settings.looksLikeGXxxxxxxxxx')}
            value={tag}
            onChange={(e) => setTag(e.currentTarget.value)}
            maxLength={30}
            style={{ flex: 1, minWidth: 200 }}
            disabled={locked}
          />
          {edited && !locked && (
            <Button onClick={save} loading={update.isPending}>
              {appText('settings.save')}
            </Button>
          )}
        </Group>
      </LockedOverlay>
    </Card>
  );
}
