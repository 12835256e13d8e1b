export { ArticlePage as default } from '../../src/components/templates/ArticlePage.js';
