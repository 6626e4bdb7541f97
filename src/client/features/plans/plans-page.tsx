import { Alert, Anchor, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { isProfessional } from '../../../shared/account';
import { SUBSCRIPTION_FAILED_MESSAGE } from '../../../shared/billing';
import { errorMessage } from '../../lib/api-client';
import { usePublicConfig } from '../../lib/public-config';
import { accountQueryKey, useAccount } from '../../api/get-account';
import { startCheckout, upgradeSubscription, useOpenPortal } from './api/checkout';
import { PlanCards } from './components/plan-cards';
import { PlansFaq } from './components/plans-faq';
import { TestCardForm } from './components/test-card-form';
import { TestPortal } from './components/test-portal';
import { appRich, appText } from '../../i18n/app-text';

const StripeCheckout = lazy(() => import('./components/stripe-checkout'));

/** spec §2 /plans, with self-serve billing. */
export default function PlansPage() {
  const { data: account } = useAccount();
  const config = usePublicConfig();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [clientSecret, setClientSecret] = useState<string>();
  const [selected, setSelected] = useState(false);
  const [busy, setBusy] = useState(false);
  const portal = useOpenPortal();
  if (!account || !config) return <Loader />;

  const billing = config.billing;
  const professional = isProfessional(account);
  const hasSubscription = account.subscriptionStatus === 'active';
  const hasCustomer = !!account.subscriptionStatus;

  const onUpgrade = async () => {
    if (!billing) return;
    setSelected(true);
    setBusy(true);
    try {
      if (hasSubscription) {
        // spec §4: an active subscription is changed in place, without the embedded checkout.
        const result = await toast.promise(upgradeSubscription(billing.professionalPriceId), { pending: appText('plans.updating') }, { position: 'bottom-center' });
        if (result.status === 'active') {
          toast.success(appText('plans.subscribed'), { position: 'bottom-center' });
        } else {
          toast.error(appText('plans.failedStatus', { message: SUBSCRIPTION_FAILED_MESSAGE, status: result.status ?? appText('plans.unknown') }), {
            position: 'bottom-center',
          });
        }
        await queryClient.invalidateQueries({ queryKey: accountQueryKey });
        return;
      }
      const session = await startCheckout(billing.professionalPriceId);
      if (!session.client_secret) {
        toast.error(appText('plans.invalidSession'), { position: 'bottom-center' });
        setSelected(false);
        return;
      }
      setClientSecret(session.client_secret);
    } catch (error) {
      toast.error(errorMessage(error), { position: 'bottom-center' });
      setSelected(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container size="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={2}>{appText('plans.plans')}</Title>
            <Text c="dimmed" size="sm">
              {appText('plans.startFreeUpgradeWhen')}
            </Text>
          </div>
          {hasCustomer && (
            <Button variant="default" onClick={() => portal.mutate()} loading={portal.isPending}>
              {appText('plans.manageBilling')}
            </Button>
          )}
        </Group>
        {portal.isError && (
          <Alert color="red" role="alert">
            {errorMessage(portal.error)}
          </Alert>
        )}
        <PlanCards professional={professional} selected={selected} onUpgrade={() => void onUpgrade()} upgrading={busy} />
        {clientSecret && billing && (
          <div data-testid="checkout">
            {billing.provider === 'test' ? (
              <TestCardForm clientSecret={clientSecret} />
            ) : (
              <Suspense fallback={<Loader />}>
                <StripeCheckout publishableKey={billing.publishableKey ?? ''} clientSecret={clientSecret} />
              </Suspense>
            )}
          </div>
        )}
        {billing?.provider === 'test' && params.get('portal') === 'test' && hasCustomer && <TestPortal account={account} />}
        <Text size="sm" c="dimmed">
          {appRich('plans.trouble', {
            hasEmail: config.supportEmail ? 'yes' : 'no',
            address: config.supportEmail ? <Anchor href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Anchor> : null,
          })}
        </Text>
        <PlansFaq supportEmail={config.supportEmail} />
      </Stack>
    </Container>
  );
}
