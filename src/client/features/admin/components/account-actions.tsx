import { Button, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { toast } from 'react-toastify';
import type { AccountDetail } from '../../../../shared/admin-schema';
import { errorMessage } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { paths } from '../../../paths';
import { useCancelSubscription, useCustomerEmail, useRestore, useSuspend, viewAsOwner } from '../api/admin-api';
import { day, money } from './format';
import { appText } from '../../../i18n/app-text';

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
        label={appText('admin.restoreTheSite')}
        reasonLabel="Note for the audit log (optional)"
        reasonRequired={false}
        button="Restore the site"
        busy={restore.isPending}
        onSubmit={async (reason) => {
          await restore.mutateAsync(reason);
          toast.success(appText('admin.restoredToast'));
        }}
      />
    );
  }
  return (
    <ActionForm
      label={appText('admin.suspendTheSite')}
      reasonLabel="Reason (the owner is e-mailed it, with how to appeal)"
      reasonRequired
      button="Suspend the site"
      color="red"
      busy={suspend.isPending}
      onSubmit={async (reason) => {
        await suspend.mutateAsync(reason);
        toast.success(appText('admin.suspendedToast'));
      }}
    >
      <Text size="sm">{appText('admin.visitorsThenSeeThis')}</Text>
    </ActionForm>
  );
}

type When = 'period_end' | 'now-refund' | 'now';

export function CancelAction({ detail }: { detail: AccountDetail }) {
  const cancel = useCancelSubscription(detail.owner.accountId);
  const running = detail.plan.subscriptions.find((s) => ['active', 'trialing', 'past_due', 'unpaid', 'paused'].includes(s.status));
  const [when, setWhen] = useState<When>('period_end');
  if (!running) return <Text size="sm">{appText('admin.thereIsNoRunning')}</Text>;
  return (
    <ActionForm
      label={appText('admin.cancelTheSubscription')}
      reasonLabel="Reason (required)"
      reasonRequired
      button="Cancel the subscription"
      color="red"
      busy={cancel.isPending}
      onSubmit={async (reason) => {
        const result = await cancel.mutateAsync({ when: when === 'period_end' ? 'period_end' : 'now', refund: when === 'now-refund', reason });
        toast.success(
          result.cancelAtPeriodEnd
            ? appText('admin.cancelledAtEnd', { day: day(result.currentPeriodEnd) })
            : result.refund
              ? appText('admin.cancelledNowRefunded', { amount: money(result.refund.amount, result.refund.currency) })
              : appText('admin.cancelledNow'),
        );
      }}
    >
      <Radio.Group label={appText('admin.when')} value={when} onChange={(value) => setWhen(value as When)}>
        <Stack gap={6} mt={4}>
          <Radio value="period_end" label={running.currentPeriodEnd ? appText('admin.atPeriodEndDay', { day: day(running.currentPeriodEnd) }) : appText('admin.atPeriodEnd')} />
          <Radio value="now-refund" label={appText('admin.nowAndRefundThe')} />
          <Radio value="now" label={appText('admin.nowWithoutARefund')} />
        </Stack>
      </Radio.Group>
    </ActionForm>
  );
}

export function CustomerEmailAction({ detail }: { detail: AccountDetail }) {
  const update = useCustomerEmail(detail.owner.accountId);
  const [email, setEmail] = useState(detail.owner.email);
  if (!detail.plan.customerId) return <Text size="sm">{appText('admin.theAccountHasNo')}</Text>;
  return (
    <ActionForm
      label={appText('admin.updateTheSubscriptionS')}
      reasonLabel="Note for the audit log (optional)"
      reasonRequired={false}
      button="Update the subscription's e-mail"
      busy={update.isPending}
      onSubmit={async (reason) => {
        await update.mutateAsync({ email, reason });
        toast.success(appText('admin.billingEmailToast', { email }));
      }}
    >
      <TextInput label={appText('admin.eMailForReceipts')} type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} required maxLength={254} />
    </ActionForm>
  );
}

export function ViewAsAction({ detail }: { detail: AccountDetail }) {
  const [busy, setBusy] = useState(false);
  if (detail.owner.operator) return <Text size="sm">{appText('admin.operatorNoViewAs')}</Text>;
  return (
    <ActionForm
      label={appText('admin.viewAsOwner')}
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
      <Text size="sm">{appText('admin.viewAsHint')}</Text>
    </ActionForm>
  );
}
