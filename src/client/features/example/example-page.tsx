import '../../../site/site.css';
import { Anchor, Container, Paper, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { sampleWebsite } from '../../../site/sample-website';
import { SitePage } from '../../../site/site-page';
import { paths } from '../../paths';
import classes from './example-page.module.css';
import { appText } from '../../i18n/app-text';

/** spec §2 /example: the built-in irrigation demo, read-only. */
export default function ExamplePage() {
  const website = useMemo(() => sampleWebsite(window.location.origin), []);
  return (
    <>
      <Container size="lg" mb="lg">
        <Paper withBorder radius="md" px="lg" py="md" className={classes.banner} role="note">
          <Text size="sm">
            {appText('example.thisIsAnExample')}{' '}
            <Anchor component={Link} to={paths.website} fw={600} size="sm">
              {appText('example.openTheEditor')}
            </Anchor>
          </Text>
        </Paper>
      </Container>
      <div className={classes.site}>
        <SitePage website={website} embedded />
      </div>
    </>
  );
}
