/**
 * THE one module of the app allowed to use `dangerouslySetInnerHTML`: HTML from the server
 * (email bodies) is sanitized with DOMPurify first.
 *
 * - only the HTML profile (no SVG, no MathML); script, style, iframe, object, embed, form and
 *   form controls, link, meta and base are dropped with their content;
 * - every `on*` attribute, `style`, and any URL that is not http(s), mailto, tel, an in-page
 *   anchor, a relative path or an inline image is removed (so `javascript:` links go);
 * - images show only when inline (`data:image/...`): remote ones would track the reader, and
 *   broken ones (`src=x`) only add noise;
 * - links open in a new tab with `rel="noopener noreferrer"`.
 */
import DOMPurify from 'dompurify';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { withoutControls } from './api';

const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'link',
  'meta',
  'base',
  'noscript',
  'template',
  'svg',
  'math',
];
const FORBID_ATTR = ['style', 'srcset', 'action', 'formaction', 'background', 'ping', 'xlink:href'];
const URL_ATTRS = ['href', 'src', 'cite', 'poster', 'longdesc'];
/** Allowed URL forms: web and mail links, in-page anchors, relative paths, inline raster images. */
const SAFE_URL = /^(?:https?:|mailto:|tel:|#|\/(?!\/)|\.{1,2}\/|[^:/?#]+(?:[/?#]|$)|data:image\/(?:png|gif|jpe?g|webp);)/i;

const INLINE_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp);/i;

// A private DOMPurify instance, so the hooks below never change another module's sanitizer.
const purifier = typeof window === 'undefined' ? undefined : DOMPurify(window);

purifier?.addHook('afterSanitizeAttributes', (node) => {
  if (!(node instanceof Element)) return;
  for (const attr of [...node.attributes]) {
    const name = attr.name.toLowerCase();
    if (name.startsWith('on')) node.removeAttribute(attr.name);
    else if (URL_ATTRS.includes(name)) {
      if (!SAFE_URL.test(withoutControls(attr.value))) node.removeAttribute(attr.name);
    }
  }
  if (node.tagName === 'IMG' && !INLINE_IMAGE.test(node.getAttribute('src') ?? '')) {
    node.remove();
    return;
  }
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** The sanitized markup of `html` (empty when no DOM is available). */
export function sanitizeHtml(html: string): string {
  if (!purifier) return '';
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    RETURN_TRUSTED_TYPE: false,
  });
}

/** Renders server-supplied HTML after sanitizing it. */
export function SafeHtml({ html, sx, className }: { html: string; sx?: SxProps<Theme>; className?: string }) {
  // dir="auto": the message reads in its own direction whatever the page's is.
  return (
    <Box
      dir="auto"
      className={className}
      sx={[{ overflowWrap: 'anywhere', '& img': { maxWidth: '100%' } }, ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx])]}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}

export default SafeHtml;
