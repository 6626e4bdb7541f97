import { Anchor, Card, Group, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { WebAddress } from '../../../components/web-address';
import { previewDocument } from '../../../lib/preview-document';
import { paths } from '../../../paths';
import { useSitePreview } from '../api/get-preview';
import classes from './dashboard.module.css';
import { appText } from '../../../i18n/app-text';

const FRAME_WIDTH = 1280;
const FRAME_HEIGHT = 800;

/**
 * A live miniature of the saved website (the server's own rendering of it, scripts off), linking to
 * the editor; with the public address once the site is live.
 */
export function SiteThumbnail({ saved, publicUrl }: { saved: boolean; publicUrl: string | null }) {
  const preview = useSitePreview(saved);
  const { ref, width } = useElementSize();
  const html = preview.data?.html;
  const srcDoc = useMemo(() => (html === undefined ? undefined : previewDocument(html)), [html]);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="thumbnail-title">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="thumbnail-title">
          {appText('dashboard.yourWebsite')}
        </Title>
        <Anchor component={Link} to={paths.example} size="sm">
          {appText('dashboard.seeAnExampleWebsite')}
        </Anchor>
      </Group>
      <Link to={paths.website} className={classes.thumbLink} aria-label={appText('dashboard.openYourWebsiteIn')}>
        <div className={classes.thumb} ref={ref}>
          {saved && srcDoc ? (
            <iframe
              className={classes.thumbFrame}
              title={appText('dashboard.yourWebsiteSmall')}
              srcDoc={srcDoc}
              sandbox=""
              tabIndex={-1}
              aria-hidden="true"
              loading="lazy"
              width={FRAME_WIDTH}
              height={FRAME_HEIGHT}
              style={{ transform: `scale(${width / FRAME_WIDTH})` }}
            />
          ) : saved ? null : (
            <div className={classes.thumbEmpty}>
              <Text fw={600}>{appText('dashboard.noWebsiteYet')}</Text>
              <Text size="sm">{appText('dashboard.openTheEditorTo')}</Text>
            </div>
          )}
        </div>
      </Link>
      <Text size="sm" mt="sm">
        {publicUrl ? (
          <>
            {appText('dashboard.liveAt')}{' '}
            <Anchor href={publicUrl} target="_blank" rel="noopener" data-testid="public-address">
              <WebAddress>{publicUrl}</WebAddress>
            </Anchor>
          </>
        ) : (
          appText('dashboard.notPublishedYetOnly')
        )}
      </Text>
    </Card>
  );
}
