export function Logo({ small = false }: { small?: boolean }) {
  return (
    <span className={small ? 'logo logo-small' : 'logo'}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M6 22 L16 8 L26 22" stroke="#f0a23b" strokeWidth="3" fill="none" strokeLinejoin="round" />
        <path d="M10 25 H22" stroke="#f0a23b" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {!small && (
        <span className="logo-text">
          Fabric<span>Mart</span>
        </span>
      )}
    </span>
  );
}
