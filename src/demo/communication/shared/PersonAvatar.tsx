import Avatar from '@mui/material/Avatar';
import { getContrastRatio, type SxProps, type Theme } from '@mui/material/styles';

const COLORS = ['#9155FD', '#56CA00', '#16B1FF', '#FFB400', '#FF4C51', '#8A8D93'];

export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

const colorOf = (name: string): string => COLORS[[...name].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % COLORS.length];

/** Black or white initials, whichever reads better on the avatar's colour. */
const initialsColour = (background: string): string => (getContrastRatio(background, '#fff') >= getContrastRatio(background, '#000') ? '#fff' : '#000');

/** Only inline images are shown (the demo data links nothing from another host); else initials. */
export const isInlineImage = (src: string): boolean => /^data:image\/(?:png|gif|jpe?g|webp|svg\+xml)[;,]/i.test(src);

/** A person's picture, or their initials on a colour derived from the name. Decorative: the name is always written next to it. */
export function PersonAvatar({ name, src, size = 38, sx }: { name: string; src?: string; size?: number; sx?: SxProps<Theme> }) {
  const image = src && isInlineImage(src) ? src : undefined;
  return (
    <Avatar
      src={image}
      alt=""
      aria-hidden
      sx={[
        {
          width: size,
          height: size,
          fontSize: size * 0.4,
          bgcolor: image ? 'transparent' : colorOf(name),
          color: image ? undefined : initialsColour(colorOf(name)),
        },
        ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
