/**
 * Typing that never waits for the form. An input shows each key at once from its own state, and hands the value to the
 * form in a task of its own, after the key's frame (the form library copies the whole document on every change), and
 * inside a transition: the whole form (a news archive's hundreds of fields), the undo history and the preview
 * re-render at a lower priority, and a next key interrupts them instead of queuing behind them.
 */
import type { WidgetProps } from '@rjsf/utils';
import { startTransition, useRef, useState, type ComponentType } from 'react';

export function withLocalEcho(Widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  return function Echoing(props: WidgetProps) {
    const [shown, setShown] = useState<unknown>(props.value);
    // Values handed to the form and not yet back as props; a value that is none of them came from elsewhere (undo,
    // the file's version loaded) and replaces what is shown.
    const pending = useRef<unknown[]>([]);
    const [seen, setSeen] = useState<unknown>(props.value);
    if (props.value !== seen) {
      setSeen(props.value);
      const at = pending.current.indexOf(props.value);
      if (at >= 0) pending.current = pending.current.slice(at + 1);
      else {
        pending.current = [];
        setShown(props.value);
      }
    }
    const { onChange } = props;
    const change = (next: unknown) => {
      setShown(next);
      pending.current.push(next);
      setTimeout(() => startTransition(() => onChange(next)));
    };
    return <Widget {...props} value={shown} onChange={change} />;
  };
}
