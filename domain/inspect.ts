/** The mark the server puts in every page under INSPECT=true; the app then opens the Stately inspector. */
export const INSPECT_META_NAME = 'fabric-inspect';
export const INSPECT_MARK = `<meta name="${INSPECT_META_NAME}" content="on">`;
