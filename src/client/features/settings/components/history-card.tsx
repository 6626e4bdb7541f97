import { Alert, Anchor, Badge, Button, Card, Center, Group, Loader, Modal, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useElementSize, useIntersection } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../lib/api-client';
import { previewDocument } from '../../../lib/preview-document';
import { paths } from '../../../paths';
import { WebAddress } from '../../../components/web-address';
import { VERSION_LABEL_MAX } from '../../../../shared/version-changes';
import { type PublishedVersion, useNameVersion, useRestore, useVersionPage, useVersions } from '../api/publish';
import classes from '../settings-page.module.css';
import { appRich, appText } from '../../../i18n/app-text';
import { formatDateTime } from '../../../../shared/i18n/format';


/** What a restore did, said in the card until the next one. */
interface Restored {
  from: number;
  to: number;
  draftRestored: boolean;
}

/** The owner's name for a version and what it changed: how twelve versions made in ten minutes differ (issue 23). */
function VersionNames({ v, onName }: { v: PublishedVersion; onName?: (v: PublishedVersion) => void }) {
  const changes = v.restoredFrom !== null ? `Restored from v${v.restoredFrom}` : v.changes;
  return (
    <>
      {v.label && (
        <Text size="sm" fw={600} data-testid={`version-label-v${v.version}`}>
          {v.label}
        </Text>
      )}
      {changes && (
        <Text size="xs" c="dimmed" data-testid={`version-changes-v${v.version}`}>
          {changes}
        </Text>
      )}
      {onName && (
        <Anchor component="button" type="button" size="xs" onClick={() => onName(v)} aria-label={appText('settings.nameVersionLabel', { named: v.label ? 'yes' : 'no', version: v.version })}>
          {v.label ? appText('settings.rename') : appText('settings.name')}
        </Anchor>
      )}
    </>
  );
}

