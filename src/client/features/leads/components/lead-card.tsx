import { Anchor, Badge, Button, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { Lead } from '../../../../shared/leads-schema';
import classes from '../leads-page.module.css';
import { LeadMessage } from './lead-message';
import { LeadPhotos } from './lead-photos';
import { appText } from '../../../i18n/app-text';
import { formatDateTime } from '../../../../shared/i18n/format';


function contactHref(lead: Lead): string {
  if (lead.contactKind === 'email') return `mailto:${lead.contact}?subject=${encodeURIComponent('Your message to us')}`;
  return `tel:${lead.contact.replace(/[^0-9+]/g, '')}`;
}

export interface LeadCardProps {
  lead: Lead;
  onRead: (read: boolean) => void;
  onDelete: () => void;
  /** "Ask for a review" (issue 26). */
  onAskReview?: () => void;
  busy: boolean;
}

/** One message: who, how to answer, what they wrote; unread ones stand out. */
export function LeadCard({ lead, onRead, onDelete, onAskReview, busy }: LeadCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" className={lead.read ? undefined : classes.unread} data-testid="lead" id={`lead-${lead.leadId}`} aria-label={appText('leads.cardLabel', { quote: lead.quote ? 'yes' : 'no', name: lead.name })}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="nowrap" className={classes.who}>
          {!lead.read && <span className={classes.dot} aria-hidden="true" />}
          <Text fw={lead.read ? 600 : 800} className={classes.name}>
            {lead.name}
          </Text>
          {!lead.read && (
            <Badge size="sm" color="teal" variant="light">
              {appText('leads.new')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {formatDateTime(lead.receivedOn)}
        </Text>
      </Group>
      <Anchor href={contactHref(lead)} size="sm" mt={4} className={classes.contact}>
        {lead.contact}
      </Anchor>
      {lead.quote && (
        <Group gap="xs" mt="sm" wrap="wrap">
          <Badge variant="light" color="blue" size="sm">
            {appText('leads.quoteRequest')}
          </Badge>
          <Text size="sm" fw={600}>
            {lead.quote.job}
          </Text>
          <Text size="sm" c="dimmed">
            · {lead.quote.place}
          </Text>
        </Group>
      )}
      <LeadMessage text={lead.message} />
      <LeadPhotos lead={lead} />
      <Stack gap={0} mt="md">
        <Group gap="xs" justify="space-between">
          <Group gap="xs">
            <Button component="a" href={contactHref(lead)} size="xs" variant="light">
              {lead.contactKind === 'email' ? appText('leads.replyByEMail') : appText('leads.call')}
            </Button>
            <Button size="xs" variant="default" onClick={() => onRead(!lead.read)} disabled={busy}>
              {lead.read ? appText('leads.markAsUnread') : appText('leads.markAsRead')}
            </Button>
            {onAskReview && (
              <Button size="xs" variant="default" onClick={onAskReview} aria-label={appText('leads.askNameForReview', { name: lead.name })}>
                {appText('leads.askForAReview')}
              </Button>
            )}
          </Group>
          <Group gap="xs">
            {lead.mailState !== 'sent' && (
              <Tooltip label={lead.mailState === 'pending' ? appText('leads.weAreStillTrying') : appText('leads.weCouldNotE')} multiline w={240}>
                <Badge color={lead.mailState === 'pending' ? 'gray' : 'orange'} variant="light" size="sm">
                  {lead.mailState === 'pending' ? appText('leads.eMailOnIts') : appText('leads.eMailNotDelivered')}
                </Badge>
              </Tooltip>
            )}
            <Button size="xs" variant="subtle" color="red" onClick={onDelete} disabled={busy}>
              {appText('leads.delete')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
