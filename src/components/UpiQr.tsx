import { useEffect, useState } from 'react';

/**
 * A UPI payment link as a QR code a phone's UPI app scans. The encoder is loaded only when a QR code is shown, so it
 * costs nothing to pages without one; until it is drawn a square of the same size holds the place.
 */
export function UpiQr({ link, label }: { link: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setSvg(null);
    void import('qrcode')
      .then((QRCode) => QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }))
      .then((drawn) => current && setSvg(drawn))
      .catch(() => current && setSvg(''));
    return () => {
      current = false;
    };
  }, [link]);
  if (svg === '') return null;
  return svg === null ? (
    <div className="upi-qr upi-qr-waiting" role="img" aria-label={label} aria-busy="true" />
  ) : (
    <img className="upi-qr" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={label} width={168} height={168} />
  );
}
