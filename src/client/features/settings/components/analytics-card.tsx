import { Button, Card, Group, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { Account } from '../../../../shared/account-schema';
import { toastSave } from '../../../lib/toasts';
import { useUpdateAccount } from '../../../api/update-account';
import { LockedOverlay } from './locked-overlay';

/** spec §2/§6: the Google tag, for Professional subscribers only (the server enforces it too). */
export function AnalyticsCard({ account, locked }: { account: Account; locked: boolean }) {
  const saved = account.websiteGoogleTag ?? '';
  const [tag, setTag] = useState(saved);
  const update = useUpdateAccount();
  const edited = tag.trim().toUpperCase() !== saved;
  const save = () => void toastSave(update.mutateAsync({ websiteGoogleTag: tag.trim().toUpperCase() }), 'Updates have been saved').catch(() => {});
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} size="h4">
        Analytics
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        Add your Google Analytics tag to see who visits your website. It goes live with your next publish.
      </Text>
      <LockedOverlay locked={locked}>
        <Group mt="md" align="flex-end">
          <TextInput
            label="Google tag"
            placeholder="G-XXXXXXXXXX"
            description="Looks like G-XXXXXXXXXX"
            value={tag}
            onChange={(e) => setTag(e.currentTarget.value)}
            maxLength={30}
            style={{ flex: 1, minWidth: 200 }}
            disabled={locked}
          />
          {edited && !locked && (
            <Button onClick={save} loading={update.isPending}>
              Save
            </Button>
          )}
        </Group>
      </LockedOverlay>
    </Card>
  );
}
