interface RoundState {
  documentId: string;
  name: string;
  current: boolean;
}

/** What saving a round does to the current round, when it is worth asking first. */
export type CurrentRoundChange =
  | {
      kind: 'switch' /** The round that stops being current. */;
      from: string /** The one that becomes it. */;
      to: string;
    }
  | { kind: 'clear' /** The current round, left with no other in its place. */; name: string };

/**
 * Saving `editing` (null: a new round) with these values demotes another current round ('switch') or leaves
 * no current round ('clear'); null when the current round stays as it is, or when none was current.
 */
export function currentRoundChange(
  rounds: readonly RoundState[],
  editing: RoundState | null,
  values: { name: string; current: boolean },
): CurrentRoundChange | null {
  if (values.current && !editing?.current) {
    const other = rounds.find((r) => r.current && r.documentId !== editing?.documentId);
    return other ? { kind: 'switch', from: other.name, to: values.name } : null;
  }
  if (!values.current && editing?.current) return { kind: 'clear', name: editing.name };
  return null;
}
