import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { answerCheck, dismissLanguageNote, ownerChecks } from '../../../../shared/owner-checks';
import type { WebsiteContent } from '../../../../shared/website';
import { websiteQueryKey, useWebsite } from '../../../api/get-website';
import { contentOf, saveWebsite } from '../../../api/save-website';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../paths';
import { appText } from '../../../i18n/app-text';

/**
 * "Check before you publish" (decision 0039): what the trade kit suggested that only the owner can
 * confirm. Each suggested card is off the page until the owner shows it or leaves it off here (or in the
 * editor); an Opening hours section waits for its hours. `onChanged` runs after an answer is saved, so the
 * preview beside it is drawn again.
 */
export function CheckBeforePublish({ onChanged }: { onChanged: () => void }) {
  const website = useWebsite();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (!website.data) return null;
  const checks = ownerChecks(website.data);
  if (checks.length === 0) return null;

  const answer = async (id: string, list: 'serviceItems' | 'otherItems', index: number, keep: boolean) => save(id, (content) => answerCheck(content, list, index, keep));
  const save = async (id: string, change: (content: WebsiteContent) => WebsiteContent) => {
    if (!website.data) return;
    setBusy(id);
    setProblem(null);
    try {
      const saved = await saveWebsite(change(contentOf(website.data)));
      queryClient.setQueryData(websiteQueryKey, saved);
      onChanged();
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Alert color="yellow" title={appText('settings.checkBeforeYouPublish')} role="region" aria-label={appText('settings.checkBeforeYouPublish')}>
      <Stack gap="sm">
        {checks.some((check) => check.kind !== 'language') && <Text size="sm">{appText('settings.yourStarterWebsiteSuggests')}</Text>}
        {checks.map((check) => (
          <Group key={check.id} justify="space-between" align="center" gap="xs" wrap="wrap">
            <div>
              <Text size="sm" fw={700}>
                {check.title}
              </Text>
              <Text size="sm">{check.question}</Text>
            </div>
            {check.kind === 'card' ? (
              <Group gap="xs">
                <Button size="xs" loading={busy === check.id} disabled={busy !== null} onClick={() => void answer(check.id, check.list as 'serviceItems' | 'otherItems', check.index, true)} aria-label={appText('settings.showItLabel', { title: check.title })}>
                  {appText('settings.showIt')}
                </Button>
                <Button size="xs" variant="default" disabled={busy !== null} onClick={() => void answer(check.id, check.list as 'serviceItems' | 'otherItems', check.index, false)} aria-label={appText('settings.leaveItOffLabel', { title: check.title })}>
                  {appText('settings.leaveItOff')}
                </Button>
              </Group>
            ) : check.kind === 'language' ? (
              <Button size="xs" variant="default" loading={busy === check.id} disabled={busy !== null} onClick={() => void save(check.id, dismissLanguageNote)}>
                {appText('settings.gotIt')}
              </Button>
            ) : (
              <Anchor component={Link} to={paths.website} size="sm">
                {appText('settings.addThemInThe')}
              </Anchor>
            )}
          </Group>
        ))}
        {problem && (
          <Text size="sm" c="red.8" role="alert">
            {problem}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
