import { Accordion, Anchor, Title } from '@mantine/core';
import { appRich, appText } from '../../../i18n/app-text';

/** spec §2 /plans FAQ, rewritten now that billing is self-serve. */
export function PlansFaq({ supportEmail }: { supportEmail: string | undefined }) {
  const mail = supportEmail ? <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor> : appText('plans.support');
  return (
    <>
      <Title order={3} mt="xl" mb="sm">
        {appText('plans.questions')}
      </Title>
      <Accordion variant="separated" radius="md">
        <Accordion.Item value="proration">
          <Accordion.Control>{appText('plans.isThePriceProrated')}</Accordion.Control>
          <Accordion.Panel>
            {appText('plans.professionalIsBilledYearly')}
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="processor">
          <Accordion.Control>{appText('plans.whoProcessesThePayment')}</Accordion.Control>
          <Accordion.Panel>
            {appText('plans.paymentsAreProcessedBy')}
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="payment-info">
          <Accordion.Control>{appText('plans.howDoIUpdate')}</Accordion.Control>
          <Accordion.Panel>{appText('plans.pressManageBillingOn')}</Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="cancel">
          <Accordion.Control>{appText('plans.howDoICancel')}</Accordion.Control>
          <Accordion.Panel>
            {appText('plans.pressManageBillingAnd')}
          </Accordion.Panel>
        </Accordion.Item>
        <Accordion.Item value="self-serve">
          <Accordion.Control>{appText('plans.canIManageMy')}</Accordion.Control>
          <Accordion.Panel>{appRich('plans.faqSelfServe', { mail })}</Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </>
  );
}
