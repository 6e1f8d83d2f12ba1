// The share card's layout, plain JSX with inline styles: the build draws it to a PNG (./share-cards.tsx), and the
// editor's preview of the site's settings draws it as HTML, so the owner sees the card their links will show.
import { theme } from '../app/theme';
import { SHARE_CARD_SIZE } from '../schema/picture-variants';

const ink = theme.colors!.ink!;
export const COLOURS = { from: ink[9], to: ink[7], text: '#ffffff', soft: ink[1], rule: ink[5] };

export interface CardText {
  title: string;
  kicker: string;
  siteName: string;
  domain: string;
}

/** Long titles get smaller type so that three lines hold them. */
function titleSize(title: string): number {
  if (title.length <= 28) return 84;
  if (title.length <= 56) return 68;
  return 56;
}

export function Card({ title, kicker, siteName, domain, fontFamily }: CardText & { fontFamily: string }) {
  return (
    <div
      style={{
        width: SHARE_CARD_SIZE.width,
        height: SHARE_CARD_SIZE.height,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: 80,
        boxSizing: 'border-box',
        backgroundImage: `linear-gradient(135deg, ${COLOURS.from}, ${COLOURS.to})`,
        color: COLOURS.text,
        fontFamily,
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div
          style={{
            display: 'block',
            fontSize: 28,
            fontWeight: 700,
            letterSpacing: 2,
            textTransform: 'uppercase',
            color: COLOURS.soft,
            lineClamp: 2,
          }}
        >
          {kicker}
        </div>
        <div
          style={{
            display: 'block',
            marginTop: 28,
            fontSize: titleSize(title),
            fontWeight: 700,
            lineHeight: 1.1,
            letterSpacing: -1.5,
            lineClamp: 3,
          }}
        >
          {title}
        </div>
      </div>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          paddingTop: 28,
          borderTop: `3px solid ${COLOURS.rule}`,
          fontSize: 30,
        }}
      >
        <div style={{ fontWeight: 700 }}>{siteName}</div>
        <div style={{ color: COLOURS.soft }}>{domain}</div>
      </div>
    </div>
  );
}
