// Only http(s) and scheme-less (relative) addresses; DOMPurify's default would also let mailto:, tel:, sms: and others through.
// A module apart from the sanitiser, so following a notification's url does not bring DOMPurify along.
export const SAFE_URI = /^(?:https?:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Whether an item's `url` may be followed: http(s) or relative, never `javascript:` or `data:`. */
export function isFollowableUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  const trimmed = url.trim();
  return trimmed !== '' && SAFE_URI.test(trimmed);
}
