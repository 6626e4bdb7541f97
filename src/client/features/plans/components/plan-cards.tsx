import { Badge, Button, Card, Group, List, SimpleGrid, Text, Title } from '@mantine/core';
import { PROFESSIONAL_FEATURES, STARTER_FEATURES } from '../plan-features';
import classes from './plan-cards.module.css';

interface Props {
  professional: boolean;
  selected: boolean;
  onUpgrade: () => void;
  upgrading: boolean;
}

/** spec §2 /plans: Starter (Free) and Professional ($100/year), the current plan marked. */
export function PlanCards({ professional, selected, onUpgrade, upgrading }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Card withBorder radius="md" padding="lg" data-testid="plan-starter" className={classes.card}>
        <Group justify="space-between">
          <Title order={3}>Starter</Title>
          {!professional && (
            <Badge variant="light" tt="none">
              Current plan
            </Badge>
          )}
        </Group>
        <Text size="xl" fw={700} mt="xs">
          Free
        </Text>
        <Text size="xs" c="dimmed">
          No card needed
        </Text>
        <List size="sm" mt="md" mb="lg" spacing={6}>
          {STARTER_FEATURES.map((f) => (
            <List.Item key={f}>{f}</List.Item>
          ))}
        </List>
        {/* Level with the Professional card's button, so the two cards read as a pair (no empty tail). */}
        {!professional && (
          <Button mt="auto" variant="default" fullWidth disabled>
            You are on Starter
          </Button>
        )}
      </Card>
      <Card withBorder radius="md" padding="lg" data-testid="plan-professional" className={classes.card} style={selected ? { borderColor: 'var(--mantine-color-teal-6)', borderWidth: 2 } : undefined}>
        <Group justify="space-between">
          <Title order={3}>Professional</Title>
          {professional ? (
            <Badge color="teal" tt="none">
              Current plan
            </Badge>
          ) : selected ? (
            <Badge color="teal" variant="light" tt="none">
              Selected
            </Badge>
          ) : null}
        </Group>
        <Text size="xl" fw={700} mt="xs">
          $100/year
        </Text>
        <Text size="xs" c="dimmed">
          Billed annually
        </Text>
        <List size="sm" mt="md" mb="lg" spacing={6}>
          {PROFESSIONAL_FEATURES.map((f) => (
            <List.Item key={f}>{f}</List.Item>
          ))}
        </List>
        {!professional && (
          <Button mt="auto" onClick={onUpgrade} loading={upgrading} disabled={selected} fullWidth>
            Upgrade
          </Button>
        )}
      </Card>
    </SimpleGrid>
  );
}
