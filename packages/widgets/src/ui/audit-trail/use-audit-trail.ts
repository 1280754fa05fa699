import { auditCalls, type AuditEntry, type AuditRecordType } from '@motorpool/api';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { failureTitle } from '../../api/api-failure';
import { useTableClient } from '../data-table/table-client';
import type { AuditTrailProps } from './AuditTrail';

const PAGE_SIZE = 20;

type TrailState = { status: AuditTrailProps['status']; entries: AuditEntry[]; error: string | null; nextPage: number | null; loadingMore: boolean };

const LOADING: TrailState = { status: 'loading', entries: [], error: null, nextPage: null, loadingMore: false };

export type AuditTrailConnection = Pick<AuditTrailProps, 'status' | 'entries' | 'error' | 'onRetry' | 'hasMore' | 'loadingMore' | 'onMore'> & {
  /** Reads the newest page again: call it after a save, so the change just made shows. */
  reload: () => void;
};

/**
 * One record's trail through the session's API client (`GET
 * organisations/audits/`), in the session's organisation: the newest page,
 * older pages on Show older, and `reload()` for after a save. Spread what it
 * answers into `<AuditTrail>`.
 */
export function useAuditTrail(recordType: AuditRecordType, recordKey = '', apiBase?: string): AuditTrailConnection {
  const { request, token, organisation } = useTableClient(apiBase);
  const calls = useMemo(() => auditCalls(request), [request]);
  const [state, setState] = useState<TrailState>(LOADING);
  // Each load takes a number; an answer to an older one (a reload overtook it, or the widget unmounted) is dropped.
  const latest = useRef(0);

  const load = useCallback(async () => {
    const ticket = ++latest.current;
    setState((current) => ({ ...current, status: current.entries.length > 0 ? current.status : 'loading', error: null }));
    try {
      const page = await calls.listAudits({ record_type: recordType, record_key: recordKey, page: 1, page_size: PAGE_SIZE });
      if (ticket === latest.current) setState({ status: 'ready', entries: page.results, error: null, nextPage: nextOf(page.next_page), loadingMore: false });
    } catch (error) {
      if (ticket === latest.current) setState({ ...LOADING, status: 'error', error: failureTitle(error) });
    }
  }, [calls, recordType, recordKey]);

  const more = useCallback(async () => {
    const page = state.nextPage;
    if (page === null || state.loadingMore) return;
    const ticket = latest.current;
    setState((current) => ({ ...current, loadingMore: true }));
    try {
      const answer = await calls.listAudits({ record_type: recordType, record_key: recordKey, page, page_size: PAGE_SIZE });
      if (ticket !== latest.current) return;
      setState((current) => {
        const known = new Set(current.entries.map((entry) => entry.pk));
        return {
          ...current,
          entries: [...current.entries, ...answer.results.filter((entry) => !known.has(entry.pk))],
          nextPage: nextOf(answer.next_page),
          loadingMore: false,
        };
      });
    } catch (error) {
      if (ticket === latest.current) setState((current) => ({ ...current, loadingMore: false, status: 'error', error: failureTitle(error) }));
    }
  }, [calls, recordType, recordKey, state.nextPage, state.loadingMore]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the token and organisation are triggers: another session or organisation reads its own trail.
  useEffect(() => {
    void load();
    return () => {
      latest.current += 1;
    };
  }, [load, token, organisation]);

  return {
    status: state.status,
    entries: state.entries,
    error: state.error,
    onRetry: () => void load(),
    hasMore: state.nextPage !== null,
    loadingMore: state.loadingMore,
    onMore: () => void more(),
    reload: () => void load(),
  };
}

const nextOf = (next: number | string | null | undefined): number | null => (typeof next === 'number' ? next : next ? Number(next) || null : null);
