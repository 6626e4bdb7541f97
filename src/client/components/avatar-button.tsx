import { Avatar, UnstyledButton } from '@mantine/core';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import classes from './app-shell.module.css';
import { appText } from '../i18n/app-text';

export interface AvatarButtonProps {
  picture: string | undefined;
  /** The letter shown without a picture. */
  initial: string;
}

/** The header's round avatar button that opens the account menu. */
export const AvatarButton = forwardRef<HTMLButtonElement, AvatarButtonProps & ComponentPropsWithoutRef<'button'>>(function AvatarButton({ picture, initial, className, ...button }, ref) {
  // The menu's target passes a class of its own: keep ours beside it.
  return (
    <UnstyledButton ref={ref} aria-label={appText('layout.accountMenu')} {...button} className={[classes.avatarButton, className].filter(Boolean).join(' ')}>
      <Avatar src={picture} alt="" radius="xl" size={32} color="teal">
        {initial}
      </Avatar>
    </UnstyledButton>
  );
});
