import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useSupportEmail } from '../lib/use-support-email';
import { paths } from '../paths';
import classes from './app-shell.module.css';

export function AppFooter() {
  const supportEmail = useSupportEmail();
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Group gap="lg" justify="center">
          <Anchor component={Link} to={paths.privacy} size="sm" c="dimmed">
            Privacy Policy
          </Anchor>
          <Anchor component={Link} to={paths.terms} size="sm" c="dimmed">
            Terms of Service
          </Anchor>
          {supportEmail && (
            <Anchor href={`mailto:${supportEmail}`} size="sm" c="dimmed">
              Contact Support
            </Anchor>
          )}
        </Group>
        <Text size="xs" c="dimmed" ta="center" mt="xs">
          © {new Date().getFullYear()} Website Works
        </Text>
      </Container>
    </footer>
  );
}
