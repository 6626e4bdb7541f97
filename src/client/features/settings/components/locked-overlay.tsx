import { Anchor, Badge, Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import classes from '../settings-page.module.css';

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
        Professional
      </Badge>
      <Text size="sm" mt={6}>
        Available on the Professional plan.{' '}
        <Anchor component={Link} to={paths.plans}>
          See plans
        </Anchor>
      </Text>
    </div>
  );
}
