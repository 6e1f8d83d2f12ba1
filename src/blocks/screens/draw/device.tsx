import { Fragment, type ReactNode } from 'react';
import type { Screen } from '../schema';
import { drawPart, type Frame } from './parts';
import { clip, type DrawingClasses, Line, type Look, SIZE } from './text';

/** Room between parts, in the drawing's units. */
const GAP = 10;

/** Where a part lies down its screen, in the drawing's units. */
export interface Span {
  top: number;
  height: number;
}

/** Each part in turn from `top`, a gap apart; returns where the last one ends and where each lies. */
function stack(screen: Screen, top: number, frame: Frame): { end: number; body: ReactNode[]; spans: Span[] } {
  let y = top;
  const spans: Span[] = [];
  const body = screen.parts.map((part, i) => {
    const drawn = drawPart(part, y, frame);
    spans.push({ top: y, height: drawn.height });
    y += drawn.height + GAP;
    return <Fragment key={i}>{drawn.body}</Fragment>;
  });
  return { end: y - GAP, body, spans };
}

/** A menu down the left of a tablet or browser; the first item is the open one. */
function sidebar(items: string[], x: number, y: number, width: number, look: Look): ReactNode {
  const { classes } = look;
  return items.map((item, i) => (
    <Fragment key={i}>
      {i === 0 && <rect x={x + 6} y={y + i * 24} width={width - 12} height={20} rx={6} className={classes.card} />}
      <Line x={x + 14} y={y + i * 24 + 14} style="small" tint={i === 0 ? classes.accent : undefined} look={look}>
        {clip(item, width - 24, SIZE.small)}
      </Line>
    </Fragment>
  ));
}

export interface DrawnScreen {
  width: number;
  height: number;
  body: ReactNode;
  /** Where each of the screen's parts lies, in its order. */
  spans: Span[];
}

/** A phone: rounded body, the island, the status bar, the home indicator; at least 19.5:9 tall. */
function phone(screen: Screen, classes: DrawingClasses, tallest = 0): DrawnScreen {
  const W = 200;
  const frame = { x: 18, w: 164, screenX: 6, screenW: 188, sketch: screen.sketch, classes };
  const { end, body, spans } = stack(screen, 44, frame);
  const H = Math.max(400, end + 34, tallest);
  return {
    width: W,
    height: H,
    spans,
    body: (
      <>
        <rect width={W} height={H} rx={30} className={classes.bezel} />
        <rect x={6} y={6} width={188} height={H - 12} rx={24} className={classes.screen} />
        <rect x={76} y={14} width={48} height={14} rx={7} className={classes.bezel} />
        {/* A sketch is drawn small: its status bar would be specks, and markup every page pays for. */}
        {!screen.sketch && (
          <>
            <text x={26} y={25} className={classes.strong}>
              9:41
            </text>
            <path d="M158 24h3v-3h-3zm5 0h3v-5h-3zm5 0h3v-7h-3z" className={classes.status} />
            <rect x={174} y={17} width={12} height={7} rx={2} className={classes.status} />
          </>
        )}
        {body}
        <rect x={70} y={H - 16} width={60} height={4} rx={2} className={classes.status} />
      </>
    ),
  };
}

function tablet(screen: Screen, classes: DrawingClasses, tallest = 0): DrawnScreen {
  const W = 340;
  const side = screen.sidebar?.length ? 84 : 0;
  const frame = { x: 10 + side + 16, w: W - 20 - side - 32, screenX: 10 + side, screenW: W - 20 - side, sketch: screen.sketch, classes };
  const { end, body, spans } = stack(screen, 40, frame);
  const H = Math.max(250, end + 26, tallest);
  return {
    width: W,
    height: H,
    spans,
    body: (
      <>
        <rect width={W} height={H} rx={22} className={classes.bezel} />
        <rect x={10} y={10} width={W - 20} height={H - 20} rx={12} className={classes.screen} />
        {side > 0 && (
          <>
            <rect x={10 + side} y={10} width={1} height={H - 20} className={classes.rule} />
            {sidebar(screen.sidebar!, 10, 30, side, frame)}
          </>
        )}
        {body}
      </>
    ),
  };
}

/** A browser window's width on a case's page, in the drawing's units. */
const DESKTOP_WIDTH = 480;

/** A browser window: its bar with three dots and the address, then the page. */
function desktop(screen: Screen, classes: DrawingClasses, tallest = 0, W = DESKTOP_WIDTH): DrawnScreen {
  const side = screen.sidebar?.length ? 104 : 0;
  const frame = { x: side + 18, w: W - side - 36, screenX: side, screenW: W - side, sketch: screen.sketch, classes };
  const { end, body, spans } = stack(screen, 44, frame);
  const H = Math.max(270, end + 20, tallest);
  return {
    width: W,
    height: H,
    spans,
    body: (
      <>
        <rect width={W} height={H} rx={10} className={classes.window} />
        <path d={`M0 10a10 10 0 0 1 10-10h${W - 20}a10 10 0 0 1 10 10v16h-${W}z`} className={classes.chrome} />
        <path
          d="M12 13a4 4 0 1 0 8 0a4 4 0 1 0-8 0m12 0a4 4 0 1 0 8 0a4 4 0 1 0-8 0m12 0a4 4 0 1 0 8 0a4 4 0 1 0-8 0"
          className={classes.status}
        />
        <rect x={64} y={6} width={W - 180} height={14} rx={7} className={classes.screen} />
        {screen.address && (
          <Line x={74} y={16.5} style="tiny" look={frame}>
            {clip(screen.address, W - 200, SIZE.tiny)}
          </Line>
        )}
        {side > 0 && (
          <>
            <path d={`M0 26h${side}v${H - 26.5}H10a10 10 0 0 1-10-10z`} className={classes.chrome} />
            {sidebar(screen.sidebar!, 0, 40, side, frame)}
          </>
        )}
        {body}
      </>
    ),
  };
}

/** Each device's drawing; only a browser takes a width (a phone's and a tablet's are their own). */
const devices: Record<Screen['device'], (screen: Screen, classes: DrawingClasses, tallest?: number, width?: number) => DrawnScreen> = {
  phone,
  tablet,
  desktop,
};

/**
 * One screen in its device's frame, sized to what it holds, and at least `tallest` high. `browserWidth` draws a
 * browser window narrower than on a case's page (its page laid out again to fit), for a close-up on a card.
 */
export function drawScreen(screen: Screen, classes: DrawingClasses, tallest?: number, browserWidth?: number): DrawnScreen {
  return devices[screen.device](screen, classes, tallest, browserWidth);
}

/** Screens shown together, each as tall as the tallest of its kind among them, so their frames line up. */
export function drawGroup(screens: Screen[], classes: DrawingClasses): DrawnScreen[] {
  const first = screens.map((screen) => drawScreen(screen, classes));
  const tallest = (device: Screen['device']) => Math.max(...first.filter((_, i) => screens[i].device === device).map((d) => d.height));
  return screens.map((screen, i) =>
    first[i].height < tallest(screen.device) ? drawScreen(screen, classes, tallest(screen.device)) : first[i],
  );
}
