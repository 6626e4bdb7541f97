import { Anchor, Badge, Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import classes from '../settings-page.module.css';
import { appText } from '../../../i18n/app-text';

/** spec §6: Professional features show as a greyed preview with a link to the plans. */
export function LockedOverlay({ locked, children }: { locked: boolean; children: ReactNode }) {
  if (!locked) return <>{children}</>;
  return (
    <Box className={classes.lockedWrap}>
      <div className={classes.locked} aria-hidden="true" inert>
        {children}
      </div>
      <LockNote />
    </Box>
  );
}

/** The Professional badge and the way to the plans, under a locked preview or on its own. */
export function LockNote() {
  return (
    <div className={classes.lockNote}>
      <Badge color="grape" variant="light">
        {appText('settings.professional')}
      </Badge>
      <Text size="sm" mt={6}>
        {appText('settings.availableOnTheProfessional')}{' '}
        <Anchor component={Link} to={paths.plans}>
          {appText('settings.seePlans')}
        </Anchor>
      </Text>
    </div>
  );
}
