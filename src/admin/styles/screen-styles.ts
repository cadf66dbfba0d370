/**
 * The screens' own stylesheets, imported here so the admin keeps one stylesheet in the order it
 * had before the screens became chunks of their own (issue 20): these first, then app.css,
 * pages.css and phone.css (main.tsx), whose rules win where a selector ties. A stylesheet a lazy
 * screen imports itself would land after phone.css and beat its small-screen rules: add new
 * ones here. All of it is about 12 kB compressed.
 */
import '../features/media/components/media.css';
import '../features/pages/components/retire-redirect.css';
import '../features/pages/schedule/schedule.css';
import '../features/pages/publication/publication.css';
import '../features/pages/publication/rejection-banner.css';
import '../features/pages/blocks/fields/tiptap-core.css';
import 'cropperjs/dist/cropper.css';
import './site-admin.css';
import '../features/pages/share-links/share-links.css';
import '../features/user-settings/components/sessions.css';
import '../features/two-factor/components/two-factor.css';
import '../features/audit/audit.css';
import '../features/redirects/redirects.css';
import '../features/api-tokens/api-tokens.css';
import '../features/webhooks/webhooks.css';
import '../features/notifications/notifications.css';
