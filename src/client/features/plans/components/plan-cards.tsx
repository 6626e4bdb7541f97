import { Badge, Button, Card, Group, List, SimpleGrid, Text, Title } from '@mantine/core';
import { PROFESSIONAL_FEATURES, STARTER_FEATURES } from '../plan-features';
import classes from './plan-cards.module.css';
import { appText } from '../../../i18n/app-text';

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
          <Title order={3}>{appText('plans.starter')}</Title>
          {!professional && (
            <Badge variant="light" tt="none">
              {appText('plans.currentPlan')}
            </Badge>
          )}
        </Group>
        <Text size="xl" fw={700} mt="xs">
          {appText('plans.free')}
        </Text>
        <Text size="xs" c="dimmed">
          {appText('plans.noCardNeeded')}
        </Text>
        <List size="sm" mt="md" mb="lg" spacing={6}>
          {STARTER_FEATURES.map((f) => (
            <List.Item key={f}>{f}</List.Item>
          ))}
        </List>
        {/* Level with the Professional card's button, so the two cards read as a pair (no empty tail). */}
        {!professional && (
          <Button mt="auto" variant="default" fullWidth disabled>
            {appText('plans.youAreOnStarter')}
          </Button>
        )}
      </Card>
      <Card withBorder radius="md" padding="lg" data-testid="plan-professional" className={classes.card} style={selected ? { borderColor: 'var(--mantine-color-teal-6)', borderWidth: 2 } : undefined}>
        <Group justify="space-between">
          <Title order={3}>{appText('plans.professional')}</Title>
          {professional ? (
            <Badge color="teal" tt="none">
              {appText('plans.currentPlan')}
            </Badge>
          ) : selected ? (
            <Badge color="teal" variant="light" tt="none">
              {appText('plans.selected')}
            </Badge>
          ) : null}
        </Group>
        <Text size="xl" fw={700} mt="xs">
          {appText('plans.100Year')}
        </Text>
        <Text size="xs" c="dimmed">
          {appText('plans.billedAnnually')}
        </Text>
        <List size="sm" mt="md" mb="lg" spacing={6}>
          {PROFESSIONAL_FEATURES.map((f) => (
            <List.Item key={f}>{f}</List.Item>
          ))}
        </List>
        {!professional && (
          <Button mt="auto" onClick={onUpgrade} loading={upgrading} disabled={selected} fullWidth>
            {appText('plans.upgrade')}
          </Button>
        )}
      </Card>
    </SimpleGrid>
  );
}
