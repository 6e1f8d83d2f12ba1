/**
 * Typing that never waits for the form. An input shows each key at once from its own state, and hands the value to the
 * form in a task of its own (the form library copies the whole document on every change), inside a transition: the
 * whole form (a news archive's hundreds of fields), the undo history and the preview re-render at a lower priority,
 * and a next key interrupts them instead of queuing behind them. Not after an animation frame: a tab the browser does
 * not draw (in the background) has none, and its keys would never reach the form.
 *
 * One value is with the form at a time, across all inputs; keys typed meanwhile are handed over as one, once the form
 * has taken it. The form library queues every change it is given and takes them one commit after another, and React
 * stops a page that updates more than 50 times in one commit: fast typing or a held Backspace once queued that many.
 * And a field's change is made to its object as the field last saw it: a second field's value handed over before the
 * first's was drawn put back the first field's old value (a story's headline, typed just before its summary, lost).
 */
import type { WidgetProps } from '@rjsf/utils';
import { startTransition, useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type ComponentType } from 'react';

type Held = { value: unknown } | undefined;

/** How many inputs hold keys the form has not taken yet, and who waits for them all to be taken. */
let busy = 0;
const waiting: (() => void)[] = [];
const setBusy = (from: boolean, to: boolean) => {
  if (from === to) return;
  busy += to ? 1 : -1;
  if (busy === 0) for (const resume of waiting.splice(0)) resume();
};

/**
 * Resolves once the form holds every key typed so far. An action on the document as a whole (a section moved, a
 * story added, a save) waits for it, or it would act on the document as it was a few keys ago and lose them.
 */
export const whenTyped = (): Promise<void> => (busy === 0 ? Promise.resolve() : new Promise((resume) => waiting.push(resume)));

/** The input whose value is with the form, and the hand-offs of others waiting for their turn, in order. */
let withForm: symbol | undefined;
const turns: { input: symbol; handOver: () => void }[] = [];
/** How long a value may stay with the form before the next input's turn comes anyway (a long form takes a second or two). */
const LONGEST_TURN_MS = 5000;
let turnTimer: ReturnType<typeof setTimeout> | undefined;

function takeTurn(input: symbol, handOver: () => void) {
  if (withForm !== undefined && withForm !== input) {
    turns.push({ input, handOver });
    return;
  }
  withForm = input;
  clearTimeout(turnTimer);
  turnTimer = setTimeout(() => endTurn(input), LONGEST_TURN_MS);
  handOver();
}

/** The input's value is back from the form, or no longer on its way: the next input's turn. */
function endTurn(input: symbol) {
  for (let i = turns.length - 1; i >= 0; i--) if (turns[i].input === input) turns.splice(i, 1);
  if (withForm !== input) return;
  withForm = undefined;
  clearTimeout(turnTimer);
  const next = turns.shift();
  if (next) takeTurn(next.input, next.handOver);
}

export function withLocalEcho(Widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  return function Echoing(props: WidgetProps) {
    const [shown, setShown] = useState<unknown>(props.value);
    const [input] = useState(() => Symbol('input'));
    /** The value handed to the form and not yet back as props, and the last one typed since. */
    const handed = useRef<Held>(undefined);
    const typed = useRef<Held>(undefined);
    const { onChange, value } = props;
    const latestOnChange = useRef(onChange);
    useLayoutEffect(() => {
      latestOnChange.current = onChange;
    });

    /** What the form holds: the value it last gave. */
    const held = useRef(value);

    const setHanded = (next: Held) => {
      setBusy(handed.current !== undefined, next !== undefined);
      handed.current = next;
    };
    const hand = (next: unknown) => {
      // Back to what the form holds (a key typed, then taken back): nothing to hand over.
      setHanded(Object.is(next, held.current) ? undefined : { value: next });
      if (!handed.current) return;
      setTimeout(() =>
        takeTurn(input, () => {
          // Not if a value from elsewhere (undo, the file's version) came in the meantime.
          if (handed.current?.value === next) startTransition(() => latestOnChange.current(next));
          else endTurn(input);
        }),
      );
    };
    // The form gives a value: the one handed over coming back, or one from elsewhere.
    const given = useEffectEvent((value: unknown) => {
      held.current = value;
      if (handed.current && Object.is(value, handed.current.value)) {
        endTurn(input);
        const next = typed.current;
        typed.current = undefined;
        if (next) hand(next.value);
        else setHanded(undefined);
      } else {
        // A value from elsewhere replaces what is shown, and whatever was on its way.
        endTurn(input);
        setHanded(undefined);
        typed.current = undefined;
        setShown(value);
      }
    });
    useEffect(() => given(value), [value]);
    // Leaving with keys not yet handed over (a panel closed at once): they are handed over now.
    useEffect(
      () => () => {
        const last = typed.current ?? handed.current;
        endTurn(input);
        setHanded(undefined);
        if (last) latestOnChange.current(last.value);
      },
      [input],
    );

    const change = (next: unknown) => {
      setShown(next);
      if (handed.current) typed.current = { value: next };
      else hand(next);
    };
    return <Widget {...props} value={shown} onChange={change} />;
  };
}
