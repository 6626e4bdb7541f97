import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../paths';

export default function NotFoundPage() {
  return (
    <Stack align="center" py={60} ta="center">
      <Title order={2}>Page not found</Title>
      <Text c="dimmed">There is no page at this address.</Text>
      <Button component={Link} to={paths.dashboard} variant="light">
        Go to the dashboard
      </Button>
    </Stack>
  );
}
