import { Fragment, type ReactNode } from 'react';
import type { ScreenPart } from '../schema';
import { clip, Line, type Look, r, SIZE, widthOf, wrap } from './text';

/** Where a part is drawn: the content's left edge and width, and the screen's edges (for full-width rules). */
export interface Frame extends Look {
  x: number;
  w: number;
  screenX: number;
  screenW: number;
}

type Drawn = { height: number; body: ReactNode };
type Part<K extends ScreenPart['part']> = Extract<ScreenPart, { part: K }>;

const toneClass = (f: Frame, tone: string | undefined) => f.classes[`tone-${tone ?? 'info'}`];
const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

function appBar(p: Part<'app-bar'>, y: number, f: Frame): Drawn {
  const titleX = p.back ? f.x + 16 : f.x;
  const room = f.w - (titleX - f.x) - (p.action ? widthOf(p.action, SIZE.body) + 8 : 0);
  return {
    height: 34,
    body: (
      <>
        {p.back && <path d={`M${f.x + 7} ${y + 10}l-6 6 6 6`} className={f.classes.stroke} />}
        <Line x={titleX} y={y + 21} style="title" look={f}>
          {clip(p.title, room, SIZE.title)}
        </Line>
        {p.action && (
          <Line x={f.x + f.w} y={y + 21} style="strong" tint={f.classes.accent} anchor="end" look={f}>
            {p.action}
          </Line>
        )}
        <rect x={f.screenX} y={y + 33} width={f.screenW} height={1} className={f.classes.rule} />
      </>
    ),
  };
}

function tabs(p: Part<'tabs'>, y: number, f: Frame): Drawn {
  const each = f.w / p.items.length;
  return {
    height: 28,
    body: (
      <>
        <rect x={f.x} y={y + 26} width={f.w} height={1} className={f.classes.rule} />
        {p.items.map((item, i) => {
          const on = i + 1 === p.active;
          return (
            <Fragment key={i}>
              <Line
                x={f.x + each * (i + 0.5)}
                y={y + 16}
                style={on ? 'strong' : 'small'}
                tint={on ? f.classes.accent : undefined}
                anchor="middle"
                look={f}
              >
                {clip(item, each - 4, on ? SIZE.strong : SIZE.small)}
              </Line>
              {on && <rect x={r(f.x + each * i + 4)} y={y + 24} width={r(each - 8)} height={3} rx={1.5} className={f.classes.fillAccent} />}
            </Fragment>
          );
        })}
      </>
    ),
  };
}

function row(p: Part<'row'>, y: number, f: Frame): Drawn {
  const height = p.detail ? 38 : 28;
  const textX = p.avatar ? f.x + 32 : f.x;
  const end = f.x + f.w;
  const badgeW = p.badge ? widthOf(p.badge, SIZE.tiny) + 12 : 0;
  const badgeRoom = p.badge ? badgeW + 6 : 0;
  const valueRoom = p.value ? widthOf(p.value, SIZE.strong) + 6 : 0;
  // With a badge and a second line, the badge ends the first line and any value the second: each line keeps its room.
  const stacked = Boolean(p.badge && p.detail);
  const titleRight = end - badgeRoom - (stacked ? 0 : valueRoom);
  const detailRight = stacked ? end - valueRoom : end;
  const badgeY = stacked ? y + 4 : y + height / 2 - 8;
  return {
    height,
    body: (
      <>
        {p.avatar && (
          <>
            <circle cx={f.x + 12} cy={y + height / 2} r={12} className={f.classes.avatar} />
            <Line x={f.x + 12} y={y + height / 2 + 3} style="tiny" anchor="middle" look={f}>
              {initials(p.title)}
            </Line>
          </>
        )}
        <Line x={textX} y={y + (p.detail ? 16 : 18)} style="body" look={f}>
          {clip(p.title, titleRight - textX, SIZE.body)}
        </Line>
        {p.detail && (
          <Line x={textX} y={y + 30} style="small" look={f}>
            {clip(p.detail, detailRight - textX, SIZE.small)}
          </Line>
        )}
        {p.value && (
          <Line x={stacked ? end : end - badgeRoom} y={y + (stacked ? 31 : p.detail ? 16 : 18)} style="strong" anchor="end" look={f}>
            {p.value}
          </Line>
        )}
        {p.badge && (
          <g className={toneClass(f, p.tone)}>
            <rect x={r(end - badgeW)} y={badgeY} width={r(badgeW)} height={16} rx={8} className={f.classes.toneFill} />
            <Line x={end - badgeW / 2} y={badgeY + 11} style="tiny" tint={f.classes.toneText} anchor="middle" look={f}>
              {p.badge}
            </Line>
          </g>
        )}
        <rect x={textX} y={y + height + 3} width={end - textX} height={1} className={f.classes.rule} />
      </>
    ),
  };
}

