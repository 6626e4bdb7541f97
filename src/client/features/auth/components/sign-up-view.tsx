import { useState } from 'react';
import { authClient } from '../../../lib/auth-client';
import { sessionStore } from '../../../lib/session';
import { peekReturnPath } from '../../../paths';
import { authFailure, checkNewPassword, MISSING_CREDENTIALS } from '../auth-errors';
import { AuthForm, EmailField, type LoginState, PasswordField, ViewLink } from './auth-form';
import { GoogleSignIn } from './google-sign-in';
import { appText } from '../../../i18n/app-text';

export function SignUpView({ login }: { login: LoginState }) {
  const [password, setPassword] = useState('');

  const signUp = async () => {
    const address = login.email.trim();
    if (!address || !password) throw new Error(MISSING_CREDENTIALS);
    checkNewPassword(password);
    const { data, error } = await authClient.signUp.email({ email: address, password, name: '', callbackURL: peekReturnPath() });
    if (error) authFailure(error, 'Sign-up failed');
    // Without e-mail confirmation the answer carries a session at once.
    if (data && 'token' in data && data.token) {
      await sessionStore.signedIn();
      return;
    }
    setPassword('');
    return 'Check your email for the confirmation link';
  };

  return (
    <AuthForm
      login={login}
      submitLabel="Sign up for free"
      onSubmit={signUp}
      links={<ViewLink onClick={() => login.go('sign_in')}>{appText('auth.alreadyHaveAnAccount')}</ViewLink>}
    >
      <GoogleSignIn login={login} />
      <EmailField login={login} />
      <PasswordField kind="new" value={password} onChange={setPassword} />
    </AuthForm>
  );
}
