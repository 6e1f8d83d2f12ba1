/** `<` cannot end the script element early when written as its JSON escape. */
function serialize(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** Structured data for search engines: a data block, which the Content-Security-Policy does not treat as script. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialize(data) }} />;
}