function cards(p: Part<'cards'>, y: number, f: Frame): Drawn {
  const gap = 6;
  const each = (f.w - gap * (p.items.length - 1)) / p.items.length;
  const hasValue = p.items.some((item) => item.value);
  const hasDetail = p.items.some((item) => item.detail);
  const height = 22 + (hasValue ? 22 : 0) + (hasDetail ? 13 : 0);
  // A figure too long for a narrow card draws every figure of the row a size down, rather than cut or mixed.
  const figureStyle = p.items.every((item) => !item.value || widthOf(item.value, SIZE.figure) <= each - 14) ? 'figure' : 'title';
  return {
    height,
    body: p.items.map((item, i) => {
      const x = f.x + i * (each + gap);
      return (
        <Fragment key={i}>
          <rect x={r(x)} y={y} width={r(each)} height={height} rx={8} className={f.classes.card} />
          <Line x={x + 8} y={y + 16} style="small" look={f}>
            {clip(item.title, each - 16, SIZE.small)}
          </Line>
          {item.value && (
            <Line x={x + 8} y={y + 38} style={figureStyle} look={f}>
              {clip(item.value, each - 14, SIZE.title)}
            </Line>
          )}
          {item.detail && (
            <Line x={x + 8} y={y + height - 8} style="tiny" tint={f.classes.accent} look={f}>
              {clip(item.detail, each - 16, SIZE.tiny)}
            </Line>
          )}
        </Fragment>
      );
    }),
  };
}

function field(p: Part<'field'>, y: number, f: Frame): Drawn {
  const tone = p.state === 'error' ? 'danger' : p.state === 'valid' ? 'success' : undefined;
  const message = p.message ? wrap(p.message, f.w, SIZE.small).slice(0, 2) : [];
  return {
    height: 42 + message.length * 12 + (message.length ? 3 : 0),
    body: (
      <g className={tone && toneClass(f, tone)}>
        <Line x={f.x} y={y + 9} style="small" look={f}>
          {p.label}
        </Line>
        <rect x={f.x} y={y + 14} width={f.w} height={28} rx={6} className={tone ? f.classes.fieldTone : f.classes.field} />
        {p.value && (
          <Line x={f.x + 8} y={y + 32} style="body" look={f}>
            {clip(p.value, f.w - 30, SIZE.body)}
          </Line>
        )}
        {tone && <circle cx={f.x + f.w - 12} cy={y + 28} r={5} className={f.classes.toneStrong} />}
        {message.map((line, i) => (
          <Line key={i} x={f.x} y={y + 53 + i * 12} style="small" tint={tone && f.classes.toneText} look={f}>
            {line}
          </Line>
        ))}
      </g>
    ),
  };
}

function button(p: Part<'button'>, y: number, f: Frame): Drawn {
  const primary = p.style === 'primary';
  return {
    height: 30,
    body: (
      <>
        <rect x={f.x} y={y} width={f.w} height={30} rx={15} className={primary ? f.classes.control : f.classes.outline} />
        <Line x={f.x + f.w / 2} y={y + 19} style="strong" tint={primary ? f.classes.onControl : f.classes.accent} anchor="middle" look={f}>
          {clip(p.label, f.w - 20, SIZE.strong)}
        </Line>
      </>
    ),
  };
}

function toggle(p: Part<'toggle'>, y: number, f: Frame): Drawn {
  const left = f.x + f.w - 30;
  return {
    height: 24,
    body: (
      <>
        <Line x={f.x} y={y + 16} style="body" look={f}>
          {clip(p.label, f.w - 38, SIZE.body)}
        </Line>
        <rect x={left} y={y + 4} width={30} height={17} rx={8.5} className={p.on ? f.classes.control : f.classes.off} />
        <circle cx={p.on ? left + 21.5 : left + 8.5} cy={y + 12.5} r={6.5} className={f.classes.knob} />
      </>
    ),
  };
}

