import { useEffect, useRef, useState } from 'react';

/**
 * A row's Delete behind a confirmation: the row being confirmed, and whether
 * the delete is under way. The dialog closes once `onDelete` settles, unless
 * the table has gone meanwhile.
 */
export function useConfirmDelete<Row>(onDelete: (row: Row) => Promise<unknown> | void) {
  const [confirming, setConfirming] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const confirmDelete = async (row: Row) => {
    setDeleting(true);
    try {
      await onDelete(row);
    } finally {
      if (mounted.current) {
        setDeleting(false);
        setConfirming(null);
      }
    }
  };

  return { confirming, setConfirming, deleting, confirmDelete };
}
