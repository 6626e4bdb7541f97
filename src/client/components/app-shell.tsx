import { Alert, Anchor, Avatar, Badge, Box, Burger, Container, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useAccount } from '../api/get-account';
import { errorMessage } from '../lib/api-client';
import { useSupportEmail } from '../lib/use-support-email';
import { useSession } from '../lib/session';
import { forgetReturnPath, paths, rememberReturnPath } from '../paths';
import { PageLoader } from './page-loader';
import classes from './app-shell.module.css';

/** The signed-in shell around every protected route (spec §2). Nothing renders without a session. */
export default function AppShell() {
  const { session, loading } = useSession();
  const location = useLocation();
  if (loading) return <PageLoader />;
  if (!session) {
    // A first visit to the bare address is a newcomer: show them what the product is (decision 0009).
    if (location.pathname === paths.dashboard && !location.search) return <Navigate to={paths.landing} replace />;
    rememberReturnPath(`${location.pathname}${location.search}${location.hash}`);
    return <Navigate to={paths.login} replace />;
  }
  return <SignedInShell confirmed={!!session.user.confirmed_at} picture={session.user.user_metadata.picture} email={session.user.email} />;
}

function SignedInShell({ confirmed, picture, email }: { confirmed: boolean; picture: string | undefined; email: string }) {
  const account = useAccount();
  const location = useLocation();
  const [mobileOpen, mobile] = useDisclosure(false);
  const supportEmail = useSupportEmail();
  const onWebsite = location.pathname.startsWith(paths.website);
  const live = !!account.data?.websiteLastPublished;

  useEffect(() => {
    mobile.close();
  }, [location.pathname]); // eslint-disable-line react-hooks/exhaustive-deps
  // Links that sign in on the server (magic link, Google, confirmation) land on the saved path themselves.
  useEffect(() => {
    forgetReturnPath();
  }, []);

  const links = [
    { to: paths.company, label: 'Company' },
    { to: paths.website, label: 'Editor' },
    ...(confirmed ? [{ to: paths.settings, label: 'Settings' }] : []),
  ];

  return (
    <div className={classes.shell}>
      <header className={classes.header}>
        <Container size="lg" className={classes.headerInner}>
          <Group gap="sm" wrap="nowrap">
            <Burger opened={mobileOpen} onClick={mobile.toggle} hiddenFrom="sm" size="sm" aria-label="Open menu" />
            <Anchor component={Link} to={paths.dashboard} className={classes.brand} underline="never">
              Website Works
            </Anchor>
          </Group>
          <nav aria-label="Main" className={classes.nav}>
            {links.map((l) => (
              <NavLink key={l.to} to={l.to} className={({ isActive }) => `${classes.navLink} ${isActive ? classes.active : ''}`}>
                {l.label}
              </NavLink>
            ))}
          </nav>
          <Group gap="sm" wrap="nowrap">
            {account.data && (
              <Badge
                component={Link}
                to={paths.settings}
                color={live ? 'teal' : 'gray'}
                variant={live ? 'filled' : 'light'}
                className={classes.status}
                tt="none"
                data-testid="status-link"
              >
                {live ? 'Live' : 'Unpublished'}
              </Badge>
            )}
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
          </Group>
        </Container>
        {mobileOpen && (
          <nav aria-label="Mobile" className={classes.mobileNav}>
            {links.map((l) => (
              <NavLink key={l.to} to={l.to} className={classes.mobileLink}>
                {l.label}
              </NavLink>
            ))}
          </nav>
        )}
      </header>

      <main className={onWebsite ? classes.mainFull : classes.main}>
        {account.isPending ? (
          <PageLoader />
        ) : account.isError ? (
          <Container size="sm" py="xl">
            <Alert color="red" title="Could not load your account" role="alert">
              Error: {errorMessage(account.error)}
            </Alert>
          </Container>
        ) : (
          <Outlet />
        )}
      </main>

      {!onWebsite && (
        <footer className={classes.footer}>
          <Container size="lg">
            <Group gap="lg" justify="center">
              <Anchor component={Link} to={paths.privacy} size="sm" c="dimmed">
                Privacy Policy
              </Anchor>
              <Anchor component={Link} to={paths.terms} size="sm" c="dimmed">
                Terms of Service
              </Anchor>
              {supportEmail && (
                <Anchor href={`mailto:${supportEmail}`} size="sm" c="dimmed">
                  Contact Support
                </Anchor>
              )}
            </Group>
            <Text size="xs" c="dimmed" ta="center" mt="xs">
              © {new Date().getFullYear()} Website Works
            </Text>
          </Container>
        </footer>
      )}
      <Box />
    </div>
  );
}
