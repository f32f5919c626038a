/** The confirmation the form hands to the requests list through navigation state. */
export interface TransferNotice {
  /** the server's text, e.g. 'Transfer request has been submitted.' */
  message: string;
}

export function readTransferNotice(state: unknown): TransferNotice | null {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return null;
  const notice = (state as { notice: unknown }).notice;
  if (typeof notice !== 'object' || notice === null) return null;
  const { message } = notice as Partial<TransferNotice>;
  return typeof message === 'string' ? { message } : null;
}
