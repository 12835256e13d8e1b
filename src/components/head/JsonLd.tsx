/** Structured data for search engines, as `<script type="application/ld+json">`. */
export function JsonLd({ data }: { data: readonly object[] }) {
  if (data.length === 0) return null;
  const json = JSON.stringify(data.length === 1 ? data[0] : data).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON, with every < escaped so it cannot close the script
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
