import { Button, Card, Group, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useId } from 'react';
import { formatPrice, moneyFormatOf } from '../../../shared/prices';
import { PRICE_LIMITS, type PriceGroup, type PriceItem } from '../../../shared/website-fields';
import { WEBSITE_LIMITS } from '../../../shared/website';
import { appText } from '../../i18n/app-text';

interface Props {
  enabled: boolean;
  title: string;
  groups: PriceGroup[];
  country: string;
  onEnabledChange: (enabled: boolean) => void;
  onTitleChange: (title: string) => void;
  /** `removed`: the group ('prices') or item ('prices.<g>.items') taken out, so its translations go with it. */
  onGroupsChange: (groups: PriceGroup[], removed?: RemovedEntry) => void;
}

/** An entry taken out of a list the website's translations name by position (shared/translations.ts). */
export interface RemovedEntry {
  list: string;
  position: number;
}

const amountOf = (value: number | string): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The Prices section (issue 26, decision 0060): groups of priced items, each price fixed, "from" or a range. */
export function PricesCard({ enabled, title, groups, country, onEnabledChange, onTitleChange, onGroupsChange }: Props) {
  const format = moneyFormatOf({ country });
  const setGroup = (g: number, patch: Partial<PriceGroup>) => onGroupsChange(groups.map((group, i) => (i === g ? { ...group, ...patch } : group)));
  const setItem = (g: number, n: number, patch: Partial<PriceItem>) =>
    setGroup(g, { items: (groups[g]?.items ?? []).map((item, i) => (i === n ? { ...item, ...patch } : item)) });
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="company-prices-heading">
      <Stack gap="md">
        <div>
          <Title order={3} id="company-prices-heading">
            {appText('company.prices')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {appText('company.pricesIntro', { currency: format.currency, example: formatPrice({ price: 40, from: true }, format) })}
          </Text>
        </div>
        <Switch label={appText('company.showThePriceList')} checked={enabled} onChange={(e) => onEnabledChange(e.currentTarget.checked)} />
        <TextInput label={appText('company.pricesTitle')} placeholder={appText('company.prices')} value={title} maxLength={WEBSITE_LIMITS.pricesTitle} onChange={(e) => onTitleChange(e.currentTarget.value)} maw={480} />
        {groups.map((group, g) => (
          <PriceGroupFields
            key={g}
            number={g + 1}
            group={group}
            format={format}
            onName={(name) => setGroup(g, { name })}
            onItem={(n, patch) => setItem(g, n, patch)}
            onAddItem={() => setGroup(g, { items: [...group.items, { name: '', description: '', price: 0 }] })}
            onRemoveItem={(n) =>
              onGroupsChange(
                groups.map((each, i) => (i === g ? { ...each, items: each.items.filter((_, j) => j !== n) } : each)),
                { list: `prices.${g}.items`, position: n },
              )
            }
            onRemove={() => onGroupsChange(groups.filter((_, i) => i !== g), { list: 'prices', position: g })}
          />
        ))}
        <Group gap="sm">
          <Button variant="light" disabled={groups.length >= PRICE_LIMITS.groups} onClick={() => onGroupsChange([...groups, { name: '', items: [{ name: '', description: '', price: 0 }] }])}>
            {appText('company.addPriceGroup')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function PriceGroupFields({ number, group, format, onName, onItem, onAddItem, onRemoveItem, onRemove }: {
  number: number;
  group: PriceGroup;
  format: ReturnType<typeof moneyFormatOf>;
  onName: (name: string) => void;
  onItem: (n: number, patch: Partial<PriceItem>) => void;
  onAddItem: () => void;
  onRemoveItem: (n: number) => void;
  onRemove: () => void;
}) {
  const headingId = useId();
  return (
    <Card withBorder radius="md" padding="md" bg="gray.0" role="group" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Text fw={600} id={headingId}>
          {appText('company.priceGroup', { number })}
        </Text>
        <TextInput label={appText('company.groupName')} placeholder={appText('company.eGRepairs')} value={group.name} maxLength={PRICE_LIMITS.name} onChange={(e) => onName(e.currentTarget.value)} />
        {group.items.map((item, n) => (
          <Stack key={n} gap={6} role="group" aria-label={appText('company.groupItem', { group: number, item: n + 1 })} pl="sm" style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput label={appText('company.itemNumber', { number: n + 1 })} placeholder={appText('company.eGTapRepair')} value={item.name} maxLength={PRICE_LIMITS.name} onChange={(e) => onItem(n, { name: e.currentTarget.value })} />
              <NumberInput label={appText('company.price')} min={0} max={PRICE_LIMITS.amountMax} decimalScale={2} value={item.price} onChange={(v) => onItem(n, { price: amountOf(v) })} />
              <NumberInput
                label={appText('company.upToOptional')}
                min={0}
                max={PRICE_LIMITS.amountMax}
                decimalScale={2}
                value={item.priceTo ?? ''}
                onChange={(v) => onItem(n, { priceTo: typeof v === 'number' && Number.isFinite(v) ? v : undefined })}
              />
            </SimpleGrid>
            <TextInput label={appText('company.descriptionOptional')} value={item.description} maxLength={PRICE_LIMITS.description} onChange={(e) => onItem(n, { description: e.currentTarget.value })} />
            <Group justify="space-between" gap="sm">
              <Switch label={appText('company.startingPriceFrom')} checked={item.from === true} onChange={(e) => onItem(n, { from: e.currentTarget.checked || undefined })} />
              <Text size="sm" c="dimmed" aria-live="polite">
                {appText('company.showsAs', { price: formatPrice(item, format) })}
              </Text>
              <Button variant="subtle" color="red" size="xs" onClick={() => onRemoveItem(n)}>
                {appText('company.removeItem', { number: n + 1 })}
              </Button>
            </Group>
          </Stack>
        ))}
        <Group gap="sm">
          <Button variant="light" size="xs" disabled={group.items.length >= PRICE_LIMITS.itemsPerGroup} onClick={onAddItem}>
            {appText('company.addItemToGroup', { number })}
          </Button>
          <Button variant="subtle" color="red" size="xs" onClick={onRemove}>
            {appText('company.removeGroup', { number })}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
