import { Menu } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../paths';
import { AvatarButton, type AvatarButtonProps } from './avatar-button';
import { appText } from '../i18n/app-text';

/** The account menu itself (the UI kit's menu, popover and focus trap): loaded when the owner reaches for the avatar. */
export default function AccountMenuList({ email, opened, onChange, ...avatar }: AvatarButtonProps & { email: string; opened: boolean; onChange: (opened: boolean) => void }) {
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={onChange}>
      <Menu.Target>
        <AvatarButton {...avatar} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{email}</Menu.Label>
        <Menu.Item component={Link} to={paths.account}>
          {appText('layout.account')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.company} hiddenFrom="sm">
          {appText('layout.company')}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.plans}>
          {appText('layout.plans')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to={paths.logout} color="red">
          {appText('layout.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
