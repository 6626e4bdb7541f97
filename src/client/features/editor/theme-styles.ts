/*
 * Every theme's stylesheet and fonts, so the editor previews a theme the moment it is picked. A published
 * page loads only its own theme's (src/server/render/site-asset-files.ts); the fonts are the same
 * @fontsource latin files (THEME_FONTS in src/site/themes.ts).
 */
import '@fontsource/oswald/latin-600.css';
import '@fontsource/playfair-display/latin-600.css';
import '@fontsource/nunito/latin-400.css';
import '@fontsource/nunito/latin-800.css';
import '@fontsource/space-grotesk/latin-600.css';
import '@fontsource/dm-sans/latin-400.css';
import '../../../site/themes/bold.css';
import '../../../site/themes/elegant.css';
import '../../../site/themes/friendly.css';
import '../../../site/themes/studio.css';
