import { Container } from '@mantine/core';
import { Icon } from '../ui/Icon';
import { SmartLink } from '../ui/SmartLink';
import classes from './app.module.css';
import { built, site } from './site-data';

/**
 * The foot of every page: site.json's invitation to get in touch, the contact address and further links, the main
 * profiles as icons, and the day the site was built (from the build, so the server and the browser agree).
 */
export function Footer() {
  const { callToAction, links = [], profiles = [] } = site.footer ?? {};
  return (
    <footer className={classes.footer}>
      <Container size="lg" className={classes.footerInner}>
        {callToAction && (
          <p className={classes.footerCta}>
            {callToAction.text} <SmartLink href={callToAction.link.href}>{callToAction.link.label} →</SmartLink>
          </p>
        )}
        <ul className={classes.footerLinks}>
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
          <ul className={classes.footerProfiles}>
            {profiles.map((profile) => (
              <li key={profile.href}>
                <SmartLink href={profile.href} aria-label={profile.label} title={profile.label}>
                  <Icon name={profile.icon} />
                </SmartLink>
              </li>
            ))}
          </ul>
        )}
        <p className={classes.footerMeta}>
          {site.name} · Updated <time dateTime={built.iso}>{built.label}</time>
        </p>
      </Container>
    </footer>
  );
}
