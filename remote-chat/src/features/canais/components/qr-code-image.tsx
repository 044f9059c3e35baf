import { useMemo } from 'react';
import { encode } from 'uqr';

export type QrCodeImageProps = {
  /** The text the QR encodes (what the gateway sent). */
  value: string;
  /** The image's accessible name. */
  label: string;
  className?: string;
};

/** Quiet zone in modules around the code: cameras need a light margin to find it. */
const BORDER = 2;

/**
 * The dark modules of a QR as one SVG path (one 1×1 square per module). Built from uqr's matrix
 * as React elements rather than injecting uqr's SVG string: the text comes from a gateway, so no
 * markup of ours is ever made from it.
 * @example qrPath([[true, false], [false, true]]) // 'M0 0h1v1h-1zM1 1h1v1h-1z'
 */
export function qrPath(data: readonly (readonly boolean[])[]): string {
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return path;
}

/** The side (in modules, quiet zone included) and the path of the QR Code of `value`. */
export function qrCodeDrawing(value: string): { size: number; path: string } {
  const qr = encode(value, { border: BORDER, ecc: 'M' });
  return { size: qr.size, path: qrPath(qr.data) };
}

/** A QR Code drawn as an inline SVG that scales to its box (black on white, whatever the theme). */
export function QrCodeImage({ value, label, className }: QrCodeImageProps) {
  const { size, path } = useMemo(() => qrCodeDrawing(value), [value]);
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
