import { Anchor, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { Lead } from '../../../../shared/leads-schema';
import classes from '../leads-page.module.css';
import { LeadMessage } from './lead-message';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function contactHref(lead: Lead): string {
  if (lead.contactKind === 'email') return `mailto:${lead.contact}?subject=${encodeURIComponent('Your message to us')}`;
  return `tel:${lead.contact.replace(/[^0-9+]/g, '')}`;
}

export interface LeadCardProps {
  lead: Lead;
  onRead: (read: boolean) => void;
  onDelete: () => void;
  busy: boolean;
}

/** One message: who, how to answer, what they wrote; unread ones stand out. */
export function LeadCard({ lead, onRead, onDelete, busy }: LeadCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" className={lead.read ? undefined : classes.unread} data-testid="lead" aria-label={`Message from ${lead.name}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap" className={classes.who}>
          {!lead.read && <span className={classes.dot} aria-hidden="true" />}
          <Text fw={lead.read ? 600 : 800} className={classes.name}>
            {lead.name}
          </Text>
          {!lead.read && (
            <Badge size="sm" color="teal" variant="light">
              New
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {when(lead.receivedOn)}
        </Text>
      </Group>
      <Anchor href={contactHref(lead)} size="sm" mt={4} className={classes.contact}>
        {lead.contact}
      </Anchor>
      <LeadMessage text={lead.message} />
      <Stack gap={0} mt="md">
        <Group gap="xs" justify="space-between">
          <Group gap="xs">
            <Button component="a" href={contactHref(lead)} size="xs" variant="light">
              {lead.contactKind === 'email' ? 'Reply by e-mail' : 'Call'}
            </Button>
            <Button size="xs" variant="default" onClick={() => onRead(!lead.read)} disabled={busy}>
              {lead.read ? 'Mark as unread' : 'Mark as read'}
            </Button>
          </Group>
          <Group gap="xs">
            {lead.mailState !== 'sent' && (
              <Tooltip label={lead.mailState === 'pending' ? 'We are still trying to e-mail you about this message.' : 'We could not e-mail you about this message; it is safe here.'} multiline w={240}>
                <Badge color={lead.mailState === 'pending' ? 'gray' : 'orange'} variant="light" size="sm">
                  {lead.mailState === 'pending' ? 'E-mail on its way' : 'E-mail not delivered'}
                </Badge>
              </Tooltip>
            )}
            <Button size="xs" variant="subtle" color="red" onClick={onDelete} disabled={busy}>
              Delete
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
