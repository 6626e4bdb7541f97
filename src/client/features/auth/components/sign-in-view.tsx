import { useState } from 'react';
import { authClient } from '../../../lib/auth-client';
import { sessionStore } from '../../../lib/session';
import { authFailure, MISSING_CREDENTIALS } from '../auth-errors';
import { AuthForm, EmailField, type LoginState, PasswordField, ViewLink } from './auth-form';
import { GoogleSignIn } from './google-sign-in';
import classes from '../login-page.module.css';
import { appText } from '../../../i18n/app-text';

export function SignInView({ login }: { login: LoginState }) {
  const [password, setPassword] = useState('');

  const signIn = async () => {
    const address = login.email.trim();
    if (!address || !password) throw new Error(MISSING_CREDENTIALS);
    const { data, error } = await authClient.signIn.email({ email: address, password });
    if (error) {
      if (error.code === 'EMAIL_NOT_VERIFIED') {
        throw new Error('Please confirm your e-mail address first: we have sent you a new confirmation link.');
      }
      authFailure(error, 'Invalid login credentials');
    }
    // An authenticator app is enrolled: its code comes next (issue 21).
    if (data?.twoFactorRedirect) return login.go('two_factor');
    await sessionStore.signedIn();
  };

  const passkey = () =>
    login.run(async () => {
      const { signInWithPasskey } = await import('../../../lib/passkeys');
      const { error } = await signInWithPasskey();
      if (error) authFailure(error, 'The passkey did not sign you in.');
      await sessionStore.signedIn();
    });

  return (
    <AuthForm
      login={login}
      submitLabel="Log In"
      onSubmit={signIn}
      links={
        <>
          <ViewLink onClick={() => login.go('magic_link')}>{appText('auth.sendAMagicLink')}</ViewLink>
          <ViewLink onClick={() => login.go('forgotten_password')}>{appText('auth.forgotYourPassword')}</ViewLink>
          <ViewLink onClick={() => login.go('sign_up')}>{appText('auth.signUpForFree')}</ViewLink>
          <ViewLink onClick={() => login.go('resend_confirmation')}>{appText('auth.resendConfirmation')}</ViewLink>
        </>
      }
    >
      <button type="button" className={classes.google} onClick={passkey} disabled={login.busy}>
        <PasskeyMark />
        {appText('auth.signInWithA')}
      </button>
      <GoogleSignIn login={login} />
      {!login.google && (
        <div className={classes.divider} role="separator">
          <span>{appText('auth.or')}</span>
        </div>
      )}
      <EmailField login={login} />
      <PasswordField kind="current" value={password} onChange={setPassword} />
    </AuthForm>
  );
}

function PasskeyMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="9" cy="7" r="4" />
      <path d="M3 21v-2a4 4 0 0 1 4-4h4" />
      <circle cx="17" cy="14" r="2" />
      <path d="M17 16v5l1.5-1.5M17 19h1.5" />
    </svg>
  );
}
