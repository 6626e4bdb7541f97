import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { authClient } from '../../../lib/auth-client';
import { sessionStore } from '../../../lib/session';
import { checkNewPassword } from '../auth-errors';
import classes from '../login-page.module.css';
import { AuthForm, BackToLogIn, type LoginState, PasswordField } from './auth-form';
import { appText } from '../../../i18n/app-text';

/**
 * Reached from the newest confirmation link of an address someone signed up for more than once
 * (?view=choose_password&token=…, issue 9): whoever followed the link holds the mailbox, so they
 * choose the password; no password typed at an earlier sign-up survives.
 */
export function ChoosePasswordView({ login }: { login: LoginState }) {
  const [params, setParams] = useSearchParams();
  const [password, setPassword] = useState('');

  const confirm = async () => {
    if (!password) throw new Error('Please enter a password.');
    checkNewPassword(password);
    const { error } = await authClient.confirmSignUp({ token: params.get('token') ?? '', password });
    if (error) throw new Error(error.message);
    setParams({}, { replace: true });
    // Signed in by the confirmation: the login page sends the owner on.
    await sessionStore.signedIn();
  };

  return (
    <AuthForm login={login} submitLabel="Confirm and sign in" onSubmit={confirm} links={<BackToLogIn login={login} />}>
      <p className={classes.hint}>
        {appText('auth.someoneSignedUpMore')}
      </p>
      <PasswordField kind="new" value={password} onChange={setPassword} />
    </AuthForm>
  );
}
