import { Anchor, Card, Group, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { WebAddress } from '../../../components/web-address';
import { previewDocument } from '../../../lib/preview-document';
import { paths } from '../../../paths';
import { useSitePreview } from '../api/get-preview';
import classes from './dashboard.module.css';

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
          Your website
        </Title>
        <Anchor component={Link} to={paths.example} size="sm">
          See an example website
        </Anchor>
      </Group>
      <Link to={paths.website} className={classes.thumbLink} aria-label="Open your website in the editor">
        <div className={classes.thumb} ref={ref}>
          {saved && srcDoc ? (
            <iframe
              className={classes.thumbFrame}
              title="Your website, small"
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
              <Text fw={600}>No website yet</Text>
              <Text size="sm">Open the editor to start one</Text>
            </div>
          )}
        </div>
      </Link>
      <Text size="sm" mt="sm">
        {publicUrl ? (
          <>
            Live at{' '}
            <Anchor href={publicUrl} target="_blank" rel="noopener" data-testid="public-address">
              <WebAddress>{publicUrl}</WebAddress>
            </Anchor>
          </>
        ) : (
          'Not published yet: only you can see it.'
        )}
      </Text>
    </Card>
  );
}
