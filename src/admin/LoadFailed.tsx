/** Why a console screen or list could not be loaded, with a way to try again. */
export function LoadFailed({ error, retry }: { error: string; retry: () => void }) {
  return (
    <p role="alert" className="admin-error">
      {error}{' '}
      <button type="button" className="link-button" onClick={retry}>
        Try again
      </button>
    </p>
  );
}
