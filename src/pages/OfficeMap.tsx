/** A drawn map of the Noida office's streets (SPEC §2.4 contact map), so the page needs no tile server. */
export function OfficeMap() {
  return (
    <figure className="contact-map-figure">
      <svg className="contact-map" viewBox="0 0 400 300" role="img" aria-labelledby="office-map-title">
        <title id="office-map-title">Map: FabricMart office at B-42, Sector 63, Noida, near the NH-24 and Sector 62 metro</title>
        <rect width="400" height="300" fill="#eef0e6" />
        <path d="M0 210 L400 150" stroke="#f3c969" strokeWidth="18" />
        <path d="M90 0 L130 300" stroke="#fff" strokeWidth="12" />
        <path d="M0 90 L400 70" stroke="#fff" strokeWidth="10" />
        <path d="M250 0 L280 300" stroke="#fff" strokeWidth="10" />
        <rect x="150" y="95" width="85" height="45" rx="4" fill="#d9dccb" />
        <rect x="290" y="90" width="90" height="50" rx="4" fill="#cfe3c4" />
        <rect x="150" y="200" width="85" height="70" rx="4" fill="#d9dccb" />
        <text x="20" y="200" fontSize="13" fill="#5a5d70" transform="rotate(-8 20 200)">
          NH-24
        </text>
        <text x="300" y="120" fontSize="12" fill="#4b6b3c">
          Park
        </text>
        <text x="150" y="60" fontSize="12" fill="#5a5d70">
          Sector 63
        </text>
        <circle cx="60" cy="255" r="9" fill="#23265c" />
        <text x="74" y="259" fontSize="12" fill="#23265c">
          Sector 62 Metro
        </text>
        <path d="M192 118 c0 -22 -30 -22 -30 0 c0 14 15 30 15 30 s15 -16 15 -30z" transform="translate(15 -20)" fill="#b42318" />
        <circle cx="192" cy="98" r="5" fill="#fff" />
        <text x="215" y="100" fontSize="13" fontWeight="700" fill="#1d1f3a">
          B-42
        </text>
      </svg>
      <figcaption className="muted">B-42, Sector 63, Noida. Ten minutes from the Sector 62 metro station.</figcaption>
    </figure>
  );
}
