import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../config/paths.js';
import { AuthCard } from './AuthCard.js';
import { useSignInActor } from './use-sign-in-actor.js';

/** Sign in with a one-time code sent to the email (SPEC §2.9 'Forget password / OTP login'). */
export function ForgetPasswordPage() {
  const actor = useSignInActor();
  const busy = useSelector(actor, (snapshot) => snapshot.matches('requestingCode'));
  const [email, setEmail] = useState('');
  return (
    <AuthCard title="Forget Password" subtitle="We will email you a one-time code to sign in.">
      <form
        className="auth-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'code.request', email });
        }}
      >
        <div className="field">
          <label htmlFor="forget-email">Email Address</label>
          <input
            id="forget-email"
            type="email"
            autoComplete="email"
            value={email}
            maxLength={254}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <button type="submit" className="button button-block" disabled={busy}>
          {busy ? 'Requesting OTP...' : 'Request OTP'}
        </button>
      </form>
      <p className="auth-footer">
        <Link href={paths.login.href()}>Back to Sign In</Link>
      </p>
    </AuthCard>
  );
}
