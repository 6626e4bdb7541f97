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
      toast.info('Generating preview');
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
        Publish
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {live
          ? 'Publish again to put your latest saved changes live. Your recent versions are kept so you can restore them.'
          : 'Your website is not public yet. Publish it to put it on the internet.'}
      </Text>
      <Group mt="md">
        <Button onClick={() => setOpen(true)}>Publish Website</Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title="Preview before publishing" size="min(1200px, 100%)" fullScreen={phoneScreen} centered>
        <Stack>
          {/* The first publish: what the trade kit suggested that only the owner can confirm (decision 0039). */}
          {!live && <CheckBeforePublish onChanged={() => void preview.refetch()} />}
          {preview.isPending || preview.isFetching ? (
            <Center h={300}>
              <Stack align="center" gap="xs">
                <Loader />
                <Text>Generating preview</Text>
              </Stack>
            </Center>
          ) : preview.isError ? (
            <Alert color="red" role="alert">
              Error: {errorMessage(preview.error)}
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
            This is exactly what visitors will see
            {preview.data?.publishUrl ? (
              <>
                {' '}
                at <WebAddress>{preview.data.publishUrl}</WebAddress>
              </>
            ) : (
              ''
            )}
            . It shows your last saved changes.
          </Text>
          <TextInput
            label="Name this version (optional)"
            description="Shown in your published versions, beside what changed"
            placeholder="Summer prices"
            value={label}
            maxLength={VERSION_LABEL_MAX}
            onChange={(event) => setLabel(event.currentTarget.value)}
            maw={420}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={confirm} loading={publish.isPending} disabled={!preview.data}>
              Confirm Publish
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
        aria-label="Preview width"
        value={device}
        onChange={(value) => setDevice(value as Device)}
        data={[
          { value: 'desktop', label: 'Desktop' },
          { value: 'phone', label: 'Phone' },
        ]}
        style={{ alignSelf: 'center' }}
      />
      <div ref={ref} className={classes.previewViewport} data-device={device}>
        <div className={classes.previewScaled} style={{ width: layoutWidth * scale, height }}>
          <iframe
            title="Website preview"
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
