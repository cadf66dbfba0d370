import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** Codes of the previous and next 30-second period count too: phone clocks drift and people type slowly. */
const TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address an authenticator app reads from the QR code, and the QR code as an SVG data URL. */
export async function totpEnrolment(secret: string, issuer: string, account: string): Promise<{ uri: string; qrCode: string }> {
  const uri = generateURI({ issuer, label: account, secret });
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step the code belongs to when it is valid, else null. `afterStep` is the last step
 * accepted before: a code (or an older one) is never accepted twice, so an overheard code is useless.
 */
export async function checkTotp(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  }).catch(() => null);
  return result?.valid && 'timeStep' in result ? result.timeStep : null;
}
