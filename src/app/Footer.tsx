import { SmartLink } from '../ui/SmartLink';
import classes from './app.module.css';
import { useSite } from './site-context';
import { built } from './site-data';
import { SpriteIcon } from './SpriteIcon';
import { routeOf, useRoute } from './useRoute';

/**
 * The foot of every page: site.json's invitation to get in touch, the contact address and further links, every
 * profile as an icon (in the order and words site.json's footer gives, the others after them), and the day the site was built (from the build, so the server and the browser agree). Every
 * page carries it, so it is drawn in few bytes: each icon names a symbol the page holds once, the text is one node each.
 */
export function Footer() {
  // From the context, so the editor's preview of the site's settings draws the footer being edited.
  const site = useSite();
  const { callToAction } = site.footer ?? {};
  const route = useRoute();
  return (
    <footer className={classes.footer}>
      {/* A plain <div> sized as Container size="lg" is (app.module.css): Container's inline style costs every page's HTML. */}
      <div className={classes.footerInner}>
        {/* Left out on the page it invites to: "Get in touch" on the contact page. */}
        {callToAction && routeOf(callToAction.link.href) !== route && (
          <p className={classes.footerCta}>
            {`${callToAction.text} `}
            <SmartLink href={callToAction.link.href}>{callToAction.link.label}</SmartLink>
          </p>
        )}
        <Contacts />
        <p>
          {`${site.name} · Updated `}
          <time dateTime={built.iso}>{built.label}</time>
        </p>
      </div>
    </footer>
  );
}

/**
 * The contact address, site.json's further links and every profile as an icon: the footer's middle, and the foot of
 * the phone menu (Shell.tsx), where they fill the panel's empty lower half.
 */
export function Contacts() {
  const site = useSite();
  // Validation gave the footer exactly the owner's profiles: removed ones gone, added ones there (src/content/validation/footer-profiles.ts).
  const { links = [], profiles = [] } = site.footer ?? {};
  return (
    <>
      <ul>
        <li>
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </li>
        {links.map((link) => (
          <li key={link.href}>
            <SmartLink href={link.href}>{link.label}</SmartLink>
          </li>
        ))}
      </ul>
      {profiles.length > 0 && (
        <ul className={classes.footerIcons}>
          {profiles.map((profile) => (
            <li key={profile.name}>
              <SmartLink href={site.profiles[profile.name]} aria-label={profile.label}>
                {/* Validation names every icon, the address choosing where site.json names none (footer-profiles.ts). */}
                <SpriteIcon name={profile.icon ?? 'world'} />
              </SmartLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
