import { Button } from '../ui/button/Button';

/** An incident's reference: a button that opens it when the host can, else the reference as text. */
export function IncidentLink({ pk, reference, onOpen }: { pk: number; reference: string; onOpen?: (pk: number) => void }) {
  if (!onOpen) return reference;
  return (
    <Button variant="text" size="small" aria-label={`Open incident ${reference}`} onClick={() => onOpen(pk)}>
      {reference}
    </Button>
  );
}
