import { Anchor, Card, Progress, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import classes from './dashboard.module.css';
import { appText } from '../../../i18n/app-text';

export interface SetupState {
  named: boolean;
  companyDetails: boolean;
  pageShaped: boolean;
  published: boolean;
  customDomain: boolean;
}

interface Step {
  key: keyof SetupState;
  title: string;
  hint: string;
  to: string;
  action: string;
}

const STEPS: Step[] = [
  { key: 'named', title: appText('dashboard.tellUsYourName'), hint: appText('dashboard.soWeKnowWho'), to: '#name', action: 'Add your name' },
  { key: 'companyDetails', title: appText('dashboard.companyDetails'), hint: appText('dashboard.namePhoneEMail'), to: paths.company, action: 'Go to Company' },
  { key: 'pageShaped', title: appText('dashboard.shapeThePage'), hint: appText('dashboard.yourWordsPicturesAnd'), to: paths.website, action: 'Open the editor' },
  { key: 'published', title: appText('dashboard.publish'), hint: appText('dashboard.checkThePreviewAnd'), to: paths.settings, action: 'Publish your website' },
  { key: 'customDomain', title: appText('dashboard.yourOwnDomain'), hint: appText('dashboard.anAddressLikeWww'), to: paths.settings, action: 'Add a domain' },
];

/** The dashboard's guide: the five steps from sign-up to a website on its own domain, the next one first-class. */
export function SetupChecklist({ state }: { state: SetupState }) {
  const done = STEPS.filter((s) => state[s.key]).length;
  const next = STEPS.find((s) => !state[s.key]);
  return (
    <Card withBorder padding="xl" radius="md" component="section" aria-labelledby="checklist-title">
      <Title order={2} size="h4" id="checklist-title">
        {appText('dashboard.setUpYourWebsite')}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="sm">
        {appText(next ? 'dashboard.stepsDone' : 'dashboard.stepsAllDone', { done, count: STEPS.length })}
      </Text>
      <Progress value={(done / STEPS.length) * 100} size="sm" mb="lg" aria-label={appText('dashboard.setupProgress')} />
      <ol className={classes.steps}>
        {STEPS.map((step, i) => {
          const complete = state[step.key];
          return (
            <li key={step.key} className={`${classes.step} ${complete ? classes.done : ''}`} data-testid={`step-${step.key}`} data-done={complete}>
              <span className={classes.mark} aria-hidden="true">
                {complete ? '✓' : i + 1}
              </span>
              <div>
                <Text fw={600}>
                  {step.title}
                  <VisuallyHidden>{complete ? ' (done)' : appText('dashboard.toDo')}</VisuallyHidden>
                </Text>
                {!complete && (
                  <Text size="sm" c="dimmed">
                    {step.hint}{' '}
                    {step === next &&
                      (step.to.startsWith('#') ? (
                        <Anchor href={step.to} size="sm">
                          {step.action}
                        </Anchor>
                      ) : (
                        <Anchor component={Link} to={step.to} size="sm" fw={600}>
                          {step.action}
                        </Anchor>
                      ))}
                  </Text>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