function banner(p: Part<'banner'>, y: number, f: Frame): Drawn {
  const lines = wrap(p.text, f.w - 20, SIZE.small).slice(0, 4);
  const height = 12 + lines.length * 12;
  return {
    height,
    body: (
      <g className={toneClass(f, p.tone)}>
        <rect x={f.x} y={y} width={f.w} height={height} rx={6} className={f.classes.toneFill} />
        <rect x={f.x} y={y} width={4} height={height} rx={2} className={f.classes.toneStrong} />
        {lines.map((line, i) => (
          <Line key={i} x={f.x + 12} y={y + 17 + i * 12} style="small" tint={f.classes.toneText} look={f}>
            {line}
          </Line>
        ))}
      </g>
    ),
  };
}

function toast(p: Part<'toast'>, y: number, f: Frame): Drawn {
  const room = f.w - 24 - (p.action ? widthOf(p.action, SIZE.strong) + 10 : 0);
  return {
    height: 32,
    body: (
      <>
        <rect x={f.x} y={y} width={f.w} height={32} rx={8} className={f.classes.toast} />
        <Line x={f.x + 12} y={y + 20} style="body" tint={f.classes.onToast} look={f}>
          {clip(p.text, room, SIZE.body)}
        </Line>
        {p.action && (
          <Line x={f.x + f.w - 12} y={y + 20} style="strong" tint={f.classes.toastAction} anchor="end" look={f}>
            {p.action}
          </Line>
        )}
      </>
    ),
  };
}

function chart(p: Part<'chart'>, y: number, f: Frame): Drawn {
  const top = y + (p.title ? 16 : 0);
  const plot = 64;
  const max = Math.max(...p.values) || 1;
  const step = f.w / p.values.length;
  const yOf = (v: number) => top + plot - (v / max) * (plot - 6);
  const grid = [0, 0.5, 1].map((k) => (
    <rect key={k} x={f.x} y={r(top + plot * k)} width={f.w} height={k === 1 ? 1 : 0.5} className={f.classes.rule} />
  ));
  const marks =
    p.style === 'bar' ? (
      p.values.map((v, i) => (
        <rect
          key={i}
          x={r(f.x + step * i + step * 0.18)}
          y={r(yOf(v))}
          width={r(step * 0.64)}
          height={r(top + plot - yOf(v))}
          rx={2}
          className={i === p.values.length - 1 ? f.classes.fillAccent : f.classes.bar}
        />
      ))
    ) : (
      <>
        <path d={`M${p.values.map((v, i) => `${r(f.x + step * (i + 0.5))} ${r(yOf(v))}`).join('L')}`} className={f.classes.line} />
        <circle cx={r(f.x + step * (p.values.length - 0.5))} cy={r(yOf(p.values.at(-1)!))} r={3.5} className={f.classes.fillAccent} />
      </>
    );
  return {
    height: plot + (p.title ? 16 : 0),
    body: (
      <>
        {p.title && (
          <Line x={f.x} y={y + 9} style="small" look={f}>
            {clip(p.title, f.w, SIZE.small)}
          </Line>
        )}
        {grid}
        {marks}
      </>
    ),
  };
}

function funnel(p: Part<'funnel'>, y: number, f: Frame): Drawn {
  const max = Math.max(...p.stages.map((s) => s.value)) || 1;
  const labelW = f.w * 0.42;
  const barRoom = f.w - labelW - 30;
  return {
    height: p.stages.length * 20 - 4,
    body: p.stages.map((stage, i) => {
      const top = y + i * 20;
      const width = Math.max(3, (stage.value / max) * barRoom);
      return (
        <Fragment key={i}>
          <Line x={f.x} y={top + 12} style="small" look={f}>
            {clip(stage.label, labelW - 4, SIZE.small)}
          </Line>
          <rect
            x={r(f.x + labelW)}
            y={top}
            width={r(width)}
            height={16}
            rx={3}
            className={i === p.stages.length - 1 ? f.classes.fillAccent : f.classes.bar}
          />
          <Line x={f.x + labelW + width + 4} y={top + 12} style="tiny" look={f}>
            {stage.figure ?? String(stage.value)}
          </Line>
        </Fragment>
      );
    }),
  };
}

