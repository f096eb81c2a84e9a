import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { signUpMachine } from '../../machines/sign-up.js';
import { MESSAGES, PASSWORD_PATTERN, phoneDigits } from '../../domain/validation.js';
import { paths } from '../config/paths.js';
import { useScreenActor } from '../services/screen-actor.js';
import { useAuthActors } from './auth-actors.js';
import { AuthCard } from './AuthCard.js';
import { PasswordInput } from './PasswordInput.js';
import { takeReturnedSignUp } from './returned-sign-up.js';
import { SocialButtons } from './SocialButtons.js';
import { useAuthEffects } from './use-auth-effects.js';
import { useSignInActor } from './use-sign-in-actor.js';

/** Sign Up in three sub-steps (SPEC §2.9): choose a method, Create Account, then the password. */
export function RegisterPage() {
  const actors = useAuthActors();
  const effects = useAuthEffects();
  // Back from a refused code: everything typed comes back, and the form says what went wrong.
  const [returned] = useState(takeReturnedSignUp);
  const logic = useMemo(
    () => signUpMachine.provide({ actors: { requestSignupCode: actors.requestSignupCode }, actions: effects }),
    [actors, effects],
  );
  const actor = useScreenActor(logic, { input: { returned: returned?.details ?? null } });
  const step = useSelector(actor, (snapshot) => snapshot.value);
  // Google and Facebook sign up and sign in alike: the provider's account becomes a FabricMart account.
  const provider = useSignInActor();
  const providerBusy = useSelector(provider, (snapshot) => snapshot.matches('signingIn'));
  const [details, setDetails] = useState(returned?.details ?? { name: '', email: '', phone: '' });
  const [password, setPassword] = useState(returned?.password ?? '');
  const [confirmPassword, setConfirmPassword] = useState(returned?.password ?? '');
  const passwordValid = PASSWORD_PATTERN.test(password);
  const matching = password !== '' && password === confirmPassword;

  return (
    <AuthCard title={step === 'signup' ? 'Sign Up' : 'Create Account'} subtitle="Registered business buyers only">
      {step === 'signup' && (
        <div className="auth-form">
          <SocialButtons
            busy={providerBusy}
            onToken={(name, accessToken) => provider.send({ type: 'provider.token', provider: name, accessToken })}
          />
          <button type="button" className="button button-block" onClick={() => actor.send({ type: 'method.email' })}>
            SignUp With Email
          </button>
        </div>
      )}
      {step === 'register' && (
        <form
          className="auth-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'details.submit', details });
          }}
        >
          {returned && (
            <p className="auth-hint" role="alert">
              {returned.problem.replace(/[.!]?$/, '.')} Your details are kept: press Next for a new code.
            </p>
          )}
          <div className="field">
            <label htmlFor="register-name">Name</label>
            <input
              id="register-name"
              autoComplete="name"
              maxLength={100}
              value={details.name}
              onChange={(event) => setDetails({ ...details, name: event.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor="register-email">Email Address</label>
            <input
              id="register-email"
              type="email"
              autoComplete="email"
              maxLength={254}
              value={details.email}
              onChange={(event) => setDetails({ ...details, email: event.target.value })}
            />
          </div>
          <div className="field">
            <label htmlFor="register-phone">Phone</label>
            <input
              id="register-phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={20}
              value={details.phone}
              // Pasted as '+91 98250 12345' or '098250-12345': its 10 digits (the length is bounded after, not before).
              onChange={(event) => setDetails({ ...details, phone: phoneDigits(event.target.value) })}
            />
          </div>
          <div className="auth-actions">
            <button type="button" className="button button-outline" onClick={() => actor.send({ type: 'signup.back' })}>
              Back
            </button>
            <button type="submit" className="button">
              Next
            </button>
          </div>
        </form>
      )}
      {(step === 'password' || step === 'requestingCode') && (
        <form
          className="auth-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'password.submit', password, confirmPassword });
          }}
        >
          <PasswordInput id="register-password" label="Add Password" value={password} onChange={setPassword} autoComplete="new-password" />
          <PasswordInput
            id="register-confirm"
            label="Confirm Password"
            value={confirmPassword}
            onChange={setConfirmPassword}
            autoComplete="new-password"
          />
          <p className={password && !passwordValid ? 'field-hint field-error' : 'field-hint'} aria-live="polite">
            {passwordValid && confirmPassword && !matching ? 'Passwords do not match.' : MESSAGES.passwordHint}
          </p>
          <div className="auth-actions">
            <button
              type="button"
              className="button button-outline"
              disabled={step === 'requestingCode'}
              onClick={() => actor.send({ type: 'signup.back' })}
            >
              Back
            </button>
            <button type="submit" className="button" disabled={!passwordValid || !matching || step === 'requestingCode'}>
              {step === 'requestingCode' ? 'Generating OTP' : 'Next >'}
            </button>
          </div>
        </form>
      )}
      <p className="auth-footer">
        Already have an account? <Link href={paths.login.href()}>Sign In</Link>
      </p>
    </AuthCard>
  );
}
