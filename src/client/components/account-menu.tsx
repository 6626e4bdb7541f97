import { useState } from 'react';
import { useAccount } from '../api/get-account';
import { OnDemand } from './on-demand';
import { AvatarButton } from './avatar-button';

const loadMenu = () => import('./account-menu-list');

/**
 * The avatar in the header and what it opens: account, plans, logout (and Company on phones). The menu's
 * code loads when the owner reaches for the avatar; until then the same button stands there, and a
 * click made meanwhile opens the menu once it is in.
 */
export function AccountMenu({ email, picture }: { email: string; picture: string | undefined }) {
  // The saved full name's first letter once there is one; until then the e-mail's.
  const fullName = useAccount().data?.fullName?.trim();
  const initial = Array.from(fullName || email)[0]?.toUpperCase() ?? '?';
  // Whether the menu is open, kept here: a click on the stand-in opens the menu once it is loaded.
  const [opened, setOpened] = useState(false);
  return (
    <OnDemand
      load={loadMenu}
      render={({ default: Menu }) => <Menu email={email} picture={picture} initial={initial} opened={opened} onChange={setOpened} />}
      standIn={<AvatarButton picture={picture} initial={initial} aria-haspopup="menu" aria-expanded={false} onClick={() => setOpened(true)} />}
    />
  );
}
