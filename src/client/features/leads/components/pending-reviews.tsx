import { Anchor, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { GoogleReviews } from '../../../../shared/review-requests';
import { errorMessage } from '../../../lib/api-client';
import { addGoogleReviews, fetchGoogleReviews, usePendingReviews, useReviewDecision } from '../api/reviews';
import { appText } from '../../../i18n/app-text';
import { formatDateTime } from '../../../../shared/i18n/format';


/** Reviews that arrived through "Ask for a review" links, for the owner to approve (into the Reviews section) or dismiss. */
export function PendingReviews() {
  const reviews = usePendingReviews();
  const decide = useReviewDecision();
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>();
  const list = reviews.data?.reviews ?? [];
  const google = reviews.data?.google ?? false;
  if (list.length === 0 && !notice && !google) return null;

  const act = (reviewId: string, approve: boolean, name: string) => {
    setNotice(undefined);
    decide.mutate(
      { reviewId, approve },
      {
        onSuccess: () =>
          setNotice({ ok: true, text: approve ? appText('leads.reviewApproved', { name }) : appText('leads.reviewDismissed', { name }) }),
        onError: (failure) => setNotice({ ok: false, text: errorMessage(failure) }),
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg" id="reviews" aria-labelledby="pending-reviews-title" data-testid="pending-reviews">
      <Stack gap="sm">
        <Title order={3} size="h4" id="pending-reviews-title">
          {appText('leads.reviewsWaitingForYou')}
        </Title>
        {list.length === 0 && <Text size="sm">{appText('leads.noneJustNowUse')}</Text>}
        {notice && (
          <Text size="sm" role={notice.ok ? 'status' : 'alert'} c={notice.ok ? 'teal.9' : 'red.9'} fw={600}>
            {notice.text}
          </Text>
        )}
        {list.map((r) => (
          <Stack key={r.reviewId} gap={4} data-testid="pending-review" style={{ borderTop: '1px solid var(--mantine-color-gray-3)', paddingTop: 8 }}>
            <Group justify="space-between" gap="xs">
              <Text fw={700}>{r.name}</Text>
              <Text size="sm" c="dimmed">
                {formatDateTime(r.receivedOn)}
              </Text>
            </Group>
            <Text size="sm" aria-label={appText('leads.stars', { stars: r.stars })} role="img" c="yellow.9">
              {'★'.repeat(r.stars)}
              {'☆'.repeat(5 - r.stars)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {r.text}
            </Text>
            <Group gap="xs" mt={4}>
              <Button size="xs" onClick={() => act(r.reviewId, true, r.name)} disabled={decide.isPending} aria-label={appText('leads.approveReview', { name: r.name })}>
                {appText('leads.approve')}
              </Button>
              <Button size="xs" variant="default" onClick={() => act(r.reviewId, false, r.name)} disabled={decide.isPending} aria-label={appText('leads.dismissReview', { name: r.name })}>
                {appText('leads.dismiss')}
              </Button>
            </Group>
          </Stack>
        ))}
        {google && <GoogleImport onDone={(text) => setNotice({ ok: true, text })} />}
      </Stack>
    </Card>
  );
}

/** "Import reviews from Google" (issue 26): up to 5 of the listing's reviews, with their authors, for the owner to pick. */
function GoogleImport({ onDone }: { onDone: (text: string) => void }) {
  const queryClient = useQueryClient();
  const [found, setFound] = useState<GoogleReviews['reviews']>();
  const [picked, setPicked] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure));
    }
    setBusy(false);
  };
  const load = () =>
    run(async () => {
      const answer = await fetchGoogleReviews();
      setFound(answer.reviews);
      setPicked([]);
    });
  const add = () =>
    run(async () => {
      const { added } = await addGoogleReviews(picked);
      setFound(undefined);
      await queryClient.invalidateQueries({ queryKey: ['website'] });
      onDone(`${added === 1 ? 'One Google review is' : `${added} Google reviews are`} in your Reviews section. Publish your website to show them.`);
    });
  return (
    <Stack gap="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)', paddingTop: 8 }}>
      {error && (
        <Text size="sm" role="alert" c="red.9" fw={600}>
          {error}
        </Text>
      )}
      {found === undefined ? (
        <Group>
          <Button variant="default" loading={busy} onClick={() => void load()}>
            {appText('leads.importReviewsFromGoogle')}
          </Button>
        </Group>
      ) : found.length === 0 ? (
        <Text size="sm">{appText('leads.yourGoogleListingHas')}</Text>
      ) : (
        <>
          <Text size="sm">{appText('leads.chooseTheGoogleReviews')}</Text>
          {found.map((r, i) => (
            <Checkbox
              key={i}
              checked={picked.includes(i)}
              onChange={(e) => setPicked(e.currentTarget.checked ? [...picked, i] : picked.filter((p) => p !== i))}
              label={
                <span>
                  <strong>{r.authorUri ? <Anchor href={r.authorUri} target="_blank" rel="noopener noreferrer" size="sm">{r.author}</Anchor> : r.author}</strong>
                  {appText('leads.googleReviewLine', { stars: r.stars, when: r.when })}
                  <br />
                  {r.text}
                </span>
              }
            />
          ))}
          <Text size="xs" c="dimmed">
            {appText('leads.reviewsFromGoogle')}
          </Text>
          <Group>
            <Button loading={busy} disabled={picked.length === 0} onClick={() => void add()}>
              {appText('leads.addChosenReviews')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
