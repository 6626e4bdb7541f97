import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useAccount } from '../api/get-account';
import { paths } from '../paths';
import classes from './app-shell.module.css';

/** The avatar in the header and what it opens: account, plans, logout (and Company on phones). */
export function AccountMenu({ email, picture }: { email: string; picture: string | undefined }) {
  // The saved full name's first letter once there is one; until then the e-mail's.
  const fullName = useAccount().data?.fullName?.trim();
  const initial = Array.from(fullName || email)[0]?.toUpperCase() ?? '?';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Account menu" className={classes.avatarButton}>
          <Avatar src={picture} alt="" radius="xl" size={32} color="teal">
            {initial}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{email}</Menu.Label>
        <Menu.Item component={Link} to={paths.account}>
          Account
        </Menu.Item>
        <Menu.Item component={Link} to={paths.company} hiddenFrom="sm">
          Company
        </Menu.Item>
        <Menu.Item component={Link} to={paths.plans}>
          Plans
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.logout} color="red">
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
