import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { profileMachine } from '../../machines/profile.js';
import type { SessionUser } from '../../machines/session.js';
import { notify } from '../services/notify.js';
import { useScreenActor } from '../services/screen-actor.js';
import { useProfileActors } from './profile-actors.js';
import { SessionContext } from '../session/session-context.js';
import { readPicture, type PictureChoice } from './read-picture.js';
import { BusinessSection } from './BusinessSection.js';
import { CompanySection } from './CompanySection.js';
import { AddressesSection } from './AddressesSection.js';
import type { CompanyRole } from '../../domain/company.js';

const DEFAULT_PICTURE = '/api/swatches/plain-c9962b-1-0.svg';

/** My Account (SPEC §2.10): name, date of birth, picture; email and phone read-only; Save Changes; LogOut. */
export function MyAccount({ user, approval = null }: { user: SessionUser; approval?: string | null }) {
  const actors = useProfileActors();
  const session = SessionContext.useActorRef();
  const logic = useMemo(
    () =>
      profileMachine.provide({
        actors: { saveProfile: actors.saveProfile },
        actions: {
          notify: (_, notice) => notify(notice),
          userUpdated: (_, updated) => session.send({ type: 'session.userUpdated', user: updated }),
        },
      }),
    [actors, session],
  );
  const actor = useScreenActor(logic);
  const saving = useSelector(actor, (snapshot) => snapshot.matches('saving'));
  const [name, setName] = useState(user.name);
  const [dob, setDob] = useState(user.dob ?? '');
  const [picture, setPicture] = useState<PictureChoice | null>(null);
  // 'companyId:role' of the buyer's company, '' when they are in none.
  const [membership, setMembership] = useState('');
  const companyRole = (membership.split(':')[1] as CompanyRole | undefined) ?? null;
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(
    () => () => {
      if (picture) URL.revokeObjectURL(picture.previewUrl);
    },
    [picture],
  );

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const result = readPicture(file);
    if ('problem' in result) notify({ kind: 'error', message: result.problem });
    else setPicture(result);
    if (fileInput.current) fileInput.current.value = '';
  };
  const save = () =>
    actor.send({
      type: 'profile.save',
      changes: { name, dob: dob || null, picture: picture?.file ?? null },
    });
  // A saved picture replaces the preview; after a failed save the buyer keeps their choice to try again.
  useEffect(() => setPicture(null), [user.profilePicture]);

  const saveButton = (className: string) => (
    <button type="button" className={`button ${className}`} disabled={saving} onClick={save}>
      {saving ? 'Saving...' : 'Save Changes'}
    </button>
  );
  return (
    <section className="account" aria-labelledby="account-title" aria-busy={saving}>
      <div className="account-head">
        <h1 id="account-title">My Account</h1>
        {saveButton('only-wide-800')}
      </div>
      <div className="account-picture">
        <button type="button" className="picture-button" onClick={() => fileInput.current?.click()}>
          <img src={picture?.previewUrl ?? user.profilePicture ?? DEFAULT_PICTURE} alt="" width="96" height="96" />
          <span>Change picture</span>
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hidden
          onChange={(event) => void choose(event.target.files?.[0])}
          data-testid="picture-input"
        />
        {picture && (
          <button type="button" className="link-button" onClick={() => setPicture(null)}>
            Remove preview
          </button>
        )}
      </div>
      <form
        className="account-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <div className="field">
          <label htmlFor="account-name">Name</label>
          <input id="account-name" value={name} maxLength={100} autoComplete="name" onChange={(event) => setName(event.target.value)} />
        </div>
        {/* A company's member is here for the business: a date of birth is asked only of a personal account. */}
        {companyRole === null && (
          <div className="field">
            <label htmlFor="account-dob">Date of birth</label>
            <input
              id="account-dob"
              type="date"
              value={dob}
              max={new Date().toISOString().slice(0, 10)}
              onChange={(event) => setDob(event.target.value)}
            />
          </div>
        )}
        <div className="field">
          <label htmlFor="account-email">Email</label>
          <input id="account-email" value={user.email} readOnly aria-describedby="account-contact-note" />
        </div>
        <div className="field">
          <label htmlFor="account-phone">Phone</label>
          <input id="account-phone" value={user.phone ?? ''} readOnly aria-describedby="account-contact-note" />
          <p id="account-contact-note" className="field-hint">
            Your email and phone sign you in; to change them, write to Support &amp; Help.
          </p>
        </div>
        {saveButton('only-narrow-800 button-block')}
      </form>
      {/* Joining or leaving a company changes whose business details these are: the form loads them again. */}
      <BusinessSection key={membership} companyRole={companyRole} />
      <AddressesSection key={`addresses-${membership}`} phone={user.phone ?? ''} companyRole={companyRole} />
      <CompanySection me={user.id} myEmail={user.email} approval={approval} onMembership={setMembership} />
      <button type="button" className="button button-outline account-logout" onClick={() => session.send({ type: 'session.logout' })}>
        LogOut
      </button>
    </section>
  );
}
