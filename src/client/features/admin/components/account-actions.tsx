import { Button, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { toast } from 'react-toastify';
import type { AccountDetail } from '../../../../shared/admin-schema';
import { errorMessage } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { paths } from '../../../paths';
import { useCancelSubscription, useCustomerEmail, useRestore, useSuspend, viewAsOwner } from '../api/admin-api';
import { day, money } from './format';

/**
 * The account page's actions (issue 27), each a small form: what it does, why (a reason, kept in the audit
 * log; required for suspend, cancel, refund and view-as-owner), and one button.
 */
function ActionForm({
  label,
  reasonLabel,
  reasonRequired,
  button,
  color,
  busy,
  onSubmit,
  children,
}: {
  label: string;
  reasonLabel: string;
  reasonRequired: boolean;
  button: string;
  color?: string;
  busy: boolean;
  onSubmit: (reason: string) => Promise<void>;
  children?: ReactNode;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    try {
      await onSubmit(reason);
      setReason('');
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={label}>
      <Stack gap="xs">
        {children}
        <Textarea label={reasonLabel} value={reason} onChange={(e) => setReason(e.currentTarget.value)} required={reasonRequired} autosize minRows={2} maxLength={1000} />
        {problem && (
          <Text size="sm" c="red.8" role="alert">
            {problem}
          </Text>
        )}
        <div>
          <Button type="submit" color={color} loading={busy}>
            {button}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

export function SuspendAction({ detail }: { detail: AccountDetail }) {
  const suspend = useSuspend(detail.owner.accountId);
  const restore = useRestore(detail.owner.accountId);
  if (detail.website.suspendedOn) {
    return (
      <ActionForm
        label="Restore the site"
        reasonLabel="Note for the audit log (optional)"
        reasonRequired={false}
        button="Restore the site"
        busy={restore.isPending}
        onSubmit={async (reason) => {
          await restore.mutateAsync(reason);
          toast.success('The site is restored. The owner was e-mailed.');
        }}
      />
    );
  }
  return (
    <ActionForm
      label="Suspend the site"
      reasonLabel="Reason (the owner is e-mailed it, with how to appeal)"
      reasonRequired
      button="Suspend the site"
      color="red"
      busy={suspend.isPending}
      onSubmit={async (reason) => {
        await suspend.mutateAsync(reason);
        toast.success('The site is suspended. The owner was e-mailed the reason.');
      }}
    >
      <Text size="sm">Visitors then see “This site is unavailable” at its address and custom domain, and the owner cannot publish until it is restored.</Text>
    </ActionForm>
  );
}

type When = 'period_end' | 'now-refund' | 'now';

export function CancelAction({ detail }: { detail: AccountDetail }) {
  const cancel = useCancelSubscription(detail.owner.accountId);
  const running = detail.plan.subscriptions.find((s) => ['active', 'trialing', 'past_due', 'unpaid', 'paused'].includes(s.status));
  const [when, setWhen] = useState<When>('period_end');
  if (!running) return <Text size="sm">There is no running subscription to cancel.</Text>;
  return (
    <ActionForm
      label="Cancel the subscription"
      reasonLabel="Reason (required)"
      reasonRequired
      button="Cancel the subscription"
      color="red"
      busy={cancel.isPending}
      onSubmit={async (reason) => {
        const result = await cancel.mutateAsync({ when: when === 'period_end' ? 'period_end' : 'now', refund: when === 'now-refund', reason });
        toast.success(
          result.cancelAtPeriodEnd
            ? `Cancelled: the plan ends on ${day(result.currentPeriodEnd)}.`
            : `Cancelled now.${result.refund ? ` Refunded ${money(result.refund.amount, result.refund.currency)}.` : ''}`,
        );
      }}
    >
      <Radio.Group label="When" value={when} onChange={(value) => setWhen(value as When)}>
        <Stack gap={6} mt={4}>
          <Radio value="period_end" label={`At the end of the paid period${running.currentPeriodEnd ? ` (${day(running.currentPeriodEnd)})` : ''}`} />
          <Radio value="now-refund" label="Now, and refund the unused part" />
          <Radio value="now" label="Now, without a refund" />
        </Stack>
      </Radio.Group>
    </ActionForm>
  );
}

export function CustomerEmailAction({ detail }: { detail: AccountDetail }) {
  const update = useCustomerEmail(detail.owner.accountId);
  const [email, setEmail] = useState(detail.owner.email);
  if (!detail.plan.customerId) return <Text size="sm">The account has no billing customer yet (it never started a checkout).</Text>;
  return (
    <ActionForm
      label="Update the subscription's e-mail"
      reasonLabel="Note for the audit log (optional)"
      reasonRequired={false}
      button="Update the subscription's e-mail"
      busy={update.isPending}
      onSubmit={async (reason) => {
        await update.mutateAsync({ email, reason });
        toast.success(`Receipts and invoices now go to ${email}.`);
      }}
    >
      <TextInput label="E-mail for receipts and invoices" type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} required maxLength={254} />
    </ActionForm>
  );
}

export function ViewAsAction({ detail }: { detail: AccountDetail }) {
  const [busy, setBusy] = useState(false);
  if (detail.owner.operator) return <Text size="sm">An operator&apos;s account cannot be viewed as its owner.</Text>;
  return (
    <ActionForm
      label="View as owner"
      reasonLabel="Reason (required)"
      reasonRequired
      button="View as owner"
      busy={busy}
      onSubmit={async (reason) => {
        setBusy(true);
        try {
          await viewAsOwner(detail.owner.accountId, reason);
          // The browser's session is the owner's now (read-only): a fresh token, then the owner's editor.
          await sessionStore.refresh();
          window.location.assign(paths.website);
        } finally {
          setBusy(false);
        }
      }}
    >
      <Text size="sm">Opens the owner&apos;s editor and settings in this browser, read-only, for up to an hour. “Back to the console” returns here.</Text>
    </ActionForm>
  );
}
