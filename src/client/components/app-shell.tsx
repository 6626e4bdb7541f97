// The UI kit's styles before this shell's own (app-shell.module.css overrides some of them).
import './ui-kit-styles';
import { Alert, Container } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAccount } from '../api/get-account';
import { errorMessage } from '../lib/api-client';
import { useSession } from '../lib/session';
import { forgetReturnPath, paths, rememberReturnPath } from '../paths';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import NotFoundPage from './not-found-page';
import { PageLoader } from './page-loader';
import { ViewAsBanner } from './view-as-banner';
import classes from './app-shell.module.css';
import { appText } from '../i18n/app-text';

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
  return (
    <SignedInShell
      confirmed={!!session.user.confirmed_at}
      picture={session.user.user_metadata.picture}
      email={session.user.email}
      viewAs={session.user.ww_viewed_by ? { accountId: session.user.id } : undefined}
    />
  );
}

/** The normal not-found page inside the signed-in shell (what /admin shows anyone but an operator, issue 27). */
export function NotFoundInShell() {
  const { session } = useSession();
  if (!session) return null;
  return (
    <SignedInShell
      confirmed={!!session.user.confirmed_at}
      picture={session.user.user_metadata.picture}
      email={session.user.email}
      viewAs={session.user.ww_viewed_by ? { accountId: session.user.id } : undefined}
    >
      <NotFoundPage />
    </SignedInShell>
  );
}

function SignedInShell({
  confirmed,
  picture,
  email,
  viewAs,
  children,
}: {
  confirmed: boolean;
  picture: string | undefined;
  email: string;
  /** An operator viewing the account as its owner (issue 27): a banner, and every control disabled. */
  viewAs?: { accountId: string };
  children?: ReactNode;
}) {
  const location = useLocation();
  // The editor fills the window below the header: no page padding, no footer.
  const onWebsite = location.pathname.startsWith(paths.website);

  // Links that sign in on the server (magic link, Google, confirmation) land on the saved path themselves.
  useEffect(() => {
    forgetReturnPath();
  }, []);

  return (
    <div className={classes.shell}>
      {viewAs && <ViewAsBanner email={email} accountId={viewAs.accountId} />}
      <AppHeader confirmed={confirmed} picture={picture} email={email} />
      <main className={onWebsite ? classes.mainFull : classes.main}>
        {viewAs ? (
          // Read-only: every form control of the page is disabled (the server refuses every write anyway).
          <fieldset disabled className={classes.readOnly}>
            {children ?? <AccountGate />}
          </fieldset>
        ) : (
          (children ?? <AccountGate />)
        )}
      </main>
      {!onWebsite && <AppFooter />}
    </div>
  );
}

/** The pages need the account: they wait for it, and say so when it cannot be loaded. */
function AccountGate() {
  const account = useAccount();
  if (account.isPending) return <PageLoader />;
  if (account.isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title={appText('layout.couldNotLoadYour')} role="alert">
          {appText('common.error', { message: errorMessage(account.error) })}
        </Alert>
      </Container>
    );
  }
  return <Outlet />;
}
