import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../paths';
import classes from './app-shell.module.css';

/** The avatar in the header and what it opens: account, plans, logout (and Company on phones). */
export function AccountMenu({ email, picture }: { email: string; picture: string | undefined }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="Account menu" className={classes.avatarButton}>
          <Avatar src={picture} alt="" radius="xl" size={32} color="teal">
            {email.slice(0, 1).toUpperCase()}
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
