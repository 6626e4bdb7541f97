import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePublicConfig } from '../../lib/public-config';
import { sessionStore, useSession } from '../../lib/session';
import { paths, takeReturnPath } from '../../paths';
import { redirectError } from './auth-errors';
import type { AuthView, LoginState, Message } from './components/auth-form';
import { ForgottenPasswordView, MagicLinkView, ResendConfirmationView } from './components/email-link-views';
import { SignInView } from './components/sign-in-view';
import { SignUpView } from './components/sign-up-view';
import { ChoosePasswordView } from './components/choose-password-view';
import { UpdatePasswordView } from './components/update-password-view';
import { TwoFactorView } from './components/two-factor-view';
import classes from './login-page.module.css';
import { appText } from '../../i18n/app-text';

const views: Record<AuthView, ComponentType<{ login: LoginState }>> = {
  sign_in: SignInView,
  sign_up: SignUpView,
  forgotten_password: ForgottenPasswordView,
  magic_link: MagicLinkView,
  update_password: UpdatePasswordView,
  resend_confirmation: ResendConfirmationView,
  choose_password: ChoosePasswordView,
  two_factor: TwoFactorView,
};

/** spec §2 /login: one card, six views (and a seventh for a contested sign-up's link, issue 9); each view owns its fields and its request. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { session, loading } = useSession();
  const linkView = params.get('token') ? params.get('view') : null;
  const initialView: AuthView =
    linkView === 'update_password' || linkView === 'choose_password'
      ? linkView
      : params.get('view') === 'sign_up' || params.get('view') === 'two_factor'
        ? (params.get('view') as AuthView)
        : 'sign_in';
  const [view, setView] = useState<AuthView>(initialView);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(() => {
    // The old address's undo link (issue 21) lands here: the address is back and every device signed out.
    if (params.get('notice') === 'email_restored') {
      return { kind: 'success', text: appText('auth.emailRestored', { email: params.get('email') ?? appText('auth.emailRestoredFallback') }) };
    }
    const text = redirectError(params.get('error'));
    return text ? { kind: 'error', text } : undefined;
  });
  const google = (usePublicConfig()?.google ?? null) !== null;

  useEffect(() => {
    if (initialView === 'update_password') sessionStore.emit('PASSWORD_RECOVERY');
  }, [initialView]);

  // The undo link ended every session (issue 21): this browser's stored one too, until the person signs in again.
  const restoring = useRef(params.get('notice') === 'email_restored');
  useEffect(() => {
    if (restoring.current) sessionStore.clear();
  }, []);

  // Signed in (by this form, another tab, or a link that set the cookie): go where the visitor was headed.
  const signedIn = !loading && !!session && view !== 'update_password' && !restoring.current;
  const redirected = useRef(false);
  useEffect(() => {
    if (!signedIn || redirected.current) return;
    redirected.current = true;
    navigate(takeReturnPath(), { replace: true });
  }, [signedIn, navigate]);

  const login: LoginState = {
    email,
    setEmail,
    busy,
    message,
    google,
    go: (next) => {
      setView(next);
      setMessage(undefined);
    },
    run: (action) => {
      restoring.current = false;
      setBusy(true);
      setMessage(undefined);
      void action()
        .then((text) => text && setMessage({ kind: 'success', text }))
        .catch((error: unknown) => setMessage({ kind: 'error', text: error instanceof Error ? error.message : appText('auth.anErrorOccurred') }))
        .finally(() => setBusy(false));
    },
  };
  const View = views[view];

  return (
    <div className={classes.page}>
      <div className={classes.inner}>
        <h1 className={classes.heading}>{appText('auth.websiteWorks')}</h1>
        <div className={classes.card}>
          <View login={login} />
        </div>
        <p className={classes.legal}>
          <a href={paths.terms}>{appText('auth.termsOfService')}</a> · <a href={paths.privacy}>{appText('auth.privacyPolicy')}</a>
        </p>
      </div>
    </div>
  );
}
