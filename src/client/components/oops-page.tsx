import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** spec §8: unexpected route errors. */
export function OopsPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? error.statusText || String(error.status)
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>Oops!</Title>
        <Text size="lg">Sorry, an unexpected error has occurred.</Text>
        <Text c="dimmed">
          <i>{detail}</i>
        </Text>
        <Button component="a" href="/" variant="light">
          Back to home
        </Button>
      </Stack>
    </Container>
  );
}
