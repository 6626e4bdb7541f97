import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useSupportEmail } from '../lib/use-support-email';
import { paths } from '../paths';
import classes from './app-shell.module.css';
import { appText } from '../i18n/app-text';

export function AppFooter() {
  const supportEmail = useSupportEmail();
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Group gap="lg" justify="center">
          <Anchor component={Link} to={paths.privacy} size="sm" c="dimmed">
            {appText('layout.privacyPolicy')}
          </Anchor>
          <Anchor component={Link} to={paths.terms} size="sm" c="dimmed">
            {appText('layout.termsOfService')}
          </Anchor>
          {supportEmail && (
            <Anchor href={`mailto:${supportEmail}`} size="sm" c="dimmed">
              {appText('layout.contactSupport')}
            </Anchor>
          )}
        </Group>
        <Text size="xs" c="dimmed" ta="center" mt="xs">
          {appText('layout.copyright', { year: String(new Date().getFullYear()) })}
        </Text>
      </Container>
    </footer>
  );
}
