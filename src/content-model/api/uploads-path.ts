/**
 * Where the embedded content's upload files are served: `{origin}/uploads/{filename}`. The embedded service serves
 * them under its own origin (its default asset URL), and the site publishes the same files under its own origin (the
 * build copies them, `npm run dev` serves them from the content folder), where the site's pages link to them.
 */
export const UPLOADS_PATH = '/uploads/';
