import { Alert, Button, Card, Center, Group, Loader, Modal, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { WebAddress } from '../../../components/web-address';
import { VERSION_LABEL_MAX } from '../../../../shared/version-changes';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { previewDocument } from '../../../lib/preview-document';
import { usePreview, usePublish } from '../api/publish';
import { CheckBeforePublish } from './check-before-publish';
import classes from '../settings-page.module.css';
import { appRich, appText } from '../../../i18n/app-text';

/** spec §2 /settings: 'Publish Website' → preview modal → 'Confirm Publish'. */
export function PublishCard({ live }: { live: boolean }) {
  // /settings?publish=1 (the editor's "Preview and publish") opens the preview straight away.
  const [params] = useSearchParams();
  const [open, setOpen] = useState(() => params.get('publish') === '1');
  const preview = usePreview(open);
  const publish = usePublish();
  // The owner's name for the version they are about to publish (optional; the list also says what changed).
  const [label, setLabel] = useState('');
  const phoneScreen = useMediaQuery('(max-width: 48em)') ?? false;

  const confirm = () => {
    if (!preview.data) {
      toast.info(appText('settings.generatingPreview'));
      return;
    }
    const run = publish.mutateAsync({ hash: preview.data.hash, label });
    void toast
      .promise(
        run,
        {
          pending: 'Publishing...',
          success: 'New version of Website is live!',
          error: {
            render: ({ data }) =>
              data instanceof ApiError && data.status === 400 ? `Error: Website was not published. ${errorMessage(data)}` : errorMessage(data),
          },
        },
        { position: 'bottom-center' },
      )
      .then(() => {
        setOpen(false);
        setLabel('');
      })
      .catch((error: unknown) => {
        // The saved website changed since this preview: show the new one to confirm instead.
        if (error instanceof ApiError && error.status === 409) void preview.refetch();
      });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} size="h4">
        {appText('settings.publish')}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {live
          ? appText('settings.publishAgainToPut')
          : appText('settings.yourWebsiteIsNot')}
      </Text>
      <Group mt="md">
        <Button onClick={() => setOpen(true)}>{appText('settings.publishWebsite')}</Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title={appText('settings.previewBeforePublishing')} size="min(1200px, 100%)" fullScreen={phoneScreen} centered>
        <Stack>
          {/* The first publish: what the trade kit suggested that only the owner can confirm (decision 0039). */}
          {!live && <CheckBeforePublish onChanged={() => void preview.refetch()} />}
          {preview.isPending || preview.isFetching ? (
            <Center h={300}>
              <Stack align="center" gap="xs">
                <Loader />
                <Text>{appText('settings.generatingPreview')}</Text>
              </Stack>
            </Center>
          ) : preview.isError ? (
            <Alert color="red" role="alert">
              {appText('common.error', { message: errorMessage(preview.error) })}
            </Alert>
          ) : (
            <PreviewFrame html={preview.data.html} phoneScreen={phoneScreen} />
          )}
          {preview.data?.problem && (
            <Alert color="yellow" role="status">
              {preview.data.problem}
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            {appRich('settings.exactlyWhatVisitors', {
              hasUrl: preview.data?.publishUrl ? 'yes' : 'no',
              address: preview.data?.publishUrl ? <WebAddress>{preview.data.publishUrl}</WebAddress> : null,
            })}
          </Text>
          <TextInput
            label={appText('settings.nameThisVersionOptional')}
            description={appText('settings.shownInYourPublished')}
            placeholder={appText('settings.summerPrices')}
            value={label}
            maxLength={VERSION_LABEL_MAX}
            onChange={(event) => setLabel(event.currentTarget.value)}
            maw={420}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {appText('settings.cancel')}
            </Button>
            <Button onClick={confirm} loading={publish.isPending} disabled={!preview.data}>
              {appText('settings.confirmPublish')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

const DEVICES = { desktop: 1280, phone: 390 } as const;
type Device = keyof typeof DEVICES;

/**
 * The page as a desktop visitor sees it (laid out 1280 px wide, scaled to fit) or as a phone does (390 px),
 * scrolled inside the frame from top to bottom. It starts at the owner's own kind of screen.
 */
function PreviewFrame({ html, phoneScreen }: { html: string; phoneScreen: boolean }) {
  const [device, setDevice] = useState<Device>(phoneScreen ? 'phone' : 'desktop');
  const { ref, width, height } = useElementSize();
  const srcDoc = useMemo(() => previewDocument(html), [html]);
  const layoutWidth = DEVICES[device];
  const scale = width > 0 ? Math.min(1, width / layoutWidth) : 1;
  return (
    <Stack gap="xs">
      <SegmentedControl
        aria-label={appText('settings.previewWidth')}
        value={device}
        onChange={(value) => setDevice(value as Device)}
        data={[
          { value: 'desktop', label: appText('settings.desktop') },
          { value: 'phone', label: appText('settings.phone') },
        ]}
        style={{ alignSelf: 'center' }}
      />
      <div ref={ref} className={classes.previewViewport} data-device={device}>
        <div className={classes.previewScaled} style={{ width: layoutWidth * scale, height }}>
          <iframe
            title={appText('settings.websitePreview')}
            className={classes.previewFrame}
            srcDoc={srcDoc}
            sandbox=""
            referrerPolicy="no-referrer"
            style={{ width: layoutWidth, height: height / scale, transform: `scale(${scale})` }}
          />
        </div>
      </div>
    </Stack>
  );
}
