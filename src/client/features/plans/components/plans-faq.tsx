import { Accordion, Anchor, Title } from '@mantine/core';

/** spec §2 /plans FAQ, rewritten now that billing is self-serve. */
export function PlansFaq({ supportEmail }: { supportEmail: string | undefined }) {
  const mail = supportEmail ? <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor> : 'support';
  return (
    <>
      <Title order={3} mt="xl" mb="sm">
        Questions
      </Title>
      <Accordion variant="separated" radius="md">
        <Accordion.Item value="proration">
          <Accordion.Control>Is the price prorated?</Accordion.Control>
          <Accordion.Panel>
            Professional is billed yearly from the day you subscribe. Changes to a running subscription are prorated by the payment processor, so
            you only pay for the time you use.
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="processor">
          <Accordion.Control>Who processes the payment?</Accordion.Control>
          <Accordion.Panel>
            Payments are processed by Stripe. Your card details go straight to Stripe and never touch our servers.
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="payment-info">
          <Accordion.Control>How do I update my payment information?</Accordion.Control>
          <Accordion.Panel>Press Manage billing on this page: you can change your card and download your invoices yourself.</Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="cancel">
          <Accordion.Control>How do I cancel?</Accordion.Control>
          <Accordion.Panel>
            Press Manage billing and cancel your subscription. Your site stays online at its free address; the Professional features (custom
            domain, analytics) stop when the subscription ends.
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="self-serve">
          <Accordion.Control>Can I manage my plan myself?</Accordion.Control>
          <Accordion.Panel>Yes. Upgrading, changing your card, invoices and cancelling are all self-serve. For anything else, write to {mail}.</Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </>
  );
}
