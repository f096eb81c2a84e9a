import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import type { PendingVerification } from '../../machines/verify-code.js';
import { verifyCodeMachine } from '../../machines/verify-code.js';
import { paths } from '../config/paths.js';
import { useScreenActor } from '../services/screen-actor.js';
import { useAuthActors } from './auth-actors.js';
import { AuthCard } from './AuthCard.js';
import { keepReturnedSignUp } from './returned-sign-up.js';
import { useAuthEffects } from './use-auth-effects.js';

function isPending(value: unknown): value is PendingVerification {
  if (!value || typeof value !== 'object') return false;
  const { type, data } = value as Partial<PendingVerification>;
  return (type === 'signin' || type === 'login') && typeof data?.email === 'string';
}

/** The navigation state (pure: React may run a state initializer more than once). */
function readPendingVerification(): PendingVerification | null {
  const state: unknown = window.history.state;
  return isPending(state) ? state : null;
}

/** Whole seconds until `at` (a Date.now() time), ticking once a second; 0 once it has passed. */
function useCountdown(at: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

export function VerifyOtpPage() {
  const actors = useAuthActors();
  const effects = useAuthEffects();
  const [pending] = useState(readPendingVerification);
  // Once read, the password leaves history, so it does not linger there.
  useEffect(() => {
    if (pending) window.history.replaceState({ type: pending.type, data: { email: pending.data.email } }, '');
  }, [pending]);
  const logic = useMemo(
    () =>
      verifyCodeMachine.provide({
        actors: { verifyCode: actors.verifyCode, resendCode: actors.resendCode },
        actions: {
          ...effects,
          goBack: (_, { to }) => navigate(paths[to].href()),
          refused: (_, { pending: refusedFor, problem }) => {
            const { type, data } = refusedFor;
            if (type === 'signin')
              keepReturnedSignUp({
                details: { name: data.name ?? '', email: data.email, phone: data.phone ?? '' },
                password: data.password ?? '',
                problem,
              });
          },
        },
      }),
    [actors, effects],
  );
  const actor = useScreenActor(logic, { input: { pending } });
  const busy = useSelector(actor, (snapshot) => snapshot.matches('verifying'));
  const resend = useSelector(actor, (snapshot) =>
    snapshot.matches({ editing: 'resendable' }) ? 'ready' : snapshot.matches({ editing: 'resending' }) ? 'sending' : 'waiting',
  );
  const resendableAt = useSelector(actor, (snapshot) => snapshot.context.resendableAt);
  const secondsLeft = useCountdown(resend === 'waiting' ? resendableAt : 0);
  const [code, setCode] = useState('');
  return (
    <AuthCard title="Verify OTP" subtitle={pending ? `Enter the 6-digit code sent to ${pending.data.email}` : undefined}>
      <form
        className="auth-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'code.submit', code });
        }}
      >
        <div className="field">
          <label htmlFor="otp">One-time code</label>
          <input
            id="otp"
            className="otp-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          />
        </div>
        <p className="otp-resend">
          <button
            type="button"
            className="link-button"
            disabled={busy || resend !== 'ready'}
            aria-describedby="otp-resend-wait"
            onClick={() => actor.send({ type: 'code.resend' })}
          >
            {resend === 'sending' ? 'Sending a new code…' : 'Send a new code'}
          </button>{' '}
          <span id="otp-resend-wait" className="muted" aria-live="off">
            {resend === 'waiting' && secondsLeft > 0 ? `in ${secondsLeft} s` : ''}
          </span>
        </p>
        <div className="auth-actions">
          <button type="button" className="button button-outline" disabled={busy} onClick={() => actor.send({ type: 'code.back' })}>
            Back
          </button>
          <button type="submit" className="button" disabled={busy}>
            {busy ? 'Uploading...' : 'Verify'}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
