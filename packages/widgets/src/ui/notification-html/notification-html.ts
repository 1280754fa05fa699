import DOMPurify from 'dompurify';
import { SAFE_URI } from './followable-url';

let purifier: ReturnType<typeof DOMPurify> | null = null;

/** A DOMPurify instance of our own, so its hook never touches another library's use of the shared one. */
function notificationPurifier() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  // Links open beside the portal, never in place of it, and cannot reach back through window.opener.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style', 'id', 'name'],
  ALLOWED_URI_REGEXP: SAFE_URI,
};

/**
 * A notification's text (HTML from the server, spec §3) made safe to render:
 * no scripts, no event-handler attributes, no form controls, and links and
 * images only to http(s) or relative addresses.
 */
export function sanitiseNotificationHtml(html: string): string {
  return notificationPurifier().sanitize(html, CONFIG);
}

/** The notification's words without markup, for the accessible name of its item. */
export function notificationPlainText(html: string): string {
  const fragment = notificationPurifier().sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  return (fragment.textContent ?? '').replace(/\s+/g, ' ').trim();
}
