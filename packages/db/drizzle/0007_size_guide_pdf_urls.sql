-- Size-guide PDFs are made by the API's document service from the guide's data. Databases seeded
-- before that still point at files nothing serves: move exactly those rows to the service's URL and
-- leave any other URL (an import's own PDF) as it is.
UPDATE "size_guides"
SET "fallback_pdf_url" = '/api/document/size-guides/' || "code" || '.pdf'
WHERE "fallback_pdf_url" = '/documents/size-guides/' || "code" || '.pdf';
