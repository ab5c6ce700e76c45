/** Structured data for search engines; `json` is already serialised with '<' escaped (serialiseJsonLd). */
export function JsonLdScript({ json }: { json: string }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with '<' escaped (serialiseJsonLd).
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
