import { Alert } from '@mantine/core';
import '@mantine/core/styles/Alert.css';

/** What stands in for a section that failed to draw (see BlockBoundary). */
export default function BlockFailed() {
  return (
    <Alert role="status" color="gray" variant="light" title="This section could not be shown">
      The rest of the page is unaffected. Reloading may help.
    </Alert>
  );
}
