import { useState } from 'react';
import { authClient } from '../../../lib/auth-client';
import { sessionStore } from '../../../lib/session';
import { authFailure, MISSING_CREDENTIALS } from '../auth-errors';
import { AuthForm, EmailField, type LoginState, PasswordField, ViewLink } from './auth-form';
import { GoogleSignIn } from './google-sign-in';

export function SignInView({ login }: { login: LoginState }) {
  const [password, setPassword] = useState('');

  const signIn = async () => {
    const address = login.email.trim();
    if (!address || !password) throw new Error(MISSING_CREDENTIALS);
    const { error } = await authClient.signIn.email({ email: address, password });
    if (error) {
      if (error.code === 'EMAIL_NOT_VERIFIED') {
        throw new Error('Please confirm your e-mail address first: we have sent you a new confirmation link.');
      }
      authFailure(error, 'Invalid login credentials');
    }
    await sessionStore.signedIn();
  };

  return (
    <AuthForm
      login={login}
      submitLabel="Log In"
      onSubmit={signIn}
      links={
        <>
          <ViewLink onClick={() => login.go('magic_link')}>Send a magic link email</ViewLink>
          <ViewLink onClick={() => login.go('forgotten_password')}>Forgot your password?</ViewLink>
          <ViewLink onClick={() => login.go('sign_up')}>Don&apos;t have an account? Sign up for free</ViewLink>
          <ViewLink onClick={() => login.go('resend_confirmation')}>Didn&apos;t get the confirmation email?</ViewLink>
        </>
      }
    >
      <GoogleSignIn login={login} />
      <EmailField login={login} />
      <PasswordField kind="current" value={password} onChange={setPassword} />
    </AuthForm>
  );
}
