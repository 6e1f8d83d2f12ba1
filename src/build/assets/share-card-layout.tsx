// The share card's layout, plain JSX with inline styles: the build draws it to a PNG (./share-cards.tsx), and the
// editor's preview of the site's settings draws it as HTML, so the owner sees the card their links will show.
import { theme } from '../../app/theme';
import { SHARE_CARD_SIZE } from '../../schema/picture-variants';

const ink = theme.colors!.ink!;
export const COLOURS = { from: ink[9], to: ink[7], text: '#ffffff', soft: ink[1], rule: ink[5] };

export interface CardText {
  title: string;
  kicker: string;
  siteName: string;
  domain: string;
  /** The owner's role (the site's headline), beside their name: every card says who this is and at what level. */
  role?: string;
  /** Up to three headline results of the page (its header's figures, a case's summary): the proof, large. */
  figures?: { value: string; label: string }[];
}

/** Long titles get smaller type so that their lines hold them; less room when figures share the card. */
function titleSize(title: string, withFigures: boolean): number {
  if (title.length <= 28) return withFigures ? 76 : 88;
  if (title.length <= 56) return withFigures ? 60 : 72;
  return withFigures ? 50 : 58;
}

/**
 * `fontFamily` is the running text's; `headingFamily`, the headings' typeface (the site's), is the title's, the
 * figures' and the name's, as on the site.
 */
export function Card({
  title,
  kicker,
  siteName,
  domain,
  role,
  figures = [],
  fontFamily,
  headingFamily = fontFamily,
}: CardText & { fontFamily: string; headingFamily?: string }) {
  const shown = figures.slice(0, 3);
  return (
    <div
      style={{
        width: SHARE_CARD_SIZE.width,
        height: SHARE_CARD_SIZE.height,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 80px',
        boxSizing: 'border-box',
        backgroundImage: `linear-gradient(135deg, ${COLOURS.from}, ${COLOURS.to})`,
        color: COLOURS.text,
        fontFamily,
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        {kicker && kicker !== role && (
          <div
            style={{
              display: 'block',
              marginBottom: 24,
              fontSize: 26,
              fontWeight: 700,
              letterSpacing: 2,
              textTransform: 'uppercase',
              color: COLOURS.soft,
              lineClamp: 1,
            }}
          >
            {kicker}
          </div>
        )}
        <div
          style={{
            display: 'block',
            fontFamily: headingFamily,
            fontSize: titleSize(title, shown.length > 0),
            fontWeight: 700,
            lineHeight: 1.08,
            letterSpacing: -1.5,
            lineClamp: shown.length > 0 ? 2 : 3,
          }}
        >
          {title}
        </div>
      </div>
      {shown.length > 0 && (
        <div style={{ display: 'flex', gap: 40 }}>
          {shown.map((figure, i) => (
            <div
              key={i}
              style={{ display: 'flex', flexDirection: 'column', flex: 1, paddingTop: 16, borderTop: `4px solid ${COLOURS.soft}` }}
            >
              <div
                style={{
                  fontFamily: headingFamily,
                  fontSize: 54,
                  fontWeight: 700,
                  lineHeight: 1.1,
                  letterSpacing: -1,
                  whiteSpace: 'nowrap',
                }}
              >
                {figure.value}
              </div>
              <div style={{ display: 'block', marginTop: 6, fontSize: 24, lineHeight: 1.3, color: COLOURS.soft, lineClamp: 2 }}>
                {figure.label}
              </div>
            </div>
          ))}
        </div>
      )}
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 32,
          paddingTop: 24,
          borderTop: `3px solid ${COLOURS.rule}`,
          fontSize: 26,
        }}
      >
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ fontFamily: headingFamily, fontSize: 34, fontWeight: 700 }}>{siteName}</div>
          {role && <div style={{ display: 'block', marginTop: 4, color: COLOURS.soft, lineClamp: 1 }}>{role}</div>}
        </div>
        <div style={{ color: COLOURS.soft }}>{domain}</div>
      </div>
    </div>
  );
}
