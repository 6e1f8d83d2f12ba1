import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useResumeLink } from '../behaviours/resume-context';
import { internalPath, isExternal, RESUME_HREF, withBase } from '../schema/links';

export type SmartLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

function scrollToAnchor(event: MouseEvent<HTMLAnchorElement>, hash: string) {
  const target = document.getElementById(hash.slice(1));
  if (!target) return;
  event.preventDefault();
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  history.replaceState(null, '', hash);
  // Move the keyboard along too; a section is not focusable until told so.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * The one way the site draws a link: in-app routes through the router, in-page
 * anchors scroll smoothly, external links open a new tab without opener or
 * referrer, "{resume}" becomes the resume PDF download, and a file under
 * /assets/ is a plain link (a file, not a route), under the base path.
 */
export const SmartLink = forwardRef<HTMLAnchorElement, SmartLinkProps>(function SmartLink({ href, onClick, ...rest }, ref) {
  const resume = useResumeLink();
  if (href === RESUME_HREF) {
    return <a ref={ref} href={resume.url} download={resume.downloadName} onClick={onClick} {...rest} />;
  }
  if (href.startsWith('#')) {
    return (
      <a
        ref={ref}
        href={href}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) scrollToAnchor(event, href);
        }}
        {...rest}
      />
    );
  }
  if (isExternal(href)) {
    const newTab = href.startsWith('https://');
    return <a ref={ref} href={href} onClick={onClick} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest} />;
  }
  if (internalPath(href)?.startsWith('/assets/')) return <a ref={ref} href={withBase(href)} onClick={onClick} {...rest} />;
  // discover="none": route discovery is for React Router's framework mode; here it would only write data-discover on every link.
  return <Link ref={ref} to={href} discover="none" onClick={onClick} {...rest} />;
});
