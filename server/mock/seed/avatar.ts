/**
 * Inline avatar placeholders: a coloured disc with initials as an SVG data URI. Nothing is
 * linked from another host; records without one keep '' and the UI shows initials itself.
 */
const COLORS = ['#9155FD', '#56CA00', '#16B1FF', '#FFB400', '#FF4C51', '#8A8D93'];

export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export function avatarDataUri(name: string, colorIndex: number): string {
  const color = COLORS[Math.abs(colorIndex) % COLORS.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${color}"/>` +
    `<text x="32" y="40" font-family="sans-serif" font-size="24" fill="#fff" text-anchor="middle">${initialsOf(name)}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
