import { Container, Text, Title } from '@mantine/core';

// Filled by a later issue; the route exists so links and redirects already work.
export default function Page() {
  return (
    <Container size="sm">
      <Title order={2}>Your Company</Title>
      <Text c="dimmed" mt="sm">
        This page is on its way.
      </Text>
    </Container>
  );
}
