import { noRoutePage } from '@/app/_routes/routePage';

/**
 * A path under /{lang} that proxy.ts did not rewrite to a page folder (app/[lang]/(routes)): no route
 * of the domain's table, or a route whose page arrives with a later issue. It answers 404 in the shell
 * (a restricted route's 403 first, for a role not allowed).
 */
export const generateMetadata = noRoutePage.generateMetadata;
export default noRoutePage.Page;