function stepper(p: Part<'stepper'>, y: number, f: Frame): Drawn {
  const each = f.w / p.steps.length;
  const cx = (i: number) => r(f.x + each * (i + 0.5));
  return {
    height: 36,
    body: (
      <>
        <rect x={cx(0)} y={y + 9} width={r(each * (p.steps.length - 1))} height={2} className={f.classes.off} />
        {p.current > 1 && (
          <rect x={cx(0)} y={y + 9} width={r(each * (Math.min(p.current, p.steps.length) - 1))} height={2} className={f.classes.control} />
        )}
        {p.steps.map((step, i) => {
          const state = i + 1 < p.current ? 'done' : i + 1 === p.current ? 'now' : 'next';
          return (
            <Fragment key={i}>
              <circle cx={cx(i)} cy={y + 10} r={8} className={state === 'next' ? f.classes.stepNext : f.classes.control} />
              <Line x={cx(i)} y={y + 13} style="tiny" tint={state === 'next' ? undefined : f.classes.onControl} anchor="middle" look={f}>
                {state === 'done' ? '✓' : String(i + 1)}
              </Line>
              <Line x={cx(i)} y={y + 32} style="tiny" tint={state === 'now' ? f.classes.accent : undefined} anchor="middle" look={f}>
                {clip(step, each - 2, SIZE.tiny)}
              </Line>
            </Fragment>
          );
        })}
      </>
    ),
  };
}

function map(p: Part<'map'>, y: number, f: Frame): Drawn {
  const px = r(f.x + f.w * 0.56);
  const py = y + 74;
  const labelW = widthOf(p.pin, SIZE.small) + 14;
  return {
    height: 96,
    body: (
      <>
        <rect x={f.x} y={y} width={f.w} height={96} rx={8} className={f.classes.map} />
        <path
          d={`M${f.x} ${y + 62}L${f.x + f.w} ${y + 40}M${r(f.x + f.w * 0.3)} ${y}L${r(f.x + f.w * 0.42)} ${y + 96}`}
          className={f.classes.road}
        />
        <path d={`M${px} ${py}c-5-7-10-12-10-18a10 10 0 0 1 20 0c0 6-5 11-10 18z`} className={f.classes.pin} />
        <circle cx={px} cy={py - 18} r={3.5} className={f.classes.screen} />
        <rect x={r(px - labelW / 2)} y={y + 8} width={r(labelW)} height={18} rx={9} className={f.classes.card} />
        <Line x={px} y={y + 20} style="small" anchor="middle" look={f}>
          {p.pin}
        </Line>
      </>
    ),
  };
}

function avatar(p: Part<'avatar'>, y: number, f: Frame): Drawn {
  return {
    height: 40,
    body: (
      <>
        <circle cx={f.x + 20} cy={y + 20} r={20} className={f.classes.avatar} />
        <Line x={f.x + 20} y={y + 24.5} style="strong" anchor="middle" look={f}>
          {initials(p.name)}
        </Line>
        <Line x={f.x + 50} y={y + (p.detail ? 17 : 24)} style="title" look={f}>
          {clip(p.name, f.w - 50, SIZE.title)}
        </Line>
        {p.detail && (
          <Line x={f.x + 50} y={y + 32} style="small" look={f}>
            {clip(p.detail, f.w - 50, SIZE.small)}
          </Line>
        )}
      </>
    ),
  };
}

const LEADING = { big: 28, title: 17, body: 15, small: 13 } as const;

function text(p: Part<'text'>, y: number, f: Frame): Drawn {
  const style = p.size === 'figure' ? 'big' : p.size;
  const lines = wrap(p.text, f.w, SIZE[style]).slice(0, 4);
  const leading = LEADING[style];
  return {
    height: lines.length * leading - (leading - SIZE[style]) + 3,
    body: lines.map((line, i) => (
      <Line key={i} x={f.x} y={y + SIZE[style] + i * leading} style={style} look={f}>
        {line}
      </Line>
    )),
  };
}

const drawers: { [K in ScreenPart['part']]: (p: Part<K>, y: number, f: Frame) => Drawn } = {
  'app-bar': appBar,
  tabs,
  row,
  cards,
  field,
  button,
  toggle,
  banner,
  toast,
  chart,
  funnel,
  stepper,
  map,
  avatar,
  text,
};

/** A part at `y`, with its ring and callout when it has them; `height` is the room it takes. */
export function drawPart(part: ScreenPart, y: number, f: Frame): Drawn {
  const drawn = (drawers[part.part] as (p: ScreenPart, y: number, f: Frame) => Drawn)(part, y, f);
  const middle = y + drawn.height / 2;
  return {
    height: drawn.height,
    body: (
      <>
        {drawn.body}
        {part.highlight && <rect x={f.x - 4} y={y - 4} width={f.w + 8} height={drawn.height + 8} rx={8} className={f.classes.ring} />}
        {part.callout && (
          <>
            <circle cx={f.screenX + f.screenW} cy={r(middle)} r={9} className={f.classes.callout} />
            <text x={f.screenX + f.screenW} y={r(middle + 3.5)} className={f.classes.calloutNumber} textAnchor="middle">
              {part.callout}
            </text>
          </>
        )}
      </>
    ),
  };
}
