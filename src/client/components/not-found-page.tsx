import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../paths';
import { appText } from '../i18n/app-text';

export default function NotFoundPage() {
  return (
    <Stack align="center" py={60} ta="center">
      <Title order={2}>{appText('layout.pageNotFound')}</Title>
      <Text c="dimmed">{appText('layout.thereIsNoPage')}</Text>
      <Button component={Link} to={paths.dashboard} variant="light">
        {appText('layout.goToTheDashboard')}
      </Button>
    </Stack>
  );
}
