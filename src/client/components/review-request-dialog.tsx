import { Alert, Button, CopyButton, Group, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { renderSVG } from 'uqr';
import type { ReviewRequest } from '../../shared/review-requests';
import { askForReview, downloadReviewFile } from '../api/review-requests';
import { errorMessage } from '../lib/api-client';
import { appText } from '../i18n/app-text';

/**
 * "Ask for a review" (issue 26): a new short link (one review each) to send, and its QR code to show
 * on the phone, download (PNG) or print (PDF). Used on /leads (for a lead, or nobody in particular) and
 * /bookings (for a confirmed booking).
 */
export function ReviewRequestDialog({ opened, leadId, bookingId, who, onClose }: { opened: boolean; leadId?: string; bookingId?: string; who?: string; onClose: () => void }) {
  const [request, setRequest] = useState<ReviewRequest>();
  const [error, setError] = useState<string>();
  const [downloading, setDownloading] = useState<string>();

  useEffect(() => {
    if (!opened) return;
    let live = true;
    setRequest(undefined);
    setError(undefined);
    askForReview({ ...(leadId ? { leadId } : {}), ...(bookingId ? { bookingId } : {}) })
      .then((made) => live && setRequest(made))
      .catch((failure: unknown) => live && setError(errorMessage(failure)));
    return () => {
      live = false;
    };
  }, [opened, leadId, bookingId]);

  const download = (kind: 'qr.png' | 'poster.pdf') => {
    if (!request) return;
    setDownloading(kind);
    downloadReviewFile(request.token, kind)
      .catch((failure: unknown) => setError(errorMessage(failure)))
      .finally(() => setDownloading(undefined));
  };

  return (
    <Modal opened={opened} onClose={onClose} title={who ? appText('shared.askNameForReview', { name: who }) : appText('shared.askForAReview')} centered>
      <Stack gap="sm">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {!request && !error && <Loader size="sm" aria-label={appText('shared.makingTheLink')} />}
        {request && (
          <>
            <Text size="sm">{appText('shared.sendThisLinkTo')}</Text>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput label={appText('shared.reviewLink')} value={request.url} readOnly style={{ flex: 1, minWidth: 0 }} onFocus={(e) => e.currentTarget.select()} data-testid="review-link" />
              <CopyButton value={request.url}>{({ copied, copy }) => <Button onClick={copy}>{copied ? appText('shared.copied') : appText('shared.copy')}</Button>}</CopyButton>
            </Group>
            <Group justify="center">
              <img src={`data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(request.url))}`} alt={appText('shared.qrCodeOfThe')} width={200} height={200} />
            </Group>
            <Group gap="xs" justify="center">
              <Button variant="default" loading={downloading === 'qr.png'} onClick={() => download('qr.png')}>
                {appText('shared.downloadQrCodePng')}
              </Button>
              <Button variant="default" loading={downloading === 'poster.pdf'} onClick={() => download('poster.pdf')}>
                {appText('shared.printablePosterPdf')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
