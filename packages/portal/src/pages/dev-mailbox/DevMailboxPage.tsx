import { isMotorpoolApiError, MotorpoolApiError, type OutboxMessage } from '@motorpool/api';
import { sessionApiClient } from '@motorpool/widgets';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { action } from '../../components/action.css';
import { MessagePanel } from '../../components/message-panel/MessagePanel';
import { PageTitle } from '../../PageTitle';
import { linkify } from './linkify';
import * as styles from './DevMailboxPage.css';

const PAGE_SIZE = 20;

type Listing = { messages: OutboxMessage[]; count: number; nextPage: number | null };

/**
 * `/dev/mailbox`: what the server would have emailed, while it sends no real
 * email (the portal routes here only when the configuration says the
 * mailbox is served). Newest first, narrowed to one recipient with `?to=`.
 */
export function DevMailboxPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const recipient = searchParams.get('to')?.trim() ?? '';
  const [listing, setListing] = useState<Listing | null>(null);
  const [failure, setFailure] = useState<MotorpoolApiError | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [reload, setReload] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reload` is the Retry button's trigger; bumping it loads the page again.
  useEffect(() => {
    let current = true;
    setListing(null);
    setFailure(null);
    fetchPage(recipient, 1).then(
      (page) => current && setListing(page),
      (error: unknown) => current && setFailure(asApiError(error)),
    );
    return () => {
      current = false;
    };
  }, [recipient, reload]);

  function filter(to: string) {
    const next = new URLSearchParams(searchParams);
    if (to) next.set('to', to);
    else next.delete('to');
    setSearchParams(next);
  }

  async function loadOlder() {
    if (!listing?.nextPage) return;
    setLoadingMore(true);
    try {
      const page = await fetchPage(recipient, listing.nextPage);
      setListing({ ...page, messages: [...listing.messages, ...page.messages] });
    } catch (error) {
      setFailure(asApiError(error));
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <>
      <PageTitle>Development mailbox</PageTitle>
      <section className={styles.root} aria-labelledby="mailbox-heading">
        <header className={styles.header}>
          <div>
            <h1 id="mailbox-heading" className={styles.heading}>
              Development mailbox
            </h1>
            <p className={styles.lead}>The server sends no real email, so every message it would have sent is kept here. Only this machine can read it.</p>
          </div>
          <button type="button" className={action.secondary} onClick={() => setReload((count) => count + 1)}>
            Refresh
          </button>
        </header>
        <RecipientFilter key={recipient} recipient={recipient} onFilter={filter} />
        {failure ? (
          <MessagePanel heading="The mailbox could not be read" role="alert">
            {failure.title}
          </MessagePanel>
        ) : listing === null ? (
          <p className={styles.status} role="status">
            Loading messages…
          </p>
        ) : listing.messages.length === 0 ? (
          <p className={styles.status}>{recipient ? `No messages to ${recipient}.` : 'No messages yet.'}</p>
        ) : (
          <>
            <p className={styles.status}>
              {listing.count === 1 ? '1 message' : `${listing.count} messages`}
              {recipient ? ` to ${recipient}` : ''}, newest first
            </p>
            <ol className={styles.list} aria-label="Messages">
              {listing.messages.map((message) => (
                <li key={message.pk}>
                  <MailboxMessage message={message} />
                </li>
              ))}
            </ol>
            {listing.nextPage ? (
              <button type="button" className={action.secondary} onClick={loadOlder} disabled={loadingMore}>
                {loadingMore ? 'Loading…' : 'Load older messages'}
              </button>
            ) : null}
          </>
        )}
      </section>
    </>
  );
}

function RecipientFilter({ recipient, onFilter }: { recipient: string; onFilter: (to: string) => void }) {
  const id = useId();
  const [value, setValue] = useState(recipient);
  function submit(event: FormEvent) {
    event.preventDefault();
    onFilter(value.trim());
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search form; the <search> element is not yet mapped to the search landmark by every screen reader.
    <form className={styles.filter} role="search" onSubmit={submit}>
      <label className={styles.filterLabel} htmlFor={id}>
        Recipient
      </label>
      <input
        id={id}
        className={styles.filterInput}
        type="search"
        value={value}
        placeholder="Any recipient"
        autoComplete="off"
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className={action.primary}>
        Filter
      </button>
      {recipient ? (
        <button type="button" className={action.secondary} onClick={() => onFilter('')}>
          Show all
        </button>
      ) : null}
    </form>
  );
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

function MailboxMessage({ message }: { message: OutboxMessage }) {
  const headingId = useId();
  return (
    <article className={styles.message} aria-labelledby={headingId}>
      <header className={styles.messageHeader}>
        <h2 id={headingId} className={styles.subject}>
          {message.subject}
        </h2>
        <time className={styles.time} dateTime={message.created_at}>
          {timeFormat.format(new Date(message.created_at))}
        </time>
      </header>
      <p className={styles.recipient}>
        To <strong>{message.to}</strong>
        {message.channel === 'sms' ? ' (SMS)' : null}
      </p>
      <p className={styles.text}>{linkify(message.text, styles.link)}</p>
    </article>
  );
}

async function fetchPage(recipient: string, page: number): Promise<Listing> {
  const list = await sessionApiClient().dev.listOutbox({ to: recipient || undefined, page, page_size: PAGE_SIZE });
  const next = Number(list.next_page);
  return { messages: list.results, count: list.count, nextPage: Number.isInteger(next) && next > 0 ? next : null };
}

function asApiError(error: unknown): MotorpoolApiError {
  return isMotorpoolApiError(error) ? error : MotorpoolApiError.badResponse(error);
}
