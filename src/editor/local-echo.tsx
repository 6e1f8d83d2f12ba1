/**
 * Typing that never waits for the form. An input shows each key at once from its own state, and hands the value to the
 * form in a task of its own, after the key's frame (the form library copies the whole document on every change), and
 * inside a transition: the whole form (a news archive's hundreds of fields), the undo history and the preview
 * re-render at a lower priority, and a next key interrupts them instead of queuing behind them.
 *
 * One value is with the form at a time; keys typed meanwhile are handed over as one, once the form has taken it. The
 * form library queues every change it is given and takes them one commit after another, and React stops a page that
 * updates more than 50 times in one commit: fast typing or a held Backspace once queued that many.
 */
import type { WidgetProps } from '@rjsf/utils';
import { startTransition, useEffect, useRef, useState, type ComponentType } from 'react';

type Held = { value: unknown } | undefined;

export function withLocalEcho(Widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  return function Echoing(props: WidgetProps) {
    const [shown, setShown] = useState<unknown>(props.value);
    /** The value handed to the form and not yet back as props, and the last one typed since. */
    const handed = useRef<Held>(undefined);
    const typed = useRef<Held>(undefined);
    const { onChange, value } = props;
    const latestOnChange = useRef(onChange);
    latestOnChange.current = onChange;

    const hand = (next: unknown) => {
      handed.current = { value: next };
      setTimeout(() => {
        // Not if a value from elsewhere (undo, the file's version) came in the meantime.
        if (handed.current?.value === next) startTransition(() => latestOnChange.current(next));
      });
    };
    useEffect(() => {
      if (handed.current && Object.is(value, handed.current.value)) {
        handed.current = undefined;
        const next = typed.current;
        typed.current = undefined;
        if (next) hand(next.value);
      } else {
        // A value from elsewhere replaces what is shown, and whatever was on its way.
        handed.current = typed.current = undefined;
        setShown(value);
      }
    }, [value]);
    // Leaving with keys not yet handed over (a panel closed at once): they are handed over now.
    useEffect(
      () => () => {
        const last = typed.current ?? handed.current;
        if (last) latestOnChange.current(last.value);
      },
      [],
    );

    const change = (next: unknown) => {
      setShown(next);
      if (handed.current) typed.current = { value: next };
      else hand(next);
    };
    return <Widget {...props} value={shown} onChange={change} />;
  };
}
