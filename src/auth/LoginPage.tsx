import { useSelector } from '@xstate/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { paths } from '../config/paths.js';
import { AuthCard } from './AuthCard.js';
import { PasswordInput } from './PasswordInput.js';
import { SocialButtons, socialSignInConfigured } from './SocialButtons.js';
import { useSignInActor } from './use-sign-in-actor.js';

export function LoginPage() {
  const actor = useSignInActor();
  const busy = useSelector(actor, (snapshot) => snapshot.matches('signingIn'));
  const limited = useSelector(actor, (snapshot) => snapshot.context.limited);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'password.submit', email, password });
  };
  return (
    <AuthCard title="Sign In" subtitle="Welcome back to FabricMart">
      <form className="auth-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="login-email">Email Address</label>
          <input
            id="login-email"
            type="email"
            autoComplete="email"
            value={email}
            maxLength={254}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <PasswordInput id="login-password" label="Password" value={password} onChange={setPassword} autoComplete="current-password" />
        <Link href={paths.forgetPassword.href()} className="auth-aside-link">
          Forget Password
        </Link>
        <button type="submit" className="button button-block" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign in'}
        </button>
        {limited && (
          <p className="auth-hint" role="alert">
            {limited} <Link href={paths.forgetPassword.href()}>Sign in with a code</Link>
          </p>
        )}
      </form>
      {socialSignInConfigured && (
        <p className="auth-divider">
          <span>or</span>
        </p>
      )}
      <SocialButtons busy={busy} onToken={(provider, accessToken) => actor.send({ type: 'provider.token', provider, accessToken })} />
      <p className="auth-footer">
        New to FabricMart? <Link href={paths.register.href()}>Sign Up</Link>
      </p>
    </AuthCard>
  );
}
