/** Structured data for search engines, as `<script type="application/ld+json">`. */
export function JsonLd({ data }: { data: readonly object[] }) {
  if (data.length === 0) return null;
  const json = JSON.stringify(data.length === 1 ? data[0] : data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
