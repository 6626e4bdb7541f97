import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../paths';
import { sessionIdFromClientSecret, TEST_CARD_DECLINED, TEST_CARD_SUCCEEDS } from '../../../../shared/billing';
import { payTestCheckout } from '../api/checkout';
import { appText } from '../../../i18n/app-text';

/**
 * The built-in test provider's stand-in for Stripe's embedded form (no real charge). Paying completes the
 * session on the server, then the browser goes to the return page like Stripe's redirect.
 */
export function TestCardForm({ clientSecret }: { clientSecret: string }) {
  const navigate = useNavigate();
  const sessionId = sessionIdFromClientSecret(clientSecret);
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '', name: '' });
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof card) => (e: React.ChangeEvent<HTMLInputElement>) => setCard({ ...card, [key]: e.currentTarget.value });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await payTestCheckout(sessionId, card);
      navigate(`${paths.checkoutReturn}?session_id=${encodeURIComponent(sessionId)}`);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="test-checkout">
      <Group justify="space-between" mb="sm">
        <Text fw={700}>{appText('plans.professionalPlan10000')}</Text>
        <Badge color="orange" variant="light" tt="none">
          {appText('plans.testModeNoReal')}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        {appText('plans.testCard', { good: TEST_CARD_SUCCEEDS, bad: TEST_CARD_DECLINED })}
      </Text>
      <form onSubmit={onSubmit}>
        <Stack gap="sm">
          <TextInput label={appText('plans.cardNumber')} placeholder={TEST_CARD_SUCCEEDS} value={card.cardNumber} onChange={set('cardNumber')} inputMode="numeric" autoComplete="cc-number" maxLength={23} required />
          <SimpleGrid cols={2}>
            <TextInput label={appText('plans.expiry')} placeholder={appText('plans.mmYy')} value={card.expiry} onChange={set('expiry')} autoComplete="cc-exp" maxLength={7} required />
            <TextInput label={appText('plans.cvc')} placeholder="123" value={card.cvc} onChange={set('cvc')} inputMode="numeric" autoComplete="cc-csc" maxLength={4} required />
          </SimpleGrid>
          <TextInput label={appText('plans.nameOnCard')} placeholder={appText('plans.janeDoe')} value={card.name} onChange={set('name')} autoComplete="cc-name" maxLength={100} />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" loading={busy}>
            {appText('plans.pay10000')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
