import { Button, Card, Group, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useId } from 'react';
import { addItem, EMPTY_IMAGE, type Item, removeLastItem, WEBSITE_LIMITS } from '../../../shared/website';
import { ImageUpload } from '../../components/image-upload';
import { appText } from '../../i18n/app-text';

interface Props {
  title: string;
  items: Item[];
  onTitleChange: (title: string) => void;
  onItemsChange: (items: Item[]) => void;
}

/** The Services section's title and its cards (spec §2 /company, "service items with their title"). */
export function ServiceItemsCard({ title, items, onTitleChange, onItemsChange }: Props) {
  const full = items.length >= WEBSITE_LIMITS.itemsPerList;
  const update = (index: number, patch: Partial<Item>) =>
    onItemsChange(items.map((item) => (item.index === index ? { ...item, ...patch } : item)));

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="company-services-heading">
      <Stack gap="md">
        <div>
          <Title order={3} id="company-services-heading">
            {appText('company.services')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {appText('company.whatYouOfferOne')}
          </Text>
        </div>
        <TextInput
          label={appText('company.servicesTitle')}
          description={appText('company.theHeadingAboveYour')}
          placeholder={appText('company.ourServices')}
          value={title}
          onChange={(e) => onTitleChange(e.currentTarget.value)}
          maxLength={WEBSITE_LIMITS.serviceItemsTitle}
          maw={480}
        />
        {items.length === 0 ? (
          <Text size="sm" c="dimmed" py="sm">
            {appText('company.noServicesYetAdd')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {items.map((item, position) => (
              <ServiceItemFields key={item.index} item={item} number={position + 1} onChange={(patch) => update(item.index, patch)} />
            ))}
          </SimpleGrid>
        )}
        <Group gap="sm">
          <Button variant="light" onClick={() => onItemsChange(addItem(items))} disabled={full}>
            {appText('company.addService')}
          </Button>
          <Button variant="subtle" color="red" onClick={() => onItemsChange(removeLastItem(items))} disabled={items.length === 0}>
            {appText('company.removeLastService')}
          </Button>
          {full && (
            <Text size="sm" c="dimmed">
              {appText('company.servicesLimit', { count: WEBSITE_LIMITS.itemsPerList })}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function ServiceItemFields({ item, number, onChange }: { item: Item; number: number; onChange: (patch: Partial<Item>) => void }) {
  const headingId = useId();
  return (
    <Card withBorder radius="md" padding="md" bg="gray.0" role="group" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Text fw={600} id={headingId}>
          {appText('company.serviceNumber', { number })}
        </Text>
        <TextInput
          label={appText('company.title')}
          placeholder={appText('company.eGSprinklerInstallation')}
          value={item.title}
          onChange={(e) => onChange({ title: e.currentTarget.value })}
          maxLength={WEBSITE_LIMITS.itemTitle}
        />
        <Textarea
          label={appText('company.description')}
          placeholder={appText('company.whatTheCustomerGets')}
          rows={6}
          value={item.description}
          onChange={(e) => onChange({ description: e.currentTarget.value })}
          maxLength={WEBSITE_LIMITS.itemDescription}
        />
        <ImageUpload
          label={appText('company.serviceImage', { number })}
          description={appText('company.optional')}
          value={item.img ?? EMPTY_IMAGE}
          onChange={(img) => onChange({ img })}
        />
      </Stack>
    </Card>
  );
}
