import type { OutboxMessage } from '@motorpool/api';

/**
 * Reads the server's development outbox (`GET /api/v1/dev/outbox/?to=`, served
 * to loopback callers while no SMTP server is set) until a message to `to`
 * whose subject matches arrives, and returns the newest such message.
 */
export async function waitForMessage(baseUrl: string, to: string, subject: RegExp, timeoutMs = 10_000): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${baseUrl}/api/v1/dev/outbox/?${new URLSearchParams({ to })}`);
    if (!response.ok) throw new Error(`The outbox answered ${response.status}: ${await response.text()}`);
    const { results } = (await response.json()) as { results: OutboxMessage[] };
    const message = results.find((candidate) => subject.test(candidate.subject));
    if (message) return message;
    if (Date.now() > deadline) {
      throw new Error(
        `No message to ${to} matching ${subject} within ${timeoutMs} ms; the outbox holds: ${results.map((m) => m.subject).join(' | ') || 'nothing'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in a message's text that goes to `pathname` on the portal. */
export function linkTo(message: OutboxMessage, pathname: string): URL {
  for (const [candidate] of message.text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(candidate.replace(/[.,;:!?)\]]+$/, ''));
    if (url.pathname === pathname) return url;
  }
  throw new Error(`"${message.subject}" has no link to ${pathname}:\n${message.text}`);
}

/** The 6-digit code in a one-time-code message. */
export function codeIn(message: OutboxMessage): string {
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`"${message.subject}" carries no 6-digit code:\n${message.text}`);
  return code;
}
