import { Anchor } from '@mantine/core';
import { absoluteUrl, useSiteUrl } from '../../behaviours/site-url';
import { JsonLd } from '../../ui/JsonLd';
import { SmartLink } from '../../ui/SmartLink';
import classes from './Breadcrumbs.module.css';
import type { BreadcrumbsProps } from './schema';

/** The trail for people (a labelled nav) and for search engines (BreadcrumbList structured data). */
export function Breadcrumbs({ trail, current }: BreadcrumbsProps) {
  const siteUrl = useSiteUrl();
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      ...trail.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.label, item: absoluteUrl(siteUrl, crumb.href) })),
      { '@type': 'ListItem', position: trail.length + 1, name: current },
    ],
  };
  return (
    <nav aria-label="Breadcrumb" className={classes.nav}>
      <ol className={classes.trail}>
        {trail.map((crumb, i) => (
          <li key={i} className={classes.crumb}>
            <Anchor component={SmartLink} href={crumb.href} fw={600}>
              {crumb.label}
            </Anchor>
          </li>
        ))}
        <li className={classes.crumb} aria-current="page">
          {current}
        </li>
      </ol>
      <JsonLd data={structured} />
    </nav>
  );
}
