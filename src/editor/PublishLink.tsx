import { Anchor } from '@mantine/core';
import { useEffect, useState } from 'react';
import { PUBLISH_PAGE, readPublishState } from './publish-api';

/**
 * "Publish", in reach from every screen of the editor, with the count of changes not yet online. A page load, not the
 * router's: leaving a page with unsaved changes asks first.
 */
export function PublishLink() {
  const [count, setCount] = useState<number>();
  useEffect(() => {
    readPublishState().then(
      (state) => setCount(state.changes.length || (state.ahead ? 1 : 0)),
      () => setCount(undefined),
    );
  }, []);
  return (
    <Anchor href={PUBLISH_PAGE} size="sm" fw={600}>
      Publish{count ? ` · ${count} unpublished change${count === 1 ? '' : 's'}` : ''}
    </Anchor>
  );
}
