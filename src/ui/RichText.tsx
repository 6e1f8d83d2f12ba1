import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { inlineLinks } from '../schema/links';
import { SmartLink } from './SmartLink';

/** A paragraph whose "[label](href)" parts become links. */
export function RichText({ value }: { value: string }) {
  const parts: ReactNode[] = [];
  let cursor = 0;
  for (const { label, href, index, length } of inlineLinks(value)) {
    parts.push(value.slice(cursor, index));
    parts.push(
      <Anchor key={index} component={SmartLink} href={href} underline="always" fw={600}>
        {label}
      </Anchor>,
    );
    cursor = index + length;
  }
  parts.push(value.slice(cursor));
  return <>{parts}</>;
}