/** Names a version after it was published (the name given at Confirm Publish, or one given later). */
function NameVersionModal({ v, onClose }: { v: PublishedVersion | null; onClose: () => void }) {
  const name = useNameVersion();
  const [label, setLabel] = useState('');
  const [shown, setShown] = useState<number | null>(null);
  if (v && shown !== v.version) {
    setShown(v.version);
    setLabel(v.label ?? '');
  }
  const close = () => {
    setShown(null);
    onClose();
  };
  const save = () =>
    v &&
    name.mutateAsync({ version: v.version, label }).then(close, (error: unknown) => toast.error(errorMessage(error), { position: 'bottom-center' }));
  return (
    <Modal opened={v !== null} onClose={close} title={v ? appText('settings.nameVersion', { version: v.version }) : ''} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack>
          <TextInput label={appText('settings.versionName')} description={appText('settings.leaveItEmptyTo')} value={label} maxLength={VERSION_LABEL_MAX} onChange={(e) => setLabel(e.currentTarget.value)} data-autofocus />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {appText('settings.cancel')}
            </Button>
            <Button type="submit" loading={name.isPending}>
              {appText('settings.saveName')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

const PICTURE_WIDTH = 1280;

/** A version's page as it was published, small: laid out as a desktop visitor saw it, scaled to fit, scripts off. */
function VersionPicture({ version }: { version: number }) {
  const page = useVersionPage(version, true);
  const { ref, width } = useElementSize();
  const html = page.data?.html;
  const srcDoc = useMemo(() => (html === undefined ? undefined : previewDocument(html)), [html]);
  const scale = width > 0 ? width / PICTURE_WIDTH : 0;
  return (
    <div ref={ref} className={classes.versionPicture} data-testid="version-picture">
      {srcDoc && scale > 0 ? (
        <iframe
          className={classes.versionPictureFrame}
          title={appText('settings.versionSmall', { version })}
          srcDoc={srcDoc}
          sandbox=""
          tabIndex={-1}
          width={PICTURE_WIDTH}
          height={PICTURE_WIDTH * 0.625}
          style={{ transform: `scale(${scale})` }}
        />
      ) : (
        <Center h="100%">{page.isError ? <Text size="sm">{errorMessage(page.error)}</Text> : <Loader size="sm" />}</Center>
      )}
    </div>
  );
}

/**
 * A kept version's small picture in the list, fetched only once its row comes near the screen (twenty rows
 * do not load twenty pages at once); a version whose page is no longer kept has none.
 */
function VersionThumb({ v }: { v: PublishedVersion }) {
  const { ref, entry } = useIntersection<HTMLDivElement>({ rootMargin: '200px' });
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (entry?.isIntersecting) setNear(true);
  }, [entry?.isIntersecting]);
  if (!v.restorable) return null;
  return (
    <div ref={ref} className={classes.versionThumb} data-testid={`version-thumb-v${v.version}`}>
      {near && <VersionPicture version={v.version} />}
    </div>
  );
}

/**
 * Every publish is listed, newest first, a page at a time, each with the owner's name for it and what it
 * changed; the newest ones (the retention, decision 0027) can go live again as the next version, after
 * the owner has seen it and said yes, and their content then becomes the saved website the editor
 * shows (issue 23). Older ones are listed for the record only.
 */
export function HistoryCard() {
  const versions = useVersions();
  const restore = useRestore();
  const [asking, setAsking] = useState<PublishedVersion | null>(null);
  const [restored, setRestored] = useState<Restored | null>(null);
  const [naming, setNaming] = useState<PublishedVersion | null>(null);
  const onRestore = (version: number) => {
    setRestored(null);
    restore.mutateAsync(version).then(
      (result) => {
        setAsking(null);
        setRestored({ from: version, to: result.publishVersion, draftRestored: result.draftRestored });
      },
      (error: unknown) => {
        setAsking(null);
        toast.error(errorMessage(error), { position: 'bottom-center' });
      },
    );
  };
  const action = (v: PublishedVersion) =>
    v.live ? (
      <Badge color="teal" variant="light" tt="none">
        {appText('settings.live')}
      </Badge>
    ) : v.restorable ? (
      <Button size="xs" variant="light" onClick={() => setAsking(v)} loading={restore.isPending && restore.variables === v.version} aria-label={appText('settings.restoreV', { version: v.version })}>
        {appText('settings.restore')}
      </Button>
    ) : (
      <Text size="xs" c="dimmed" data-testid={`not-kept-v${v.version}`}>
        {appText('settings.notKept')}
      </Text>
    );

  const list = versions.data?.pages.flatMap((page) => page.versions) ?? [];
  const retention = versions.data?.pages[0]?.retention ?? null;
  const anyNotKept = list.some((v) => !v.restorable);

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} size="h4">
        {appText('settings.publishedVersions')}
      </Title>
      {restored && (
        <Alert color="teal" role="status" mt="sm" data-testid="restore-result" withCloseButton onClose={() => setRestored(null)}>
          {restored.draftRestored ? (
            appRich('settings.restoredDraft', {
              from: restored.from,
              to: restored.to,
              link: (chunks) => (
                <Anchor component={Link} to={paths.website} size="sm">
                  {chunks}
                </Anchor>
              ),
            })
          ) : (
            appText('settings.restoredOld', { from: restored.from, to: restored.to })
          )}
        </Alert>
      )}
      <NameVersionModal v={naming} onClose={() => setNaming(null)} />
      <Modal opened={asking !== null} onClose={() => setAsking(null)} title={asking ? appText('settings.restoreVersion', { version: asking.version }) : ''} centered size="lg">
        {asking && (
          <Stack>
            <VersionPicture version={asking.version} />
            <div>
              <Text size="sm" fw={600}>
                {appText('settings.versionPublished', { version: asking.version, date: formatDateTime(asking.publishedOn) })}
              </Text>
              <VersionNames v={asking} />
            </div>
            <Text size="sm">
              {appText('settings.restoreBody', { version: asking.version })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(null)}>
                {appText('settings.cancel')}
              </Button>
              <Button onClick={() => onRestore(asking.version)} loading={restore.isPending} data-autofocus>
                {appText('settings.restoreAndPublish')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
      {versions.isPending ? (
        <Text size="sm" mt="sm">
          {appText('settings.loading')}
        </Text>
      ) : versions.isError && list.length === 0 ? (
        <Text size="sm" c="red" mt="sm">
          {appText('common.error', { message: errorMessage(versions.error) })}
        </Text>
      ) : list.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          {appText('settings.nothingPublishedYet')}
        </Text>
      ) : (
        <>
          {/* Phones: one row per version, its Restore button beside it (a table would hide it off-screen). */}
          <Stack gap={0} mt="sm" hiddenFrom="sm" data-testid="versions-list" component="ul" className={classes.versionList}>
            {list.map((v) => (
              <Group key={v.version} component="li" justify="space-between" wrap="nowrap" gap="sm" py="xs" className={classes.versionItem}>
                <VersionThumb v={v} />
                <div style={{ minWidth: 0, flex: 1 }}>
                  <Text size="sm" fw={600}>
                    {appText('settings.versionShort', { version: v.version })}
                  </Text>
                  <VersionNames v={v} onName={setNaming} />
                  <Text size="xs" c="dimmed">
                    {formatDateTime(v.publishedOn)}
                  </Text>
                  {v.publishedBy && (
                    <Text size="xs" c="dimmed">
                      {appRich('settings.byAddress', { address: <WebAddress>{v.publishedBy}</WebAddress> })}
                    </Text>
                  )}
                </div>
                <div style={{ flex: 'none' }}>{action(v)}</div>
              </Group>
            ))}
          </Stack>
          <Table verticalSpacing="xs" mt="sm" visibleFrom="sm" data-testid="versions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{appText('settings.page')}</Table.Th>
                <Table.Th>{appText('settings.version')}</Table.Th>
                <Table.Th>{appText('settings.whatChanged')}</Table.Th>
                <Table.Th>{appText('settings.published')}</Table.Th>
                <Table.Th>{appText('settings.by2')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((v) => (
                <Table.Tr key={v.version}>
                  <Table.Td>
                    <VersionThumb v={v} />
                  </Table.Td>
                  <Table.Td>{appText('settings.versionShort', { version: v.version })}</Table.Td>
                  <Table.Td>
                    <VersionNames v={v} onName={setNaming} />
                  </Table.Td>
                  <Table.Td>{formatDateTime(v.publishedOn)}</Table.Td>
                  <Table.Td>{v.publishedBy ? <WebAddress>{v.publishedBy}</WebAddress> : '—'}</Table.Td>
                  <Table.Td ta="right">{action(v)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {anyNotKept && (
            <Text size="xs" c="dimmed" mt="sm" data-testid="versions-retention-note">
              {retention === null
                ? appText('settings.versionsMarkedNotKept')
                : appText('settings.retention', { count: retention })}
            </Text>
          )}
          {versions.isFetchNextPageError && (
            <Text size="sm" c="red" mt="sm">
              {appText('common.error', { message: errorMessage(versions.error) })}
            </Text>
          )}
          {versions.hasNextPage && (
            <Button variant="default" size="xs" mt="sm" onClick={() => void versions.fetchNextPage()} loading={versions.isFetchingNextPage}>
              {appText('settings.showOlderVersions')}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
