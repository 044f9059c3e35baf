import sharp from 'sharp';

/** A 350×350 PNG with the person's initials, so the side menu shows a real picture in the demo. */
export async function renderInitialsPhoto(nome: string, background: string): Promise<Uint8Array> {
  const initials = nome
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="350" height="350">
    <rect width="350" height="350" fill="${background}"/>
    <text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="140" fill="#ffffff">${initials}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
